import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { CheckState } from '../../domain/orderSelection';
import { groupIds, groupState, type SelectionGroup } from '../../domain/reviewSelection';

const selectOrders = (s: RootState) => s.orderReviewSelection.orders;
export const selectSelectedOrderIds = (s: RootState) => s.orderReviewSelection.selected;
const selectSelectedSet = createSelector([selectSelectedOrderIds], (ids) => new Set(ids));

/** A group's box (null: nothing in it can be selected). Returns a string, so a row re-renders only when its own box changes. */
export const selectGroupCheck = (s: RootState, group: SelectionGroup): CheckState | null => groupState(groupIds(selectOrders(s), group), selectSelectedSet(s));

export const selectOrderCheck = (s: RootState, idPedido: number): CheckState | null => {
  const order = s.orderReviewSelection.orders.find((row) => row.idPedido === idPedido);
  return order ? groupState(groupIds([order], {}), selectSelectedSet(s)) : null;
};

/** How many orders are chosen and their total, for the line beside 'Enviar pedidos'. */
export const selectSelectionSummary = createSelector([selectOrders, selectSelectedSet], (orders, selected) => {
  const chosen = orders.filter((order) => selected.has(order.idPedido));
  return { count: chosen.length, total: Math.round(chosen.reduce((sum, order) => sum + order.valorTotal, 0) * 100) / 100 };
});
