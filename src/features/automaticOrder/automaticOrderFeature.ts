import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { AutomaticOrderPage } from './AutomaticOrderPage';
import { automaticOrderReducer } from './automaticOrderSlice';
import { automaticOrderSaga } from './automaticOrderSagas';

/** Loaded with the page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const automaticOrderFeature: LazyFeaturePage = {
  feature: { name: 'automaticOrder', reducers: { automaticOrder: automaticOrderReducer }, saga: automaticOrderSaga },
  Page: AutomaticOrderPage,
};
