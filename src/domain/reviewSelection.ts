import type { CheckState } from './orderSelection';
import { isBulkSelectable, isSendable, type SituacaoPedido } from './orderStatus';

/**
 * Choosing the review's orders to send (issue 29 point 1; spec 03 §4.1 "Orders in EM_CRIACAO,
 * CONFIRMADO or NAO_INICIADO can be selected for bulk actions", DECISIONS 13: ENVIADO_PROBLEMA
 * may be sent again). The selection is a list of order ids; a supplier's, a representative's and
 * the whole page's box are derived from it, so the parents always agree with their orders.
 */
export interface SelectableOrder {
  idPedido: number;
  idFornecedor: number;
  idRepresentante: number;
  situacaoPedido: SituacaoPedido;
}

/** A box of the page: every order ({}), a supplier's or a representative's. */
export interface SelectionGroup {
  idFornecedor?: number;
  idRepresentante?: number;
}

export const isReviewSelectable = (status: SituacaoPedido): boolean => isBulkSelectable(status) || isSendable(status);

const inGroup = (order: SelectableOrder, group: SelectionGroup): boolean =>
  (group.idFornecedor === undefined || order.idFornecedor === group.idFornecedor) && (group.idRepresentante === undefined || order.idRepresentante === group.idRepresentante);

/** The selectable orders of a group, in list order. */
export function groupIds(orders: readonly SelectableOrder[], group: SelectionGroup): number[] {
  return orders.filter((order) => isReviewSelectable(order.situacaoPedido) && inGroup(order, group)).map((order) => order.idPedido);
}

/** A box's key in a GroupIndex: the page's, a supplier's, or a supplier's representative's. */
export const groupKey = (group: SelectionGroup): string =>
  group.idFornecedor === undefined ? '' : group.idRepresentante === undefined ? `${group.idFornecedor}` : `${group.idFornecedor}:${group.idRepresentante}`;

/** Every box's selectable orders (groupIds of each group), in list order, built in one pass. */
export type GroupIndex = ReadonlyMap<string, readonly number[]>;

export function groupIndex(orders: readonly SelectableOrder[]): GroupIndex {
  const index = new Map<string, number[]>([['', []]]);
  const add = (key: string, id: number) => {
    const ids = index.get(key);
    if (ids) ids.push(id);
    else index.set(key, [id]);
  };
  for (const order of orders) {
    if (!isReviewSelectable(order.situacaoPedido)) continue;
    for (const key of ['', `${order.idFornecedor}`, `${order.idFornecedor}:${order.idRepresentante}`]) add(key, order.idPedido);
  }
  return index;
}

/** Every box's state (groupState of each group of the index), so a box reads its own in one look-up. */
export function groupStates(index: GroupIndex, selected: ReadonlySet<number>): ReadonlyMap<string, CheckState | null> {
  return new Map([...index].map(([key, ids]) => [key, groupState(ids, selected)]));
}

/** A group's box: checked when all its selectable orders are selected, mixed when some; null when it has none to select. */
export function groupState(ids: readonly number[], selected: ReadonlySet<number>): CheckState | null {
  if (ids.length === 0) return null;
  const count = ids.reduce((n, id) => n + (selected.has(id) ? 1 : 0), 0);
  return count === 0 ? 'unchecked' : count === ids.length ? 'checked' : 'mixed';
}

/** Clicking a group's box: a fully selected group is cleared, otherwise all its orders are selected. */
export function toggleGroup(selected: readonly number[], ids: readonly number[]): number[] {
  const chosen = new Set(selected);
  if (ids.length > 0 && ids.every((id) => chosen.has(id))) return selected.filter((id) => !ids.includes(id));
  return [...selected, ...ids.filter((id) => !chosen.has(id))];
}

/** After the list was read again: only orders still listed and still selectable stay selected. */
export function keepSelectable(selected: readonly number[], orders: readonly SelectableOrder[]): number[] {
  const selectable = new Set(groupIds(orders, {}));
  return selected.filter((id) => selectable.has(id));
}
