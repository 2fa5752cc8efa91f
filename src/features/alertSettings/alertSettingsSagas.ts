import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { criarPergunta, definirAviso, getAviso } from '../../api/avisoApi';
import type { AvisoDto } from '../../api/avisoDto';
import { ApiError } from '../../api/http';
import { callApi } from '../../shared/saga/callApi';
import { navigateTo } from '../../shared/saga/navigation';
import { alertSettingsActions as a, selectAlertSettings, type AlertSettingsState } from './alertSettingsSlice';
import { ALERT_TEXTS } from './alertSettingsTexts';

/** The load status that sends the user home (designed: 403, the server's "not an administrator"). */
export const REDIRECT_STATUS = 403;
const HOME = '/cotacao';

const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);

function* load(): SagaIterator {
  try {
    const aviso: AvisoDto = yield callApi(getAviso);
    yield put(a.alertLoaded(aviso));
  } catch (error) {
    const status = statusOf(error);
    if (status === REDIRECT_STATUS) {
      yield* navigateTo(HOME, { replace: true });
      return;
    }
    yield put(a.alertLoadFailed(status >= 500 ? ALERT_TEXTS.serverError : ALERT_TEXTS.loadFailed));
  }
}

function* save(): SagaIterator {
  const { aviso }: AlertSettingsState = yield select(selectAlertSettings);
  try {
    const saved: AvisoDto = yield callApi(definirAviso, aviso);
    yield put(a.alertSaved(saved));
  } catch {
    yield put(a.alertSaveFailed());
  }
}

function* createQuestionnaire({ payload }: ReturnType<typeof a.questionnaireSubmitted>): SagaIterator {
  try {
    yield callApi(criarPergunta, payload);
    yield put(a.questionnaireSent());
  } catch (error) {
    const mensagem = error instanceof ApiError ? error.serverMessage : undefined;
    yield put(a.questionnaireFailed(mensagem ? ALERT_TEXTS.questionnaireFailed(mensagem) : ALERT_TEXTS.questionnaireUnknown));
  }
}

export function* alertSettingsSaga(): SagaIterator {
  yield all([
    takeLatest(a.alertSettingsEntered.type, load),
    // Commands: a double click sends one.
    takeLeading(a.saveRequested.type, save),
    takeLeading(a.questionnaireSubmitted.type, createQuestionnaire),
  ]);
}
