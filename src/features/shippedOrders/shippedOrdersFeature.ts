import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { ShippedOrdersPage } from './ShippedOrdersPage';
import { shippedOrdersReducer } from './shippedOrdersSlice';
import { shippedOrdersSaga } from './shippedOrdersSagas';

/** Loaded with the page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const shippedOrdersFeature: LazyFeaturePage = {
  feature: { name: 'shippedOrders', reducers: { shippedOrders: shippedOrdersReducer }, saga: shippedOrdersSaga },
  Page: ShippedOrdersPage,
};
