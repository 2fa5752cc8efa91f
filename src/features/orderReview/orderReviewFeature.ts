import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { OrderReviewPage } from './OrderReviewPage';
import { orderReviewReducer } from './orderReviewSlice';
import { orderReviewSaga } from './orderReviewSagas';

/** Loaded with the page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const orderReviewFeature: LazyFeaturePage = {
  feature: { name: 'orderReview', reducers: { orderReview: orderReviewReducer }, saga: orderReviewSaga },
  Page: OrderReviewPage,
};
