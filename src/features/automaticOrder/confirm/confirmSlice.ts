import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../../api/dto';
import type { PedidoAcimaDoDobroDto, ProdutoAcimaDoDobroDto } from '../../../api/pedidoAutomaticoConfirmDto';
import { sessionCleared } from '../../../entities/entitiesActions';
import { workspaceReset } from '../../../shared/lib/workspaceReset';

/**
 * Confirm and restart of the automatic order (spec 03 §4.2, issue 11 part 3): the running step,
 * the error banner of a refused pre-check, the over-double modal (orders 5 per page, each order's
 * products 5 per page), the restart question and whether the Combo button shows.
 */
export const OVER_DOUBLE_PAGE_SIZE = 5;

export type ConfirmStep = 'idle' | 'checking' | 'overDouble' | 'confirming' | 'restartAsked' | 'restarting';

export interface PagedRows<T> {
  rows: T[];
  page: number;
  total: number;
  status: 'loading' | 'loaded' | 'failed';
}

export interface ConfirmState {
  idCotacao: number | null;
  step: ConfirmStep;
  /** The server's message of a refused pre-check, confirm or restart (the banner at the top). */
  error: string | null;
  overDoubleOrders: PagedRows<PedidoAcimaDoDobroDto>;
  /** By idPedido. */
  overDoubleProducts: Record<number, PagedRows<ProdutoAcimaDoDobroDto>>;
  hasCombo: boolean;
}

/** Both reset calls succeeded: the automatic order's screen state is cleared (automaticOrderSlice listens too). */
export const automaticOrderRestarted = createAction<number>('automaticOrder/restarted');

const noRows = <T>(): PagedRows<T> => ({ rows: [], page: 0, total: 0, status: 'loading' });

const initialState: ConfirmState = { idCotacao: null, step: 'idle', error: null, overDoubleOrders: noRows(), overDoubleProducts: {}, hasCombo: false };

const slice = createSlice({
  name: 'automaticOrderConfirm',
  initialState,
  reducers: {
    /** The automatic order of another quotation opened: nothing of the last one stays. */
    confirmScreenEntered(state, { payload }: PayloadAction<number>) {
      if (state.idCotacao !== payload) return { ...initialState, idCotacao: payload };
      return undefined;
    },
    comboLoaded(state, { payload }: PayloadAction<boolean>) {
      state.hasCombo = payload;
    },
    /** 'Confirmar Pedido': pre-check → over-double check → confirm (sagas). */
    confirmRequested(state) {
      if (state.step !== 'idle' && state.step !== 'overDouble') return;
      state.step = 'checking';
      state.error = null;
      state.overDoubleOrders = { ...noRows(), status: 'loaded' };
      state.overDoubleProducts = {};
    },
    confirmRefused(state, { payload }: PayloadAction<string>) {
      state.step = 'idle';
      state.error = payload;
    },
    errorDismissed(state) {
      state.error = null;
    },
    overDoubleFound(state, { payload }: PayloadAction<Page<PedidoAcimaDoDobroDto>>) {
      state.step = 'overDouble';
      state.overDoubleOrders = { rows: payload.content, page: payload.number, total: payload.totalElements, status: 'loaded' };
      state.overDoubleProducts = {};
    },
    overDoublePageRequested(state, { payload }: PayloadAction<number>) {
      state.overDoubleOrders = { ...state.overDoubleOrders, page: payload, status: 'loading' };
    },
    overDoublePageLoaded(state, { payload }: PayloadAction<Page<PedidoAcimaDoDobroDto>>) {
      state.overDoubleOrders = { rows: payload.content, page: payload.number, total: payload.totalElements, status: 'loaded' };
    },
    overDoublePageFailed(state) {
      state.overDoubleOrders.status = 'failed';
    },
    overDoubleProductsRequested(state, { payload }: PayloadAction<{ idPedido: number; page: number }>) {
      state.overDoubleProducts[payload.idPedido] = { ...(state.overDoubleProducts[payload.idPedido] ?? noRows()), page: payload.page, status: 'loading' };
    },
    overDoubleProductsLoaded(state, { payload }: PayloadAction<{ idPedido: number; page: Page<ProdutoAcimaDoDobroDto> }>) {
      const { content, number, totalElements } = payload.page;
      state.overDoubleProducts[payload.idPedido] = { rows: content, page: number, total: totalElements, status: 'loaded' };
    },
    overDoubleProductsFailed(state, { payload }: PayloadAction<number>) {
      const current = state.overDoubleProducts[payload];
      if (current) current.status = 'failed';
    },
    /** 'Revisar as quantidades' (the page applies the over-double filter) or the modal closed. */
    overDoubleClosed(state) {
      if (state.step === 'overDouble') state.step = 'idle';
    },
    /** 'Confirmar pedidos': the quantities above double are kept, then the orders confirmed. */
    overDoubleAccepted(state) {
      if (state.step === 'overDouble') state.step = 'confirming';
    },
    confirmingStarted(state) {
      state.step = 'confirming';
    },
    confirmed(state) {
      state.step = 'idle';
    },
    restartAsked(state) {
      if (state.step === 'idle') state.step = 'restartAsked';
    },
    restartCancelled(state) {
      if (state.step === 'restartAsked') state.step = 'idle';
    },
    restartConfirmed(state) {
      if (state.step === 'restartAsked') state.step = 'restarting';
      state.error = null;
    },
    restartRefused(state, { payload }: PayloadAction<string>) {
      state.step = 'idle';
      state.error = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(automaticOrderRestarted, () => initialState).addCase(sessionCleared, () => initialState).addCase(workspaceReset, () => initialState);
    // Leaving the screen (automaticOrderSlice's automaticOrderLeft, matched by type: that slice imports this one) closes the questions and the banner.
    builder.addMatcher(
      (action) => action.type === 'automaticOrder/automaticOrderLeft',
      (state) => {
        if (state.step === 'overDouble' || state.step === 'restartAsked') state.step = 'idle';
        state.error = null;
      },
    );
  },
});

export const confirmActions = slice.actions;
export const confirmReducer = slice.reducer;
