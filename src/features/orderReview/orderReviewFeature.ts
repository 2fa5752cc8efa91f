import { all, call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { OrderReviewPage } from './OrderReviewPage';
import { orderReviewReducer } from './orderReviewSlice';
import { orderReviewSaga } from './orderReviewSagas';
import { notBoughtReducer } from './notBoughtSlice';
import { notBoughtSaga } from './notBoughtSagas';
import { itemDeletionReducer } from './itemDeletionSlice';
import { itemDeletionSaga } from './itemDeletionSagas';

/** The page's workflows: the review itself, the products not bought, deleting a product from an order. */
function* orderReviewFeatureSaga(): SagaIterator {
  yield all([call(orderReviewSaga), call(notBoughtSaga), call(itemDeletionSaga)]);
}

/** Loaded with the page's chunk: the store injects the slices and starts the sagas (app/lazyFeatures.ts). */
export const orderReviewFeature: LazyFeaturePage = {
  feature: {
    name: 'orderReview',
    reducers: { orderReview: orderReviewReducer, orderReviewNotBought: notBoughtReducer, orderReviewItemDeletion: itemDeletionReducer },
    saga: orderReviewFeatureSaga,
  },
  Page: OrderReviewPage,
};
