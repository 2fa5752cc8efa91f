import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { QuotationSearchPage } from './QuotationSearchPage';
import { quotationSearchReducer } from './quotationSearchSlice';
import { quotationSearchSaga } from './quotationSearchSagas';

const reducers = { quotationSearch: quotationSearchReducer };

/** Loaded with the page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const quotationSearchFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'quotationSearch', reducers, saga: quotationSearchSaga },
  Page: QuotationSearchPage,
};
