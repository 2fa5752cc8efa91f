import type { SagaIterator } from 'redux-saga';
import { call, put, select, take, takeLatest } from 'redux-saga/effects';
import { getFiliaisRevisao } from '../../api/revisaoEnvioApi';
import { readTreeRows } from '../../entities/orderTree/orderTreeSagas';
import { selectReviewOrderTable } from '../../entities/orderTree/orderTreeSelectors';
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
  // After the page's own list (the suppliers, or the pending orders): this read carries every order
  // (3 MB at the power quotation) and would hold that list back (first suppliers, issue 31).
  yield take([orderReviewActions.suppliersLoaded.type, orderReviewActions.suppliersFailed.type, orderReviewActions.branchOrdersLoaded.type, orderReviewActions.branchOrdersFailed.type]);
  try {
    // The rows go to the review's order entities (the same rows the panels show); the selection keeps their ids.
    const ids: number[] = yield call(readTreeRows, 'review', 'orders', state.idCotacao, getFiliaisRevisao, state.idCotacao, { filter: listFilter(state), pendentesPagamento: false }, {});
    const table: ReturnType<typeof selectReviewOrderTable> = yield select(selectReviewOrderTable);
    yield put(sel.selectionOrdersLoaded(ids.map((id) => table[id]!)));
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
