import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectFilter } from './orderReviewSelectors';
import { orderReviewActions } from './orderReviewSlice';
import { readReviewFilter, writeReviewFilter } from './reviewFilterAddress';

/**
 * Keeps the order filter in the address (issue 29 point 2, DECISIONS 2): an address the buyer
 * opens (a reload, back, a link) goes into the store; a filter applied on the page goes into the
 * address (a new history entry, so back returns to the previous filter). Call after reviewEntered.
 */
export function useReviewFilterAddress(idCotacao: number | null): void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filter = useAppSelector(selectFilter);
  const storeId = useAppSelector((s) => s.orderReview.idCotacao);
  // The filter the store holds once reviewEntered ran: none for a quotation it did not show.
  const current = useRef(filter);
  current.current = storeId === idCotacao ? filter : {};
  // The store's filter as last seen here: only a new filter object (applied on the page or from the address) is written.
  const seen = useRef(filter);

  // The address wins when it changes (and on entering).
  useEffect(() => {
    if (idCotacao === null) return;
    const fromAddress = readReviewFilter(new URLSearchParams(search));
    if (writeReviewFilter(fromAddress) !== writeReviewFilter(current.current)) dispatch(orderReviewActions.filterApplied(fromAddress));
  }, [dispatch, idCotacao, search]);

  // A filter applied on the page is written to the address (nothing to do when they agree).
  useEffect(() => {
    if (seen.current === filter) return;
    seen.current = filter;
    const wanted = writeReviewFilter(filter);
    if (wanted !== writeReviewFilter(readReviewFilter(new URLSearchParams(search)))) setParams(new URLSearchParams(wanted));
    // Only a change of the store's filter writes the address; `search` is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filter, setParams]);
}
