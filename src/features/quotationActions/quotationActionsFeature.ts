import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { QuotationCommandDialogs } from './QuotationCommandDialogs';
import { quotationActionsReducer } from './quotationActionsSlice';
import { quotationActionsSaga } from './quotationActionsSagas';

/**
 * Loaded on the first request for it (app/lazyFeatures.ts): the store injects the slice, starts
 * the saga and then lets the request through; app/AppDialogs.tsx mounts the dialog host.
 */
export const quotationActionsFeature: LazyFeaturePage = {
  feature: { name: 'quotationActions', reducers: { quotationActions: quotationActionsReducer }, saga: quotationActionsSaga },
  Page: QuotationCommandDialogs,
};
