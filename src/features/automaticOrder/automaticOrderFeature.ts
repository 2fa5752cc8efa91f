import { all, call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { AutomaticOrderPage } from './AutomaticOrderPage';
import { automaticOrderReducer } from './automaticOrderSlice';
import { automaticOrderSaga } from './automaticOrderSagas';
import { selectionReducer } from './selection/selectionSlice';
import { selectionSaga } from './selection/selectionSagas';
import { answersReducer } from './answers/answersSlice';
import { confirmReducer } from './confirm/confirmSlice';
import { confirmSaga } from './confirm/confirmSagas';
import { massEditReducer } from './massEdit/massEditSlice';
import { massEditSaga } from './massEdit/massEditSagas';
import { opportunityReducer } from './opportunity/opportunitySlice';
import { opportunitySaga } from './opportunity/opportunitySagas';

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
