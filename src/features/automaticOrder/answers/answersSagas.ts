import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { failureMessage } from '../../../api/http';
import type { ConflitoRespostaDto, DescontoRespostaDto, RespostaAlteradaDto, RespostasPorProdutoPageDto } from '../../../api/pedidoAutomaticoSelectionDto';
import { versionConflictOf } from '../../../api/versionConflictError';
import { alterarQuantidadeResposta, getDescontosResposta, getRespostasPorProduto, selecionarResposta } from '../../../api/pedidoAutomaticoSelectionApi';
import { isFilterActive } from '../../../domain/automaticOrderFilter';
import { selectionBody, selectionMode } from '../../../domain/orderSelection';
import { normalize } from 'normalizr';
import { orderSchema, type NormalizedEntities } from '../../../api/schemas';
import { entitiesReceived } from '../../../entities/entitiesActions';
import { orderItemsPatched } from '../../../entities/orderItemsSlice';
import { callApi } from '../../../shared/saga/callApi';
import { automaticOrderActions, type AutomaticOrderState } from '../automaticOrderSlice';
import { ANSWERS_PAGE_SIZE, answersActions, type AnswersState } from './answersSlice';
import { selectionActions, type SelectionState } from '../selection/selectionSlice';
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
    yield put(selectionActions.noticeShown({ tone: 'warning', text: NOTHING_SELECTED }));
    return;
  }
  yield put(answersActions.answersOpened());
  yield put(answersActions.answersPageRequested(0));
}

function* loadAnswers({ payload: page }: ReturnType<typeof answersActions.answersPageRequested>): SagaIterator {
  const { idCotacao, filter }: AutomaticOrderState = yield select((st: State) => st.automaticOrder);
  const { selection }: SelectionState = yield select((st: State) => st.automaticOrderSelection);
  if (idCotacao === null) return;
  try {
    const body = { ...selectionBody(selection), filtrado: isFilterActive(filter), filtros: filter };
    const answer: RespostasPorProdutoPageDto = yield callApi(getRespostasPorProduto, idCotacao, body, { page, size: ANSWERS_PAGE_SIZE });
    yield put(answersActions.answersLoaded({ rows: answer.content, total: answer.totalElements, page, limitedTo: answer.limiteProdutos ?? null }));
  } catch (error) {
    yield put(answersActions.answersFailed(failureMessage(error, ANSWERS_FAILED)));
  }
}

function* changeAnswer(action: ReturnType<typeof answersActions.answerChosen> | ReturnType<typeof answersActions.answerQuantityChanged>): SagaIterator {
  const { payload } = action;
  const { id, idPedidoItem, versao } = payload;
  const quantidadePedir = answersActions.answerQuantityChanged.match(action) ? action.payload.quantidadePedir : undefined;
  try {
    // The item's version the modal read goes with the change: over a newer one the server refuses it (docs/api.md "Versioned writes").
    const answer: RespostaAlteradaDto =
      quantidadePedir === undefined ? yield callApi(selecionarResposta, { id, idPedidoItem, checked: true, versao }) : yield callApi(alterarQuantidadeResposta, { id, idPedidoItem, quantidadePedir, versao });
    const { id: itemId, idPedido, idProduto: _idProduto, ...changes } = answer.item;
    const moved = answer.itemRemovido !== null || answer.item.id !== payload.idPedidoItem;
    if (!moved) yield put(orderItemsPatched([{ idPedido, id: itemId, changes }]));
    const { entities } = normalize<unknown, NormalizedEntities>(answer.pedidos, [orderSchema]);
    if (answer.pedidos.length > 0) yield put(entitiesReceived(entities));
    yield put(answersActions.answerChanged({ from: payload.idPedidoItem, respostas: answer.respostas }));
    // The item left its order for another (or came back): lists, totals and the open orders' items follow.
    if (answer.pedidos.length > 0) yield put(automaticOrderActions.figuresChanged({ orders: moved }));
  } catch (error) {
    const conflict = versionConflictOf<ConflitoRespostaDto>(error);
    if (conflict) yield put(answersActions.answerConflicted({ mine: { id, idPedidoItem, versao, quantidadePedir }, respostas: conflict.respostas }));
    else yield put(answersActions.answerChangeFailed({ id: payload.id, text: failureMessage(error, ANSWER_FAILED) }));
  }
}

/** 'Usar o valor atual': the rows show the product's answers as they are now; the open orders and totals are read again. */
function* takeCurrentAnswer(): SagaIterator {
  const { conflict }: AnswersState = yield select((st: State) => st.automaticOrderAnswers);
  if (!conflict) return;
  yield put(answersActions.answerChanged({ from: conflict.mine.idPedidoItem, respostas: conflict.respostas }));
  yield put(automaticOrderActions.figuresChanged({ orders: true }));
}

function* loadDiscounts({ payload }: ReturnType<typeof answersActions.discountsRequested>): SagaIterator {
  try {
    const rows: DescontoRespostaDto[] = yield callApi(getDescontosResposta, payload.id, payload.idPedidoItem);
    yield put(answersActions.discountsLoaded({ id: payload.id, rows }));
  } catch (error) {
    yield put(answersActions.discountsFailed({ id: payload.id, error: failureMessage(error, DISCOUNTS_FAILED) }));
  }
}

/** Closing: the lists already follow every change (figuresChanged). */
function* closeAnswers(): SagaIterator {
  yield put(answersActions.answersClosed());
}

export function* answersSaga(): SagaIterator {
  yield all([
    takeLeading(answersActions.answersRequested.type, openAnswers),
    takeLatest(answersActions.answersPageRequested.type, loadAnswers),
    takeLeading([answersActions.answerChosen.type, answersActions.answerQuantityChanged.type], changeAnswer),
    takeEvery(answersActions.discountsRequested.type, loadDiscounts),
    takeLeading(answersActions.answersCloseRequested.type, closeAnswers),
    takeLeading(answersActions.answerConflictTookCurrent.type, takeCurrentAnswer),
  ]);
}
