import { cancelledOnLeave } from '../../shared/saga/cancelledOnLeave';
import { openDownloadLink } from '../../shared/saga/downloadLink';
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, join, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import { failureMessage } from '../../api/http';
import {
  getContagemRevisao,
  getFiliaisRevisao,
  getFornecedoresRevisao,
  getItensRevisao,
  getRepresentantesRevisao,
  exportarRevisao,
  getResumoPedidos,
  type ReviewScope,
} from '../../api/revisaoEnvioApi';
import type { ContagemRevisaoDto, DadosLoopingDto, ItemRevisaoDto, PedidoRevisaoDto, ResumoDto, SummaryRow } from '../../api/revisaoEnvioDto';
import { paintAwaited } from '../../shared/lib/afterNextPaint';
import { orderSendRequested, ordersChanged } from '../../shared/lib/appEvents';
import { callApi } from '../../shared/saga/callApi';
import { takeLatestByKey } from '../../shared/saga/keyed';
import { saveQueue } from '../../entities/saves/saveQueueSagas';
import { readTreeRows, rowsReceived } from '../../entities/orderTree/orderTreeSagas';
import { quotationContextRequested } from '../../entities/quotation/quotationContextSlice';
import { orderReviewActions, ITEMS_PAGE_SIZE, PENDING_KEY, representativeKey, SUMMARY_PAGE_SIZE, type OrderReviewState } from './orderReviewSlice';
import { BRANCHES_FAILED, EXPORT_FAILED, ITEMS_FAILED, REPRESENTATIVES_FAILED, SUMMARY_FAILED, SUPPLIERS_FAILED } from './orderReviewTexts';
import { retryReviewQuantitySaves, reviewConflictTookCurrent, reviewQuantityEdited, reviewQuantityQueue } from './orderReviewSaveSagas';
import { conflictTookCurrent } from '../../entities/saves/pendingSavesSlice';
import { reviewItemsSyncSaga } from './reviewItemsSyncSagas';
import { getDadosLooping } from '../../api/envioPedidoApi';
import { selectSelectedOrderIds } from './orderSelectionSelectors';
import { exportSpreadsheet } from './reviewSpreadsheetSagas';

/**
 * The review page's reads (issue 12 part 1): the context, the tab counts, the supplier →
 * representative → branch order lists of the chosen tab, each open order's page of items, the
 * looping data and 'Resumo dos Pedidos'. A refresh (the header's button, or ordersChanged from
 * the sending feature) reads everything again and the open panels read theirs.
 */
type State = { orderReview: OrderReviewState };
const selectState = (s: State) => s.orderReview;

/** The order filter as sent: on the opportunities route it asks for the opportunity products only. */
export const listFilter = (state: OrderReviewState) => (state.route === 'oportunidades' ? { ...state.filter, oportunidade: true } : state.filter);
const scopeOf = (state: OrderReviewState): ReviewScope => ({ filter: listFilter(state), pendentesPagamento: state.tab === 'pendentes' });

/** The header (read once, shared with the other screens, by the entities' saga). */
function* loadContext(): SagaIterator {
  const { idCotacao }: OrderReviewState = yield select(selectState);
  if (idCotacao !== null) yield put(quotationContextRequested({ idCotacao }));
}

/** A refresh (orders sent, billed, a code given) reads the header again: its situation follows the orders. */
function* reloadContext(): SagaIterator {
  const { idCotacao }: OrderReviewState = yield select(selectState);
  if (idCotacao !== null) yield put(quotationContextRequested({ idCotacao, force: true }));
}

function* loadLooping(): SagaIterator {
  const { idCotacao }: OrderReviewState = yield select(selectState);
  if (idCotacao === null) return;
  try {
    const answer: DadosLoopingDto = yield callApi(getDadosLooping, idCotacao);
    yield put(orderReviewActions.loopingLoaded(answer));
  } catch {
    yield put(orderReviewActions.loopingLoaded(null)); // reported by the HTTP layer; the summary's looping checkbox stays hidden
  }
}

/**
 * The counts (they may choose the pending tab), then the chosen tab's list, then what is open
 * inside it. On 'Todos' the suppliers are read beside the counts, not after them (first suppliers,
 * issue 31): the counts choose the pending tab only when every order is pending, and then that
 * read is dropped.
 */
function* loadLists(): SagaIterator {
  const before: OrderReviewState = yield select(selectState);
  if (before.idCotacao === null) return;
  const early: Task | null = before.tab === 'todos' ? yield fork(readSuppliers, before.idCotacao, before) : null;
  try {
    const counts: ContagemRevisaoDto = yield callApi(getContagemRevisao, before.idCotacao, listFilter(before));
    yield put(orderReviewActions.countsLoaded({ todos: counts.todos, pendentes: counts.pendentesPagamento, enviaveis: counts.enviaveis, enviados: counts.enviados }));
  } catch {
    yield put(orderReviewActions.countsFailed());
  }
  const state: OrderReviewState = yield select(selectState);
  if (state.tab === 'pendentes') {
    if (early) yield cancel(early);
    yield* loadBranchOrders(PENDING_KEY, {});
    return;
  }
  const read: boolean = early ? yield join(early) : yield call(readSuppliers, before.idCotacao, state);
  if (read) yield* reloadOpenPanels();
}

/** The suppliers of 'Todos'; false when the read failed (its message is on the list). */
function* readSuppliers(idCotacao: number, state: OrderReviewState): SagaIterator<boolean> {
  yield put(orderReviewActions.suppliersLoading());
  try {
    const ids: number[] = yield call(readTreeRows, 'review', 'suppliers', idCotacao, getFornecedoresRevisao, idCotacao, scopeOf(state));
    yield put(orderReviewActions.suppliersLoaded(ids));
    return true;
  } catch (error) {
    yield put(orderReviewActions.suppliersFailed(failureMessage(error, SUPPLIERS_FAILED)));
    return false;
  }
}

/** After a refresh: the open suppliers and representatives read their lists again (the items of open orders follow). */
function* reloadOpenPanels(): SagaIterator {
  const { openSuppliers, openRepresentatives }: OrderReviewState = yield select(selectState);
  yield all(openSuppliers.map((idFornecedor) => call(readRepresentatives, idFornecedor)));
  for (const key of openRepresentatives) {
    const [idFornecedor, idRepresentante] = key.split(':').map(Number);
    yield* loadBranchOrders(key, { idFornecedor, idRepresentante });
  }
}

function* loadRepresentatives({ payload: idFornecedor }: ReturnType<typeof orderReviewActions.supplierToggled>): SagaIterator {
  yield* readRepresentatives(idFornecedor);
}

function* readRepresentatives(idFornecedor: number): SagaIterator {
  const state: OrderReviewState = yield select(selectState);
  if (state.idCotacao === null || !state.openSuppliers.includes(idFornecedor) || state.representatives[idFornecedor]?.status === 'loaded') return;
  yield put(orderReviewActions.representativesLoading(idFornecedor));
  try {
    const ids: number[] = yield call(readTreeRows, 'review', 'representatives', state.idCotacao, getRepresentantesRevisao, state.idCotacao, scopeOf(state), idFornecedor);
    yield put(orderReviewActions.representativesLoaded({ idFornecedor, ids }));
  } catch (error) {
    yield put(orderReviewActions.representativesFailed({ idFornecedor, error: failureMessage(error, REPRESENTATIVES_FAILED) }));
  }
}

function* loadBranchOrders(key: string, owner: { idFornecedor?: number; idRepresentante?: number }): SagaIterator {
  const state: OrderReviewState = yield select(selectState);
  if (state.idCotacao === null) return;
  yield put(orderReviewActions.branchOrdersLoading(key));
  try {
    const ids: number[] = yield call(readTreeRows, 'review', 'orders', state.idCotacao, getFiliaisRevisao, state.idCotacao, scopeOf(state), owner);
    yield put(orderReviewActions.branchOrdersLoaded({ key, ids }));
  } catch (error) {
    yield put(orderReviewActions.branchOrdersFailed({ key, error: failureMessage(error, BRANCHES_FAILED) }));
    return;
  }
  yield* reloadOpenItems(key);
}

/** Open orders of a list just read whose items are not loaded (a refresh, a first opening) read them, on the page they were on. */
function* reloadOpenItems(key: string): SagaIterator {
  const { branchOrders, openOrders, items }: OrderReviewState = yield select(selectState);
  for (const idPedido of branchOrders[key]?.ids ?? []) {
    const current = items[idPedido];
    if (!openOrders.includes(idPedido) || current?.status === 'loading' || current?.status === 'loaded') continue;
    yield put(orderReviewActions.itemsPageRequested({ idPedido, page: current?.page ?? 0, size: current?.size ?? ITEMS_PAGE_SIZE }));
  }
}

function* representativeToggled({ payload }: ReturnType<typeof orderReviewActions.representativeToggled>): SagaIterator {
  const { openRepresentatives, branchOrders }: OrderReviewState = yield select(selectState);
  const key = representativeKey(payload.idFornecedor, payload.idRepresentante);
  if (openRepresentatives.includes(key) && branchOrders[key]?.status !== 'loaded') yield* loadBranchOrders(key, payload);
}

function* orderToggled({ payload: idPedido }: ReturnType<typeof orderReviewActions.orderToggled>): SagaIterator {
  const { openOrders, items }: OrderReviewState = yield select(selectState);
  if (openOrders.includes(idPedido) && items[idPedido]?.status !== 'loaded') yield put(orderReviewActions.itemsPageRequested({ idPedido, page: 0, size: items[idPedido]?.size ?? ITEMS_PAGE_SIZE }));
}

function* loadItems({ payload }: ReturnType<typeof orderReviewActions.itemsPageRequested>): SagaIterator {
  const state: OrderReviewState = yield select(selectState);
  // The grid is built once the click's own frame (the card opening) is painted, not inside it (INP, issue 31);
  // that frame is usually painted while the request runs, so the wait starts with it.
  const painted = paintAwaited();
  try {
    const page: Page<ItemRevisaoDto> = yield callApi(getItensRevisao, payload.idPedido, { page: payload.page, size: payload.size }, listFilter(state));
    const ids: number[] = yield call(rowsReceived, 'review', 'items', state.idCotacao ?? 0, page.content);
    yield call(painted);
    yield put(orderReviewActions.itemsLoaded({ idPedido: payload.idPedido, ids, total: page.totalElements }));
  } catch (error) {
    yield put(orderReviewActions.itemsFailed({ idPedido: payload.idPedido, error: failureMessage(error, ITEMS_FAILED) }));
  }
}

function* loadSummary(): SagaIterator {
  const { idCotacao, summary }: OrderReviewState = yield select(selectState);
  if (idCotacao === null || !summary.open) return;
  try {
    const answer: ResumoDto<SummaryRow> = yield callApi(getResumoPedidos, idCotacao, summary.tab, { desconsiderarLooping: summary.ignoreLooping, page: summary.page, size: SUMMARY_PAGE_SIZE });
    yield put(orderReviewActions.summaryLoaded({ rows: answer.content, total: answer.totalElements, totais: answer.totais }));
  } catch (error) {
    yield put(orderReviewActions.summaryFailed(failureMessage(error, SUMMARY_FAILED)));
  }
}

/** 'Relatório': every order under the filter (both tabs), for the print view. */
function* loadReport(): SagaIterator {
  const state: OrderReviewState = yield select(selectState);
  if (state.idCotacao === null) return;
  // The 4,500 orders are stored and drawn once the click's frame (the dialog opening) is painted (INP, issue 31).
  const painted = paintAwaited();
  try {
    const page: Page<PedidoRevisaoDto> = yield callApi(getFiliaisRevisao, state.idCotacao, { filter: listFilter(state), pendentesPagamento: false }, {});
    yield call(painted);
    const ids: number[] = yield call(rowsReceived, 'review', 'orders', state.idCotacao, page.content);
    yield put(orderReviewActions.reportLoaded(ids));
  } catch (error) {
    yield put(orderReviewActions.reportFailed(failureMessage(error, BRANCHES_FAILED)));
  }
}

/** An export: the link the server answers opens in a new window (takeLeading: a double click opens one). */
function* exportFile({ payload: kind }: ReturnType<typeof orderReviewActions.exportRequested>): SagaIterator {
  const { idCotacao }: OrderReviewState = yield select(selectState);
  if (idCotacao === null) return;
  try {
    // 'Exportar Planilha' is a real .xlsx written here (issue 29 point 6); the other exports are the server's files.
    if (kind === 'planilha') yield call(exportSpreadsheet, idCotacao);
    else yield openDownloadLink(exportarRevisao, idCotacao, kind);
    yield put(orderReviewActions.exportFinished(null));
  } catch (error) {
    yield put(orderReviewActions.exportFinished(failureMessage(error, EXPORT_FAILED)));
  }
}

/** 'Enviar pedidos': the sending feature asks for the looping settings and sends (appEvents). */
function* askToSend(): SagaIterator {
  const { idCotacao }: OrderReviewState = yield select(selectState);
  // The orders the buyer chose (issue 29 point 1), or, with none chosen, every order of the quotation.
  const selected: number[] = yield select(selectSelectedOrderIds);
  if (idCotacao !== null) yield put(orderSendRequested({ idCotacao, idPedidos: selected.length > 0 ? selected : 'todos' }));
}

/** Orders of this quotation changed elsewhere (sent, looping ended, a code): read everything again. */
function* ordersChangedElsewhere({ payload }: ReturnType<typeof ordersChanged>): SagaIterator {
  const { idCotacao }: OrderReviewState = yield select(selectState);
  if (idCotacao === payload.idCotacao) yield put(orderReviewActions.refreshRequested({ items: true }));
}

function* watchRepresentatives(): SagaIterator {
  yield* takeLatestByKey<ReturnType<typeof orderReviewActions.supplierToggled>>(orderReviewActions.supplierToggled.type, (action) => String(action.payload), loadRepresentatives);
}

function* watchItems(): SagaIterator {
  yield* takeLatestByKey<ReturnType<typeof orderReviewActions.itemsPageRequested>>(orderReviewActions.itemsPageRequested.type, (action) => String(action.payload.idPedido), loadItems);
}

function* pageReads(): SagaIterator {
  yield all([
    takeLatest(orderReviewActions.reviewEntered.type, loadContext),
    takeLatest(orderReviewActions.refreshRequested.type, reloadContext),
    takeLatest([orderReviewActions.reviewEntered.type, orderReviewActions.refreshRequested.type], loadLooping),
    takeLatest([orderReviewActions.reviewEntered.type, orderReviewActions.refreshRequested.type, orderReviewActions.filterApplied.type, orderReviewActions.tabChosen.type], loadLists),
    call(watchRepresentatives),
  ]);
}

export function* orderReviewSaga(): SagaIterator {
  yield all([
    saveQueue(reviewQuantityQueue),
    call(reviewItemsSyncSaga),
    // Leaving the page cancels its reads and aborts their requests.
    call(cancelledOnLeave, orderReviewActions.reviewLeft.type, pageReads),
    takeEvery(orderReviewActions.representativeToggled.type, representativeToggled),
    takeEvery(orderReviewActions.orderToggled.type, orderToggled),
    takeLatest([orderReviewActions.summaryOpened.type, orderReviewActions.summaryTabChosen.type, orderReviewActions.summaryPageChosen.type, orderReviewActions.ignoreLoopingToggled.type], loadSummary),
    takeEvery(orderReviewActions.sendRequested.type, askToSend),
    takeLeading(orderReviewActions.exportRequested.type, exportFile),
    takeLatest(orderReviewActions.reportOpened.type, loadReport),
    takeEvery(ordersChanged.type, ordersChangedElsewhere),
    takeEvery(orderReviewActions.quantityEdited.type, reviewQuantityEdited),
    takeEvery(conflictTookCurrent.type, reviewConflictTookCurrent),
    takeEvery(orderReviewActions.quantitySavesRetried.type, retryReviewQuantitySaves),
    call(watchItems),
  ]);
}
