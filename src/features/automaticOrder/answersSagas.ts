import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { failureMessage } from '../../api/http';
import type { DescontoRespostaDto, RespostaAlteradaDto, RespostasPorProdutoPageDto } from '../../api/pedidoAutomaticoSelectionDto';
import { alterarQuantidadeResposta, getDescontosResposta, getRespostasPorProduto, selecionarResposta } from '../../api/pedidoAutomaticoSelectionApi';
import { isFilterActive } from '../../domain/automaticOrderFilter';
import { selectionBody, selectionMode } from '../../domain/orderSelection';
import { orderItemsPatched } from '../../entities/orderItemsSlice';
import { callApi } from '../../shared/saga/callApi';
import { automaticOrderActions as a, type AutomaticOrderState } from './automaticOrderSlice';
import { ANSWERS_PAGE_SIZE, answersActions as r, type AnswersState } from './answersSlice';
import { selectionActions as s, type SelectionState } from './selectionSlice';
import { ANSWER_FAILED, ANSWERS_FAILED, DISCOUNTS_FAILED, NOTHING_SELECTED } from './selectionTexts';

/**
 * 'Ver Respostas por Produto' (spec 03 §4.2, §7.1): the answers of the selected products (the
 * selection body), choosing an answer or its ordered quantity (the order item in the store
 * follows the server's answer; the lists refresh when the modal closes), the discount breakdown.
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
    yield put(orderItemsPatched([{ idPedido, id, changes }]));
    yield put(r.answerChanged(answer.resposta));
    // Choosing one answer unchecks the others of the product: read the page again.
    if (r.answerChosen.match(action)) {
      const { page }: AnswersState = yield select((st: State) => st.automaticOrderAnswers);
      yield put(r.answersPageRequested(page));
    }
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

/** Closing: after a change the lists and their totals are read again (the same filter). */
function* closeAnswers(): SagaIterator {
  const { changed }: AnswersState = yield select((st: State) => st.automaticOrderAnswers);
  yield put(r.answersClosed());
  if (!changed) return;
  const { filter, total }: AutomaticOrderState = yield select((st: State) => st.automaticOrder);
  yield put(a.filterApplied(filter));
  if (total.value) yield put(a.totalRefreshRequested());
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
