import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { failureMessage } from '../../../api/http';
import type { DescontoRespostaDto, RespostaAlteradaDto, RespostasPorProdutoPageDto } from '../../../api/pedidoAutomaticoSelectionDto';
import { alterarQuantidadeResposta, getDescontosResposta, getRespostasPorProduto, selecionarResposta } from '../../../api/pedidoAutomaticoSelectionApi';
import { isFilterActive } from '../../../domain/automaticOrderFilter';
import { selectionBody, selectionMode } from '../../../domain/orderSelection';
import { normalize } from 'normalizr';
import { orderSchema, type NormalizedEntities } from '../../../api/schemas';
import { entitiesReceived } from '../../../entities/entitiesActions';
import { orderItemsPatched } from '../../../entities/orderItemsSlice';
import { callApi } from '../../../shared/saga/callApi';
import { automaticOrderActions as a, type AutomaticOrderState } from '../automaticOrderSlice';
import { ANSWERS_PAGE_SIZE, answersActions as r, type AnswersState } from './answersSlice';
import { selectionActions as s, type SelectionState } from '../selection/selectionSlice';
import { ANSWER_FAILED, ANSWERS_FAILED, DISCOUNTS_FAILED, NOTHING_SELECTED } from '../selection/selectionTexts';

/**
 * 'Ver Respostas por Produto' (spec 03 §4.2, §7.1): the answers of the selected products (the
 * selection body), choosing an answer or its ordered quantity (the item in the store follows the
 * server's answer; after choosing another representative's answer the item sits in that
 * representative's order: the lists, totals and open orders are read again at once), the
 * discount breakdown.
 */
type State = { automaticOrder: AutomaticOrderState; automaticOrderSelection: SelectionState; automaticOrderAnswers: AnswersState };


function* openAnswers(): SagaIterator {
  const { selection }: SelectionState = yield select((st: State) => st.automaticOrderSelection);
  if (selectionMode(selection) === 'none') {
    yield put(s.noticeShown({ tone: 'warning', text: NOTHING_SELECTED }));
    return;
  }
  yield put(r.answersOpened());
  yield put(r.answersPageRequested(0));
}

function* loadAnswers({ payload: page }: ReturnType<typeof r.answersPageRequested>): SagaIterator {
  const { idCotacao, filter }: AutomaticOrderState = yield select((st: State) => st.automaticOrder);
  const { selection }: SelectionState = yield select((st: State) => st.automaticOrderSelection);
  if (idCotacao === null) return;
  try {
    const body = { ...selectionBody(selection), filtrado: isFilterActive(filter), filtros: filter };
    const answer: RespostasPorProdutoPageDto = yield callApi(getRespostasPorProduto, idCotacao, body, { page, size: ANSWERS_PAGE_SIZE });
    yield put(r.answersLoaded({ rows: answer.content, total: answer.totalElements, page, limitedTo: answer.limiteProdutos ?? null }));
  } catch (error) {
    yield put(r.answersFailed(failureMessage(error, ANSWERS_FAILED)));
  }
}

function* changeAnswer(action: ReturnType<typeof r.answerChosen> | ReturnType<typeof r.answerQuantityChanged>): SagaIterator {
  const { payload } = action;
  try {
    const answer: RespostaAlteradaDto = r.answerChosen.match(action)
      ? yield callApi(selecionarResposta, { id: payload.id, idPedidoItem: payload.idPedidoItem, checked: true })
      : yield callApi(alterarQuantidadeResposta, { id: payload.id, idPedidoItem: payload.idPedidoItem, quantidadePedir: (action.payload as { quantidadePedir: number }).quantidadePedir });
    const { id, idPedido, idProduto: _idProduto, ...changes } = answer.item;
    const moved = answer.itemRemovido !== null || answer.item.id !== payload.idPedidoItem;
    if (!moved) yield put(orderItemsPatched([{ idPedido, id, changes }]));
    const { entities } = normalize<unknown, NormalizedEntities>(answer.pedidos, [orderSchema]);
    if (answer.pedidos.length > 0) yield put(entitiesReceived(entities));
    yield put(r.answerChanged({ from: payload.idPedidoItem, respostas: answer.respostas }));
    // The item left its order for another (or came back): lists, totals and the open orders' items follow.
    if (answer.pedidos.length > 0) yield put(a.figuresChanged({ orders: moved }));
  } catch (error) {
    yield put(r.answerChangeFailed({ id: payload.id, text: failureMessage(error, ANSWER_FAILED) }));
  }
}

function* loadDiscounts({ payload }: ReturnType<typeof r.discountsRequested>): SagaIterator {
  try {
    const rows: DescontoRespostaDto[] = yield callApi(getDescontosResposta, payload.id, payload.idPedidoItem);
    yield put(r.discountsLoaded({ id: payload.id, rows }));
  } catch (error) {
    yield put(r.discountsFailed({ id: payload.id, error: failureMessage(error, DISCOUNTS_FAILED) }));
  }
}

/** Closing: the lists already follow every change (figuresChanged). */
function* closeAnswers(): SagaIterator {
  yield put(r.answersClosed());
}

export function* answersSaga(): SagaIterator {
  yield all([
    takeLeading(r.answersRequested.type, openAnswers),
    takeLatest(r.answersPageRequested.type, loadAnswers),
    takeLeading([r.answerChosen.type, r.answerQuantityChanged.type], changeAnswer),
    takeEvery(r.discountsRequested.type, loadDiscounts),
    takeLeading(r.answersCloseRequested.type, closeAnswers),
  ]);
}
