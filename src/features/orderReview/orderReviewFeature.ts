import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { OrderReviewPage } from './OrderReviewPage';
import { orderReviewReducer } from './orderReviewSlice';
import { orderReviewSaga } from './orderReviewSagas';
import { orderPaymentReducer } from './orderPaymentSlice';
import { orderPaymentSaga } from './orderPaymentSagas';
import { orderPreferencesReducer } from './orderPreferencesSlice';
import { orderPreferencesSaga } from './orderPreferencesSagas';
import { notBoughtReducer } from './notBoughtSlice';
import { notBoughtSaga } from './notBoughtSagas';
import { itemDeletionReducer } from './itemDeletionSlice';
import { itemDeletionSaga } from './itemDeletionSagas';
import { orderSelectionReducer } from './orderSelectionSlice';
import { orderSelectionSaga } from './orderSelectionSagas';
import { reviewFilterOptionsReducer } from './reviewFilterOptionsSlice';
import { reviewFilterOptionsSaga } from './reviewFilterOptionsSagas';

/**
 * The page's workflows: the review itself, payment and supplier codes (part 6), the products not
 * bought and deleting a product from an order (part 7), the order preferences with their tour (part 8).
 */
function* orderReviewFeatureSaga(): SagaIterator {
  yield all([call(orderReviewSaga), call(orderPaymentSaga), call(notBoughtSaga), call(itemDeletionSaga), call(orderPreferencesSaga), call(orderSelectionSaga), call(reviewFilterOptionsSaga)]);
}

const reducers = {
  orderReview: orderReviewReducer,
  orderPayment: orderPaymentReducer,
  orderReviewNotBought: notBoughtReducer,
  orderReviewItemDeletion: itemDeletionReducer,
  orderReviewPreferences: orderPreferencesReducer,
  orderReviewSelection: orderSelectionReducer,
  orderReviewFilterOptions: reviewFilterOptionsReducer,
};

/** Loaded with the page's chunk: the store injects the slices and starts the sagas (app/lazyFeatures.ts). */
export const orderReviewFeature: LazyFeaturePage<typeof reducers> = {
  feature: {
    name: 'orderReview',
    reducers,
    saga: orderReviewFeatureSaga,
  },
  Page: OrderReviewPage,
};
