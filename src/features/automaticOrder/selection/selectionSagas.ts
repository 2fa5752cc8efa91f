import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../../api/dto';
import { failureMessage } from '../../../api/http';
import type { ItemExcluidoDto, SelecaoPedidoDto } from '../../../api/pedidoAutomaticoSelectionDto';
import { excluirItensPedido, excluirItensPorFiltro, excluirPedidos, getItensExcluidos, getPreviaExclusao, reinserirItensExcluidos, removerItensFiltradosParcialmente } from '../../../api/pedidoAutomaticoSelectionApi';
import { isFilterActive } from '../../../domain/automaticOrderFilter';
import { NO_SELECTION, selectionBody, selectionMode, toggleOrder } from '../../../domain/orderSelection';
import { itemsSavedHere } from '../../../entities/saves/itemsSync';
import { selectSessionUser } from '../../../entities/session/sessionSelectors';
import type { SessionUser } from '../../../entities/session/sessionUser';
import { readItem, removeItem, userKey, writeItem } from '../../../shared/lib/storage';
import { callApi } from '../../../shared/saga/callApi';
import { navigateTo } from '../../../shared/saga/navigation';
import { writeAddress } from '../automaticOrderAddress';
import { automaticOrderActions, type AutomaticOrderState } from '../automaticOrderSlice';
import { answersSaga } from '../answers/answersSagas';
import { EXCLUDED_PAGE_SIZE, selectionActions, type SelectionState } from './selectionSlice';
import { DELETE_FAILED, deletedText, EXCLUDED_FAILED, REINSERT_FAILED, reinsertedText } from './selectionTexts';

/**
 * Deleting the selected products in the mode of the selection (spec 03 §4.2, §7.1), the
 * excluded-products view and re-inserting (issue 11). After a deletion the lists start again on
 * the first page; when nothing remains and no filter is active the buyer returns to the summary.
 */
type State = { automaticOrder: AutomaticOrderState; automaticOrderSelection: SelectionState };
const orderState = (st: State) => st.automaticOrder;
const selectionState = (st: State) => st.automaticOrderSelection;


/** Sends the deletion that fits the selection mode; answers how many products went. */
export function* deleteByMode(idCotacao: number, body: SelecaoPedidoDto): SagaIterator<number> {
  if (body.checkTodosSelecionados && !body.parcialmenteSelecionados) return (yield callApi(excluirItensPorFiltro, idCotacao, body.filtros)) as number;
  if (body.checkTodosSelecionados) return (yield callApi(removerItensFiltradosParcialmente, idCotacao, body)) as number;
  // Only chosen orders: whole orders go by order (without a filter, an order is all its items); the rest by item.
  const whole = body.filtrado ? [] : body.itens.filter((entry) => entry.selecionado && !entry.parcial);
  const rest = body.itens.filter((entry) => !whole.includes(entry));
  let count = 0;
  if (whole.length > 0) count += (yield callApi(excluirPedidos, whole.map(({ idPedido }) => ({ idPedido })))) as number;
  if (rest.length > 0) count += (yield callApi(excluirItensPedido, { ...body, parcialmenteSelecionados: true, itens: rest })) as number;
  return count;
}

/** What the open confirmation deletes, as the server reads it; null when there is nothing. */
function* deletionBody(): SagaIterator<{ idCotacao: number; body: SelecaoPedidoDto } | null> {
  const { idCotacao, filter }: AutomaticOrderState = yield select(orderState);
  const { selection: chosen, deletion }: SelectionState = yield select(selectionState);
  // A card's delete icon deletes that order alone, whatever else is selected.
  const selection = deletion.idPedido === null ? chosen : toggleOrder(NO_SELECTION, deletion.idPedido, 0);
  if (idCotacao === null || selectionMode(selection) === 'none') return null;
  return { idCotacao, body: { ...selectionBody(selection), filtrado: isFilterActive(filter), filtros: filter } };
}

/** The confirmation names how many items of how many orders go (issue 28); without the count it still asks. */
function* previewDeletion(): SagaIterator {
  const target: { idCotacao: number; body: SelecaoPedidoDto } | null = yield call(deletionBody);
  if (!target) return;
  try {
    yield put(selectionActions.deletionPreviewed(yield callApi(getPreviaExclusao, target.idCotacao, target.body)));
  } catch {
    // The question stands without its count.
  }
}

/** Products deleted or put back: the buyer's other tabs read their lists again (entities/saves/tabSync.ts). */
function* tellOtherTabs(idCotacao: number): SagaIterator {
  yield put(itemsSavedHere({ idCotacao, itens: [], pedidos: [], removidos: [], reread: true }));
}

function* deleteSelection(): SagaIterator {
  const { filter, total }: AutomaticOrderState = yield select(orderState);
  const target: { idCotacao: number; body: SelecaoPedidoDto } | null = yield call(deletionBody);
  if (!target) return;
  const { idCotacao, body } = target;
  const filtrado = body.filtrado;
  let count: number;
  try {
    count = yield call(deleteByMode, idCotacao, body);
  } catch (error) {
    yield put(selectionActions.deleteFinished({ tone: 'error', text: failureMessage(error, DELETE_FAILED) }));
    return;
  }
  yield put(selectionActions.deleteFinished({ tone: 'success', text: deletedText(count) }));
  yield call(tellOtherTabs, idCotacao);
  // The lists, their totals and the open orders start again on the first page (the same filter), in the address too.
  yield put(automaticOrderActions.filterApplied(filter));
  const query = writeAddress({ filter, supplierPage: 0 }).toString();
  yield call(navigateTo, `/pedido-automatico/${idCotacao}${query ? `?${query}` : ''}`, { replace: true });
  if (total.shown) yield put(automaticOrderActions.totalRefreshRequested());
  if (filtrado) return;
  const loaded: ReturnType<typeof automaticOrderActions.suppliersLoaded> | ReturnType<typeof automaticOrderActions.suppliersFailed> = yield take([automaticOrderActions.suppliersLoaded.type, automaticOrderActions.suppliersFailed.type]);
  // Nothing left and no filter: the order starts again from the summary (spec 03 §4.2).
  if (automaticOrderActions.suppliersLoaded.match(loaded) && loaded.payload.length === 0) yield call(navigateTo, `/pedido-resumo/${idCotacao}`);
}

const excludedFlagKey = (user: SessionUser | null, idCotacao: number) => userKey(user?.sub ?? 'anon', `pedidoAutomatico:verExcluidos:${idCotacao}`);

/** The excluded-products view is kept per quotation (spec 03 §7.1): opening the quotation again shows it again. */
function* restoreExcludedView({ payload }: ReturnType<typeof automaticOrderActions.automaticOrderEntered>): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  const { excluded }: SelectionState = yield select(selectionState);
  const wanted = readItem(excludedFlagKey(user, payload.idCotacao)) === '1';
  if (wanted !== excluded.open) yield put(selectionActions.excludedViewToggled(wanted));
  else if (wanted && excluded.status === 'idle') yield put(selectionActions.excludedPageRequested(0));
}

function* rememberExcludedView({ payload: open }: ReturnType<typeof selectionActions.excludedViewToggled>): SagaIterator {
  const { idCotacao }: AutomaticOrderState = yield select(orderState);
  const user: SessionUser | null = yield select(selectSessionUser);
  if (idCotacao === null) return;
  if (open) writeItem(excludedFlagKey(user, idCotacao), '1');
  else removeItem(excludedFlagKey(user, idCotacao));
  if (open) yield put(selectionActions.excludedPageRequested(0));
}

function* loadExcluded({ payload: page }: ReturnType<typeof selectionActions.excludedPageRequested>): SagaIterator {
  const { idCotacao }: AutomaticOrderState = yield select(orderState);
  if (idCotacao === null) return;
  try {
    const answer: Page<ItemExcluidoDto> = yield callApi(getItensExcluidos, idCotacao, { page, size: EXCLUDED_PAGE_SIZE });
    // A page emptied by a re-insert shows the one before.
    if (answer.content.length === 0 && page > 0) {
      yield put(selectionActions.excludedPageRequested(page - 1));
      return;
    }
    yield put(selectionActions.excludedLoaded({ rows: answer.content, total: answer.totalElements, page }));
  } catch (error) {
    yield put(selectionActions.excludedFailed(failureMessage(error, EXCLUDED_FAILED)));
  }
}

function* reinsert({ payload: ids }: ReturnType<typeof selectionActions.reinsertRequested>): SagaIterator {
  const { idCotacao }: AutomaticOrderState = yield select(orderState);
  const { excluded }: SelectionState = yield select(selectionState);
  if (idCotacao === null) return;
  try {
    const count: number = yield callApi(reinserirItensExcluidos, idCotacao, { todos: ids === null, idPedidoItens: ids ?? [] });
    yield put(selectionActions.reinsertFinished({ tone: 'success', text: reinsertedText(count) }));
    yield call(tellOtherTabs, idCotacao);
  } catch (error) {
    yield put(selectionActions.reinsertFinished({ tone: 'error', text: failureMessage(error, REINSERT_FAILED) }));
  }
  yield put(selectionActions.excludedPageRequested(excluded.page));
  // Re-inserted items come back into their orders (an emptied order with them): lists, totals and open orders follow.
  yield put(automaticOrderActions.figuresChanged({ orders: true }));
}

export function* selectionSaga(): SagaIterator {
  yield all([
    takeLeading(selectionActions.deleteConfirmed.type, deleteSelection),
    takeLatest([selectionActions.deleteRequested.type, selectionActions.orderDeleteRequested.type], previewDeletion),
    takeLatest(automaticOrderActions.automaticOrderEntered.type, restoreExcludedView),
    takeLatest(selectionActions.excludedViewToggled.type, rememberExcludedView),
    takeLatest(selectionActions.excludedPageRequested.type, loadExcluded),
    takeLeading(selectionActions.reinsertRequested.type, reinsert),
    call(answersSaga),
  ]);
}
