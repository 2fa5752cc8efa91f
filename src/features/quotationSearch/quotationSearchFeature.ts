import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { QuotationSearchPage } from './QuotationSearchPage';
import { quotationSearchReducer } from './quotationSearchSlice';
import { quotationSearchSaga } from './quotationSearchSagas';

/** Loaded with the page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const quotationSearchFeature: LazyFeaturePage = {
  feature: { name: 'quotationSearch', reducers: { quotationSearch: quotationSearchReducer }, saga: quotationSearchSaga },
  Page: QuotationSearchPage,
};
