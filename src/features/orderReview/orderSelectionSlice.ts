import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../entities/entitiesActions';
import { keepSelectable, toggleGroup, type SelectableOrder } from '../../domain/reviewSelection';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { orderReviewActions as review } from './orderReviewSlice';

/**
 * The orders chosen to send on the review page (issue 29 point 1): the ids of every order under
 * the filter (one flat read, so a supplier's and a representative's box work before their panels
 * open; the rows, with their status and total, are the review's order entities,
 * entities.reviewOrders, issue 26) and the selected ids. A new quotation or filter starts with
 * nothing selected; a refresh keeps what is still selectable (sent orders drop out).
 */
export interface OrderSelectionState {
  idCotacao: number | null;
  /** Every order under the filter, in the server's order (rows in entities.reviewOrders). */
  orderIds: number[];
  selected: number[];
  /** The flat read answered for this quotation and filter (until then the boxes keep their room, empty). */
  read: boolean;
}

const initialState: OrderSelectionState = { idCotacao: null, orderIds: [], selected: [], read: false };

const slice = createSlice({
  name: 'orderReviewSelection',
  initialState,
  reducers: {
    /** The flat read (its rows already stored as entities): the ids are kept, and of the selection what can still be chosen. */
    selectionOrdersLoaded(state, { payload }: PayloadAction<readonly SelectableOrder[]>) {
      state.orderIds = payload.map((order) => order.idPedido);
      state.selected = keepSelectable(state.selected, payload);
      state.read = true;
    },
    /** One order's box (shown only for an order that can be chosen). */
    orderSelectionToggled(state, { payload: idPedido }: PayloadAction<number>) {
      state.selected = state.selected.includes(idPedido) ? state.selected.filter((id) => id !== idPedido) : [...state.selected, idPedido];
    },
    /** A supplier's, a representative's or the page's box ('Selecionar todos os pedidos'): the group's selectable orders. */
    groupSelectionToggled(state, { payload: ids }: PayloadAction<readonly number[]>) {
      state.selected = toggleGroup(state.selected, ids);
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
