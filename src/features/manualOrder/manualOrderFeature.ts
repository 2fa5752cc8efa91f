import { all, call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { ManualOrderPage } from './ManualOrderPage';
import { manualOrderReducer } from './manualOrderSlice';
import { manualOrderDataReducer } from './manualOrderDataSlice';
import { manualOrderDialogsReducer } from './manualOrderDialogsSlice';
import { manualOrderInsertReducer } from './manualOrderInsertSlice';
import { manualOrderSaga } from './manualOrderSagas';
import { manualOrderMarkSaga } from './manualOrderMarkSagas';
import { manualOrderMassSaga } from './manualOrderMassSagas';
import { manualOrderInsertSaga } from './manualOrderInsertSagas';
import { manualOrderExcludedReducer } from './manualOrderExcludedSlice';
import { manualOrderExcludedSaga } from './manualOrderExcludedSagas';
import { manualOrderSelectionSaga } from './manualOrderSelectionSagas';

/** The page's workflows: reads and quantities, marks, mass changes, insertion and restart, deleted products. */
function* manualOrderFeatureSaga(): SagaIterator {
  yield all([call(manualOrderSaga), call(manualOrderMarkSaga), call(manualOrderMassSaga), call(manualOrderInsertSaga), call(manualOrderExcludedSaga), call(manualOrderSelectionSaga)]);
}

const reducers = {
  manualOrder: manualOrderReducer,
  manualOrderData: manualOrderDataReducer,
  manualOrderDialogs: manualOrderDialogsReducer,
  manualOrderInsert: manualOrderInsertReducer,
  manualOrderExcluded: manualOrderExcludedReducer,
};

/** Loaded with the page's chunk (app/lazyFeatures.ts): the store injects the slices and starts the sagas. */
export const manualOrderFeature: LazyFeaturePage<typeof reducers> = {
  feature: {
    name: 'manualOrder',
    reducers,
    saga: manualOrderFeatureSaga,
  },
  Page: ManualOrderPage,
};
