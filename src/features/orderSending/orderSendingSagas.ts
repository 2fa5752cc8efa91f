import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DadosLoopingDto, EnvioPedidosDto } from '../../api/envioPedidoDto';
import { ApiError, FORBIDDEN_MESSAGE } from '../../api/http';
import { isTransientApiError } from '../../api/transientErrors';
import type { ConflitoVersaoDto } from '../../api/conflictDto';
import { versionConflictOf } from '../../api/versionConflictError';
import { encerrarLooping, enviarPedidos, enviarTodosPedidos, getAndCreateDadosLooping, getDadosLooping, updateDadosLooping } from '../../api/envioPedidoApi';
import { reiniciarAnalise, reiniciarPedidos } from '../../api/pedidoAutomaticoConfirmApi';
import type { ContextoCotacaoDto } from '../../api/resumoRespostaDto';
import { LOOPING_DEFAULTS, loopingFormOf, loopingTimePassed, LOOPING_TIME_MESSAGES } from '../../domain/loopingTime';
import { sendSuccessMessage } from '../../domain/orderStatus';
import { isPreferenceOn, LOOPING_PREFERENCE } from '../../domain/orderPreferences';
import type { ConfiguracaoUsuarioDto } from '../../api/pedidoConfiguracaoDto';
import { buscarConfigUsuario } from '../../api/pedidoConfiguracaoApi';
import { currentTime } from '../../shared/saga/clock';
import { loopingEndRequested, loopingSummaryRequested, ordersChanged, orderSendRequested, recentQuotationChanged, reviewRestartRequested, scrollTopRequested } from '../../shared/lib/appEvents';
import { sessionCleared } from '../../entities/entitiesActions';
import { quotationContextFor } from '../../entities/quotation/quotationContextSagas';
import { selectFeatureFlag } from '../../entities/featureFlagsSlice';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { backoffWait } from '../../shared/saga/backoff';
import { callApi } from '../../shared/saga/callApi';
import { navigateTo } from '../../shared/saga/navigation';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { selectLooping, selectRestart, selectSend } from './orderSendingSelectors';
import { orderSendingActions, type LoopingForm, type OrderSendingState } from './orderSendingSlice';
import { TEXTS } from './orderSendingTexts';
import { loadSendPreview } from './sendPreviewSagas';

function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A refusal of the server (409 with a mensagem) is shown as it came; anything else gets the fallback. */
const messageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status === 403 ? FORBIDDEN_MESSAGE : (error instanceof ApiError && error.status === 409 && error.serverMessage) || fallback;
const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** Whether the quotation has a looping configuration (the header's configuracaoPedidoLooping); a header that cannot be read leaves the choice to the server. */
function* loopingOffered(idCotacao: number): SagaIterator<boolean> {
  const context: ContextoCotacaoDto | null = yield call(quotationContextFor, idCotacao);
  return context?.configuracaoPedidoLooping ?? true;
}

function* loadSettings(idCotacao: number): SagaIterator {
  try {
    const offered: boolean = yield call(loopingOffered, idCotacao);
    const data: DadosLoopingDto = yield callApi(getAndCreateDadosLooping, idCotacao);
    yield put(orderSendingActions.settingsLoaded({ settings: loopingFormOf(data), error: null, loopingOffered: offered, versao: data.versao }));
  } catch (error) {
    if (isUnauthorized(error)) return yield put(orderSendingActions.sendDismissed());
    yield put(orderSendingActions.settingsLoaded({ settings: { ...LOOPING_DEFAULTS }, error: TEXTS.settingsFailed }));
  }
}

/**
 * The time limit passed while the dialog was open (spec 03 §5): with the user's looping preference
 * on (and the preferences offered, C_PREFERENCIAS_PEDIDO), the settings are the preferences' and the
 * message sends the buyer there; otherwise the dialog's own message. A preference that cannot be
 * read counts as off.
 */
function* pastTimeMessage(): SagaIterator<string> {
  if (!(yield select(selectFeatureFlag, 'C_PREFERENCIAS_PEDIDO'))) return LOOPING_TIME_MESSAGES.range; // no preferences to point at
  try {
    const config: ConfiguracaoUsuarioDto = yield callApi(buscarConfigUsuario);
    return isPreferenceOn(config.configuracao, LOOPING_PREFERENCE) ? LOOPING_TIME_MESSAGES.past : LOOPING_TIME_MESSAGES.range;
  } catch (error) {
    if (isUnauthorized(error)) throw error;
    return LOOPING_TIME_MESSAGES.range;
  }
}

/** Transient failures of one send are retried automatically this many times (same key, backoff) before the dialog shows the failure. */
export const SEND_RETRY_LIMIT = 2;

/** The send itself: after a transient failure (it may have been sent) it goes again with the same key, after a capped backoff with jitter. */
function* sendOnce(idCotacao: number, idPedidos: number[] | 'todos', comLooping: boolean, key: string): SagaIterator<EnvioPedidosDto> {
  const timing: Timing = yield call(getTiming);
  for (let retries = 0; ; retries += 1) {
    try {
      return idPedidos === 'todos' ? yield callApi(enviarTodosPedidos, idCotacao, comLooping, key) : yield callApi(enviarPedidos, idPedidos, comLooping, key);
    } catch (error) {
      if (!isTransientApiError(error) || retries >= SEND_RETRY_LIMIT) throw error;
      yield call(backoffWait, retries + 1, timing.sendRetryMs);
    }
  }
}

/** A null message: nothing was sent, the settings changed in another session (the dialog shows them). */
type Attempt = { ok: true; answer: EnvioPedidosDto } | { ok: false; message: string | null };

/**
 * Saves the dialog's looping settings over the version it read (docs/api.md "Versioned writes");
 * false when they changed in another session since: nothing is written and the dialog shows both.
 */
function* saveLoopingSettings(idCotacao: number, settings: LoopingForm): SagaIterator<boolean> {
  const { versao }: OrderSendingState['send'] = yield select(selectSend);
  try {
    const saved: DadosLoopingDto = yield callApi(updateDadosLooping, idCotacao, settings, versao);
    yield put(orderSendingActions.loopingVersionChanged(saved.versao));
    return true;
  } catch (error) {
    const conflict = versionConflictOf<ConflitoVersaoDto<DadosLoopingDto>>(error);
    if (!conflict) throw error;
    yield put(orderSendingActions.loopingConflicted({ current: loopingFormOf(conflict.atuais[0]), versao: conflict.atuais[0].versao ?? 0 }));
    return false;
  }
}

/** One press of a send button: the looping settings first when sending with looping, then the send with the attempt's key. */
function* attempt(idCotacao: number, idPedidos: number[] | 'todos', comLooping: boolean, settings: LoopingForm, key: string): SagaIterator<Attempt> {
  const bulk = idPedidos === 'todos' || idPedidos.length > 1;
  try {
    if (comLooping) {
      const now: Date = yield call(currentTime);
      if (loopingTimePassed(settings.horarioLimite, now)) return { ok: false, message: yield call(pastTimeMessage) };
      if (!(yield call(saveLoopingSettings, idCotacao, settings))) return { ok: false, message: null };
    }
    const answer: EnvioPedidosDto = yield call(sendOnce, idCotacao, idPedidos, comLooping, key);
    if (!answer.sucesso) return { ok: false, message: answer.mensagem || (bulk ? TEXTS.manyFailed : TEXTS.oneFailed) };
    return { ok: true, answer };
  } catch (error) {
    if (isUnauthorized(error)) throw error;
    return { ok: false, message: messageOf(error, bulk ? TEXTS.manyFailed : TEXTS.oneFailed) };
  }
}

/**
 * The send dialog: the looping settings, then sends on a button press. The key is made at the
 * first press and kept for every retry of this dialog, so a retry after a timeout (which may
 * have been sent) never sends again; while a send runs the buttons are disabled and a second
 * press is not taken.
 */
function* sendFlow({ payload }: ReturnType<typeof orderSendRequested>): SagaIterator {
  const { idCotacao, idPedidos } = payload;
  yield put(orderSendingActions.sendOpened(payload));
  yield call(loadSettings, idCotacao);
  if ((yield select(selectSend)).step === 'idle') return;
  yield call(loadSendPreview, idCotacao, idPedidos);
  let key: string | null = null;
  while (true) {
    const { confirmed }: { confirmed?: ReturnType<typeof orderSendingActions.sendConfirmed> } = yield race({ confirmed: take(orderSendingActions.sendConfirmed.type), dismissed: take([orderSendingActions.sendDismissed.type, orderSendingActions.dialogsLeft.type]) });
    if (!confirmed) return;
    key = key ?? newIdempotencyKey();
    yield put(orderSendingActions.sendStarted({ idempotencyKey: key }));
    let outcome: Attempt;
    try {
      outcome = yield call(attempt, idCotacao, idPedidos, confirmed.payload.comLooping, confirmed.payload.settings, key);
    } catch {
      // 401: 'Sessão expirada' opens over the dialog; once the same user is back a press sends again with the same key.
      yield put(orderSendingActions.sendFailed(TEXTS.oneFailed));
      continue;
    }
    if (outcome.ok) {
      // One order or several by what went out: of two chosen, one may have been left as it was (issue 29 point 1).
      const bulk = idPedidos === 'todos' || outcome.answer.pedidos.filter((p) => !p.jaEnviado).length > 1;
      yield put(orderSendingActions.sendSucceeded(sendSuccessMessage(outcome.answer.pedidos.map((p) => p.situacaoPedido), bulk)));
      return yield put(ordersChanged({ idCotacao, idPedidos: outcome.answer.pedidos.map((p) => p.idPedido) }));
    }
    if (outcome.message === null) continue; // the settings changed elsewhere: the dialog shows both, a new press sends
    yield put(orderSendingActions.sendFailed(outcome.message));
    yield put(scrollTopRequested());
  }
}

/** The dialog's looping settings saved as they are (the limiter after its debounce, 'Manter o meu' at once). */
function* saveDialogSettings(): SagaIterator {
  const send: OrderSendingState['send'] = yield select(selectSend);
  if (send.idCotacao === null || !send.settings || send.step !== 'form') return;
  try {
    yield call(saveLoopingSettings, send.idCotacao, send.settings);
  } catch {
    // reported by the HTTP layer; the send with looping saves the settings again
  }
}

/** The limiter is saved 700 ms (timing) after its last move, with the dialog's other saved settings. */
function* saveLimiter(): SagaIterator {
  const timing: Timing = yield call(getTiming);
  yield delay(timing.loopingSaveDebounceMs);
  yield call(saveDialogSettings);
}

function* loadLooping(idCotacao: number): SagaIterator {
  try {
    const data: DadosLoopingDto = yield callApi(getDadosLooping, idCotacao);
    yield put(orderSendingActions.loopingLoaded({ data, error: null }));
  } catch (error) {
    if (!isUnauthorized(error)) yield put(orderSendingActions.loopingLoaded({ data: null, error: TEXTS.loopingFailed }));
  }
}

function* endLooping(): SagaIterator {
  const { idCotacao }: OrderSendingState['looping'] = yield select(selectLooping);
  if (idCotacao === null) return;
  try {
    yield callApi(encerrarLooping, idCotacao);
  } catch (error) {
    if (!isUnauthorized(error)) yield put(orderSendingActions.loopingEndFailed(messageOf(error, TEXTS.endFailed)));
    return;
  }
  yield call(loadLooping, idCotacao);
  yield put(orderSendingActions.noticeShown({ tone: 'success', message: TEXTS.endDone }));
  yield put(ordersChanged({ idCotacao }));
}

function* openLooping({ payload }: ReturnType<typeof loopingSummaryRequested>): SagaIterator {
  yield put(orderSendingActions.loopingOpened({ idCotacao: payload.idCotacao, confirming: false }));
  yield call(loadLooping, payload.idCotacao);
}

function* openLoopingEnd({ payload }: ReturnType<typeof loopingEndRequested>): SagaIterator {
  yield put(orderSendingActions.loopingOpened({ idCotacao: payload.idCotacao, confirming: true }));
}

/** Restart from the review page: both reset calls, then the quotation's previous step (spec 03 §4.6; docs/decisions.md). */
function* restart(): SagaIterator {
  const { idCotacao }: OrderSendingState['restart'] = yield select(selectRestart);
  if (idCotacao === null) return;
  try {
    for (const reset of [reiniciarPedidos, reiniciarAnalise]) {
      const answer: { sucesso: boolean; mensagem: string | null } = yield callApi(reset, idCotacao);
      if (!answer.sucesso) return yield put(orderSendingActions.restartFailed(answer.mensagem || TEXTS.restartFailed));
    }
  } catch (error) {
    if (!isUnauthorized(error)) yield put(orderSendingActions.restartFailed(messageOf(error, TEXTS.restartFailed)));
    return;
  }
  yield put(orderSendingActions.restartFinished());
  yield put(recentQuotationChanged({ idCotacao }));
  yield put(ordersChanged({ idCotacao }));
  yield call(navigateTo, `/pedido-automatico/${idCotacao}`, { replace: true });
}

function* openRestart({ payload }: ReturnType<typeof reviewRestartRequested>): SagaIterator {
  yield put(orderSendingActions.restartOpened(payload));
}

/** Logout and the blank route end the dialog, with a request in flight. */
function* sendFlowUntilStopped(action: ReturnType<typeof orderSendRequested>): SagaIterator {
  yield race({ flow: call(sendFlow, action), stopped: take([sessionCleared.type, workspaceReset.type]) });
}

export function* orderSendingSaga(): SagaIterator {
  yield all([
    // takeLeading: a send is one-shot; a second request while a dialog is open (a double click) is ignored.
    takeLeading(orderSendRequested.type, sendFlowUntilStopped),
    takeLatest(orderSendingActions.limiterChanged.type, saveLimiter),
    takeLatest((action: Action) => orderSendingActions.loopingConflictResolved.match(action) && action.payload === 'mine', saveDialogSettings),
    takeLatest(loopingSummaryRequested.type, openLooping),
    takeLatest(loopingEndRequested.type, openLoopingEnd),
    takeLeading(orderSendingActions.loopingEndConfirmed.type, endLooping),
    takeLatest(reviewRestartRequested.type, openRestart),
    takeLeading(orderSendingActions.restartConfirmed.type, restart),
  ]);
}
