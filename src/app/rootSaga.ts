import type { SagaIterator } from 'redux-saga';
import { all, spawn } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/sessionSagas';
import { shellSaga } from '../features/shell/shellSagas';
import { embedSaga } from '../features/embed/embedSagas';
import { sideColumnSaga } from '../features/sideColumn/sideColumnSagas';
import { preferencesSaga } from '../features/preferences/preferencesSagas';
import { quotationHomeSaga } from '../features/quotationHome/quotationHomeSagas';
import { quotationSearchSaga } from '../features/quotationSearch/quotationSearchSagas';
import { keepAlive } from '../shared/saga/keepAlive';

/** Each feature's root saga, spawned under a supervisor: one crash is reported and never stops the others. */
export const featureSagas: Record<string, () => SagaIterator> = {
  session: sessionSaga,
  shell: shellSaga,
  embed: embedSaga,
  sideColumn: sideColumnSaga,
  preferences: preferencesSaga,
  quotationHome: quotationHomeSaga,
  quotationSearch: quotationSearchSaga,
};

export function* rootSaga(): SagaIterator {
  yield all(Object.entries(featureSagas).map(([name, saga]) => spawn(keepAlive, name, saga)));
}
