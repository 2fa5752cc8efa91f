import type { SagaIterator } from 'redux-saga';
import { changedWhileTyping } from '../../domain/versionConflict';
import { call, put, select } from 'redux-saga/effects';
import { atualizarQuantidadeItem } from '../../api/pedidoAutomaticoApi';
import type { QuantidadeAtualizadaDto } from '../../api/pedidoAutomaticoDto';
import type { ItemRevisaoDto } from '../../api/revisaoEnvioDto';
import { quantityProblem, rulesOf } from '../../domain/orderQuantity';
import { conflictTookCurrent, saveBaseAdvanced, saveRequested, savesRetried } from '../../entities/saves/pendingSavesSlice';
import type { SaveQueueDefinition } from '../../entities/saves/saveQueueSagas';
import { entitiesReceived } from '../../entities/entitiesActions';
import type { EntitiesState } from '../../entities/entitiesReducer';
import { itemsSavedHere } from '../../entities/saves/itemsSync';
import { orderReviewActions, type OrderReviewState } from './orderReviewSlice';
import { REVIEW_QUANTITY_QUEUE, reviewQuantitySaveKey } from './orderReviewQueues';
import { SAVE_FAILED } from './orderReviewTexts';

/**
 * Review quantities (spec 03 §5 'Order review item quantity'): the same revert rules as the
 * automatic order (domain/orderQuantity), editable only before sending; the slice shows the value
 * at once (quantityEdited) and the shared save queue sends it — in order, a newer value of the
 * same item replacing one not sent yet, flushed on leaving, kept as not saved when it fails.
 */
export interface ReviewQuantityPayload {
  idPedido: number;
  id: number;
  qtdePedida: number;
  /** The item's version the value was typed over (docs/api.md "Versioned writes"). */
  versao?: number;
}

type State = { orderReview: OrderReviewState; entities: EntitiesState };
const selectReviewItem = (s: State, id: number): ItemRevisaoDto | undefined => s.entities.reviewItems.entities[id];

/** Server values of review items (a save landed, 'Usar o valor atual', a change saved elsewhere) patched into the loaded item entities. */
export function* reviewItemsPatched(patches: (Partial<ItemRevisaoDto> & { idPedido: number; id: number })[]): SagaIterator {
  const table: EntitiesState['reviewItems']['entities'] = yield select((s: State) => s.entities.reviewItems.entities);
  const rows: Record<number, ItemRevisaoDto> = {};
  for (const { idPedido: _idPedido, id, ...changes } of patches) if (table[id]) rows[id] = { ...table[id], ...changes };
  if (Object.keys(rows).length > 0) yield put(entitiesReceived({ reviewItems: rows }));
}

export function* reviewQuantityEdited({ payload: { startedWith, ...payload } }: ReturnType<typeof orderReviewActions.quantityEdited>): SagaIterator {
  const item: ItemRevisaoDto | undefined = yield select(selectReviewItem, payload.id);
  if (!item) return;
  // Shown at once: the item entity takes the value (the save below, or the grid's refusal, follows).
  yield put(entitiesReceived({ reviewItems: { [item.id]: { ...item, qtdePedida: payload.qtdePedida } } }));
  if (item.combo || quantityProblem(String(payload.qtdePedida), rulesOf(item))) return;
  const versioned: ReviewQuantityPayload = { ...payload, versao: payload.versao ?? changedWhileTyping(startedWith, item) ?? item.versao ?? 0 };
  yield put(saveRequested({ queue: REVIEW_QUANTITY_QUEUE, key: reviewQuantitySaveKey(payload.id), payload: versioned, label: `${item.descricaoProdutoCliente}: ${payload.qtdePedida} un`, coalesce: true }));
}

export function* retryReviewQuantitySaves(): SagaIterator {
  yield put(savesRetried(REVIEW_QUANTITY_QUEUE));
}

export const reviewQuantityQueue: SaveQueueDefinition<ReviewQuantityPayload, QuantidadeAtualizadaDto> = {
  queue: REVIEW_QUANTITY_QUEUE,
  failureText: SAVE_FAILED,
  afterPaint: true,
  save: ({ id, qtdePedida, versao }, signal) => atualizarQuantidadeItem({ id, qtdePedida, versao }, signal),
  // The order's, representative's and supplier's totals changed: read them again (the item tables stay).
  *onSaved(answer, sent) {
    const written = answer.itens.find((item) => item.id === sent.id);
    if (written?.versao !== undefined) {
      // Values typed since over the version this write replaced now go over the new one; the row takes the new version.
      if (sent.versao !== undefined) yield put(saveBaseAdvanced({ queue: REVIEW_QUANTITY_QUEUE, key: reviewQuantitySaveKey(sent.id), from: sent.versao, to: written.versao }));
      yield call(reviewItemsPatched, [{ idPedido: written.idPedido, id: written.id, versao: written.versao }]);
    }
    // The buyer's other tabs of this quotation show it too (entities/saves/tabSync.ts).
    const idCotacao: number | null = yield select((s: State) => s.orderReview.idCotacao);
    if (idCotacao !== null) yield put(itemsSavedHere({ idCotacao, itens: answer.itens, pedidos: answer.pedidos, removidos: [] }));
    yield put(orderReviewActions.refreshRequested({ items: false }));
  },
};

/** 'Usar o valor atual' on a review quantity in conflict: the row shows the server's value and version, totals are read again. */
export function* reviewConflictTookCurrent({ payload }: ReturnType<typeof conflictTookCurrent>): SagaIterator {
  if (payload.queue !== REVIEW_QUANTITY_QUEUE) return;
  const current = payload.current as ItemRevisaoDto[];
  yield call(reviewItemsPatched, current.map(({ idPedido, id, qtdePedida, versao }) => ({ idPedido, id, qtdePedida, versao })));
  yield put(orderReviewActions.refreshRequested({ items: false }));
}
