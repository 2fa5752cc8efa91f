import { createSelector } from '@reduxjs/toolkit';
import type { PedidoDto } from '../../../api/dto';
import { isFilterActive } from '../../../domain/automaticOrderFilter';
import { isOrderEditable } from '../../../domain/orderStatus';
import { itemChecked, orderState, selectAllBox, selectionMode, type CheckState } from '../../../domain/orderSelection';
import type { EntitiesState } from '../../../entities/entitiesReducer';
import type { AutomaticOrderState } from '../automaticOrderSlice';
import type { SelectionState } from './selectionSlice';

/** The selection's selectors: the tri-state boxes derived from the exceptions, never a flag per item. */
type RootState = { automaticOrder: AutomaticOrderState; automaticOrderSelection: SelectionState; entities: EntitiesState };

export const selectSelection = (s: RootState) => s.automaticOrderSelection.selection;
export const selectSelectionMode = createSelector([selectSelection], selectionMode);
export const selectSelectionNotice = (s: RootState) => s.automaticOrderSelection.notice;
export const selectDeletion = (s: RootState) => s.automaticOrderSelection.deletion;
export const selectExcluded = (s: RootState) => s.automaticOrderSelection.excluded;
/** Memoized on the filter: the selection bar reads it after every action, a quantity edit's too. */
export const selectFiltered = createSelector([(s: RootState) => s.automaticOrder.filter], isFilterActive);

const editable = (order: PedidoDto | undefined) => order !== undefined && (order.editavel ?? isOrderEditable(order.situacaoPedido));

/** Every order shown so far can be selected (DECISIONS 13: a sent order has no checkbox). */
const selectEveryOrderSelectable = createSelector(
  [(s: RootState) => s.automaticOrder.branchOrders, (s: RootState) => s.entities.orders.entities],
  (lists, orders) => Object.values(lists).every((list) => list.ids.every((id) => editable(orders[id]))),
);

/** Every supplier panel of the page is open. */
const selectEverySupplierOpen = createSelector(
  [(s: RootState) => s.automaticOrder.suppliers.ids, (s: RootState) => s.automaticOrder.supplierPage, (s: RootState) => s.automaticOrder.supplierPageSize, (s: RootState) => s.automaticOrder.openSuppliers],
  (ids, page, size, open) => ids.slice(page * size, page * size + size).every((id) => open.includes(id)),
);

/** 'Selecionar todos os produtos' (spec 03 §4.2): on only when all is selected, every order selectable and every supplier panel open. */
export const selectSelectAllBox = createSelector([selectSelection, selectEveryOrderSelectable, selectEverySupplierOpen], selectAllBox);

/** The suppliers of the page whose panel is closed (selecting all opens them). */
export const selectClosedSuppliers = createSelector(
  [(s: RootState) => s.automaticOrder.suppliers.ids, (s: RootState) => s.automaticOrder.supplierPage, (s: RootState) => s.automaticOrder.supplierPageSize, (s: RootState) => s.automaticOrder.openSuppliers],
  (ids, page, size, open) => ids.slice(page * size, page * size + size).filter((id) => !open.includes(id)),
);

export const selectOrderCheck = (s: RootState, idPedido: number): CheckState => orderState(s.automaticOrderSelection.selection, idPedido);
export const selectItemChecked = (s: RootState, idPedido: number, id: number): boolean => itemChecked(s.automaticOrderSelection.selection, idPedido, id);
