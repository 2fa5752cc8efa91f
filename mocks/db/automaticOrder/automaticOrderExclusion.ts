import type { AutomaticOrderFilter } from '../../../src/domain/automaticOrderFilter';
import { bodySelects, type SelectionBody } from '../../../src/domain/orderSelection';
import { isOrderEditable } from '../../../src/domain/orderStatus';
import type { ItemExcluidoDto } from '../../../src/api/pedidoAutomaticoSelectionDto';
import type { MockDb } from '../core/database';
import type { AutomaticOrderIndex } from './automaticOrderIndex';
import { applyFilter, itemPasses } from './automaticOrderQuery';

/**
 * Deleting and re-inserting the automatic order's products (spec 03 §4.2, issue 11): an excluded
 * item keeps its place in its order and is only marked in the index (FLAG_EXCLUDED), so it can
 * be put back, and the index is updated order by order (a whole order without reading its
 * items), never rebuilt. Totals of orders, representatives and suppliers follow from the index;
 * a supplier left without orders no longer passes any filter.
 */

/** Writes an order's total back to the order (the branch order lists read it). */
export function syncOrder(db: MockDb, index: AutomaticOrderIndex, p: number): void {
  const order = db.orderById.get(index.orders[p].idPedido);
  if (!order) return;
  order.valorTotal = index.orderTotal[p];
  if (order.faltaFaturamentoMinimo !== undefined) order.faltaFaturamentoMinimo = index.shortfall(p);
}

/** Orders whose products were deleted or put back, in the changes log other screens follow (docs/api.md "Changes by other sessions"). */
export function logReshaped(db: MockDb, index: AutomaticOrderIndex, idPedidos: readonly number[]): void {
  if (idPedidos.length > 0) db.itemRevisions.reshaped(index.orders[index.position.get(idPedidos[0])!].idCotacao, idPedidos);
}

/** An order touched by a selection: all its items under the filter (`whole`, ids not read) or the listed ones. */
export interface SelectedOrder {
  p: number;
  whole: boolean;
  ids: number[];
}

/** The editable orders, combo orders aside, a selection body selects under a filter, order by order (lazily: the answers modal stops early). */
export function* selectedOrders(db: MockDb, index: AutomaticOrderIndex, filter: AutomaticOrderFilter, body: SelectionBody): Generator<SelectedOrder> {
  const result = applyFilter(db, index, filter);
  const byOrder = new Map(body.itens.map((entry) => [entry.idPedido, entry]));
  const positions: number[] = [];
  if (body.checkTodosSelecionados) {
    for (let p = 0; p < index.orders.length; p += 1) if (result.pass[p]) positions.push(p);
  } else {
    // An order named twice is one order (its last entry counts, as in byOrder).
    for (const idPedido of byOrder.keys()) {
      const p = index.position.get(idPedido);
      if (p !== undefined && result.pass[p]) positions.push(p);
    }
  }
  const { criteria } = result;
  for (const p of positions) {
    const { idPedido, situacaoPedido } = index.orders[p];
    // A combo order is changed in Combo only ('Excluir pedido combo', its items' exclusions), so it always costs its combo's value.
    if (!isOrderEditable(db.orderById.get(idPedido)?.situacaoPedido ?? situacaoPedido) || db.isComboOrder(idPedido)) continue;
    const entry = byOrder.get(idPedido);
    const span = index.start[p + 1] - index.start[p];
    if (criteria.count === 0 && (entry ? entry.selecionado && entry.idPedidoItens.length === 0 : body.checkTodosSelecionados)) {
      yield { p, whole: true, ids: [] };
      continue;
    }
    const ids: number[] = [];
    for (let i = 0; i < span; i += 1) {
      const id = index.itemIdAt(p, i);
      if (itemPasses(index, criteria, index.start[p] + i) && bodySelects(body, byOrder, idPedido, id)) ids.push(id);
    }
    if (ids.length > 0) yield { p, whole: false, ids };
  }
}

/** What excluding a selection would take, item by item as `excludeSelection` counts them (nothing is changed). */
export function deletionPreview(db: MockDb, index: AutomaticOrderIndex, filter: AutomaticOrderFilter, body: SelectionBody): { quantidadeItens: number; quantidadePedidos: number } {
  let quantidadeItens = 0;
  let quantidadePedidos = 0;
  for (const { p, whole, ids } of selectedOrders(db, index, filter, body)) {
    quantidadePedidos += 1;
    quantidadeItens += whole ? index.start[p + 1] - index.start[p] - index.excludedCount[p] : ids.length;
  }
  return { quantidadeItens, quantidadePedidos };
}

/** The ids of the order's items that are not excluded. */
export function activeItemIds(index: AutomaticOrderIndex, p: number): number[] {
  const ids: number[] = [];
  for (let i = 0; i < index.start[p + 1] - index.start[p]; i += 1) if (!index.excluded.has(index.itemIdAt(p, i))) ids.push(index.itemIdAt(p, i));
  return ids;
}

/** Excludes what a selection body selects under a filter; answers how many items were excluded. */
export function excludeSelection(db: MockDb, index: AutomaticOrderIndex, filter: AutomaticOrderFilter, body: SelectionBody): number {
  let count = 0;
  const touched: number[] = [];
  for (const { p, whole, ids } of selectedOrders(db, index, filter, body)) {
    touched.push(index.orders[p].idPedido);
    if (whole) {
      count += index.start[p + 1] - index.start[p] - index.excludedCount[p];
      index.excludeWhole(p);
    } else {
      for (const id of ids) index.excluded.add(id);
      index.refresh(index.orders[p].idPedido, db.orderItems.read(index.orders[p].idPedido));
      count += ids.length;
    }
    syncOrder(db, index, p);
  }
  logReshaped(db, index, touched);
  return count;
}

/** Puts excluded items back (all of them with `all`); answers how many. A whole order comes back without reading its items. */
export function restoreExcluded(db: MockDb, index: AutomaticOrderIndex, ids: readonly number[] | 'all'): number {
  const chosen = ids === 'all' ? [...index.excluded] : ids.filter((id) => index.excluded.has(id));
  const byOrder = new Map<number, number[]>();
  for (const id of chosen) {
    const idPedido = Math.floor(id / 10_000);
    const list = byOrder.get(idPedido);
    if (list) list.push(id);
    else byOrder.set(idPedido, [id]);
  }
  for (const [idPedido, restored] of byOrder) {
    const p = index.position.get(idPedido);
    if (p === undefined) continue;
    const whole = restored.length === index.start[p + 1] - index.start[p];
    if (!whole || !index.restoreWhole(p)) {
      for (const id of restored) index.excluded.delete(id);
      index.refresh(idPedido, db.orderItems.read(idPedido));
    }
    syncOrder(db, index, p);
  }
  logReshaped(db, index, [...byOrder.keys()].filter((idPedido) => index.position.has(idPedido)));
  return chosen.length;
}

/** The excluded items, in the order they were excluded, with where they were. */
export function excludedItems(db: MockDb, index: AutomaticOrderIndex): { total: number; slice: (from: number, to: number) => ItemExcluidoDto[] } {
  const ids = [...index.excluded];
  return {
    total: ids.length,
    slice: (from, to) =>
      ids.slice(from, to).flatMap((id) => {
        const idPedido = Math.floor(id / 10_000);
        const order = db.orderById.get(idPedido);
        const item = db.orderItems.read(idPedido)[id % 10_000];
        if (!order || !item) return [];
        return [
          {
            ...item,
            nomeFantasiaCliente: order.nomeFantasiaCliente,
            nomeFornecedor: db.supplierName(order.idFornecedor),
            nomeRepresentante: db.representativeName(order.idRepresentante),
          },
        ];
      }),
  };
}
