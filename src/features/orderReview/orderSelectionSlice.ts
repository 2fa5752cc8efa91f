import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PedidoRevisaoDto } from '../../api/revisaoEnvioDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { keepSelectable, toggleGroup, groupIds, isReviewSelectable, type SelectionGroup } from '../../domain/reviewSelection';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { orderReviewActions as review } from './orderReviewSlice';

/**
 * The orders chosen to send on the review page (issue 29 point 1): every order under the filter
 * (one flat read, so a supplier's and a representative's box work before their panels open) and
 * the selected ids. A new quotation or filter starts with nothing selected; a refresh keeps what
 * is still selectable (sent orders drop out).
 */
export type SelectionOrder = Pick<PedidoRevisaoDto, 'idPedido' | 'idFornecedor' | 'idRepresentante' | 'situacaoPedido' | 'valorTotal'>;

export interface OrderSelectionState {
  idCotacao: number | null;
  orders: SelectionOrder[];
  selected: number[];
}

const initialState: OrderSelectionState = { idCotacao: null, orders: [], selected: [] };

const slice = createSlice({
  name: 'orderReviewSelection',
  initialState,
  reducers: {
    selectionOrdersLoaded(state, { payload }: PayloadAction<SelectionOrder[]>) {
      state.orders = payload;
      state.selected = keepSelectable(state.selected, payload);
    },
    /** One order's box. */
    orderSelectionToggled(state, { payload: idPedido }: PayloadAction<number>) {
      const order = state.orders.find((row) => row.idPedido === idPedido);
      if (!order || !isReviewSelectable(order.situacaoPedido)) return;
      state.selected = state.selected.includes(idPedido) ? state.selected.filter((id) => id !== idPedido) : [...state.selected, idPedido];
    },
    /** A supplier's, a representative's or the page's box ('Selecionar todos os pedidos'). */
    groupSelectionToggled(state, { payload }: PayloadAction<SelectionGroup>) {
      state.selected = toggleGroup(state.selected, groupIds(state.orders, payload));
    },
    selectionCleared(state) {
      state.selected = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(review.reviewEntered, (state, { payload }) => (payload.idCotacao === state.idCotacao ? state : { ...initialState, idCotacao: payload.idCotacao }))
      .addCase(review.filterApplied, (state) => ({ ...initialState, idCotacao: state.idCotacao }))
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState);
  },
});

export const orderSelectionActions = slice.actions;
export const orderSelectionReducer = slice.reducer;
