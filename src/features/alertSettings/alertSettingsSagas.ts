import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { criarPergunta, definirAviso, getAviso } from '../../api/avisoApi';
import type { AvisoDto } from '../../api/avisoDto';
import { ApiError } from '../../api/http';
import { callApi } from '../../shared/saga/callApi';
import { navigateTo } from '../../shared/saga/navigation';
import { alertSettingsActions, selectAlertSettings, type AlertSettingsState } from './alertSettingsSlice';
import { ALERT_TEXTS } from './alertSettingsTexts';

/** The load status that sends the user home (designed: 403, the server's "not an administrator"). */
export const REDIRECT_STATUS = 403;
const HOME = '/cotacao';

const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);

function* load(): SagaIterator {
  try {
    const aviso: AvisoDto = yield callApi(getAviso);
    yield put(alertSettingsActions.alertLoaded(aviso));
  } catch (error) {
    const status = statusOf(error);
    if (status === REDIRECT_STATUS) {
      yield* navigateTo(HOME, { replace: true });
      return;
    }
    yield put(alertSettingsActions.alertLoadFailed(status >= 500 ? ALERT_TEXTS.serverError : ALERT_TEXTS.loadFailed));
  }
}

function* save(): SagaIterator {
  const { aviso }: AlertSettingsState = yield select(selectAlertSettings);
  try {
    const saved: AvisoDto = yield callApi(definirAviso, aviso);
    yield put(alertSettingsActions.alertSaved(saved));
  } catch {
    yield put(alertSettingsActions.alertSaveFailed());
  }
}

function* createQuestionnaire({ payload }: ReturnType<typeof alertSettingsActions.questionnaireSubmitted>): SagaIterator {
  try {
    yield callApi(criarPergunta, payload);
    yield put(alertSettingsActions.questionnaireSent());
  } catch (error) {
    const mensagem = error instanceof ApiError ? error.serverMessage : undefined;
    yield put(alertSettingsActions.questionnaireFailed(mensagem ? ALERT_TEXTS.questionnaireFailed(mensagem) : ALERT_TEXTS.questionnaireUnknown));
  }
}

export function* alertSettingsSaga(): SagaIterator {
  yield all([
    takeLatest(alertSettingsActions.alertSettingsEntered.type, load),
    // Commands: a double click sends one.
    takeLeading(alertSettingsActions.saveRequested.type, save),
    takeLeading(alertSettingsActions.questionnaireSubmitted.type, createQuestionnaire),
  ]);
}
