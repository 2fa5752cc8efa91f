import type { SagaIterator } from 'redux-saga';
import { put, select } from 'redux-saga/effects';
import { alterarQuantidade } from '../../api/pedidoManualApi';
import type { MarcacaoRespostaDto, PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import { conflictTookCurrent, saveBaseAdvanced, saveRequested, savesRetried, selectPendingSaves, type PendingSave } from '../../entities/saves/pendingSavesSlice';
import type { SaveQueueDefinition } from '../../entities/saves/saveQueueSagas';
import { withServerProblem } from './manualOrderCallSagas';
import type { ManualOrderDataState } from './manualOrderDataSlice';
import { answersChangedElsewhere, manualOrderLeft, quantityCommitted, quantitySaved } from './manualOrderEvents';
import { QUANTITY_QUEUE, quantitySaveKey, type QuantityPayload } from './manualOrderQueues';
import { SAVE_FAILED } from './manualOrderTexts';

/**
 * The answers' quantities (spec 02 §4.1, issue 13 part 4): the value left in the input (already
 * through the rule) shows at once and goes into the save queue (entities/saves): saves leave in
 * order, a newer value of the same answer replaces one not sent yet, leaving the page / hiding the
 * tab / logout flush them, a failed one stays visible as not saved with 'Tentar novamente', a 401
 * keeps it until the same user signs in again (then it is sent).
 */
type State = { manualOrder: { idCotacao: number | null }; manualOrderData: ManualOrderDataState };

export function* quantityEdited({ payload }: ReturnType<typeof quantityCommitted>): SagaIterator {
  const idCotacao: number | null = yield select((s: State) => s.manualOrder.idCotacao);
  const answer: PedidoManualItemRespostaDto | undefined = yield select((s: State) => s.manualOrderData.answers[payload.idAnswer]);
  if (idCotacao === null || !answer) return;
  yield put(
    saveRequested({
      queue: QUANTITY_QUEUE,
      key: quantitySaveKey(idCotacao, payload.idAnswer),
      payload: { idCotacao, idPedidoManualItemResposta: payload.idAnswer, qtde: payload.quantidadePedir, versao: answer.versao ?? 0 } satisfies QuantityPayload,
      label: `${payload.produto} — ${answer.nomeFantasiaFornecedor}: ${payload.quantidadePedir} un`,
      coalesce: true,
    }),
  );
}

/** The quantities of these answers still waiting in the queue (failed, held by a 401 or not sent): a fresh read shows them, not the server's older value. */
export function* withPendingQuantities<T extends PedidoManualItemRespostaDto>(answers: T[]): SagaIterator<T[]> {
  const pending: PendingSave[] = yield select(selectPendingSaves);
  const typed = new Map<number, number>();
  for (const entry of pending) {
    if (entry.queue !== QUANTITY_QUEUE) continue;
    const payload = entry.payload as QuantityPayload;
    typed.set(payload.idPedidoManualItemResposta, payload.qtde);
  }
  if (typed.size === 0) return answers;
  return answers.map((answer) => {
    const value = typed.get(answer.id);
    return value === undefined || value === answer.quantidadePedir ? answer : { ...answer, quantidadePedir: value, quantidadePedirAnterior: answer.quantidadePedir };
  });
}

/** 'Usar o valor atual' on a quantity in conflict: the answer shows the server's value and version. */
export function* quantityConflictTookCurrent({ payload }: ReturnType<typeof conflictTookCurrent>): SagaIterator {
  if (payload.queue === QUANTITY_QUEUE) yield put(answersChangedElsewhere(payload.current as PedidoManualItemRespostaDto[]));
}

export function* retryQuantitySaves(): SagaIterator {
  yield put(savesRetried(QUANTITY_QUEUE));
}

export const quantityQueue: SaveQueueDefinition<QuantityPayload, MarcacaoRespostaDto> = {
  queue: QUANTITY_QUEUE,
  failureText: SAVE_FAILED,
  flushOn: [manualOrderLeft.type],
  save: ({ idPedidoManualItemResposta, qtde, versao }, signal) =>
    alterarQuantidade({ idPedidoManualItemResposta, qtde, versao }, signal).catch((error: unknown) => {
      throw withServerProblem(error);
    }),
  *onSaved(result, sent) {
    // Values typed since over the version this write replaced now go over the new one.
    const key = quantitySaveKey(sent.idCotacao, sent.idPedidoManualItemResposta);
    if (sent.versao !== undefined && result.resposta.versao !== undefined) yield put(saveBaseAdvanced({ queue: QUANTITY_QUEUE, key, from: sent.versao, to: result.resposta.versao }));
    const pending: PendingSave[] = yield select(selectPendingSaves);
    // A newer value of this answer typed meanwhile stays on screen; its own save is on its way.
    const keepTyped = pending.some((entry) => entry.queue === QUANTITY_QUEUE && entry.key === quantitySaveKey(sent.idCotacao, sent.idPedidoManualItemResposta));
    yield put(quantitySaved({ result, keepTyped }));
  },
};
