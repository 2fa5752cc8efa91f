import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import { ApiError, errorMessage } from '../../api/http';
import { adicionarRelacionado, excluirRelacionado, excluirRelacionados, getCandidatos, getProdutosEan, getRelacionados } from '../../api/produtoEanApi';
import type { ProdutoEanDto } from '../../api/produtoEanDto';
import { callApi } from '../../shared/saga/callApi';
import { takeLatestByKey } from '../../shared/saga/keyed';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { CANDIDATE_PAGE_SIZE, EAN_PAGE_SIZE, EMPTY_FILTER, eanActions as a, RELATED_PAGE_SIZE, selectEan, type EanMaintenanceState } from './eanMaintenanceSlice';
import { EAN_TEXTS as T } from './eanTexts';

function* loadPage(): SagaIterator {
  const { filter, sort, asc, page }: EanMaintenanceState = yield select(selectEan);
  try {
    const answer: Page<ProdutoEanDto> = yield callApi(getProdutosEan, { ...filter, sort, asc, page, size: EAN_PAGE_SIZE });
    yield put(a.pageLoaded({ rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(a.pageFailed(errorMessage(error, T.loadFailed)));
  }
}

/** A panel's related products, in code order; one read per product at a time (latest wins). */
function* loadRelated({ payload: { id, page } }: ReturnType<typeof a.relatedRequested>): SagaIterator {
  try {
    const answer: Page<ProdutoEanDto> = yield callApi(getRelacionados, id, { ...EMPTY_FILTER, sort: 'codigo', asc: true, page, size: RELATED_PAGE_SIZE });
    yield put(a.relatedLoaded({ id, rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(a.relatedFailed({ id, message: errorMessage(error, T.relatedFailed) }));
  }
}

/** The candidate search waits for the typing to stop (spec 03 §9: 500 ms), then asks for 10. */
function* searchCandidates({ payload: text }: ReturnType<typeof a.candidateTextChanged>): SagaIterator {
  if (text.trim() === '') return;
  const timing: Timing = yield* getTiming();
  yield delay(timing.candidateSearchDebounceMs);
  try {
    const answer: Page<ProdutoEanDto> = yield callApi(getCandidatos, text.trim(), CANDIDATE_PAGE_SIZE);
    yield put(a.candidatesLoaded(answer.content));
  } catch {
    yield put(a.candidatesLoaded([]));
  }
}

function* add(): SagaIterator {
  const { dialog }: EanMaintenanceState = yield select(selectEan);
  if (!dialog?.chosen) return;
  const { product, chosen } = dialog;
  try {
    yield callApi(adicionarRelacionado, product.id, { id: chosen.id, codigo: chosen.codigo });
    yield put(a.addDialogClosed());
    yield put(a.noticeShown({ tone: 'success', text: T.added }));
    const { related }: EanMaintenanceState = yield select(selectEan);
    yield put(a.relatedRequested({ id: product.id, page: related[product.id]?.page ?? 0 }));
  } catch (error) {
    // Spec 03 §8: the server's mensagem, shown in the dialog.
    yield put(a.addFailed((error instanceof ApiError && error.serverMessage) || T.addFailedDefault));
  }
}

/** After one deletion, the same page unless it is now past the last one. */
function* deleteOne({ payload: { id, related: removed } }: ReturnType<typeof a.relatedDeleteRequested>): SagaIterator {
  try {
    yield callApi(excluirRelacionado, id, removed.id);
    const { related }: EanMaintenanceState = yield select(selectEan);
    const { page = 0, total = 1 } = related[id] ?? {};
    const lastPage = Math.max(0, Math.ceil((total - 1) / RELATED_PAGE_SIZE) - 1);
    yield put(a.noticeShown({ tone: 'success', text: T.deleted }));
    yield put(a.relatedRequested({ id, page: Math.min(page, lastPage) }));
  } catch (error) {
    yield put(a.noticeShown({ tone: 'error', text: errorMessage(error, T.deleteFailed) }));
  }
}

function* deleteAll({ payload: id }: ReturnType<typeof a.deleteAllConfirmed>): SagaIterator {
  try {
    yield callApi(excluirRelacionados, id);
    yield put(a.noticeShown({ tone: 'success', text: T.deletedAll }));
    yield put(a.relatedRequested({ id, page: 0 }));
  } catch (error) {
    yield put(a.noticeShown({ tone: 'error', text: errorMessage(error, T.deleteFailed) }));
  }
}

export function* eanMaintenanceSaga(): SagaIterator {
  yield all([
    takeLatest([a.eanEntered.type, a.filterSubmitted.type, a.sortChanged.type, a.pageRequested.type], loadPage),
    call(takeLatestByKey<ReturnType<typeof a.relatedRequested>>, a.relatedRequested.type, (action) => String(action.payload.id), loadRelated),
    takeLatest(a.candidateTextChanged.type, searchCandidates),
    takeLeading(a.addRequested.type, add),
    takeEvery(a.relatedDeleteRequested.type, deleteOne),
    takeLeading(a.deleteAllConfirmed.type, deleteAll),
  ]);
}
