import { all, call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { AutomaticOrderPage } from './AutomaticOrderPage';
import { automaticOrderReducer } from './automaticOrderSlice';
import { automaticOrderSaga } from './automaticOrderSagas';
import { selectionReducer } from './selectionSlice';
import { selectionSaga } from './selectionSagas';
import { answersReducer } from './answersSlice';
import { confirmReducer } from './confirmSlice';
import { confirmSaga } from './confirmSagas';
import { massEditReducer } from './massEditSlice';
import { massEditSaga } from './massEditSagas';
import { opportunityReducer } from './opportunitySlice';
import { opportunitySaga } from './opportunitySagas';

/** The page's workflows (part 1: lists and quantities; part 2: selection and deletion, answers, confirm, mass edit). */
function* automaticOrderFeatureSaga(): SagaIterator {
  yield all([call(automaticOrderSaga), call(selectionSaga), call(confirmSaga), call(massEditSaga), call(opportunitySaga)]);
}

const reducers = {
  automaticOrder: automaticOrderReducer,
  automaticOrderSelection: selectionReducer,
  automaticOrderAnswers: answersReducer,
  automaticOrderConfirm: confirmReducer,
  automaticOrderMassEdit: massEditReducer,
  automaticOrderOpportunity: opportunityReducer,
};

/** Loaded with the page's chunk: the store injects the slices and starts the sagas (app/lazyFeatures.ts). */
export const automaticOrderFeature: LazyFeaturePage<typeof reducers> = {
  feature: {
    name: 'automaticOrder',
    reducers,
    saga: automaticOrderFeatureSaga,
  },
  Page: AutomaticOrderPage,
};
