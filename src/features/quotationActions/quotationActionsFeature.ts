import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { QuotationCommandDialogs } from './QuotationCommandDialogs';
import { quotationActionsReducer } from './quotationActionsSlice';
import { quotationActionsSaga } from './quotationActionsSagas';

const reducers = { quotationActions: quotationActionsReducer };

/**
 * Loaded on the first request for it (app/lazyFeatures.ts): the store injects the slice, starts
 * the saga and then lets the request through; app/AppDialogs.tsx mounts the dialog host.
 */
export const quotationActionsFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'quotationActions', reducers, saga: quotationActionsSaga },
  Page: QuotationCommandDialogs,
};
