import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import {
  getItensPedidoManual,
  getOpcoesFiltro,
  getProdutosAgrupados,
  getRespostasItem,
  getRespostasProduto,
  getPaginaPedidoManual,
  getTotaisPedidoManual,
} from '../../api/pedidoManualApi';
import type { OpcoesFiltroManualDto, PaginaPedidoManualDto, TotaisPedidoManualDto } from '../../api/pedidoManualPaginaDto';
import { pedidoExiste } from '../../api/pedidoManualInsercaoApi';
import type { PedidoManualItemDto, PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import type { ProdutoAgrupadoDto, RespostaFilialManualDto } from '../../api/pedidoManualMassaDto';
import type { PedidoExisteDto, ValorTotalManualDto } from '../../api/pedidoManualTotaisDto';
import { cleanBusca, MANUAL_ORDER_PAGE_SIZES } from '../../domain/manualOrderFilter';
import { quotationContextRequested } from '../../entities/quotation/quotationContextSlice';
import { saveQueue } from '../../entities/saves/saveQueueSagas';
import { selectSessionUser } from '../../entities/session/sessionSelectors';
import type { SessionUser } from '../../entities/session/sessionUser';
import { readJson, userKey, writeJson } from '../../shared/lib/storage';
import { paintAwaited } from '../../shared/lib/afterNextPaint';
import { callApi } from '../../shared/saga/callApi';
import { takeLatestByKey } from '../../shared/saga/keyed';
import { navigateTo } from '../../shared/saga/navigation';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { manualOrderPath } from './manualOrderAddress';
import { loadFailure } from './manualOrderCallSagas';
import { manualOrderDataActions, type ManualOrderDataState } from './manualOrderDataSlice';
import {
  answerMarkSettled,
  branchMarkSettled,
  filterApplied,
  manualOrderEntered,
  massChangeApplied,
  productMarkSettled,
  quantityCommitted,
  quantitySaved,
  quantitySavesRetried,
} from './manualOrderEvents';
import { quantityConflictTookCurrent, quantityEdited, quantityQueue, retryQuantitySaves, withPendingQuantities } from './manualOrderSaveSagas';
import { conflictTookCurrent } from '../../entities/saves/pendingSavesSlice';
import { manualOrderActions, type ManualOrderState } from './manualOrderSlice';
import { branchPageContentLoaded } from './manualOrderPageSagas';
import { LOAD_FAILED } from './manualOrderTexts';

/**
 * The manual order page's reads (spec 02 §2.2, §7): the header, the filter's choices, 'Ver
 * Pedidos', the page of branches → each branch's page of products → each product's page of
 * answers (or, grouped, the page of products → each one's answers across branches), and the
 * totals. Reads are takeLatest, per key where several run side by side (one per branch, product):
 * a newer read of the same list cancels the older one and aborts its request. The page's changes
 * (filter, page, size, view) go into the address, so a reload rebuilds the screen.
 */
type State = { manualOrder: ManualOrderState; manualOrderData: ManualOrderDataState };
const selectScreen = (s: State) => s.manualOrder;
const selectData = (s: State) => s.manualOrderData;

export const GROUPED_VIEW_KEY = 'pedidoManual:visualizarAgrupado';

/** The header: read once and shared with the other screens, by the entities' saga. */
function* loadContext(): SagaIterator {
  const { idCotacao }: ManualOrderState = yield select(selectScreen);
  if (idCotacao !== null) yield put(quotationContextRequested({ idCotacao }));
}

/** The filter's branch and supplier choices (once per quotation; without them the filter still works by text and flags). */
function* loadOptions(): SagaIterator {
  const { idCotacao, branchOptions }: ManualOrderState = yield select(selectScreen);
  if (idCotacao === null || branchOptions.length > 0) return;
  try {
    // Both lists in one request (GET /pedidomanual/opcoesFiltro).
    const options: OpcoesFiltroManualDto = yield callApi(getOpcoesFiltro, idCotacao);
    yield put(manualOrderActions.optionsLoaded({ branches: options.filiais, suppliers: options.fornecedores }));
  } catch {
    // reported by the HTTP layer
  }
}

/** 'Ver Pedidos' shows only when the order-exists check succeeds. */
export function* loadOrdersExist(): SagaIterator {
  const { idCotacao }: ManualOrderState = yield select(selectScreen);
  if (idCotacao === null) return;
  try {
    const answer: PedidoExisteDto = yield callApi(pedidoExiste, idCotacao);
    yield put(manualOrderActions.ordersExistLoaded(answer.sucesso));
  } catch {
    yield put(manualOrderActions.ordersExistLoaded(false));
  }
}

/** The user's 'Visualizar Agrupado', read before the first list of the page (spec 02 §9: per user, in local storage). */
function* readGroupedPreference(): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;
  yield put(manualOrderActions.groupedPreferenceRead(readJson<boolean>(userKey(user.sub, GROUPED_VIEW_KEY), false) === true));
}

function* storeGroupedPreference({ payload }: ReturnType<typeof manualOrderActions.groupedToggled>): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (user) writeJson(userKey(user.sub, GROUPED_VIEW_KEY), payload);
}

/** The page of branches, or of grouped products, under the filter. */
function* loadList(action: { type: string }): SagaIterator {
  if (manualOrderEntered.match(action)) yield call(readGroupedPreference);
  const { idCotacao, filter, page, size, grouped, branches, groupedProducts }: ManualOrderState = yield select(selectScreen);
  const list = grouped ? groupedProducts : branches;
  // 'loading' here means the read before this one was cancelled (takeLatest).
  if (idCotacao === null || list.status === 'loaded' || list.status === 'failed') return;
  if (grouped) {
    if (list.status !== 'loading') yield put(manualOrderActions.groupedLoading());
    try {
      const answer: Page<ProdutoAgrupadoDto> = yield callApi(getProdutosAgrupados, idCotacao, filter, { page, size: MANUAL_ORDER_PAGE_SIZES.products });
      yield put(manualOrderActions.groupedLoaded(answer));
      for (const product of answer.content) yield put(manualOrderDataActions.groupedAnswersRequested({ codBarras: product.codBarras, page: 0 }));
      yield put(manualOrderActions.totalsRefreshRequested());
    } catch (error) {
      yield put(manualOrderActions.groupedFailed(loadFailure(error, LOAD_FAILED.grouped)));
    }
    return;
  }
  // A page change already says 'loading' (keeping the page on screen): no second store update in its click.
  if (list.status !== 'loading') yield put(manualOrderActions.branchesLoading());
  // The page is rendered once the click's own frame (the pager) is painted, not inside it (INP, issue 31);
  // that frame is usually painted while the request runs, so the wait starts with it.
  const painted = paintAwaited();
  try {
    // The branches with their first products and answers in one request (not one per branch and product).
    const answer: PaginaPedidoManualDto = yield callApi(getPaginaPedidoManual, idCotacao, filter, { page, size });
    yield call(painted);
    yield put(manualOrderActions.branchesLoaded(answer.filiais));
    yield* branchPageContentLoaded(answer);
    yield put(manualOrderActions.totalsRefreshRequested());
  } catch (error) {
    yield put(manualOrderActions.branchesFailed(loadFailure(error, LOAD_FAILED.branches)));
  }
}

function* loadProducts({ payload }: ReturnType<typeof manualOrderDataActions.productsRequested>): SagaIterator {
  const { filter }: ManualOrderState = yield select(selectScreen);
  try {
    const answer: Page<PedidoManualItemDto> = yield callApi(getItensPedidoManual, payload.idPedidoManual, filter, { page: payload.page, size: MANUAL_ORDER_PAGE_SIZES.products });
    yield put(manualOrderDataActions.productsLoaded({ idPedidoManual: payload.idPedidoManual, page: answer }));
    for (const item of answer.content) yield put(manualOrderDataActions.answersRequested({ idItem: item.id, page: 0 }));
  } catch (error) {
    yield put(manualOrderDataActions.productsFailed({ idPedidoManual: payload.idPedidoManual, error: loadFailure(error, LOAD_FAILED.products) }));
  }
}

function* loadAnswers({ payload }: ReturnType<typeof manualOrderDataActions.answersRequested>): SagaIterator {
  const { filter }: ManualOrderState = yield select(selectScreen);
  try {
    const answer: Page<PedidoManualItemRespostaDto> = yield callApi(getRespostasItem, payload.idItem, filter, { page: payload.page, size: MANUAL_ORDER_PAGE_SIZES.answers });
    const content: PedidoManualItemRespostaDto[] = yield* withPendingQuantities(answer.content);
    yield put(manualOrderDataActions.answersLoaded({ idItem: payload.idItem, page: { ...answer, content } }));
  } catch (error) {
    yield put(manualOrderDataActions.answersFailed({ idItem: payload.idItem, error: loadFailure(error, LOAD_FAILED.answers) }));
  }
}

function* loadGroupedAnswers({ payload }: ReturnType<typeof manualOrderDataActions.groupedAnswersRequested>): SagaIterator {
  const { idCotacao }: ManualOrderState = yield select(selectScreen);
  if (idCotacao === null) return;
  try {
    const answer: Page<RespostaFilialManualDto> = yield callApi(getRespostasProduto, idCotacao, payload.codBarras, { page: payload.page, size: MANUAL_ORDER_PAGE_SIZES.massAnswers });
    const content: RespostaFilialManualDto[] = yield* withPendingQuantities(answer.content);
    yield put(manualOrderDataActions.groupedAnswersLoaded({ codBarras: payload.codBarras, page: { ...answer, content } }));
  } catch (error) {
    yield put(manualOrderDataActions.groupedAnswersFailed({ codBarras: payload.codBarras, error: loadFailure(error, LOAD_FAILED.answers) }));
  }
}

/** The whole order, per representative (with 'Faltam') and per branch on the page; a newer refresh cancels an older one. */
function* refreshTotals(): SagaIterator {
  const { idCotacao, branches }: ManualOrderState = yield select(selectScreen);
  if (idCotacao === null) return;
  try {
    // The order's, per representative and the page's branches' totals in one request (POST /pedidomanual/totais), not one each.
    const totals: TotaisPedidoManualDto = yield callApi(getTotaisPedidoManual, { idCotacao, idClientes: branches.rows.map((branch) => branch.idCliente) });
    const byBranch: Record<number, ValorTotalManualDto> = {};
    for (const { idCliente, total } of totals.porFilial) byBranch[idCliente] = total;
    yield put(manualOrderActions.totalsLoaded({ order: totals.pedido, byRepresentative: totals.porRepresentante, byBranch }));
  } catch (error) {
    yield put(manualOrderActions.totalsFailed(loadFailure(error, LOAD_FAILED.totals)));
  }
}

/** The search applies after the quiet period (spec 02 §5: 1,000 ms, from the timing context), or at once with Enter; literal %20 removed. */
function* applySearch(action: ReturnType<typeof manualOrderActions.searchTyped> | ReturnType<typeof manualOrderActions.searchSubmitted>): SagaIterator {
  if (manualOrderActions.searchTyped.match(action)) {
    const timing: Timing = yield* getTiming();
    yield delay(timing.searchDebounceMs);
  }
  const { filter }: ManualOrderState = yield select(selectScreen);
  const busca = cleanBusca(action.payload);
  if (busca !== filter.busca) yield put(filterApplied({ ...filter, busca }));
}

/** What the page changed goes into the address (a new history entry), so back, reload and links rebuild it. */
function* writeAddress(): SagaIterator {
  const { idCotacao, filter, page, size }: ManualOrderState = yield select(selectScreen);
  if (idCotacao !== null) yield call(navigateTo, manualOrderPath(idCotacao, { filter, page, size }));
}

/** 'Selecionar todos os produtos da filial' changed the branch's products: its page of products (and their answers) is read again. */
function* reloadProductsAfterBranchMark({ payload }: ReturnType<typeof branchMarkSettled>): SagaIterator {
  const data: ManualOrderDataState = yield select(selectData);
  yield put(manualOrderDataActions.productsRequested({ idPedidoManual: payload.idPedidoManual, page: data.productPages[payload.idPedidoManual]?.page ?? 0 }));
}

function* watchKeyedReads(): SagaIterator {
  yield all([
    call(takeLatestByKey<ReturnType<typeof manualOrderDataActions.productsRequested>>, manualOrderDataActions.productsRequested.type, (action) => String(action.payload.idPedidoManual), loadProducts),
    call(takeLatestByKey<ReturnType<typeof manualOrderDataActions.answersRequested>>, manualOrderDataActions.answersRequested.type, (action) => String(action.payload.idItem), loadAnswers),
    call(takeLatestByKey<ReturnType<typeof manualOrderDataActions.groupedAnswersRequested>>, manualOrderDataActions.groupedAnswersRequested.type, (action) => action.payload.codBarras, loadGroupedAnswers),
  ]);
}

const LIST_CHANGES = [manualOrderEntered.type, filterApplied.type, manualOrderActions.pageChanged.type, manualOrderActions.sizeChanged.type, manualOrderActions.groupedToggled.type, manualOrderActions.listReloadRequested.type];
const ADDRESS_CHANGES = [filterApplied.type, manualOrderActions.pageChanged.type, manualOrderActions.sizeChanged.type, manualOrderActions.groupedToggled.type];
const TOTALS_CHANGES = [quantitySaved.type, answerMarkSettled.type, productMarkSettled.type, branchMarkSettled.type, massChangeApplied.type];

export function* manualOrderSaga(): SagaIterator {
  yield all([
    saveQueue(quantityQueue),
    takeLatest(manualOrderEntered.type, loadContext),
    takeLatest(manualOrderEntered.type, loadOptions),
    takeLatest(manualOrderEntered.type, loadOrdersExist),
    takeLatest(LIST_CHANGES, loadList),
    takeEvery(manualOrderActions.groupedToggled.type, storeGroupedPreference),
    takeEvery(ADDRESS_CHANGES, writeAddress),
    takeLatest([manualOrderActions.searchTyped.type, manualOrderActions.searchSubmitted.type], applySearch),
    takeEvery(TOTALS_CHANGES, function* refreshAfterChange() {
      yield put(manualOrderActions.totalsRefreshRequested());
    }),
    takeLatest(manualOrderActions.totalsRefreshRequested.type, refreshTotals),
    takeEvery(branchMarkSettled.type, reloadProductsAfterBranchMark),
    takeEvery(quantityCommitted.type, quantityEdited),
    takeEvery(conflictTookCurrent.type, quantityConflictTookCurrent),
    takeEvery(quantitySavesRetried.type, retryQuantitySaves),
    call(watchKeyedReads),
  ]);
}
