import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { UnansweredProductsPage } from './UnansweredProductsPage';
import { unansweredProductsReducer } from './unansweredProductsSlice';
import { unansweredProductsSaga } from './unansweredProductsSagas';

const reducers = { unansweredProducts: unansweredProductsReducer };

/** Loaded with the page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const unansweredProductsFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'unansweredProducts', reducers, saga: unansweredProductsSaga },
  Page: UnansweredProductsPage,
};
