import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import { ApiError, errorMessage } from '../../api/http';
import { adicionarRelacionado, excluirRelacionado, excluirRelacionados, getCandidatos, getProdutosEan, getRelacionados } from '../../api/produtoEanApi';
import type { ProdutoEanDto } from '../../api/produtoEanDto';
import { callApi } from '../../shared/saga/callApi';
import { takeLatestByKey } from '../../shared/saga/keyed';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { CANDIDATE_PAGE_SIZE, EAN_PAGE_SIZE, EMPTY_FILTER, eanActions, RELATED_PAGE_SIZE, selectEan, type EanMaintenanceState } from './eanMaintenanceSlice';
import { EAN_TEXTS } from './eanTexts';

function* loadPage(): SagaIterator {
  const { filter, sort, asc, page }: EanMaintenanceState = yield select(selectEan);
  try {
    const answer: Page<ProdutoEanDto> = yield callApi(getProdutosEan, { ...filter, sort, asc, page, size: EAN_PAGE_SIZE });
    yield put(eanActions.pageLoaded({ rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(eanActions.pageFailed(errorMessage(error, EAN_TEXTS.loadFailed)));
  }
}

/** A panel's related products, in code order; one read per product at a time (latest wins). */
function* loadRelated({ payload: { id, page } }: ReturnType<typeof eanActions.relatedRequested>): SagaIterator {
  try {
    const answer: Page<ProdutoEanDto> = yield callApi(getRelacionados, id, { ...EMPTY_FILTER, sort: 'codigo', asc: true, page, size: RELATED_PAGE_SIZE });
    yield put(eanActions.relatedLoaded({ id, rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(eanActions.relatedFailed({ id, message: errorMessage(error, EAN_TEXTS.relatedFailed) }));
  }
}

/** The candidate search waits for the typing to stop (spec 03 §9: 500 ms), then asks for 10. */
function* searchCandidates({ payload: text }: ReturnType<typeof eanActions.candidateTextChanged>): SagaIterator {
  if (text.trim() === '') return;
  const timing: Timing = yield* getTiming();
  yield delay(timing.candidateSearchDebounceMs);
  try {
    const answer: Page<ProdutoEanDto> = yield callApi(getCandidatos, text.trim(), CANDIDATE_PAGE_SIZE);
    yield put(eanActions.candidatesLoaded(answer.content));
  } catch {
    yield put(eanActions.candidatesLoaded([]));
  }
}

function* add(): SagaIterator {
  const { dialog }: EanMaintenanceState = yield select(selectEan);
  if (!dialog?.chosen) return;
  const { product, chosen } = dialog;
  try {
    yield callApi(adicionarRelacionado, product.id, { id: chosen.id, codigo: chosen.codigo });
    yield put(eanActions.addDialogClosed());
    yield put(eanActions.noticeShown({ tone: 'success', text: EAN_TEXTS.added }));
    const { related }: EanMaintenanceState = yield select(selectEan);
    yield put(eanActions.relatedRequested({ id: product.id, page: related[product.id]?.page ?? 0 }));
  } catch (error) {
    // Spec 03 §8: the server's mensagem, shown in the dialog.
    yield put(eanActions.addFailed((error instanceof ApiError && error.serverMessage) || EAN_TEXTS.addFailedDefault));
  }
}

/** After one deletion, the same page unless it is now past the last one. */
function* deleteOne({ payload: { id, related: removed } }: ReturnType<typeof eanActions.relatedDeleteRequested>): SagaIterator {
  try {
    yield callApi(excluirRelacionado, id, removed.id);
    const { related }: EanMaintenanceState = yield select(selectEan);
    const { page = 0, total = 1 } = related[id] ?? {};
    const lastPage = Math.max(0, Math.ceil((total - 1) / RELATED_PAGE_SIZE) - 1);
    yield put(eanActions.noticeShown({ tone: 'success', text: EAN_TEXTS.deleted }));
    yield put(eanActions.relatedRequested({ id, page: Math.min(page, lastPage) }));
  } catch (error) {
    yield put(eanActions.noticeShown({ tone: 'error', text: errorMessage(error, EAN_TEXTS.deleteFailed) }));
  }
}

function* deleteAll({ payload: id }: ReturnType<typeof eanActions.deleteAllConfirmed>): SagaIterator {
  try {
    yield callApi(excluirRelacionados, id);
    yield put(eanActions.noticeShown({ tone: 'success', text: EAN_TEXTS.deletedAll }));
    yield put(eanActions.relatedRequested({ id, page: 0 }));
  } catch (error) {
    yield put(eanActions.noticeShown({ tone: 'error', text: errorMessage(error, EAN_TEXTS.deleteFailed) }));
  }
}

export function* eanMaintenanceSaga(): SagaIterator {
  yield all([
    takeLatest([eanActions.eanEntered.type, eanActions.filterSubmitted.type, eanActions.sortChanged.type, eanActions.pageRequested.type], loadPage),
    call(takeLatestByKey<ReturnType<typeof eanActions.relatedRequested>>, eanActions.relatedRequested.type, (action) => String(action.payload.id), loadRelated),
    takeLatest(eanActions.candidateTextChanged.type, searchCandidates),
    takeLeading(eanActions.addRequested.type, add),
    takeEvery(eanActions.relatedDeleteRequested.type, deleteOne),
    takeLeading(eanActions.deleteAllConfirmed.type, deleteAll),
  ]);
}
