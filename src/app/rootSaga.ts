import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/sessionSagas';
import { shellSaga } from '../features/shell/shellSagas';
import { sideColumnSaga } from '../features/sideColumn/sideColumnSagas';
import { preferencesSaga } from '../features/preferences/preferencesSagas';
import { quotationHomeSaga } from '../features/quotationHome/quotationHomeSagas';
import { chatSaga } from '../features/chat/chatSagas';
import { supportSaga } from '../features/support/supportSagas';
import { savesSaga } from '../entities/saves/savesSagas';
import { keepAlive } from '../shared/saga/keepAlive';
import { pageVisibilitySaga } from '../shared/saga/visibility';
import { connectionSaga } from '../entities/connection/connectionSagas';
import { quotationContextStart } from '../entities/quotation/quotationContextStart';
import { embedStartSaga, pendingFeatureSaga } from './pendingFeatureSagas';

/**
 * Each feature's root saga runs under a supervisor (keepAlive): a crash is reported and restarts
 * that feature only. Forked, not spawned, so cancelling the root (logout of a test store,
 * stopSagas) stops every feature; keepAlive never lets an error reach the root. Lazy
 * features (app/lazyFeatures.ts) are started by the store when their chunk loads.
 */
export const featureSagas: Record<string, () => SagaIterator> = {
  session: sessionSaga,
  saves: savesSaga,
  pageVisibility: pageVisibilitySaga,
  connection: connectionSaga,
  quotationContexts: quotationContextStart,
  shell: shellSaga,
  embedStart: embedStartSaga,
  sideColumn: sideColumnSaga,
  preferences: preferencesSaga,
  quotationHome: quotationHomeSaga,
  chat: chatSaga,
  support: supportSaga,
  pendingFeatures: pendingFeatureSaga,
};

export function* rootSaga(): SagaIterator {
  yield all(Object.entries(featureSagas).map(([name, saga]) => fork(keepAlive, name, saga)));
}
