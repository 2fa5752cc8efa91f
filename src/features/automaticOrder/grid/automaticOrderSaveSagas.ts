import type { SagaIterator } from 'redux-saga';
import { changedWhileTyping, type EditStart } from '../../../domain/versionConflict';
import { put, select } from 'redux-saga/effects';
import { atualizarQuantidadeItem } from '../../../api/pedidoAutomaticoApi';
import type { PedidoItemDto } from '../../../api/dto';
import type { QuantidadeAtualizadaDto } from '../../../api/pedidoAutomaticoDto';
import { orderSchema } from '../../../api/schemas';
import { quantityProblem, rulesOf } from '../../../domain/orderQuantity';
import { entitiesReceived } from '../../../entities/entitiesActions';
import { itemOf, orderItemsPatched, type OrderItemsState } from '../../../entities/orderItemsSlice';
import { conflictRaised, conflictTookCurrent, saveBaseAdvanced, saveRequested, savesRetried, selectPendingSaves, type PendingSave } from '../../../entities/saves/pendingSavesSlice';
import type { SaveQueueDefinition } from '../../../entities/saves/saveQueueSagas';
import { itemsSavedHere } from '../../../entities/saves/itemsSync';
import { normalize } from 'normalizr';
import type { NormalizedEntities } from '../../../api/schemas';
import { automaticOrderActions, type AutomaticOrderState, type QuantityChange } from '../automaticOrderSlice';
import { QUANTITY_QUEUE, quantitySaveKey } from './automaticOrderQueues';
import { SAVE_FAILED } from '../automaticOrderTexts';

/**
 * Quantity edits (issue 10 part 4): the typed value goes into the order-items store at once
 * (cell, row colour and the order's total follow), then into the one save queue
 * (entities/saves): saves leave in order, a newer value of the same item replaces one not sent
 * yet, leaving / hiding the tab / logout / the parent's home or menuClick flush them, a failed
 * one stays visible as not saved with 'Tentar novamente', a 401 keeps it until the same user
 * signs in again.
 */
export interface QuantityPayload {
  idPedido: number;
  id: number;
  qtdePedida: number;
  /** The item's version the value was typed over (docs/api.md "Versioned writes"). */
  versao?: number;
}

type State = { automaticOrder: AutomaticOrderState; entities: { orderItems: OrderItemsState } };

const selectLoadedItems = (s: State) => s.entities.orderItems.byOrder;

function* findItem(idPedido: number, id: number): SagaIterator<PedidoItemDto | undefined> {
  const byOrder: OrderItemsState['byOrder'] = yield select(selectLoadedItems);
  return itemOf(byOrder[idPedido], id);
}

/** Patches the store and queues the save; false when the value breaks a rule (the grid reverted it already). */
function* applyQuantity({ startedWith, ...change }: QuantityPayload & { startedWith?: EditStart }): SagaIterator<number | null> {
  const item: PedidoItemDto | undefined = yield* findItem(change.idPedido, change.id);
  if (!item || item.combo || quantityProblem(String(change.qtdePedida), rulesOf(item))) return null;
  const old = item.qtdePedida;
  if (old === change.qtdePedida) return null;
  // The version the buyer typed over: the one the editor opened on when the row changed meanwhile.
  const payload: QuantityPayload = { ...change, versao: change.versao ?? changedWhileTyping(startedWith, item) ?? item.versao ?? 0 };
  yield put(orderItemsPatched([{ idPedido: payload.idPedido, id: payload.id, changes: { qtdePedida: payload.qtdePedida, oldQtdePedido: old } }]));
  yield put(saveRequested(quantityRequest(item, payload)));
  return old;
}

const quantityRequest = (item: PedidoItemDto, payload: QuantityPayload) => ({
  queue: QUANTITY_QUEUE,
  key: quantitySaveKey(payload.id),
  payload,
  label: `${item.descricaoProdutoCliente}: ${payload.qtdePedida} un`,
  coalesce: true,
});

export function* quantityEdited({ payload }: ReturnType<typeof automaticOrderActions.quantityEdited>): SagaIterator {
  const old: number | null = yield* applyQuantity(payload);
  if (old !== null) yield put(automaticOrderActions.quantityChangeRecorded({ idPedido: payload.idPedido, id: payload.id, from: old, to: payload.qtdePedida }));
}

/** Ctrl+Z: the last committed change goes back to its old value, saved like any edit. */
export function* quantityUndo(): SagaIterator {
  const undo: QuantityChange[] = yield select((s: State) => s.automaticOrder.undo);
  const last = undo[undo.length - 1];
  if (!last) return;
  yield put(automaticOrderActions.quantityUndone());
  const item: PedidoItemDto | undefined = yield* findItem(last.idPedido, last.id);
  // Changed elsewhere since (another tab or buyer, shown here): undo never writes over it; the buyer chooses.
  if (item && item.qtdePedida !== last.to) {
    yield put(conflictRaised({ ...quantityRequest(item, { idPedido: last.idPedido, id: last.id, qtdePedida: last.from, versao: item.versao ?? 0 }), current: [item] }));
    return;
  }
  yield* applyQuantity({ idPedido: last.idPedido, id: last.id, qtdePedida: last.from });
}

/** 'Usar o valor atual' on a quantity in conflict: the item shows the server's value and version again. */
export function* quantityConflictTookCurrent({ payload }: ReturnType<typeof conflictTookCurrent>): SagaIterator {
  if (payload.queue !== QUANTITY_QUEUE) return;
  const current = payload.current as PedidoItemDto[];
  yield put(orderItemsPatched(current.map((item) => ({ idPedido: item.idPedido, id: item.id, changes: { qtdePedida: item.qtdePedida, oldQtdePedido: item.oldQtdePedido, versao: item.versao } }))));
  yield put(automaticOrderActions.figuresChanged({ orders: false }));
}

/**
 * A fresh read of an order's items shows the quantities still waiting in the save queue (failed,
 * held by a 401, or not sent yet), not the server's older values: reopening an order whose items
 * were dropped, a sort or a filter never makes a typed value disappear before it lands.
 */
export function* withPendingQuantities(idPedido: number, items: PedidoItemDto[]): SagaIterator<PedidoItemDto[]> {
  const pending: PendingSave[] = yield select(selectPendingSaves);
  const typed = new Map<number, number>();
  for (const entry of pending) {
    const payload = entry.payload as QuantityPayload;
    if (entry.queue === QUANTITY_QUEUE && payload.idPedido === idPedido) typed.set(payload.id, payload.qtdePedida);
  }
  if (typed.size === 0) return items;
  return items.map((item) => {
    const value = typed.get(item.id);
    return value === undefined || value === item.qtdePedida ? item : { ...item, qtdePedida: value, oldQtdePedido: item.qtdePedida };
  });
}

export function* retryQuantitySaves(): SagaIterator {
  yield put(savesRetried(QUANTITY_QUEUE));
}

export const quantityQueue: SaveQueueDefinition<QuantityPayload, QuantidadeAtualizadaDto> = {
  queue: QUANTITY_QUEUE,
  failureText: SAVE_FAILED,
  flushOn: [automaticOrderActions.automaticOrderLeft.type],
  afterPaint: true,
  save: ({ id, qtdePedida, versao }, signal) => atualizarQuantidadeItem({ id, qtdePedida, versao }, signal),
  *onSaved(answer, sent) {
    const written = answer.itens.find((item) => item.id === sent.id);
    // This tab's own write: values typed since over the version it replaced now go over the new one.
    if (written?.versao !== undefined && sent.versao !== undefined) yield put(saveBaseAdvanced({ queue: QUANTITY_QUEUE, key: quantitySaveKey(sent.id), from: sent.versao, to: written.versao }));
    const pending: PendingSave[] = yield select(selectPendingSaves);
    // A newer value of this item typed meanwhile stays on screen; its own save is on its way.
    const newer = pending.some((entry) => entry.queue === QUANTITY_QUEUE && entry.key === quantitySaveKey(sent.id));
    const byOrder: OrderItemsState['byOrder'] = yield select(selectLoadedItems);
    // Only what the server changed: echoing the typed value back would give the grid a new row for nothing.
    const differs = (item: QuantidadeAtualizadaDto['itens'][number]) => {
      const shown = itemOf(byOrder[item.idPedido], item.id);
      return shown !== undefined && (shown.qtdePedida !== item.qtdePedida || shown.oldQtdePedido !== item.oldQtdePedido || shown.versao !== item.versao);
    };
    // With a newer value on its way, only the version moves (the cell keeps the newer value).
    const patches = answer.itens
      .filter(differs)
      .map((item) => ({ idPedido: item.idPedido, id: item.id, changes: newer && item.id === sent.id ? { versao: item.versao } : { qtdePedida: item.qtdePedida, oldQtdePedido: item.oldQtdePedido, versao: item.versao } }));
    if (patches.length > 0) yield put(orderItemsPatched(patches));
    const { entities } = normalize<unknown, NormalizedEntities>(answer.pedidos, [orderSchema]);
    yield put(entitiesReceived(entities));
    // The buyer's other tabs of this quotation show it too (entities/saves/tabSync.ts).
    const idCotacao: number | null = yield select((s: State) => s.automaticOrder.idCotacao);
    if (idCotacao !== null) yield put(itemsSavedHere({ idCotacao, itens: answer.itens, pedidos: answer.pedidos, removidos: [] }));
    // The supplier and representative rows and the total on show follow the order's new total.
    yield put(automaticOrderActions.figuresChanged({ orders: false }));
  },
};
