import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { normalize } from 'normalizr';
import { getAlteracoes } from '../../../api/pedidoAutomaticoApi';
import type { PedidoItemDto } from '../../../api/dto';
import { orderSchema, type NormalizedEntities } from '../../../api/schemas';
import { entitiesReceived, sessionCleared } from '../../../entities/entitiesActions';
import { itemOf, orderItemsPatched, orderItemsRemoved, type OrderItemsState } from '../../../entities/orderItemsSlice';
import { pollItemChanges } from '../../../entities/saves/changesPollSagas';
import { itemsChangedElsewhere, itemsToApply } from '../../../entities/saves/itemsSync';
import { selectPendingSaves, type PendingSave } from '../../../entities/saves/pendingSavesSlice';
import { automaticOrderActions, type AutomaticOrderState } from '../automaticOrderSlice';
import { QUANTITY_QUEUE } from './automaticOrderQueues';

/**
 * The automatic order follows items saved elsewhere (issue 27): in the buyer's other tabs
 * (entities/saves/tabSync.ts) at once, by other sessions through the changes poll
 * (entities/saves/changesPollSagas.ts) while the page is open. An item newer than the one shown
 * takes the server's value and version, unless a value of the buyer's is waiting for it (saved
 * first, or shown as a conflict); the orders' totals follow through figuresChanged.
 */
type State = { automaticOrder: AutomaticOrderState; entities: { orderItems: OrderItemsState } };

function* applyChange({ payload }: ReturnType<typeof itemsChangedElsewhere>): SagaIterator {
  const idCotacao: number | null = yield select((s: State) => s.automaticOrder.idCotacao);
  if (idCotacao !== payload.idCotacao) return;
  const pending: PendingSave[] = yield select(selectPendingSaves);
  const byOrder: OrderItemsState['byOrder'] = yield select((s: State) => s.entities.orderItems.byOrder);
  const newer: PedidoItemDto[] = itemsToApply(payload, QUANTITY_QUEUE, pending, (item) => itemOf(byOrder[item.idPedido], item.id));
  if (newer.length > 0) yield put(orderItemsPatched(newer.map(({ id, idPedido, idProduto: _p, ...changes }) => ({ idPedido, id, changes }))));
  // Items that left their order go from the rows at once (an order named with id 0 is read again below).
  const gone = payload.removidos.filter(({ id }) => id > 0);
  if (gone.length > 0) yield put(orderItemsRemoved(gone));
  const { entities } = normalize<unknown, NormalizedEntities>(payload.pedidos, [orderSchema]);
  yield put(entitiesReceived(entities));
  const orders = payload.removidos.length > 0 || payload.reread === true;
  if (newer.length > 0 || orders) yield put(automaticOrderActions.figuresChanged({ orders }));
}

function* pollWhileOpen({ payload }: ReturnType<typeof automaticOrderActions.automaticOrderEntered>): SagaIterator {
  yield call(pollItemChanges, getAlteracoes, payload.idCotacao, [automaticOrderActions.automaticOrderLeft.type, sessionCleared.type]);
}

export function* itemsSyncSaga(): SagaIterator {
  yield all([
    takeEvery(itemsChangedElsewhere.type, applyChange),
    // Latest: entering again (another address of the same page) replaces the poll.
    takeLatest(automaticOrderActions.automaticOrderEntered.type, pollWhileOpen),
  ]);
}
