import { selectQuotationNotFound } from '../../entities/quotation/quotationContextSelectors';
import { useCallback, useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DEFAULT_FILTER, filterKey, type AutomaticOrderFilter } from '../../domain/automaticOrderFilter';
import { quotationIdOf } from '../../domain/quotationStatus';
import { QuotationNotFound } from '../../widgets/QuotationNotFound';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { automaticOrderAddress, type AutomaticOrderAddress } from './automaticOrderAddress';
import { useAddressState } from '../../shared/lib/addressState';
import { selectFilter, selectHiddenColumns } from './automaticOrderSelectors';
import { automaticOrderActions } from './automaticOrderSlice';
import { PAGE_TITLE } from './automaticOrderTexts';
import { OrderHeader } from './components/OrderHeader';
import { ProductFilter } from './components/ProductFilter';
import { SupplierList } from './tree/SupplierList';
import { UnsavedQuantities } from './grid/UnsavedQuantities';
import { SelectionBar } from './selection/SelectionBar';
import { ExcludedProducts } from './selection/ExcludedProducts';
import { AnswersModal } from './answers/AnswersModal';
import { selectExcluded } from './selection/selectionSelectors';
import './selection/selection.css';
import { ConfirmFlow } from './confirm/ConfirmFlow';
import { MassEditModal } from './massEdit/MassEditModal';
import { OVER_DOUBLE_FILTER } from '../../domain/overDouble';
import './AutomaticOrderPage.css';

/**
 * /pedido-automatico/{id} (spec 03 §2.3, issue 10 part 1): the quotation's orders by supplier →
 * representative → branch order → product table. The filter and the supplier page live in the
 * address, so a reload or a deep link rebuilds the same screen.
 */
export function AutomaticOrderPage() {
  const dispatch = useAppDispatch();
  const idCotacao = quotationIdOf(useParams().id ?? '');
  const [address, setAddress] = useAddressState(automaticOrderAddress);
  const storeFilter = useAppSelector(selectFilter);
  const hiddenColumns = useAppSelector(selectHiddenColumns);
  const excludedView = useAppSelector(selectExcluded).open;
  const notFound = useAppSelector((s) => selectQuotationNotFound(s, idCotacao));
  const appliedHere = useRef<AutomaticOrderFilter | null>(null);

  useEffect(() => {
    if (idCotacao !== null) dispatch(automaticOrderActions.automaticOrderEntered({ idCotacao, ...address }));
  }, [dispatch, idCotacao, address]);
  useEffect(() => () => void dispatch(automaticOrderActions.automaticOrderLeft()), [dispatch]);

  // A filter applied on the page goes into the store first (the lists start again at once), then into the
  // address; an address the user changes (back, a link) goes into the store through automaticOrderEntered.
  // (A form submit that navigates would run inside a transition; the store answers at once.)
  useEffect(() => {
    if (appliedHere.current !== storeFilter) return;
    appliedHere.current = null;
    setAddress({ filter: storeFilter, supplierPage: 0 });
  }, [storeFilter, setAddress]);

  const go = useCallback((change: Partial<AutomaticOrderAddress>) => setAddress({ ...address, ...change }), [address, setAddress]);
  const applyFilter = useCallback(
    (filter: AutomaticOrderFilter) => {
      appliedHere.current = filter;
      dispatch(automaticOrderActions.filterApplied(filter));
    },
    [dispatch],
  );

  if (idCotacao === null || notFound) {
    return (
      <>
        <FeatureStopped feature="automaticOrder" />
        <QuotationNotFound title={PAGE_TITLE} className="automatic-order" />
      </>
    );
  }
  return (
    <section className="automatic-order" aria-label={PAGE_TITLE}>
      <FeatureStopped feature="automaticOrder" />
      <ConfirmFlow onReviewQuantities={() => applyFilter(OVER_DOUBLE_FILTER)} />
      <OrderHeader idCotacao={idCotacao} />
      <ProductFilter key={filterKey(address.filter)} applied={address.filter} onApply={applyFilter} />
      <UnsavedQuantities />
      <SelectionBar />
      {excludedView ? (
        <ExcludedProducts />
      ) : (
        <SupplierList
          idCotacao={idCotacao}
          hiddenColumns={hiddenColumns}
          onPageChange={(supplierPage) => go({ supplierPage })}
          onClearFilter={() => applyFilter(DEFAULT_FILTER)}
        />
      )}
      <AnswersModal />
      <MassEditModal />
    </section>
  );
}
