import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { lastRoute, recentActions, recentAnswers } from '../../shared/lib/diagnostics';
import { downloadJson } from '../../shared/lib/download';
import { clearJournal, readJournal, type FailureRecord } from '../../shared/lib/errorReporting';
import type { DiagnosableState, DiagnosticBundle } from './diagnosticBundle';
import { clearPendingReplay, reloadAt, REPLAY_PATH, savePendingReplay, SUPPORT_PATH } from './replayStorage';
import {
  bundleFileRead,
  bundleImported,
  bundleRejected,
  clearRequested,
  exportRequested,
  failuresLoaded,
  replayEnded,
  replayRequested,
  selectSupport,
  supportOpened,
  type SupportState,
} from './supportSlice';

export const REPLAY_STORE_FAILED_MESSAGE = 'Não foi possível guardar o diagnóstico para a reprodução (arquivo grande demais para esta aba).';

function* loadFailures(): SagaIterator {
  const failures: FailureRecord[] = yield call(readJournal);
  yield put(failuresLoaded(failures));
}

function* clearFailures(): SagaIterator {
  yield call(clearJournal);
  yield call(loadFailures);
}

// The bundle's builder loads when the user exports, not with the app (first-page budget).
const loadBundleBuilder = () => import('./diagnosticBundle');

function* exportBundle(): SagaIterator {
  // What the bundle shows is taken at the moment of the click; the builder may load after it.
  const state: DiagnosableState = yield select((s: DiagnosableState) => s);
  const now = new Date();
  const sources = { failures: readJournal(), actions: recentActions(), answers: recentAnswers(), route: lastRoute(), now };
  const { buildBundle, bundleFileName }: Awaited<ReturnType<typeof loadBundleBuilder>> = yield call(loadBundleBuilder);
  yield call(downloadJson, bundleFileName(now), buildBundle(state, sources));
}

// The validator (Yup) loads with the first imported bundle, not with the app.
const loadBundleValidation = () => import('./bundleValidation');

function* importBundle({ payload: text }: ReturnType<typeof bundleFileRead>): SagaIterator {
  const { invalidBundleMessage, parseBundle }: Awaited<ReturnType<typeof loadBundleValidation>> = yield call(loadBundleValidation);
  const check = parseBundle(text);
  yield put(check.ok ? bundleImported(check.bundle) : bundleRejected(invalidBundleMessage(check.reason)));
}

function* startReplay(): SagaIterator {
  const bundle: DiagnosticBundle | null = ((yield select(selectSupport)) as SupportState).imported;
  if (!bundle) return;
  try {
    yield call(savePendingReplay, bundle);
  } catch {
    yield put(bundleRejected(REPLAY_STORE_FAILED_MESSAGE));
    return;
  }
  yield call(reloadAt, REPLAY_PATH);
}

function* endReplay(): SagaIterator {
  yield call(clearPendingReplay);
  yield call(reloadAt, SUPPORT_PATH);
}

export function* supportSaga(): SagaIterator {
  // takeLatest for reads; takeLeading for one-shot commands (a double click exports or reloads once).
  yield all([
    takeLatest(supportOpened.type, loadFailures),
    takeLeading(clearRequested.type, clearFailures),
    takeLeading(exportRequested.type, exportBundle),
    takeLatest(bundleFileRead.type, importBundle),
    takeLeading(replayRequested.type, startReplay),
    takeLeading(replayEnded.type, endReplay),
  ]);
}
