import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { OrderGenerationDialogs } from './OrderGenerationDialogs';
import { orderGenerationReducer } from './orderGenerationSlice';
import { orderGenerationSaga } from './orderGenerationSagas';

/**
 * Loaded on the first request for it (app/lazyFeatures.ts): the store injects the slice, starts
 * the saga and then lets the request through; app/AppDialogs.tsx mounts the dialog host.
 */
export const orderGenerationFeature: LazyFeaturePage = {
  feature: { name: 'orderGeneration', reducers: { orderGeneration: orderGenerationReducer }, saga: orderGenerationSaga },
  Page: OrderGenerationDialogs,
};
