import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, take, takeLatest } from 'redux-saga/effects';
import type { FiltroPedidoAutomaticoDto } from '../../../api/pedidoAutomaticoDto';
import type { NormalizedEntities } from '../../../api/schemas';
import { getFiliaisPedido, getFornecedoresPedido, getRepresentantesPedido, type BranchOrdersPage } from '../../../api/pedidoAutomaticoApi';
import { entitiesReceived } from '../../../entities/entitiesActions';
import { readAutomaticOrderTotal } from '../../../entities/orderTree/automaticOrderTotalSagas';
import { mergedEntities, readTreeLevel, readTreeRows, type TreeRowsRead } from '../../../entities/orderTree/orderTreeSagas';
import { callApi } from '../../../shared/saga/callApi';
import { automaticOrderActions, BRANCH_ORDERS_PAGE_SIZE, type AutomaticOrderState } from '../automaticOrderSlice';

/**
 * The figures of the automatic order follow every change that moves money (issue 25 point 2):
 * one action, figuresChanged, from the quantity save, the answer change, the mass edit, the
 * re-insert and the return from combo or packaging; one saga reads the supplier rows, the open
 * suppliers' representative rows and the total on show again, in place (open panels, pages and
 * the refresh control's state stay), and, when orders may have come or gone, the shown branch
 * orders and the open orders' items. Every figure read is stored in one action (issue 26), so
 * the levels never disagree on screen. A newer change cancels the reads of the older one.
 */
type State = { automaticOrder: AutomaticOrderState };

/** The suppliers under the filter, stored as entities (automaticSuppliers); their ids in the server's order. */
export function* readSuppliers(idCotacao: number, filter: FiltroPedidoAutomaticoDto): SagaIterator<number[]> {
  return (yield call(readTreeRows, 'automatic', 'suppliers', idCotacao, getFornecedoresPedido, idCotacao, filter, { page: 0, size: 10_000 })) as number[];
}

/** A supplier's representatives under the filter, stored as entities (automaticRepresentatives). */
export function* readRepresentatives(idCotacao: number, filter: FiltroPedidoAutomaticoDto, idFornecedor: number): SagaIterator<number[]> {
  return (yield call(readTreeRows, 'automatic', 'representatives', idCotacao, getRepresentantesPedido, idCotacao, filter, idFornecedor)) as number[];
}
const selectState = (s: State) => s.automaticOrder;

/** The shown branch orders of every loaded representative, read again (as many as were shown). */
function* readBranchOrderPages(state: AutomaticOrderState): SagaIterator<{ key: string; page: BranchOrdersPage }[]> {
  const { idCotacao, filter, branchOrders } = state;
  const keys = Object.keys(branchOrders).filter((key) => branchOrders[key].status === 'loaded');
  const pages: BranchOrdersPage[] = yield all(
    keys.map((key) => {
      const [idFornecedor, idRepresentante] = key.split(':').map(Number);
      return callApi(getFiliaisPedido, idCotacao!, filter, { idFornecedor, idRepresentante }, { page: 0, size: Math.max(1, branchOrders[key].nextPage) * BRANCH_ORDERS_PAGE_SIZE });
    }),
  );
  return keys.map((key, i) => ({ key, page: pages[i] }));
}

interface FiguresRead {
  entities: NormalizedEntities;
  suppliers: number[];
  representatives: { idFornecedor: number; ids: number[] }[];
  orders: { key: string; page: BranchOrdersPage }[];
}

/** Reads the supplier rows, the loaded suppliers' representative rows and, with `orders`, the shown branch orders (nothing stored yet). */
function* readFigures(state: AutomaticOrderState, orders: boolean): SagaIterator<FiguresRead> {
  const { idCotacao, filter, representatives } = state;
  const suppliers: TreeRowsRead = yield call(readTreeLevel, 'automatic', 'suppliers', idCotacao!, getFornecedoresPedido, idCotacao, filter, { page: 0, size: 10_000 });
  const loaded = Object.keys(representatives).map(Number);
  const lists: TreeRowsRead[] = yield all(loaded.map((idFornecedor) => call(readTreeLevel, 'automatic', 'representatives', idCotacao!, getRepresentantesPedido, idCotacao, filter, idFornecedor)));
  const pages: FiguresRead['orders'] = orders ? yield call(readBranchOrderPages, state) : [];
  return {
    entities: mergedEntities([suppliers.entities, ...lists.map((list) => list.entities), ...pages.map(({ page }) => page.entities)]),
    suppliers: suppliers.ids,
    representatives: loaded.map((idFornecedor, i) => ({ idFornecedor, ids: lists[i].ids })),
    orders: pages,
  };
}

/**
 * Stores what was read in one action with `also` (the quotation total read beside it), so no
 * state shows a supplier's new total beside the quotation's old one; then the lists' ids.
 */
function* storeFigures(state: AutomaticOrderState, read: FiguresRead | null, also: NormalizedEntities): SagaIterator {
  yield put(entitiesReceived(mergedEntities([read?.entities ?? {}, also])));
  if (!read) return;
  yield put(automaticOrderActions.suppliersLoaded(read.suppliers));
  for (const list of read.representatives) yield put(automaticOrderActions.representativesLoaded(list));
  for (const { key, page } of read.orders) {
    yield put(automaticOrderActions.branchOrdersRefreshed({ key, pages: Math.max(1, state.branchOrders[key].nextPage), ids: page.ids, total: page.total, last: page.last }));
  }
}

function* totalOrNull(idCotacao: number): SagaIterator<NormalizedEntities | null> {
  try {
    return (yield call(readAutomaticOrderTotal, idCotacao)) as NormalizedEntities;
  } catch {
    return null; // reported by the HTTP layer
  }
}

function* refreshFigures({ payload }: ReturnType<typeof automaticOrderActions.figuresChanged>): SagaIterator {
  const state: AutomaticOrderState = yield select(selectState);
  if (state.idCotacao === null) return;
  try {
    const read: FiguresRead = yield call(readFigures, state, payload.orders);
    const total: NormalizedEntities | null = state.total.shown ? yield call(totalOrNull, state.idCotacao) : {};
    // The total on show could not be read with the rows: ' R$ - ' and the refresh control rather than a figure they no longer add up to.
    if (total === null) yield put(automaticOrderActions.totalHidden());
    yield call(storeFigures, state, read, total ?? {});
    if (payload.orders) for (const idPedido of state.openOrders) yield put(automaticOrderActions.itemsReloadRequested(idPedido));
  } catch {
    // reported by the HTTP layer; the figures stay as they were until the next change or 'Atualizar'
  }
}

/**
 * 'Atualizar': the total just read is stored with the supplier and representative rows read
 * again beside it (when those reads fail, the total alone).
 */
export function* storeTotalWithRows(total: NormalizedEntities): SagaIterator {
  const state: AutomaticOrderState = yield select(selectState);
  let read: FiguresRead | null = null;
  try {
    read = yield call(readFigures, state, false);
  } catch {
    // reported by the HTTP layer; the rows stay as they were
  }
  yield call(storeFigures, state, read, total);
}

/** Coming back to the same quotation's lists (from the combo or packaging screen): orders may have been made or changed there. */
function* watchReturns(): SagaIterator {
  for (;;) {
    yield take(automaticOrderActions.automaticOrderLeft.type);
    const entered: ReturnType<typeof automaticOrderActions.automaticOrderEntered> = yield take(automaticOrderActions.automaticOrderEntered.type);
    const { idCotacao, suppliers }: AutomaticOrderState = yield select(selectState);
    if (idCotacao === entered.payload.idCotacao && suppliers.status === 'loaded') yield put(automaticOrderActions.figuresChanged({ orders: true }));
  }
}

export function* figuresSaga(): SagaIterator {
  yield all([takeLatest(automaticOrderActions.figuresChanged.type, refreshFigures), call(watchReturns)]);
}
