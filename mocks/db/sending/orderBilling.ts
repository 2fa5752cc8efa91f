import { billingFigures, type BillingFigures } from '../../../src/domain/orderBilling';
import type { SituacaoPedido } from '../../../src/domain/orderStatus';
import { automaticOrderIndex } from '../automaticOrder/automaticOrderIndex';
import type { MockDb } from '../core/database';
import type { DbOrder, DbOrderItem } from '../core/types';

/**
 * The supplier's billing return in the mock (spec 03 §3.4, §4.1, §4.6): what it invoiced of each
 * item of a sent order, from the share the simulation gave the order (mocks/db/sending/orderSending.ts:
 * 1 all, 0 nothing, in between partly). The order's status, invoiced total and percentages are
 * then read from those quantities by domain/orderBilling, never set beside them.
 */

/**
 * What the supplier invoiced of an item (null: no return yet). Partly: by the item's id, one item
 * in three in full, one in three half of it (rounded down), one in three nothing. An order of one
 * item may so be invoiced in full, or not at all: its status says so.
 */
export function invoicedByReturn(share: number | null, idItem: number, ordered: number): number | null {
  if (share === null) return null;
  if (share >= 1) return ordered;
  if (share <= 0) return 0;
  return [ordered, Math.floor(ordered / 2), 0][idItem % 3];
}

/** Orders seeded already settled carry no record of the simulation: their status names their return. */
export function seededShare(status: SituacaoPedido): number | null {
  if (status === 'FATURADO_RETORNO' || status === 'FATURADO_MANUALMENTE') return 1;
  if (status === 'FATURADO_RETORNO_INCOMPLETO') return 0.5;
  return status === 'NAO_FATURADO' ? 0 : null;
}

/** The items of the order the supplier bills: those the buyer excluded or moved to another order are not part of it. */
export function billedItems(db: MockDb, order: DbOrder): DbOrderItem[] {
  const index = automaticOrderIndex(db, order.idCotacao);
  const items = db.orderItems.get(order.idPedido);
  if (index.excluded.size === 0 && index.removed.size === 0) return [...items];
  return items.filter((item) => !index.excluded.has(item.id) && !index.removed.has(item.id));
}

/** The order's billing figures under the share (null before the return), kept while its share and exclusions stay. */
export function billingOfOrder(db: MockDb, order: DbOrder, share: number | null): BillingFigures | null {
  if (share === null) return null;
  const known = db.caches.billing;
  const index = automaticOrderIndex(db, order.idCotacao);
  const key = `${share}|${index.excluded.size}|${index.removed.size}|${order.quantidadeItens}`;
  const hit = known.get(order.idPedido);
  if (hit?.key === key) return hit.figures;
  const figures = billingFigures(
    billedItems(db, order).map((item) => ({ ordered: item.qtdePedida, invoiced: invoicedByReturn(share, item.id, item.qtdePedida)!, unitPrice: item.valorSemST })),
  );
  known.set(order.idPedido, { key, figures });
  return figures;
}
