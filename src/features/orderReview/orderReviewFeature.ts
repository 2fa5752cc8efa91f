import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { OrderReviewPage } from './OrderReviewPage';
import { orderReviewReducer } from './orderReviewSlice';
import { orderReviewSaga } from './orderReviewSagas';
import { orderPaymentReducer } from './orderPaymentSlice';
import { orderPaymentSaga } from './orderPaymentSagas';

function* reviewPageSaga(): SagaIterator {
  yield all([call(orderReviewSaga), call(orderPaymentSaga)]);
}

/** Loaded with the page's chunk: the store injects the slices and starts the sagas (app/lazyFeatures.ts). */
export const orderReviewFeature: LazyFeaturePage = {
  feature: { name: 'orderReview', reducers: { orderReview: orderReviewReducer, orderPayment: orderPaymentReducer }, saga: reviewPageSaga },
  Page: OrderReviewPage,
};
