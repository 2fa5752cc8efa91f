import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, take, takeLatest } from 'redux-saga/effects';
import type { FiltroPedidoAutomaticoDto, TotalPedidoAutomaticoDto } from '../../../api/pedidoAutomaticoDto';
import { getFiliaisPedido, getFornecedoresPedido, getRepresentantesPedido, getTotalPedidos, type BranchOrdersPage } from '../../../api/pedidoAutomaticoApi';
import { entitiesReceived } from '../../../entities/entitiesActions';
import { readTreeRows } from '../../../entities/orderTree/orderTreeSagas';
import { callApi } from '../../../shared/saga/callApi';
import { automaticOrderActions, BRANCH_ORDERS_PAGE_SIZE, type AutomaticOrderState } from '../automaticOrderSlice';

/**
 * The figures of the automatic order follow every change that moves money (issue 25 point 2):
 * one action, figuresChanged, from the quantity save, the answer change, the mass edit, the
 * re-insert and the return from combo or packaging; one saga reads the supplier rows, the open
 * suppliers' representative rows and the total on show again, in place (open panels, pages and
 * the refresh control's state stay), and, when orders may have come or gone, the shown branch
 * orders and the open orders' items. A newer change cancels the reads of the older one.
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

function* rereadBranchOrders(state: AutomaticOrderState): SagaIterator {
  const { idCotacao, filter, branchOrders } = state;
  const keys = Object.keys(branchOrders).filter((key) => branchOrders[key].status === 'loaded');
  const pages: BranchOrdersPage[] = yield all(
    keys.map((key) => {
      const [idFornecedor, idRepresentante] = key.split(':').map(Number);
      return callApi(getFiliaisPedido, idCotacao!, filter, { idFornecedor, idRepresentante }, { page: 0, size: Math.max(1, branchOrders[key].nextPage) * BRANCH_ORDERS_PAGE_SIZE });
    }),
  );
  for (let i = 0; i < keys.length; i += 1) {
    yield put(entitiesReceived(pages[i].entities));
    yield put(automaticOrderActions.branchOrdersRefreshed({ key: keys[i], pages: Math.max(1, branchOrders[keys[i]].nextPage), ids: pages[i].ids, total: pages[i].total, last: pages[i].last }));
  }
}

function* refreshFigures({ payload }: ReturnType<typeof automaticOrderActions.figuresChanged>): SagaIterator {
  const state: AutomaticOrderState = yield select(selectState);
  const { idCotacao, filter, representatives, total } = state;
  if (idCotacao === null) return;
  try {
    const suppliers: number[] = yield call(readSuppliers, idCotacao, filter);
    yield put(automaticOrderActions.suppliersLoaded(suppliers));
    const loaded = Object.keys(representatives).map(Number);
    const lists: number[][] = yield all(loaded.map((idFornecedor) => call(readRepresentatives, idCotacao, filter, idFornecedor)));
    for (let i = 0; i < loaded.length; i += 1) yield put(automaticOrderActions.representativesLoaded({ idFornecedor: loaded[i], ids: lists[i] }));
    if (payload.orders) {
      yield* rereadBranchOrders(state);
      for (const idPedido of state.openOrders) yield put(automaticOrderActions.itemsReloadRequested(idPedido));
    }
    if (total.value && payload.total !== false) {
      const answer: TotalPedidoAutomaticoDto = yield callApi(getTotalPedidos, idCotacao);
      yield put(automaticOrderActions.totalReread(answer));
    }
  } catch {
    // reported by the HTTP layer; the figures stay as they were until the next change or 'Atualizar'
  }
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
