import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CodigoPagamentoDto, FormaPagamento } from '../../api/pagamentoPedidoDto';
import type { PedidoRevisaoDto } from '../../api/revisaoEnvioDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { formaOf } from '../../domain/orderPayment';
import { orderReviewActions } from './orderReviewSlice';

/**
 * Payment and supplier codes on the review page (spec 03 §2.6, §4.6, §8; issue 12 part 6): the
 * one dialog open at a time (the PIX/card payment, the portal question, a branch order's supplier
 * code, a representative's code table) and the last success notice. Typed codes stay in the
 * dialogs' own fields; card data never reaches the store.
 */
export type OrderRef = Pick<PedidoRevisaoDto, 'idPedido' | 'codPedido' | 'codPedidoFornecedor' | 'nomeFantasiaCliente' | 'nomeFantasiaFornecedor' | 'nomeRepresentante' | 'valorTotal' | 'tipoPagamento'>;

/** A code sent to the server: waiting for it, accepted, or refused with the server's message (and the code it says exists). */
export interface CodeSubmission {
  status: 'idle' | 'sending' | 'sent' | 'refused' | 'failed';
  message: string | null;
  existingCode: string | null;
}

export interface CodeRow extends CodeSubmission {
  order: OrderRef;
}

export type PaymentDialog =
  | { kind: 'none' }
  | { kind: 'pagamento'; order: OrderRef; forma: FormaPagamento; status: 'loading' | 'loaded' | 'failed'; data: CodigoPagamentoDto | null; error: string | null }
  | { kind: 'portal'; order: OrderRef; step: 'pergunta' | 'codigo'; submission: CodeSubmission }
  | { kind: 'codigoFornecedor'; order: OrderRef; submission: CodeSubmission }
  | { kind: 'codigos'; title: string; rows: CodeRow[]; releasing: boolean; error: string | null };

export interface OrderPaymentState {
  dialog: PaymentDialog;
  notice: string | null;
}

const idle: CodeSubmission = { status: 'idle', message: null, existingCode: null };
const initialState: OrderPaymentState = { dialog: { kind: 'none' }, notice: null };

/** The order fields the dialogs show, without the rest of the row. */
export const orderRef = (order: PedidoRevisaoDto): OrderRef => ({
  idPedido: order.idPedido,
  codPedido: order.codPedido,
  codPedidoFornecedor: order.codPedidoFornecedor,
  nomeFantasiaCliente: order.nomeFantasiaCliente,
  nomeFantasiaFornecedor: order.nomeFantasiaFornecedor,
  nomeRepresentante: order.nomeRepresentante,
  valorTotal: order.valorTotal,
  tipoPagamento: order.tipoPagamento,
});

const slice = createSlice({
  name: 'orderPayment',
  initialState,
  reducers: {
    /** A payment type: the PIX/card modal on the order's own type. */
    paymentOpened(state, { payload }: PayloadAction<OrderRef>) {
      state.dialog = { kind: 'pagamento', order: payload, forma: formaOf(payload.tipoPagamento), status: 'loading', data: null, error: null };
      state.notice = null;
    },
    formaChosen(state, { payload }: PayloadAction<FormaPagamento>) {
      if (state.dialog.kind === 'pagamento') Object.assign(state.dialog, { forma: payload, status: 'loading', error: null });
    },
    /** 'Atualizar' (waiting for the supplier) or 'Tentar novamente': read the payment data again. */
    paymentReloaded(state) {
      if (state.dialog.kind === 'pagamento') Object.assign(state.dialog, { status: 'loading', error: null });
    },
    paymentLoaded(state, { payload }: PayloadAction<{ idPedido: number; data: CodigoPagamentoDto }>) {
      if (state.dialog.kind === 'pagamento' && state.dialog.order.idPedido === payload.idPedido) Object.assign(state.dialog, { status: 'loaded', data: payload.data, error: null });
    },
    paymentFailed(state, { payload }: PayloadAction<{ idPedido: number; error: string }>) {
      if (state.dialog.kind === 'pagamento' && state.dialog.order.idPedido === payload.idPedido) Object.assign(state.dialog, { status: 'failed', data: null, error: payload.error });
    },

    /** No payment type: 'O seguinte pagamento foi feito no Portal?'. */
    portalOpened(state, { payload }: PayloadAction<OrderRef>) {
      state.dialog = { kind: 'portal', order: payload, step: 'pergunta', submission: idle };
      state.notice = null;
    },
    /** 'Sim': the order code input. ('Não' closes.) */
    portalConfirmed(state) {
      if (state.dialog.kind === 'portal') state.dialog.step = 'codigo';
    },
    portalCodeSubmitted: {
      reducer(state) {
        if (state.dialog.kind === 'portal') state.dialog.submission = { ...idle, status: 'sending' };
      },
      prepare: (payload: { idPedido: number; code: string }) => ({ payload }),
    },

    /** An order waiting on the portal or awaiting invoicing with external payment, or an FTP order's 'Cód. pedido'. */
    supplierCodeOpened(state, { payload }: PayloadAction<OrderRef>) {
      state.dialog = { kind: 'codigoFornecedor', order: payload, submission: idle };
      state.notice = null;
    },
    supplierCodeSubmitted: {
      reducer(state, { payload }: PayloadAction<{ idPedido: number; code: string }>) {
        if (state.dialog.kind === 'codigoFornecedor') state.dialog.submission = { ...idle, status: 'sending' };
        if (state.dialog.kind === 'codigos') {
          const row = state.dialog.rows.find((candidate) => candidate.order.idPedido === payload.idPedido);
          if (row) Object.assign(row, { ...idle, status: 'sending' });
        }
      },
      prepare: (payload: { idPedido: number; code: string }) => ({ payload }),
    },
    /** The answer to a code (supplier code, table row or portal code). */
    codeAnswered(state, { payload }: PayloadAction<{ idPedido: number; submission: CodeSubmission }>) {
      const { dialog } = state;
      if ((dialog.kind === 'codigoFornecedor' || dialog.kind === 'portal') && dialog.order.idPedido === payload.idPedido) dialog.submission = payload.submission;
      if (dialog.kind === 'codigos') {
        const row = dialog.rows.find((candidate) => candidate.order.idPedido === payload.idPedido);
        if (row) Object.assign(row, payload.submission);
      }
    },

    /** A representative's orders waiting for the supplier's code. */
    codesOpened(state, { payload }: PayloadAction<{ title: string; orders: OrderRef[] }>) {
      state.dialog = { kind: 'codigos', title: payload.title, rows: payload.orders.map((order) => ({ order, ...idle })), releasing: false, error: null };
      state.notice = null;
    },
    /** 'Enviar sem aguardar Cód. Pedido'. */
    releaseRequested(state) {
      if (state.dialog.kind === 'codigos') Object.assign(state.dialog, { releasing: true, error: null });
    },
    releaseFailed(state, { payload }: PayloadAction<string>) {
      if (state.dialog.kind === 'codigos') Object.assign(state.dialog, { releasing: false, error: payload });
    },

    /** A command went through: the dialog closes (unless it is the code table) and the server's message shows. */
    paymentSucceeded(state, { payload }: PayloadAction<{ message: string; close: boolean }>) {
      if (payload.close) state.dialog = { kind: 'none' };
      state.notice = payload.message;
    },
    dialogClosed(state) {
      const { dialog } = state;
      const busy = (dialog.kind === 'codigos' && (dialog.releasing || dialog.rows.some((row) => row.status === 'sending'))) || ((dialog.kind === 'portal' || dialog.kind === 'codigoFornecedor') && dialog.submission.status === 'sending');
      if (!busy) state.dialog = { kind: 'none' };
    },
    noticeClosed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    // Entering the review page (again) starts with no dialog open.
    builder
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState)
      .addCase(orderReviewActions.reviewEntered, () => initialState);
  },
});

export const orderPaymentActions = slice.actions;
export const orderPaymentReducer = slice.reducer;
