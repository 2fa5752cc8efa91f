import { createSelector } from '@reduxjs/toolkit';
import type { PedidoRevisaoDto } from '../../api/revisaoEnvioDto';
import type { RootState } from '../../app/rootReducer';
import type { CheckState } from '../../domain/orderSelection';
import { groupIndex, groupKey, groupStates, type SelectionGroup } from '../../domain/reviewSelection';
import { selectReviewOrderTable } from '../../entities/orderTree/orderTreeSelectors';

/** The orders to choose from: the selection's ids joined with the review's order entities (a total changed anywhere shows here too). */
const selectOrders = createSelector([(s: RootState) => s.orderReviewSelection.orderIds, selectReviewOrderTable], (ids, table) =>
  ids.map((id) => table[id]).filter((order): order is PedidoRevisaoDto => order !== undefined),
);
export const selectSelectedOrderIds = (s: RootState) => s.orderReviewSelection.selected;
/** Whether the orders to choose from were read (before that, a box is not known to be absent). */
export const selectSelectionRead = (s: RootState) => s.orderReviewSelection.read;
const selectSelectedSet = createSelector([selectSelectedOrderIds], (ids) => new Set(ids));

/** Every box's selectable orders, indexed once per change of the orders (a box then reads its own; 4,500 orders × 40 boxes were filtered on every store update). */
const selectGroupIndex = createSelector([selectOrders], groupIndex);
const selectCheckStates = createSelector([selectGroupIndex, selectSelectedSet], groupStates);
const selectSelectableSet = createSelector([selectGroupIndex], (index) => new Set(index.get(groupKey({}))));
const NONE: readonly number[] = [];

/** The selectable orders of a box's group (what clicking it chooses or clears). */
export const selectGroupIds = (s: RootState, group: SelectionGroup): readonly number[] => selectGroupIndex(s).get(groupKey(group)) ?? NONE;

/** A group's box (null: nothing in it can be selected). Returns a string, so a row re-renders only when its own box changes. */
export const selectGroupCheck = (s: RootState, group: SelectionGroup): CheckState | null => selectCheckStates(s).get(groupKey(group)) ?? null;

/** One order's box (null: not listed or not selectable). */
export const selectOrderCheck = (s: RootState, idPedido: number): CheckState | null =>
  selectSelectableSet(s).has(idPedido) ? (selectSelectedSet(s).has(idPedido) ? 'checked' : 'unchecked') : null;

/** How many orders are chosen and their total, for the line beside 'Enviar pedidos'. */
export const selectSelectionSummary = createSelector([selectOrders, selectSelectedSet], (orders, selected) => {
  const chosen = orders.filter((order) => selected.has(order.idPedido));
  return { count: chosen.length, total: Math.round(chosen.reduce((sum, order) => sum + order.valorTotal, 0) * 100) / 100 };
});
