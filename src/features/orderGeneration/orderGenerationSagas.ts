import type { SagaIterator } from 'redux-saga';
import { all, call, put, race, select, take, takeLeading } from 'redux-saga/effects';
import type { GeracaoFlagsDto, GeracaoPedidoDto, RespostaAtrasadaDto } from '../../api/pedidoDto';
import type { AjusteQuantidadeDto, ConfiguracaoUsuarioDto } from '../../api/pedidoConfiguracaoDto';
import { buscarConfigUsuario, getAjusteQuantidade } from '../../api/pedidoConfiguracaoApi';
import { ApiError, failureMessage } from '../../api/http';
import { gerarPedidos } from '../../api/pedidoApi';
import { isTransientApiError } from '../../api/transientErrors';
import { considerarRespostasAtrasadas, filiaisComRespostasAtrasadas, pedidoGerando } from '../../api/resumoRespostaGeracaoApi';
import { sessionCleared } from '../../entities/entitiesActions';
import { isPreferenceOn, OPPORTUNITY_PREFERENCE } from '../../domain/orderPreferences';
import { orderGenerationRequested, recentQuotationChanged } from '../../shared/lib/appEvents';
import { reportError } from '../../shared/lib/errorReporting';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { backoffWait } from '../../shared/saga/backoff';
import { callApi } from '../../shared/saga/callApi';
import { navigateTo } from '../../shared/saga/navigation';
import { poll, type PollOutcome } from '../../shared/saga/polling';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { selectGenerationSic, selectLateChosen } from './orderGenerationSelectors';
import {
  generationAttemptFailed,
  generationConfirmed,
  generationConfirmOpened,
  generationDismissed,
  generationFailed,
  generationLeft,
  generationProgressed,
  generationStarted,
  generationSucceeded,
  lateAnswersConfirmed,
  lateAnswersLoaded,
} from './orderGenerationSlice';
import { TEXTS } from './orderGenerationTexts';

/** Spec 02 §9: generation retry limit 3 — the fourth failure shows the support message. */
export const GENERATION_RETRY_LIMIT = 3;

/** Leaving the screen, closing the workflow, logout and the blank route end it, with any request or poll in flight. */
const STOP = [generationLeft.type, generationDismissed.type, sessionCleared.type, workspaceReset.type];

class GenerationDeadlineError extends Error {
  constructor() {
    super('A geração dos pedidos não terminou dentro do prazo de espera.');
    this.name = 'GenerationDeadlineError';
  }
}

function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function* checkGeneration(idCotacao: number): SagaIterator<GeracaoPedidoDto | undefined> {
  const state: GeracaoPedidoDto = yield callApi(pedidoGerando, idCotacao);
  return state.gerando ? undefined : state;
}

/**
 * The preferences an automatic generation carries (spec 02 §7: generate?oportunidade&ajustarQuantidade,
 * read with buscarConfigUsuario and ajusteQuantidadeCotacao): the buyer's 'Considerar produtos com
 * oportunidade' and the quotation's quantity adjustment, read once per start. When they cannot be
 * read nothing is sent, and the server uses the same stored settings.
 */
function* generationFlags(idCotacao: number, manual: boolean): SagaIterator<GeracaoFlagsDto> {
  if (manual) return {};
  try {
    const [config, adjust]: [ConfiguracaoUsuarioDto, AjusteQuantidadeDto] = yield all([callApi(buscarConfigUsuario), callApi(getAjusteQuantidade, idCotacao)]);
    return { oportunidade: isPreferenceOn(config.configuracao, OPPORTUNITY_PREFERENCE), ajustarQuantidade: adjust.ajustaQuantidade === true };
  } catch {
    return {};
  }
}

/** One attempt: start (or rejoin, with the same key) and poll until the server says it finished. */
function* startAndWait(idCotacao: number, manual: boolean, idempotencyKey: string, sic: boolean, flags: GeracaoFlagsDto, timing: Timing): SagaIterator<GeracaoPedidoDto> {
  const first: GeracaoPedidoDto = yield callApi(gerarPedidos, idCotacao, manual, idempotencyKey, sic, flags);
  yield put(generationProgressed({ dataMontagem: first.dataMontagem }));
  if (!first.gerando) return first;
  const outcome: PollOutcome<GeracaoPedidoDto> = yield call(poll<GeracaoPedidoDto>, {
    schedule: { startMs: timing.pollStartMs, stepMs: timing.pollStepMs, capMs: timing.generationPollCapMs, deadlineMs: timing.generationDeadlineMs },
    check: () => checkGeneration(idCotacao),
  });
  if (outcome.kind !== 'done') throw new GenerationDeadlineError();
  return outcome.result;
}

function* failForSupport(idCotacao: number, manual: boolean, failures: number, error: unknown): SagaIterator {
  const last = error instanceof ApiError ? { tipo: error.kind, status: error.status, caminho: error.path, mensagem: error.serverMessage ?? error.message } : { mensagem: String(error) };
  yield call(reportError, new Error(TEXTS.supportError), 'geracaoPedido', { idCotacao, manual, tentativas: failures, ultimaFalha: last });
  yield put(generationFailed({ message: TEXTS.supportError, support: true }));
}

/** Generates once: every retry re-sends the start with the same key, so the server never starts twice. */
function* generate(idCotacao: number, manual: boolean): SagaIterator {
  const timing: Timing = yield call(getTiming);
  const idempotencyKey = newIdempotencyKey();
  const sic: boolean = (yield select(selectGenerationSic)).chosen;
  yield put(generationStarted({ idempotencyKey }));
  const flags: GeracaoFlagsDto = yield call(generationFlags, idCotacao, manual);
  let failures = 0;
  while (true) {
    try {
      const outcome: GeracaoPedidoDto = yield call(startAndWait, idCotacao, manual, idempotencyKey, sic, flags, timing);
      if (!outcome.sucesso) return yield put(generationFailed({ message: outcome.mensagem ?? TEXTS.genericError, support: false }));
      yield put(generationSucceeded());
      yield put(recentQuotationChanged({ idCotacao }));
      const gerado = outcome.pedidoGerado ?? (manual ? 'MANUAL' : 'AUTOMATICO');
      return yield call(navigateTo, gerado === 'MANUAL' ? `/pedido-manual/${idCotacao}` : `/pedido-automatico/${idCotacao}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return yield put(generationDismissed());
      if (error instanceof GenerationDeadlineError) return yield call(failForSupport, idCotacao, manual, failures + 1, error);
      if (!isTransientApiError(error)) {
        return yield put(generationFailed({ message: failureMessage(error, TEXTS.genericError), support: false }));
      }
      failures += 1;
      yield put(generationAttemptFailed({ failures }));
      if (failures > GENERATION_RETRY_LIMIT) return yield call(failForSupport, idCotacao, manual, failures, error);
      yield call(backoffWait, failures, timing.generationRetryMs);
    }
  }
}

/** The late answers modal, when the quotation has late answers: the buyer's choice is saved before generating. */
function* chooseLateAnswers(idCotacao: number): SagaIterator {
  const rows: RespostaAtrasadaDto[] = yield callApi(filiaisComRespostasAtrasadas, idCotacao, 0, 0);
  if (rows.length === 0) return;
  yield put(lateAnswersLoaded(rows));
  yield take(lateAnswersConfirmed.type);
  const idsResposta: number[] = yield select(selectLateChosen);
  yield callApi(considerarRespostasAtrasadas, { idCotacao, idsResposta });
}

function* runFlow({ payload }: ReturnType<typeof orderGenerationRequested>): SagaIterator {
  const { idCotacao, manual } = payload;
  yield put(generationConfirmOpened(payload));
  yield take(generationConfirmed.type);
  try {
    yield call(chooseLateAnswers, idCotacao);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return yield put(generationDismissed());
    return yield put(generationFailed({ message: failureMessage(error, TEXTS.genericError), support: false }));
  }
  yield call(generate, idCotacao, manual);
}

/** The whole workflow races its stop events: leaving or logging out cancels a request or a poll in flight. */
function* generationFlow(action: ReturnType<typeof orderGenerationRequested>): SagaIterator {
  yield race({ flow: call(runFlow, action), stopped: take(STOP) });
}

export function* orderGenerationSaga(): SagaIterator {
  // takeLeading: generation is a one-shot command; a second request while one runs (a double click) is ignored.
  yield takeLeading(orderGenerationRequested.type, generationFlow);
}
