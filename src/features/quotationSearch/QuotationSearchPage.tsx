import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EMPTY_SEARCH_CRITERIA, ignoredParamsMessage, type QuotationSearchCriteria } from '../../domain/quotationSearch';
import { AlertBox } from '../../shared/ui/AlertBox';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { SearchFilterForm } from './components/SearchFilterForm';
import { SearchResults } from './components/SearchResults';
import { selectSearch } from './quotationSearchSelectors';
import { searchAlertClosed, searchPageEntered, searchParamsIgnored, searchRequested } from './quotationSearchSlice';
import { criteriaFromParams, criteriaToParams } from './searchParams';
import './QuotationSearchPage.css';

/** Quotation search at /cotacao/filter (spec 01 §2.7). The search that ran is kept in the address. */
export function QuotationSearchPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const [address] = useState(() => criteriaFromParams(params));
  const initial = address.criteria;
  const { statusOptions, alert, searched } = useAppSelector(selectSearch);
  const closeAlert = useCallback(() => dispatch(searchAlertClosed()), [dispatch]);

  useEffect(() => {
    dispatch(searchPageEntered());
    if (address.criteria) dispatch(searchRequested(address.criteria));
    if (address.ignored.length > 0) {
      // The address keeps only what was used, so a reload does not repeat the notice.
      setParams(criteriaToParams(address.criteria ?? EMPTY_SEARCH_CRITERIA), { replace: true });
      dispatch(searchParamsIgnored(ignoredParamsMessage(address.ignored)));
    }
  }, [dispatch, address, setParams]);

  const onSearch = (criteria: QuotationSearchCriteria): void => {
    setParams(criteriaToParams(criteria), { replace: true });
    dispatch(searchRequested(criteria));
  };

  return (
    <section aria-labelledby="search-title" className="quotation-search">
      <h1 id="search-title">Consultar cotações</h1>
      <FeatureStopped feature="quotationSearch" />
      {alert && <AlertBox severity={alert.severity} message={alert.message} onClose={closeAlert} />}
      <section className="panel" aria-labelledby="search-filter-title">
        <h2 id="search-filter-title">FILTRO DE COTAÇÕES</h2>
        <SearchFilterForm initial={initial} statusOptions={statusOptions} onSearch={onSearch} onFieldError={closeAlert} />
      </section>
      {searched && <SearchResults />}
    </section>
  );
}
