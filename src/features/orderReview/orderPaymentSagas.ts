import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, failureMessage } from '../../api/http';
import { atualizarCodPedido, cadastrarCodPedidoFornecedor, enviarSemCodPedidoFornecedor, getCodigoPagamento } from '../../api/pagamentoPedidoApi';
import type { CodigoPagamentoDto, ResultadoCodigoDto } from '../../api/pagamentoPedidoDto';
import { existingCodeOf } from '../../domain/orderPayment';
import { ordersChanged } from '../../shared/lib/appEvents';
import { callApi } from '../../shared/saga/callApi';
import { orderPaymentActions, type CodeSubmission, type OrderPaymentState } from './orderPaymentSlice';
import type { OrderReviewState } from './orderReviewSlice';
import { PAYMENT_TEXTS } from './orderPaymentTexts';

/**
 * Payment and supplier codes (spec 03 §4.6, §7.4, §8; issue 12 part 6): reads the payment data of
 * the open payment dialog (takeLatest: a new forma or 'Atualizar' replaces a read in flight), and
 * sends codes once per order at a time. What the server accepted is announced with ordersChanged,
 * so the review lists read again.
 */
type State = { orderPayment: OrderPaymentState; orderReview: OrderReviewState };
const selectDialog = (s: State) => s.orderPayment.dialog;
const selectQuotation = (s: State) => s.orderReview.idCotacao;

function* loadPayment(): SagaIterator {
  const dialog: OrderPaymentState['dialog'] = yield select(selectDialog);
  if (dialog.kind !== 'pagamento') return;
  const { idPedido } = dialog.order;
  try {
    const data: CodigoPagamentoDto = yield callApi(getCodigoPagamento, idPedido, dialog.forma);
    yield put(orderPaymentActions.paymentLoaded({ idPedido, data }));
  } catch (error) {
    yield put(orderPaymentActions.paymentFailed({ idPedido, error: failureMessage(error, PAYMENT_TEXTS.loadFailed) }));
  }
}

/** Spec 03 §8: a refusal keeps the server's message, and the digits in it are the code already registered. */
const refused = (message: string | null | undefined): CodeSubmission => ({ status: 'refused', message: message || PAYMENT_TEXTS.codeFailed, existingCode: existingCodeOf(message) });

type CodeCall = (idPedido: number, code: string, signal?: AbortSignal) => Promise<ResultadoCodigoDto>;

function* sendCode(send: CodeCall, idPedido: number, code: string): SagaIterator<CodeSubmission> {
  try {
    const answer: ResultadoCodigoDto = yield callApi(send, idPedido, code);
    return answer.sucesso ? { status: 'sent', message: answer.mensagem || PAYMENT_TEXTS.codeSaved, existingCode: null } : refused(answer.mensagem);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return refused(error.serverMessage);
    return { status: 'failed', message: failureMessage(error, PAYMENT_TEXTS.codeFailed), existingCode: null };
  }
}

function* announce(idPedidos: number[]): SagaIterator {
  const idCotacao: number | null = yield select(selectQuotation);
  if (idCotacao !== null) yield put(ordersChanged({ idCotacao, idPedidos }));
}

/** A code's answer: on the dialog (or its row); accepted, the notice and the lists read again. The code table stays open. */
function* codeWorker(send: CodeCall, idPedido: number, code: string): SagaIterator {
  const submission: CodeSubmission = yield* sendCode(send, idPedido, code);
  yield put(orderPaymentActions.codeAnswered({ idPedido, submission }));
  if (submission.status !== 'sent') return;
  const dialog: OrderPaymentState['dialog'] = yield select(selectDialog);
  yield put(orderPaymentActions.paymentSucceeded({ message: submission.message ?? PAYMENT_TEXTS.codeSaved, close: dialog.kind !== 'codigos' }));
  yield* announce([idPedido]);
}

/** One code in flight per order: a double click or a second press while it runs sends once. */
function* watchCodes(): SagaIterator {
  const inFlight = new Set<number>();
  const once = (send: CodeCall) =>
    function* worker({ payload }: ReturnType<typeof orderPaymentActions.supplierCodeSubmitted>): SagaIterator {
      if (inFlight.has(payload.idPedido)) return;
      inFlight.add(payload.idPedido);
      try {
        yield* codeWorker(send, payload.idPedido, payload.code);
      } finally {
        inFlight.delete(payload.idPedido);
      }
    };
  yield all([takeEvery(orderPaymentActions.supplierCodeSubmitted.type, once(cadastrarCodPedidoFornecedor)), takeEvery(orderPaymentActions.portalCodeSubmitted.type, once(atualizarCodPedido))]);
}

/** 'Enviar sem aguardar Cód. Pedido': the table's orders that have no code yet go on without it (takeLeading: once). */
function* release(): SagaIterator {
  const dialog: OrderPaymentState['dialog'] = yield select(selectDialog);
  if (dialog.kind !== 'codigos') return;
  const ids = dialog.rows.filter((row) => row.status !== 'sent').map((row) => row.order.idPedido);
  try {
    const answer: ResultadoCodigoDto = yield callApi(enviarSemCodPedidoFornecedor, ids);
    if (!answer.sucesso) throw new ApiError('http', answer.mensagem || PAYMENT_TEXTS.releaseFailed, 409, answer);
    yield put(orderPaymentActions.paymentSucceeded({ message: answer.mensagem || PAYMENT_TEXTS.released, close: true }));
    yield* announce(ids);
  } catch (error) {
    yield put(orderPaymentActions.releaseFailed(failureMessage(error, PAYMENT_TEXTS.releaseFailed)));
  }
}

export function* orderPaymentSaga(): SagaIterator {
  yield all([
    takeLatest([orderPaymentActions.paymentOpened.type, orderPaymentActions.formaChosen.type, orderPaymentActions.paymentReloaded.type], loadPayment),
    call(watchCodes),
    takeLeading(orderPaymentActions.releaseRequested.type, release),
  ]);
}
