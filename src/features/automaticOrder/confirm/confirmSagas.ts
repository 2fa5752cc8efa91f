import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../../api/dto';
import { failureMessage } from '../../../api/http';
import type { PedidoAcimaDoDobroDto, ProdutoAcimaDoDobroDto, ResultadoPedidoDto, TemComboDto } from '../../../api/pedidoAutomaticoConfirmDto';
import {
  aceitarQuantidadesEmDobro,
  confirmarPedidos,
  getPedidosAcimaDoDobro,
  getProdutosAcimaDoDobro,
  getTemCombo,
  reiniciarAnalise,
  reiniciarPedidos,
  validarConfirmacao,
} from '../../../api/pedidoAutomaticoConfirmApi';
import { orderItemsReleased, type OrderItemsState } from '../../../entities/orderItemsSlice';
import { callApi } from '../../../shared/saga/callApi';
import { takeLatestByKey } from '../../../shared/saga/keyed';
import { quotationContextInvalidated } from '../../../entities/quotation/quotationContextSlice';
import { navigateTo } from '../../../shared/saga/navigation';
import { automaticOrderActions } from '../automaticOrderSlice';
import { automaticOrderRestarted, confirmActions, OVER_DOUBLE_PAGE_SIZE, type ConfirmState } from './confirmSlice';
import { CONFIRM_FAILED, OVER_DOUBLE_FAILED, RESTART_FAILED } from './confirmTexts';

/**
 * 'Confirmar Pedido' and 'Reiniciar Pedidos' (spec 03 §4.2): pre-check (a refusal shows the
 * server's message in the banner) → the orders above double (the modal when there are some) →
 * confirm → /revisao-envio/{id}; restart runs both reset calls, clears the screen's state and
 * returns to the summary. One confirm or restart at a time (takeLeading).
 */
type State = { automaticOrderConfirm: ConfirmState; automaticOrder: { idCotacao: number | null }; entities: { orderItems: OrderItemsState } };
const selectConfirm = (s: State) => s.automaticOrderConfirm;
const selectQuotation = (s: State) => s.automaticOrder.idCotacao;

export const reviewPath = (idCotacao: number): string => `/revisao-envio/${idCotacao}`;
export const summaryPath = (idCotacao: number): string => `/pedido-resumo/${idCotacao}`;


/** Calls a command answering { sucesso, mensagem }; returns the refusal's message, or null on success. */
function* command(fn: (idCotacao: number, signal?: AbortSignal) => Promise<ResultadoPedidoDto>, idCotacao: number, fallback: string): SagaIterator<string | null> {
  try {
    const answer: ResultadoPedidoDto = yield callApi(fn, idCotacao);
    return answer.sucesso ? null : answer.mensagem || fallback;
  } catch (error) {
    return failureMessage(error, fallback);
  }
}

function* confirmAndLeave(idCotacao: number): SagaIterator {
  yield put(confirmActions.confirmingStarted());
  const refusal: string | null = yield call(command, confirmarPedidos, idCotacao, CONFIRM_FAILED);
  if (refusal) {
    yield put(confirmActions.confirmRefused(refusal));
    return;
  }
  yield put(confirmActions.confirmed());
  yield put(quotationContextInvalidated({ idCotacao })); // the orders are confirmed: the header's situation follows
  yield call(navigateTo, reviewPath(idCotacao));
}

function* confirmOrders(): SagaIterator {
  const idCotacao: number | null = yield select(selectQuotation);
  const { step }: ConfirmState = yield select(selectConfirm);
  if (idCotacao === null || step !== 'checking') return;
  const refusal: string | null = yield call(command, validarConfirmacao, idCotacao, CONFIRM_FAILED);
  if (refusal) {
    yield put(confirmActions.confirmRefused(refusal));
    return;
  }
  let over: Page<PedidoAcimaDoDobroDto>;
  try {
    over = yield callApi(getPedidosAcimaDoDobro, idCotacao, { page: 0, size: OVER_DOUBLE_PAGE_SIZE });
  } catch (error) {
    yield put(confirmActions.confirmRefused(failureMessage(error, OVER_DOUBLE_FAILED)));
    return;
  }
  if (over.totalElements > 0) {
    yield put(confirmActions.overDoubleFound(over));
    return;
  }
  yield call(confirmAndLeave, idCotacao);
}

function* acceptOverDouble(): SagaIterator {
  const idCotacao: number | null = yield select(selectQuotation);
  if (idCotacao === null) return;
  const refusal: string | null = yield call(command, aceitarQuantidadesEmDobro, idCotacao, CONFIRM_FAILED);
  if (refusal) {
    yield put(confirmActions.confirmRefused(refusal));
    return;
  }
  yield call(confirmAndLeave, idCotacao);
}

function* loadOverDoublePage({ payload: page }: ReturnType<typeof confirmActions.overDoublePageRequested>): SagaIterator {
  const idCotacao: number | null = yield select(selectQuotation);
  if (idCotacao === null) return;
  try {
    const answer: Page<PedidoAcimaDoDobroDto> = yield callApi(getPedidosAcimaDoDobro, idCotacao, { page, size: OVER_DOUBLE_PAGE_SIZE });
    yield put(confirmActions.overDoublePageLoaded(answer));
  } catch {
    yield put(confirmActions.overDoublePageFailed());
  }
}

function* loadOverDoubleProducts({ payload }: ReturnType<typeof confirmActions.overDoubleProductsRequested>): SagaIterator {
  const idCotacao: number | null = yield select(selectQuotation);
  if (idCotacao === null) return;
  try {
    const page: Page<ProdutoAcimaDoDobroDto> = yield callApi(getProdutosAcimaDoDobro, idCotacao, payload.idPedido, { page: payload.page, size: OVER_DOUBLE_PAGE_SIZE });
    yield put(confirmActions.overDoubleProductsLoaded({ idPedido: payload.idPedido, page }));
  } catch {
    yield put(confirmActions.overDoubleProductsFailed(payload.idPedido));
  }
}

function* restartOrders(): SagaIterator {
  const idCotacao: number | null = yield select(selectQuotation);
  const { step }: ConfirmState = yield select(selectConfirm);
  if (idCotacao === null || step !== 'restarting') return;
  for (const reset of [reiniciarPedidos, reiniciarAnalise]) {
    const refusal: string | null = yield call(command, reset, idCotacao, RESTART_FAILED);
    if (refusal) {
      yield put(confirmActions.restartRefused(refusal));
      return;
    }
  }
  const loaded: OrderItemsState = yield select((s: State) => s.entities.orderItems);
  for (const idPedido of Object.keys(loaded.byOrder)) yield put(orderItemsReleased(Number(idPedido)));
  yield put(automaticOrderRestarted(idCotacao));
  yield put(quotationContextInvalidated({ idCotacao })); // no orders any more: the stepper and situation go back
  yield call(navigateTo, summaryPath(idCotacao), { replace: true });
}

function* enterScreen({ payload }: ReturnType<typeof automaticOrderActions.automaticOrderEntered>): SagaIterator {
  const { idCotacao }: ConfirmState = yield select(selectConfirm);
  if (idCotacao === payload.idCotacao) return;
  yield put(confirmActions.confirmScreenEntered(payload.idCotacao));
  try {
    const answer: TemComboDto = yield callApi(getTemCombo, payload.idCotacao);
    const now: ConfirmState = yield select(selectConfirm);
    if (now.idCotacao === payload.idCotacao) yield put(confirmActions.comboLoaded(answer.temCombo));
  } catch {
    // reported by the HTTP layer; the Combo button stays hidden
  }
}

function* watchOverDoubleProducts(): SagaIterator {
  yield* takeLatestByKey<ReturnType<typeof confirmActions.overDoubleProductsRequested>>(confirmActions.overDoubleProductsRequested.type, (action) => String(action.payload.idPedido), loadOverDoubleProducts);
}

export function* confirmSaga(): SagaIterator {
  // takeEvery: the screen is entered again for the same quotation (its address settles) while the first check runs; that one must not be cancelled.
  yield takeEvery(automaticOrderActions.automaticOrderEntered.type, enterScreen);
  yield takeLeading(confirmActions.confirmRequested.type, confirmOrders);
  yield takeLeading(confirmActions.overDoubleAccepted.type, acceptOverDouble);
  yield takeLatest(confirmActions.overDoublePageRequested.type, loadOverDoublePage);
  yield takeEvery(confirmActions.restartConfirmed.type, restartOrders);
  yield call(watchOverDoubleProducts);
}
