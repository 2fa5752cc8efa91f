import { ApiError, FORBIDDEN_MESSAGE } from '../../api/http';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { actionChannel, all, call, delay, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ConflitoVersaoDto } from '../../api/conflictDto';
import { versionConflictOf } from '../../api/versionConflictError';
import type { DadosLoopingDto } from '../../api/envioPedidoDto';
import { getAndCreateDadosLooping, updateDadosLooping } from '../../api/envioPedidoApi';
import { getQtdRespostas } from '../../api/lateralApi';
import type { AjusteQuantidadeDto, ConfiguracaoUsuarioDto } from '../../api/pedidoConfiguracaoDto';
import { ajusteQuantidadeCotacao, buscarConfigUsuario, excluirConfiguracaoUsuario, getAjusteQuantidade, salvarConfiguracaoUsuario, type ConfiguracaoSalvaDto } from '../../api/pedidoConfiguracaoApi';
import { loopingFormOf, loopingTimeProblem } from '../../domain/loopingTime';
import { isPreferenceOn, LOOPING_PREFERENCE, OPPORTUNITY_PREFERENCE } from '../../domain/orderPreferences';
import { selectSessionUser } from '../../entities/session/sessionSelectors';
import type { SessionUser } from '../../entities/session/sessionUser';
import { readJson, userKey, writeJson } from '../../shared/lib/storage';
import { callApi } from '../../shared/saga/callApi';
import { currentTime } from '../../shared/saga/clock';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { orderPreferencesActions, type OrderPreferencesState } from './orderPreferencesSlice';
import { PREFERENCES_TEXTS } from './orderPreferencesTexts';
import { orderReviewActions } from './orderReviewSlice';

/**
 * The order preferences' calls (spec 03 §4.6, §7.4, §8; issue 12 part 8): the answers count on
 * entering the page, the user's settings when the popover first opens, each switch saved or
 * removed at once (reverted with the spec's message on refusal), the looping settings under the
 * looping preference (the limiter saved 700 ms after its last move), the quantity adjustment
 * under the opportunities preference, and the tour's flag in this user's local storage.
 */
type State = { orderReviewPreferences: OrderPreferencesState };
const selectState = (s: State) => s.orderReviewPreferences;

/** Local storage key of the tour flag (spec 03 §6: keyed by the token's subject through userKey). */
export const TOUR_SEEN_KEY = 'revisaoEnvio:tourVisto';

function* readTourFlag(): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (user) yield put(orderPreferencesActions.tourSeenRead(readJson<boolean>(userKey(user.sub, TOUR_SEEN_KEY), false) === true));
}

function* rememberTour(): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (user) writeJson(userKey(user.sub, TOUR_SEEN_KEY), true);
}

function* loadAnswers(): SagaIterator {
  const { idCotacao }: OrderPreferencesState = yield select(selectState);
  if (idCotacao === null) return;
  try {
    const count: number = yield callApi(getQtdRespostas, idCotacao);
    yield put(orderPreferencesActions.answersLoaded(count));
  } catch {
    yield put(orderPreferencesActions.answersFailed()); // reported by the HTTP layer; the settings stay read-only
  }
}

function* enter(): SagaIterator {
  yield call(readTourFlag);
  yield call(loadAnswers);
}

function* loadLooping(): SagaIterator {
  const { idCotacao }: OrderPreferencesState = yield select(selectState);
  if (idCotacao === null) return;
  yield put(orderPreferencesActions.loopingLoading());
  try {
    const data: DadosLoopingDto = yield callApi(getAndCreateDadosLooping, idCotacao);
    yield put(orderPreferencesActions.loopingLoaded({ ...loopingFormOf(data), versao: data.versao }));
  } catch {
    yield put(orderPreferencesActions.loopingFailed());
  }
}

function* loadAdjust(): SagaIterator {
  const { idCotacao }: OrderPreferencesState = yield select(selectState);
  if (idCotacao === null) return;
  try {
    const answer: AjusteQuantidadeDto = yield callApi(getAjusteQuantidade, idCotacao);
    yield put(orderPreferencesActions.adjustLoaded(answer.ajustaQuantidade === true));
    yield put(orderPreferencesActions.adjustVersionChanged(answer.versao));
  } catch {
    yield put(orderPreferencesActions.adjustLoadFailed());
  }
}

/** What shows under a switched-on preference: the looping settings, the quantity adjustment. */
function* loadDependents(): SagaIterator {
  const { config, looping, adjust }: OrderPreferencesState = yield select(selectState);
  const stale = (status: string) => status === 'idle' || status === 'failed';
  if (isPreferenceOn(config.settings, LOOPING_PREFERENCE) && stale(looping.status)) yield call(loadLooping);
  if (isPreferenceOn(config.settings, OPPORTUNITY_PREFERENCE) && stale(adjust.status)) yield call(loadAdjust);
}

/** The popover opened (or asked again): the settings once per user, the answers count again while it is zero. */
function* syncPopover(): SagaIterator {
  const state: OrderPreferencesState = yield select(selectState);
  if (!state.open) return;
  if (state.answers.count === 0) yield call(loadAnswers);
  if (state.config.status !== 'loaded') {
    yield put(orderPreferencesActions.configLoading());
    try {
      const answer: ConfiguracaoUsuarioDto = yield callApi(buscarConfigUsuario);
      yield put(orderPreferencesActions.configLoaded({ idUsuario: answer.idUsuario, settings: answer.configuracao, versao: answer.versao }));
    } catch {
      return yield put(orderPreferencesActions.configFailed(PREFERENCES_TEXTS.loadFailed));
    }
  }
  yield call(loadDependents);
}

/** What the user reads when a preference is not taken: a 403 says 'sem permissão', anything else the spec's message (§8). */
const failureText = (error: unknown): string => (error instanceof ApiError && error.status === 403 ? FORBIDDEN_MESSAGE : PREFERENCES_TEXTS.saveFailed);

/**
 * A switch, over the version of the user's settings shown (docs/api.md "Versioned writes"); the
 * switches go one at a time, so each goes over the version the one before it gave. Over a change
 * made in another session the buyer's switch stays and the popover shows both.
 */
function* saveSetting({ payload }: ReturnType<typeof orderPreferencesActions.settingToggled>): SagaIterator {
  const { config, saving }: OrderPreferencesState = yield select(selectState);
  if (config.idUsuario === null || !saving.includes(payload.idConfiguracao)) return; // the reducer did not take the press
  const save = payload.checked ? salvarConfiguracaoUsuario : excluirConfiguracaoUsuario;
  try {
    const answer: ConfiguracaoSalvaDto | undefined = yield callApi(save, config.idUsuario, payload.idConfiguracao, config.versao);
    if (answer?.sucesso === false) return yield put(orderPreferencesActions.settingFailed({ idConfiguracao: payload.idConfiguracao, message: PREFERENCES_TEXTS.saveFailed }));
    yield put(orderPreferencesActions.configVersionChanged(answer?.versao));
  } catch (error) {
    const conflict = versionConflictOf<ConflitoVersaoDto<ConfiguracaoUsuarioDto>>(error);
    if (!conflict) return yield put(orderPreferencesActions.settingFailed({ idConfiguracao: payload.idConfiguracao, message: failureText(error) }));
    const [current] = conflict.atuais;
    return yield put(orderPreferencesActions.settingConflicted({ ...payload, current: current.configuracao, versao: current.versao ?? 0 }));
  }
  yield put(orderPreferencesActions.settingSaved(payload.idConfiguracao));
  if (payload.checked) yield call(loadDependents);
}

/** The switches (and 'Manter o meu' on one refused), one at a time in the order they were pressed. */
function* sequentialSwitches(): SagaIterator {
  const presses: Channel<ReturnType<typeof orderPreferencesActions.settingToggled>> = yield actionChannel([orderPreferencesActions.settingToggled.type, orderPreferencesActions.settingConflictKeptMine.type]);
  while (true) yield call(saveSetting, yield take(presses));
}

/** The looping settings: at once (time confirmed, considerarMinimo) or 700 ms after the limiter's last move; a time the looping cannot use is not saved. */
function* saveLooping(action: Action): SagaIterator {
  if (orderPreferencesActions.loopingEdited.match(action) && action.payload.save === 'debounced') {
    const timing: Timing = yield call(getTiming);
    yield delay(timing.loopingSaveDebounceMs);
  }
  const { idCotacao, looping }: OrderPreferencesState = yield select(selectState);
  if (idCotacao === null || !looping.values) return;
  const now: Date = yield call(currentTime);
  const problem = loopingTimeProblem(looping.values.horarioLimite, now);
  if (problem) return yield put(orderPreferencesActions.loopingTimeRefused(problem));
  try {
    // Over the version of the settings shown: a change made in another session since is shown, not overwritten (docs/api.md "Versioned writes").
    const saved: DadosLoopingDto = yield callApi(updateDadosLooping, idCotacao, looping.values, looping.versao);
    yield put(orderPreferencesActions.loopingSaved(saved.versao));
    yield put(orderReviewActions.loopingLoaded(saved)); // the page's looping actions and summary follow
  } catch (error) {
    const conflict = versionConflictOf<ConflitoVersaoDto<DadosLoopingDto>>(error);
    if (conflict) yield put(orderPreferencesActions.loopingConflicted({ current: loopingFormOf(conflict.atuais[0]), versao: conflict.atuais[0].versao ?? 0 }));
    else yield put(orderPreferencesActions.loopingSaveFailed(PREFERENCES_TEXTS.saveFailed));
  }
}

/** The quantity adjustment as the switch shows it, over the version read (docs/api.md "Versioned writes"). */
function* saveAdjust(): SagaIterator {
  const { idCotacao, adjust }: OrderPreferencesState = yield select(selectState);
  if (idCotacao === null || !adjust.saving) return;
  try {
    const answer: ConfiguracaoSalvaDto | undefined = yield callApi(ajusteQuantidadeCotacao, idCotacao, adjust.value, adjust.versao);
    if (answer?.sucesso === false) return yield put(orderPreferencesActions.adjustSaveFailed(PREFERENCES_TEXTS.saveFailed));
    yield put(orderPreferencesActions.adjustVersionChanged(answer?.versao));
    yield put(orderPreferencesActions.adjustSaved());
  } catch (error) {
    const conflict = versionConflictOf<ConflitoVersaoDto<AjusteQuantidadeDto>>(error);
    if (!conflict) return yield put(orderPreferencesActions.adjustSaveFailed(failureText(error)));
    yield put(orderPreferencesActions.adjustConflicted({ current: conflict.atuais[0].ajustaQuantidade, versao: conflict.atuais[0].versao ?? 0 }));
  }
}

// 'Manter o meu' on the looping settings sends them again at once.
const isLoopingSave = (action: Action): boolean =>
  (orderPreferencesActions.loopingEdited.match(action) && action.payload.save !== 'none') || (orderPreferencesActions.loopingConflictResolved.match(action) && action.payload === 'mine');

export function* orderPreferencesSaga(): SagaIterator {
  yield all([
    takeLatest(orderReviewActions.reviewEntered.type, enter),
    // takeLatest: opening again while the settings load reads them once.
    takeLatest([orderPreferencesActions.gearPressed.type, orderPreferencesActions.tourEnded.type, orderPreferencesActions.configRetried.type], syncPopover),
    // One at a time: the settings are one document with one version; the reducer takes no new press of a setting while its call is on its way.
    call(sequentialSwitches),
    // takeLatest: every save sends all the looping settings, so the latest edit wins and a pending debounce restarts.
    takeLatest(isLoopingSave, saveLooping),
    // takeEvery: one call at a time (the switch waits for it).
    takeEvery((action: Action) => orderPreferencesActions.adjustToggled.match(action) || (orderPreferencesActions.adjustConflictResolved.match(action) && action.payload === 'mine'), saveAdjust),
    takeEvery(orderPreferencesActions.tourEnded.type, rememberTour),
  ]);
}
