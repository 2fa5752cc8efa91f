import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { getAlteracoes } from '../../api/pedidoAutomaticoApi';
import { sessionCleared } from '../../entities/entitiesActions';
import { pollItemChanges } from '../../entities/saves/changesPollSagas';
import { itemsChangedElsewhere, itemsToApply } from '../../entities/saves/itemsSync';
import { selectPendingSaves, type PendingSave } from '../../entities/saves/pendingSavesSlice';
import { orderReviewActions, type OrderReviewState } from './orderReviewSlice';
import { REVIEW_QUANTITY_QUEUE } from './orderReviewQueues';
import { reviewItemsPatched } from './orderReviewSaveSagas';
import type { EntitiesState } from '../../entities/entitiesReducer';

/**
 * The review follows order items saved elsewhere (issue 27): the buyer's other tabs at once,
 * other sessions through the changes poll while the page is open. Newer items take the server's
 * quantity and version unless the buyer's own value waits for them; the totals are read again.
 */
type State = { orderReview: OrderReviewState; entities: EntitiesState };

function* applyChange({ payload }: ReturnType<typeof itemsChangedElsewhere>): SagaIterator {
  const review: OrderReviewState = yield select((s: State) => s.orderReview);
  if (review.idCotacao !== payload.idCotacao) return;
  const pending: PendingSave[] = yield select(selectPendingSaves);
  const loaded: EntitiesState['reviewItems']['entities'] = yield select((s: State) => s.entities.reviewItems.entities);
  const newer = itemsToApply(payload, REVIEW_QUANTITY_QUEUE, pending, (item) => loaded[item.id]);
  if (newer.length > 0) yield call(reviewItemsPatched, newer.map(({ idPedido, id, qtdePedida, oldQtdePedido, versao }) => ({ idPedido, id, qtdePedida, oldQtdePedido, versao })));
  if (newer.length > 0 || payload.removidos.length > 0 || payload.reread) yield put(orderReviewActions.refreshRequested({ items: payload.removidos.length > 0 || payload.reread === true }));
}

function* pollWhileOpen({ payload }: ReturnType<typeof orderReviewActions.reviewEntered>): SagaIterator {
  yield call(pollItemChanges, getAlteracoes, payload.idCotacao, [orderReviewActions.reviewLeft.type, sessionCleared.type]);
}

export function* reviewItemsSyncSaga(): SagaIterator {
  yield all([takeEvery(itemsChangedElsewhere.type, applyChange), takeLatest(orderReviewActions.reviewEntered.type, pollWhileOpen)]);
}
