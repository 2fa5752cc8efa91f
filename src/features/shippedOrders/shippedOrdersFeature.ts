import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { ShippedOrdersPage } from './ShippedOrdersPage';
import { shippedOrdersReducer } from './shippedOrdersSlice';
import { shippedOrdersSaga } from './shippedOrdersSagas';

const reducers = { shippedOrders: shippedOrdersReducer };

/** Loaded with the page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const shippedOrdersFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'shippedOrders', reducers, saga: shippedOrdersSaga },
  Page: ShippedOrdersPage,
};
