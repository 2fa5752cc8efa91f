import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import { getFiliaisRevisao } from '../../api/revisaoEnvioApi';
import type { PedidoRevisaoDto } from '../../api/revisaoEnvioDto';
import { callApi } from '../../shared/saga/callApi';
import { cancelledOnLeave } from '../../shared/saga/cancelledOnLeave';
import { listFilter } from './orderReviewSagas';
import { orderReviewActions, type OrderReviewState } from './orderReviewSlice';
import { orderSelectionActions as sel } from './orderSelectionSlice';

/**
 * The review's choice of orders to send (issue 29 point 1): every order under the filter, read
 * with the page (takeLatest: a newer filter or refresh wins), so the supplier and representative
 * boxes know their orders before their panels open.
 */
function* loadSelectionOrders(): SagaIterator {
  const state: OrderReviewState = yield select((s: { orderReview: OrderReviewState }) => s.orderReview);
  if (state.idCotacao === null) return;
  try {
    const page: Page<PedidoRevisaoDto> = yield callApi(getFiliaisRevisao, state.idCotacao, { filter: listFilter(state), pendentesPagamento: false }, {});
    yield put(sel.selectionOrdersLoaded(page.content.map(({ idPedido, idFornecedor, idRepresentante, situacaoPedido, valorTotal }) => ({ idPedido, idFornecedor, idRepresentante, situacaoPedido, valorTotal }))));
  } catch {
    // Reported by the HTTP layer; the boxes keep what they had and the lists show their own error.
  }
}

function* selectionReads(): SagaIterator {
  yield takeLatest([orderReviewActions.reviewEntered.type, orderReviewActions.refreshRequested.type, orderReviewActions.filterApplied.type], loadSelectionOrders);
}

export function* orderSelectionSaga(): SagaIterator {
  yield call(cancelledOnLeave, orderReviewActions.reviewLeft.type, selectionReads);
}
