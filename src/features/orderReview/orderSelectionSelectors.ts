import { createSelector } from '@reduxjs/toolkit';
import type { PedidoRevisaoDto } from '../../api/revisaoEnvioDto';
import type { RootState } from '../../app/rootReducer';
import type { CheckState } from '../../domain/orderSelection';
import { groupIds, groupState, type SelectionGroup } from '../../domain/reviewSelection';
import { selectReviewOrderTable } from '../../entities/orderTree/orderTreeSelectors';

/** The orders to choose from: the selection's ids joined with the review's order entities (a total changed anywhere shows here too). */
const selectOrders = createSelector([(s: RootState) => s.orderReviewSelection.orderIds, selectReviewOrderTable], (ids, table) =>
  ids.map((id) => table[id]).filter((order): order is PedidoRevisaoDto => order !== undefined),
);
export const selectSelectedOrderIds = (s: RootState) => s.orderReviewSelection.selected;
const selectSelectedSet = createSelector([selectSelectedOrderIds], (ids) => new Set(ids));

/** The selectable orders of a box's group (what clicking it chooses or clears). */
export const selectGroupIds = (s: RootState, group: SelectionGroup): number[] => groupIds(selectOrders(s), group);

/** A group's box (null: nothing in it can be selected). Returns a string, so a row re-renders only when its own box changes. */
export const selectGroupCheck = (s: RootState, group: SelectionGroup): CheckState | null => groupState(selectGroupIds(s, group), selectSelectedSet(s));

export const selectOrderCheck = (s: RootState, idPedido: number): CheckState | null => {
  const order = s.orderReviewSelection.orderIds.includes(idPedido) ? selectReviewOrderTable(s)[idPedido] : undefined;
  return order ? groupState(groupIds([order], {}), selectSelectedSet(s)) : null;
};

/** How many orders are chosen and their total, for the line beside 'Enviar pedidos'. */
export const selectSelectionSummary = createSelector([selectOrders, selectSelectedSet], (orders, selected) => {
  const chosen = orders.filter((order) => selected.has(order.idPedido));
  return { count: chosen.length, total: Math.round(chosen.reduce((sum, order) => sum + order.valorTotal, 0) * 100) / 100 };
});
