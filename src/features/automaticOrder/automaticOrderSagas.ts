import type { SagaIterator } from 'redux-saga';
import { recentQuotationChanged } from '../../shared/lib/appEvents';
import { all, call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { OpcaoFornecedorDto, ProblemaEmbalagemMinimoDto } from '../../api/pedidoAutomaticoDto';
import type { NormalizedEntities } from '../../api/schemas';
import type { PedidoItemDto } from '../../api/dto';
import { failureMessage } from '../../api/http';
import {
  getFiliaisPedido,
  getItensPedido,
  getOpcoesFornecedor,
  getProblemaEmbalagemMinimo,
  type BranchOrdersPage,
} from '../../api/pedidoAutomaticoApi';
import { entitiesReceived } from '../../entities/entitiesActions';
import { quotationContextRequested } from '../../entities/quotation/quotationContextSlice';
import { orderItemsClosed, orderItemsLoaded, orderItemsOpened } from '../../entities/orderItemsSlice';
import { saveQueue } from '../../entities/saves/saveQueueSagas';
import { callApi } from '../../shared/saga/callApi';
import { cancelledOnLeave } from '../../shared/saga/cancelledOnLeave';
import { takeLatestByKey } from '../../shared/saga/keyed';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { columnPreferenceSaga } from './grid/columnPreferenceSagas';
import { figuresSaga, readRepresentatives, readSuppliers, storeTotalWithRows } from './tree/figuresSagas';
import { readAutomaticOrderTotal } from '../../entities/orderTree/automaticOrderTotalSagas';
import { conflictTookCurrent } from '../../entities/saves/pendingSavesSlice';
import { itemsSyncSaga } from './grid/itemsSyncSagas';
import { quantityConflictTookCurrent, quantityEdited, quantityQueue, quantityUndo, retryQuantitySaves, withPendingQuantities } from './grid/automaticOrderSaveSagas';
import { automaticOrderActions, MAX_OPEN_ORDERS, BRANCH_ORDERS_PAGE_SIZE, representativeKey, type AutomaticOrderState } from './automaticOrderSlice';
import { ITEMS_FAILED, LOAD_ERROR, REPRESENTATIVES_FAILED, SUPPLIERS_FAILED, TOTAL_FAILED } from './automaticOrderTexts';

/**
 * The automatic order screen's reads (issue 10 part 3): suppliers → representatives → branch
 * orders (15 per page, 'Carregar mais') → an opened order's items, all under the screen's filter.
 * Reads are takeLatest, per key where several run side by side (one per supplier,
 * representative, order): a newer read of the same list cancels the older one and aborts its
 * request (callApi), other lists go on.
 */
type State = { automaticOrder: AutomaticOrderState };
const selectState = (s: State) => s.automaticOrder;

function* loadSuppliers(): SagaIterator {
  const { idCotacao, filter, suppliers }: AutomaticOrderState = yield select(selectState);
  // 'loading' here means the read before this one was cancelled (takeLatest: 'Filtrar' then the address catching up).
  if (idCotacao === null || suppliers.status === 'loaded' || suppliers.status === 'failed') return;
  yield put(automaticOrderActions.suppliersLoading());
  try {
    const ids: number[] = yield call(readSuppliers, idCotacao, filter);
    yield put(automaticOrderActions.suppliersLoaded(ids));
  } catch (error) {
    yield put(automaticOrderActions.suppliersFailed(failureMessage(error, SUPPLIERS_FAILED)));
  }
}

/** 'Resolver Conflitos' shows when some order has a packaging or minimum problem. */
function* loadConflictButton(): SagaIterator {
  const { idCotacao }: AutomaticOrderState = yield select(selectState);
  if (idCotacao === null) return;
  try {
    const answer: ProblemaEmbalagemMinimoDto = yield callApi(getProblemaEmbalagemMinimo, idCotacao);
    yield put(automaticOrderActions.packOrMinimumProblemsLoaded(answer.sucesso));
  } catch {
    yield put(automaticOrderActions.packOrMinimumProblemsLoaded(false)); // reported by the HTTP layer; the button stays hidden
  }
}

/** The quotation header and stepper: read (once, shared with the other screens) by the entities' saga. */
function* loadContext(): SagaIterator {
  const { idCotacao }: AutomaticOrderState = yield select(selectState);
  if (idCotacao !== null) yield put(quotationContextRequested({ idCotacao }));
}

/** The filter's supplier choices (once per quotation; without them the field offers 'Todos' only). */
function* loadSupplierOptions(): SagaIterator {
  const { idCotacao, supplierOptions }: AutomaticOrderState = yield select(selectState);
  if (idCotacao === null || supplierOptions.length > 0) return;
  try {
    const options: OpcaoFornecedorDto[] = yield callApi(getOpcoesFornecedor, idCotacao);
    yield put(automaticOrderActions.supplierOptionsLoaded(options));
  } catch {
    // reported by the HTTP layer; the filter still works by text and flags
  }
}

function* loadRepresentatives({ payload: idFornecedor }: ReturnType<typeof automaticOrderActions.supplierToggled>): SagaIterator {
  const { idCotacao, filter, openSuppliers, representatives }: AutomaticOrderState = yield select(selectState);
  if (idCotacao === null || !openSuppliers.includes(idFornecedor) || representatives[idFornecedor]?.status === 'loaded') return;
  yield put(automaticOrderActions.representativesLoading(idFornecedor));
  try {
    const ids: number[] = yield call(readRepresentatives, idCotacao, filter, idFornecedor);
    yield put(automaticOrderActions.representativesLoaded({ idFornecedor, ids }));
  } catch (error) {
    yield put(automaticOrderActions.representativesFailed({ idFornecedor, error: failureMessage(error, REPRESENTATIVES_FAILED) }));
  }
}

/** Opening a representative loads its first page of branch orders (once). */
function* firstBranchOrders({ payload }: ReturnType<typeof automaticOrderActions.representativeToggled>): SagaIterator {
  const { openRepresentatives, branchOrders }: AutomaticOrderState = yield select(selectState);
  const key = representativeKey(payload.idFornecedor, payload.idRepresentante);
  if (openRepresentatives.includes(key) && !branchOrders[key]) yield put(automaticOrderActions.branchOrdersRequested(payload));
}

function* loadBranchOrders({ payload }: ReturnType<typeof automaticOrderActions.branchOrdersRequested>): SagaIterator {
  const { idCotacao, filter, branchOrders }: AutomaticOrderState = yield select(selectState);
  const key = representativeKey(payload.idFornecedor, payload.idRepresentante);
  const page = branchOrders[key]?.nextPage ?? 0;
  if (idCotacao === null) return;
  try {
    const answer: BranchOrdersPage = yield callApi(getFiliaisPedido, idCotacao, filter, payload, { page, size: BRANCH_ORDERS_PAGE_SIZE });
    yield put(entitiesReceived(answer.entities));
    yield put(automaticOrderActions.branchOrdersLoaded({ key, page, ids: answer.ids, total: answer.total, last: answer.last }));
  } catch (error) {
    yield put(automaticOrderActions.branchOrdersFailed({ key, error: failureMessage(error, LOAD_ERROR) }));
  }
}

/** At most five orders open: opening a sixth closes the oldest (spec 03 §4.2). */
function* openOrder({ payload: idPedido }: ReturnType<typeof automaticOrderActions.orderOpenRequested>): SagaIterator {
  const { openOrders }: AutomaticOrderState = yield select(selectState);
  if (openOrders.includes(idPedido)) return;
  if (openOrders.length >= MAX_OPEN_ORDERS) yield put(automaticOrderActions.orderClosed(openOrders[0]));
  yield put(automaticOrderActions.orderOpened(idPedido));
}

/** Loads (again) an open order's items, with its sort and the filter, into the order-items store. */
function* loadItems(idPedido: number): SagaIterator {
  const { idCotacao, filter, sortByOrder, openOrders }: AutomaticOrderState = yield select(selectState);
  if (idCotacao === null || !openOrders.includes(idPedido)) return;
  const sort = sortByOrder[idPedido] ?? { sort: 'descricaoProdutoCliente', asc: true };
  yield put(automaticOrderActions.itemsLoading(idPedido));
  try {
    const read: PedidoItemDto[] = yield callApi(getItensPedido, idCotacao, filter, { idPedido, ...sort });
    const items: PedidoItemDto[] = yield* withPendingQuantities(idPedido, read);
    yield put(orderItemsLoaded({ idPedido, items }));
    yield put(automaticOrderActions.itemsLoaded(idPedido));
  } catch (error) {
    yield put(automaticOrderActions.itemsFailed({ idPedido, error: failureMessage(error, ITEMS_FAILED) }));
  }
}

/**
 * Keeps the order-items store's pins equal to the open accordions: a newly open order is pinned
 * and its items load; one no longer open (closed, the oldest of six, a new filter, leaving) is
 * unpinned, so the store's LRU may drop it.
 */
function* syncOpenOrders(pinned: Set<number>): SagaIterator {
  const { openOrders }: AutomaticOrderState = yield select(selectState);
  for (const idPedido of [...pinned]) {
    if (openOrders.includes(idPedido)) continue;
    pinned.delete(idPedido);
    yield put(orderItemsClosed(idPedido));
  }
  for (const idPedido of openOrders) {
    if (pinned.has(idPedido)) continue;
    pinned.add(idPedido);
    yield put(orderItemsOpened(idPedido));
    yield put(automaticOrderActions.itemsReloadRequested(idPedido));
  }
}

type ItemsRead = ReturnType<typeof automaticOrderActions.itemsReloadRequested> | ReturnType<typeof automaticOrderActions.itemsSortClicked>;
const isItemsRead = (action: unknown): action is ItemsRead => automaticOrderActions.itemsReloadRequested.match(action) || automaticOrderActions.itemsSortClicked.match(action);
const orderOf = (action: ItemsRead): number => (typeof action.payload === 'number' ? action.payload : action.payload.idPedido);

/** The total's refresh: disabled while it runs and for 3 s after (timing from the saga context). */
function* refreshTotal(): SagaIterator {
  const { idCotacao, total }: AutomaticOrderState = yield select(selectState);
  if (idCotacao === null || total.status !== 'refreshing') return;
  const timing: Timing = yield* getTiming();
  try {
    const read: NormalizedEntities = yield call(readAutomaticOrderTotal, idCotacao);
    // 'Atualizar' brings the supplier and representative rows up to date with it, in the same action.
    yield call(storeTotalWithRows, read);
    yield put(automaticOrderActions.totalLoaded());
  } catch (error) {
    yield put(automaticOrderActions.totalFailed(failureMessage(error, TOTAL_FAILED)));
  }
  yield delay(timing.totalRefreshCooldownMs);
  yield put(automaticOrderActions.totalCooldownEnded());
}

/** A change made elsewhere (recentQuotationChanged for this quotation): a total on show is read again, without the refresh control's cooldown. */
function* rereadTotal(): SagaIterator {
  const { idCotacao, total }: AutomaticOrderState = yield select(selectState);
  if (idCotacao === null || !total.shown) return;
  try {
    const read: NormalizedEntities = yield call(readAutomaticOrderTotal, idCotacao);
    yield put(entitiesReceived(read));
  } catch {
    // reported by the HTTP layer; the stale figure gives way to ' R$ - ' and the refresh control
    yield put(automaticOrderActions.totalHidden());
  }
}

type QuotationChanged = ReturnType<typeof recentQuotationChanged>;
/** recentQuotationChanged for the quotation on this page, once its slice has taken it. */
function* whenThisQuotationChanged(worker: () => SagaIterator): SagaIterator {
  yield takeLatest(recentQuotationChanged.type, function* onChange(action: QuotationChanged): SagaIterator {
    const { idCotacao }: AutomaticOrderState = yield select(selectState);
    if (idCotacao === action.payload.idCotacao) yield call(worker);
  });
}

function* watchRepresentatives(): SagaIterator {
  yield* takeLatestByKey<ReturnType<typeof automaticOrderActions.supplierToggled>>(automaticOrderActions.supplierToggled.type, (action) => String(action.payload), loadRepresentatives);
}

function* watchBranchOrders(): SagaIterator {
  yield* takeLatestByKey<ReturnType<typeof automaticOrderActions.branchOrdersRequested>>(
    automaticOrderActions.branchOrdersRequested.type,
    (action) => representativeKey(action.payload.idFornecedor, action.payload.idRepresentante),
    loadBranchOrders,
  );
}

/** One read per order at a time: a new sort (or reopening) cancels the previous read of that order and aborts it. */
function* watchItems(): SagaIterator {
  yield* takeLatestByKey<ItemsRead>(isItemsRead, (action) => String(orderOf(action)), function* reload(action) {
    yield* loadItems(orderOf(action));
  });
}

function* pageReads(): SagaIterator {
  yield all([
    // One watcher per read: entering the page right after a change cancels the change's read, never runs beside it.
    takeLatest([automaticOrderActions.automaticOrderEntered.type, automaticOrderActions.filterApplied.type, automaticOrderActions.listsReread.type], loadSuppliers),
    takeLatest([automaticOrderActions.automaticOrderEntered.type, automaticOrderActions.listsReread.type], loadConflictButton),
    takeLatest(automaticOrderActions.automaticOrderEntered.type, loadContext),
    takeLatest(automaticOrderActions.automaticOrderEntered.type, loadSupplierOptions),
    call(watchRepresentatives),
    takeEvery(automaticOrderActions.representativeToggled.type, firstBranchOrders),
    call(watchBranchOrders),
    call(watchItems),
  ]);
}

export function* automaticOrderSaga(): SagaIterator {
  const pinned = new Set<number>();
  const openChanged = [automaticOrderActions.orderOpened.type, automaticOrderActions.orderClosed.type, automaticOrderActions.filterApplied.type, automaticOrderActions.automaticOrderEntered.type, automaticOrderActions.automaticOrderLeft.type];
  yield all([
    saveQueue(quantityQueue),
    call(itemsSyncSaga),
    call(columnPreferenceSaga),
    call(figuresSaga),
    call(whenThisQuotationChanged, function* afterChange(): SagaIterator {
      yield put(automaticOrderActions.listsReread());
      yield call(rereadTotal);
    }),
    // Leaving the page cancels its reads and aborts their requests.
    call(cancelledOnLeave, automaticOrderActions.automaticOrderLeft.type, pageReads),
    takeEvery(automaticOrderActions.orderOpenRequested.type, openOrder),
    takeEvery(openChanged, syncOpenOrders, pinned),
    takeLeading(automaticOrderActions.totalRefreshRequested.type, refreshTotal),
    takeEvery(automaticOrderActions.quantityEdited.type, quantityEdited),
    takeEvery(automaticOrderActions.quantityUndoRequested.type, quantityUndo),
    takeEvery(automaticOrderActions.quantitySavesRetried.type, retryQuantitySaves),
    takeEvery(conflictTookCurrent.type, quantityConflictTookCurrent),
  ]);
}
