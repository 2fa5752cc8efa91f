import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { OrderGenerationDialogs } from './OrderGenerationDialogs';
import { orderGenerationReducer } from './orderGenerationSlice';
import { orderGenerationSaga } from './orderGenerationSagas';

const reducers = { orderGeneration: orderGenerationReducer };

/**
 * Loaded on the first request for it (app/lazyFeatures.ts): the store injects the slice, starts
 * the saga and then lets the request through; app/AppDialogs.tsx mounts the dialog host.
 */
export const orderGenerationFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'orderGeneration', reducers, saga: orderGenerationSaga },
  Page: OrderGenerationDialogs,
};
