import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { getTotalPedidoManual, reiniciarPedidoManual } from '../../api/pedidoManualApi';
import { haProdutoSemRespostaSelecionada, haRespostaComQuantidadePedidaZerada, inserirPedidos, validarRespostas } from '../../api/pedidoManualInsercaoApi';
import type { ContagemDto, InsercaoPedidosDto, TotalPedidoManualDto, ValidacaoRespostasDto } from '../../api/pedidoManualTotaisDto';
import type { ResultadoDto } from '../../api/dto';
import {
  insertFailureMessage,
  MANUAL_ORDER_MESSAGES,
  restartFailureMessage,
  withoutAnswerConfirmation,
  zeroQuantityConfirmation,
  type InsertConfirmation,
  type InsertStage,
} from '../../domain/manualOrderInsert';
import { savesDiscarded, savesFlushRequested } from '../../entities/saves/pendingSavesSlice';
import { ordersChanged } from '../../shared/lib/appEvents';
import { callApi } from '../../shared/saga/callApi';
import { navigateTo } from '../../shared/saga/navigation';
import { afterQuantitySaves, callFailureOf, failedQuantitySaves } from './manualOrderCallSagas';
import { manualOrderLeft, manualOrderReset } from './manualOrderEvents';
import { manualOrderInsertActions } from './manualOrderInsertSlice';
import { QUANTITY_QUEUE, quotationSavePrefix } from './manualOrderQueues';
import { UNSAVED_BEFORE_INSERT } from './manualOrderTexts';

/**
 * 'Inserir no Pedido' (spec 02 §4.6, §8; DECISIONS 1, 13) and 'Reiniciar'. Insertion: the
 * quantities on their way land first; then (1) no product selected or some product without a
 * selected answer asks the first confirmation, (2) answers with quantity 0 ask the second; then
 * the server validates the marks, inserts the branch orders (CONFIRMADO) and the buyer goes to the
 * review page. Each failure shows the catalogue's message for where it happened. One insertion or
 * restart at a time (takeLeading).
 */
type State = { manualOrder: { idCotacao: number | null } };
const selectQuotation = (s: State) => s.manualOrder.idCotacao;

export const reviewPath = (idCotacao: number): string => `/revisao-envio/${idCotacao}`;
export const summaryPath = (idCotacao: number): string => `/pedido-resumo/${idCotacao}`;

class InsertStopped extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
  }
}

/** A call of the flow; its failure stops the flow with the message for its stage. */
function* step<T>(stage: InsertStage, effect: ReturnType<typeof callApi>): SagaIterator<T> {
  try {
    return (yield effect) as T;
  } catch (error) {
    throw new InsertStopped(insertFailureMessage(stage, callFailureOf(error)));
  }
}

/** Shows a confirmation and waits for the buyer's answer (leaving the page answers no). */
function* confirmed(confirmation: InsertConfirmation | null): SagaIterator<boolean> {
  if (!confirmation) return true;
  yield put(manualOrderInsertActions.confirmationAsked(confirmation));
  const { answer } = yield race({ answer: take(manualOrderInsertActions.confirmationAnswered.type), left: take(manualOrderLeft.type) });
  if (!answer) yield put(manualOrderInsertActions.confirmationAnswered(false));
  return Boolean(answer?.payload);
}

function* insertFlow(idCotacao: number): SagaIterator {
  const total: TotalPedidoManualDto = yield* step<TotalPedidoManualDto>('semRespostaCheck', callApi(getTotalPedidoManual, idCotacao));
  const withoutAnswer: ContagemDto = yield* step<ContagemDto>('semRespostaCheck', callApi(haProdutoSemRespostaSelecionada, idCotacao));
  const counts = { selecionados: total.quantidadeProdutosSelecionados, semResposta: withoutAnswer.quantidade, quantidadeZerada: 0 };
  if (!(yield* confirmed(withoutAnswerConfirmation(counts)))) return;
  const zero: ContagemDto = yield* step<ContagemDto>('quantidadeZeradaCheck', callApi(haRespostaComQuantidadePedidaZerada, idCotacao));
  if (!(yield* confirmed(zeroQuantityConfirmation({ ...counts, quantidadeZerada: zero.quantidade })))) return;
  yield put(manualOrderInsertActions.insertStarted());
  const validation: ValidacaoRespostasDto = yield* step<ValidacaoRespostasDto>('validation', callApi(validarRespostas, idCotacao));
  if (!validation.sucesso) throw new InsertStopped(validation.mensagem || MANUAL_ORDER_MESSAGES.insertGeneric);
  const inserted: InsercaoPedidosDto = yield* step<InsercaoPedidosDto>('insertion', callApi(inserirPedidos, idCotacao));
  if (!inserted.sucesso) throw new InsertStopped(inserted.mensagem || MANUAL_ORDER_MESSAGES.insertFailed);
  yield put(manualOrderInsertActions.insertFinished());
  yield put(manualOrderReset(idCotacao));
  yield put(ordersChanged({ idCotacao }));
  yield call(navigateTo, reviewPath(idCotacao));
}

function* insert(): SagaIterator {
  const idCotacao: number | null = yield select(selectQuotation);
  if (idCotacao === null) return;
  yield put(savesFlushRequested());
  yield call(afterQuantitySaves);
  if ((yield* failedQuantitySaves()) > 0) {
    yield put(manualOrderInsertActions.insertFailed(UNSAVED_BEFORE_INSERT));
    return;
  }
  try {
    yield call(insertFlow, idCotacao);
  } catch (error) {
    if (!(error instanceof InsertStopped)) throw error;
    yield put(manualOrderInsertActions.insertFailed(error.userMessage));
  }
}

/** 'Reiniciar': the quantities on their way land, the server restores the manual order, what was not saved is dropped, back to Resumo. */
function* restart(): SagaIterator {
  const idCotacao: number | null = yield select(selectQuotation);
  if (idCotacao === null) return;
  yield put(savesFlushRequested());
  yield call(afterQuantitySaves);
  try {
    const answer: ResultadoDto = yield callApi(reiniciarPedidoManual, idCotacao);
    if (!answer.sucesso) throw new Error(answer.mensagem);
  } catch (error) {
    yield put(manualOrderInsertActions.restartFailed(restartFailureMessage(callFailureOf(error))));
    return;
  }
  yield put(savesDiscarded({ queue: QUANTITY_QUEUE, keyPrefix: quotationSavePrefix(idCotacao) }));
  yield put(manualOrderReset(idCotacao));
  yield call(navigateTo, summaryPath(idCotacao), { replace: true });
}

export function* manualOrderInsertSaga(): SagaIterator {
  yield takeLeading(manualOrderInsertActions.insertRequested.type, insert);
  yield takeLeading(manualOrderInsertActions.restartConfirmed.type, restart);
}
