import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLeading } from 'redux-saga/effects';
import { failureMessage } from '../../api/http';
import { excluirItemPedido } from '../../api/revisaoEnvioItemApi';
import type { ExclusaoItemRevisaoDto } from '../../api/revisaoEnvioItemDto';
import { callApi } from '../../shared/saga/callApi';
import { itemDeletionActions, type ItemDeletionState } from './itemDeletionSlice';
import { orderReviewActions, type OrderReviewState } from './orderReviewSlice';
import { DELETE_FAILED } from './itemDeletionTexts';

/**
 * The confirmed deletion (takeLeading: a double click deletes once). On success the order's page
 * of items is read again (the page before when the last product of the last page left) and the
 * totals around it (order, representative, supplier, counts); on failure the product stays and
 * the dialog shows the server's message.
 */
type State = { orderReviewItemDeletion: ItemDeletionState; orderReview: OrderReviewState };

function* deleteItem(): SagaIterator {
  const { target }: ItemDeletionState = yield select((s: State) => s.orderReviewItemDeletion);
  if (!target) return;
  try {
    const answer: ExclusaoItemRevisaoDto = yield callApi(excluirItemPedido, target.idPedido, target.id);
    const items: OrderReviewState['items'][number] | undefined = yield select((s: State) => s.orderReview.items[target.idPedido]);
    yield put(itemDeletionActions.itemDeleted());
    if (items) {
      const lastPage = Math.max(0, Math.ceil(answer.quantidadeItens / items.size) - 1);
      yield put(orderReviewActions.itemsPageRequested({ idPedido: target.idPedido, page: Math.min(items.page, lastPage), size: items.size }));
    }
    yield put(orderReviewActions.refreshRequested({ items: false }));
  } catch (error) {
    yield put(itemDeletionActions.itemDeletionFailed(failureMessage(error, DELETE_FAILED)));
  }
}

export function* itemDeletionSaga(): SagaIterator {
  yield all([takeLeading(itemDeletionActions.itemDeletionConfirmed.type, deleteItem)]);
}
