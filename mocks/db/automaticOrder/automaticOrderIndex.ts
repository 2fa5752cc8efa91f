import { minimumBillingShortfall } from '../../../src/domain/orderQuantity';
import type { MockDb } from '../core/database';
import { FLAG_EXCLUDED, FLAG_MINIMUM, FLAG_PACKAGING, inScreenOrder, itemFlags, METRICS, orderGroups, writeItemMetrics, type Group } from './automaticOrderEntries';
import { seedOf } from '../core/random';
import { RoundingEntries } from './roundingEntries';
import type { DbOrder, DbOrderItem } from '../core/types';
import { cents } from '../../../src/domain/money';

/**
 * The automatic order of one quotation, kept in flat typed arrays (the power quotation: 4,500
 * branch orders, ~900,000 items), so the supplier, representative and branch-order lists answer
 * from per-order aggregates instead of walking the items: built once per quotation (each order's
 * items read once, not cached), refreshed per order when a quantity changes, rebuilt when the
 * quotation's orders are generated again.
 *
 * Orders sit in screen order (supplier, representative, branch name), so each supplier and
 * representative is a contiguous range. Item `i` of the order at position `p` is entry
 * `start[p] + i` of the item columns.
 */
export { FLAG_COMBO, FLAG_EXCLUDED, FLAG_MINIMUM, FLAG_OPPORTUNITY, FLAG_PACKAGING, METRICS, metricOf, type Group } from './automaticOrderEntries';

const MINIMUM_BILLING = [0, 0, 150, 300, 500, 1000];

export class AutomaticOrderIndex {
  readonly orders: DbOrder[];
  readonly position = new Map<number, number>();
  readonly start: Int32Array;
  readonly product: Int32Array;
  readonly flags: Uint8Array;
  readonly metric: Float32Array;
  /** Each item's ordered quantity (the review page's summaries). */
  readonly quantity: Int32Array;
  /** Each item's answered quantity, qtdeRespondida (the review page's products not bought). */
  readonly answered: Int32Array;
  /** The supplier's substitute code of the items that have one (few), by item id. */
  readonly substitutes = new Map<number, string>();
  /** The packaging rounding data of the items with a problem, by entry (roundingEntries.ts). */
  readonly rounding = new RoundingEntries();
  readonly orderFlags: Uint8Array;
  readonly orderMin: Float32Array;
  readonly orderMax: Float32Array;
  readonly orderTotal: Float64Array;
  readonly orderTotalComST: Float64Array;
  /** Minimum billing and whether it is compared without ST, per order. */
  readonly minimumBilling: Float64Array;
  readonly minimumWithoutST: Uint8Array;
  /** Excluded items per order, and the excluded item ids (mocks/db/automaticOrder/automaticOrderExclusion.ts). */
  readonly excludedCount: Int32Array;
  readonly excluded = new Set<number>();
  /** Items a mass answer change took out of their order (another supplier's answer was chosen): out of every figure, not in the excluded view. */
  readonly removed = new Set<number>();
  /** What a wholly excluded order was (it had no exclusions), to put it back without reading its items. */
  private readonly beforeExclusion = new Map<number, { flags: Uint8Array; orderFlags: number; min: Float32Array; max: Float32Array; total: number; totalComST: number }>();
  readonly suppliers: Group[];
  readonly representatives: Group[];
  /** Bumped by every change; filter results remember the version they were made for. */
  version = 0;
  readonly cache = new Map<string, unknown>();
  /** The list's last order when the index was built: an order added after one was removed (a combo order made again) leaves the length as it was, not the last order. */
  readonly lastOrder: DbOrder | undefined;

  constructor(
    private readonly db: MockDb,
    readonly source: readonly DbOrder[],
    /** The index this one replaces after orders were added to or removed from the same list (a combo order): its exclusions and entries carry over. */
    previous?: AutomaticOrderIndex,
  ) {
    for (const id of previous?.excluded ?? []) this.excluded.add(id);
    for (const id of previous?.removed ?? []) this.removed.add(id);
    for (const [id, code] of previous?.substitutes ?? []) this.substitutes.set(id, code);
    this.lastOrder = source[source.length - 1];
    this.orders = inScreenOrder(db, source);
    const count = this.orders.length;
    this.start = new Int32Array(count + 1);
    this.orders.forEach((order, p) => {
      this.position.set(order.idPedido, p);
      this.start[p + 1] = this.start[p] + order.quantidadeItens;
    });
    const items = this.start[count];
    this.product = new Int32Array(items);
    this.flags = new Uint8Array(items);
    this.metric = new Float32Array(items * METRICS);
    this.quantity = new Int32Array(items);
    this.answered = new Int32Array(items);
    this.orderFlags = new Uint8Array(count);
    this.orderMin = new Float32Array(count * METRICS);
    this.orderMax = new Float32Array(count * METRICS);
    this.orderTotal = new Float64Array(count);
    this.orderTotalComST = new Float64Array(count);
    this.minimumBilling = new Float64Array(count);
    this.minimumWithoutST = new Uint8Array(count);
    this.excludedCount = new Int32Array(count);
    for (let p = 0; p < count; p += 1) {
      const order = this.orders[p];
      const unit = seedOf(order.idPedido, 13) / 4294967296;
      this.minimumBilling[p] = order.faturamentoMinimo ?? MINIMUM_BILLING[Math.floor(unit * MINIMUM_BILLING.length)];
      this.minimumWithoutST[p] = unit < 0.7 ? 1 : 0;
      const before = previous?.position.get(order.idPedido);
      if (previous && before !== undefined && previous.start[before + 1] - previous.start[before] === order.quantidadeItens) this.copyFrom(previous, before, p);
      else this.refreshAt(p, db.orderItems.read(order.idPedido));
    }
    ({ suppliers: this.suppliers, representatives: this.representatives } = orderGroups(db, this.orders));
  }

  /** An order's entries and aggregates as another index has them (at position `from`), without reading its items. */
  private copyFrom(previous: AutomaticOrderIndex, from: number, p: number): void {
    const [a, b, at] = [previous.start[from], previous.start[from + 1], this.start[p]];
    this.product.set(previous.product.subarray(a, b), at);
    this.flags.set(previous.flags.subarray(a, b), at);
    this.metric.set(previous.metric.subarray(a * METRICS, b * METRICS), at * METRICS);
    this.quantity.set(previous.quantity.subarray(a, b), at);
    this.answered.set(previous.answered.subarray(a, b), at);
    this.rounding.copyRange(previous.rounding, a, b, at);
    this.orderFlags[p] = previous.orderFlags[from];
    this.orderMin.set(previous.orderMin.subarray(from * METRICS, (from + 1) * METRICS), p * METRICS);
    this.orderMax.set(previous.orderMax.subarray(from * METRICS, (from + 1) * METRICS), p * METRICS);
    this.orderTotal[p] = previous.orderTotal[from];
    this.orderTotalComST[p] = previous.orderTotalComST[from];
    this.excludedCount[p] = previous.excludedCount[from];
  }

  /** Rewrites an order's entries from its items (after a quantity change). */
  refresh(idPedido: number, items: readonly DbOrderItem[]): void {
    const p = this.position.get(idPedido);
    if (p === undefined) return;
    this.beforeExclusion.delete(p);
    this.refreshAt(p, items);
    this.version += 1;
    this.cache.clear();
  }

  /** The id of item `i` of the order at position `p` (items are numbered idPedido × 10,000 + i). */
  itemIdAt(p: number, i: number): number {
    return this.orders[p].idPedido * 10_000 + i;
  }

  /** Marks every item of the order at `p` excluded without reading its items (a whole order deleted). */
  excludeWhole(p: number): void {
    const span = this.start[p + 1] - this.start[p];
    if (this.excludedCount[p] === 0) {
      this.beforeExclusion.set(p, {
        flags: this.flags.slice(this.start[p], this.start[p + 1]),
        orderFlags: this.orderFlags[p],
        min: this.orderMin.slice(p * METRICS, (p + 1) * METRICS),
        max: this.orderMax.slice(p * METRICS, (p + 1) * METRICS),
        total: this.orderTotal[p],
        totalComST: this.orderTotalComST[p],
      });
    }
    for (let i = 0; i < span; i += 1) if (!this.removed.has(this.itemIdAt(p, i))) this.excluded.add(this.itemIdAt(p, i));
    this.flags.fill(FLAG_EXCLUDED, this.start[p], this.start[p + 1]);
    this.excludedCount[p] = span;
    this.orderFlags[p] = 0;
    this.orderMin.fill(Infinity, p * METRICS, (p + 1) * METRICS);
    this.orderMax.fill(-Infinity, p * METRICS, (p + 1) * METRICS);
    this.orderTotal[p] = 0;
    this.orderTotalComST[p] = 0;
    this.version += 1;
    this.cache.clear();
  }

  /** Puts back a whole order excluded by excludeWhole, from what it was; false when that is not known (read its items instead). */
  restoreWhole(p: number): boolean {
    const before = this.beforeExclusion.get(p);
    if (!before) return false;
    this.beforeExclusion.delete(p);
    for (let i = 0; i < before.flags.length; i += 1) this.excluded.delete(this.itemIdAt(p, i));
    this.flags.set(before.flags, this.start[p]);
    this.orderFlags[p] = before.orderFlags;
    this.orderMin.set(before.min, p * METRICS);
    this.orderMax.set(before.max, p * METRICS);
    this.orderTotal[p] = before.total;
    this.orderTotalComST[p] = before.totalComST;
    this.excludedCount[p] = 0;
    this.version += 1;
    this.cache.clear();
    return true;
  }

  /** 'Faltam' of the order at a position. */
  shortfall(p: number): number {
    return minimumBillingShortfall(this.minimumBilling[p], this.minimumWithoutST[p] ? this.orderTotal[p] : this.orderTotalComST[p]);
  }

  private refreshAt(p: number, items: readonly DbOrderItem[]): void {
    const first = this.start[p];
    const length = Math.min(items.length, this.start[p + 1] - first);
    for (let i = 0; i < length; i += 1) this.writeEntry(first + i, items[i]);
    this.aggregate(p, items);
  }

  /**
   * Rewrites only these entries of an order (items at these positions changed), then its
   * aggregates from the stored entries: a mass edit touches one product in hundreds of orders.
   */
  refreshItems(idPedido: number, items: readonly DbOrderItem[], changed: readonly number[]): void {
    const p = this.position.get(idPedido);
    if (p === undefined) return;
    this.beforeExclusion.delete(p);
    const first = this.start[p];
    for (const i of changed) if (first + i < this.start[p + 1]) this.writeEntry(first + i, items[i]);
    this.aggregate(p, items);
    this.version += 1;
    this.cache.clear();
  }

  /** An item's flags, product, quantities and the six comparison metrics. */
  private writeEntry(at: number, item: DbOrderItem): void {
    this.product[at] = item.idProduto;
    this.quantity[at] = item.qtdePedida;
    this.answered[at] = item.qtdeRespondida;
    if (item.codigoSubstituto) this.substitutes.set(item.id, item.codigoSubstituto);
    else this.substitutes.delete(item.id);
    if (this.excluded.has(item.id) || this.removed.has(item.id)) {
      this.flags[at] = FLAG_EXCLUDED;
      this.rounding.forget(at);
      return;
    }
    this.flags[at] = itemFlags(item);
    this.rounding.write(at, item, (this.flags[at] & (FLAG_PACKAGING | FLAG_MINIMUM)) !== 0);
    writeItemMetrics(this.metric, at, item);
  }

  /** An order's flags, min/max per metric (from the stored entries) and totals (from its items). */
  private aggregate(p: number, items: readonly DbOrderItem[]): void {
    const first = this.start[p];
    const end = Math.min(this.start[p + 1], first + items.length);
    let orderFlags = 0;
    const min = new Float32Array(METRICS).fill(Infinity);
    const max = new Float32Array(METRICS).fill(-Infinity);
    let excluded = 0;
    for (let at = first; at < end; at += 1) {
      if (this.flags[at] === FLAG_EXCLUDED) {
        excluded += 1;
        continue;
      }
      orderFlags |= this.flags[at];
      for (let m = 0; m < METRICS; m += 1) {
        const value = this.metric[at * METRICS + m];
        if (value < min[m]) min[m] = value;
        if (value > max[m]) max[m] = value;
      }
    }
    let total = 0;
    let totalComST = 0;
    for (let i = 0; i < end - first; i += 1) {
      if (this.flags[first + i] === FLAG_EXCLUDED) continue;
      total += items[i].qtdePedida * items[i].valorSemST;
      totalComST += items[i].qtdePedida * items[i].valorComST;
    }
    this.excludedCount[p] = excluded;
    this.orderFlags[p] = orderFlags;
    this.orderMin.set(min, p * METRICS);
    this.orderMax.set(max, p * METRICS);
    this.orderTotal[p] = cents(total);
    this.orderTotalComST[p] = cents(totalComST);
  }
}

/** The quotation's index, built on first use and again when its orders were replaced. */
export function automaticOrderIndex(db: MockDb, idCotacao: number): AutomaticOrderIndex {
  const perQuotation = db.automaticOrders;
  const source = db.ordersOf(idCotacao);
  let index = perQuotation.get(idCotacao);
  if (!index || index.source !== source || index.orders.length !== source.length || index.lastOrder !== source[source.length - 1]) {
    // Orders added to or removed from the same list (a combo order) keep the buyer's exclusions; regenerated orders start clean.
    index = new AutomaticOrderIndex(db, source, index?.source === source ? index : undefined);
    perQuotation.set(idCotacao, index);
  }
  return index;
}

/**
 * The order's total as the review shows it: its items without those deleted or moved to another
 * order (the index keeps it up to date with quantity edits). The order's own figure for an order
 * the index does not hold.
 */
export function reviewedTotal(db: MockDb, order: DbOrder): number {
  const index = automaticOrderIndex(db, order.idCotacao);
  const p = index.position.get(order.idPedido);
  return p === undefined ? order.valorTotal : cents(index.orderTotal[p]);
}

/** Builds the quotation's index again after an order's item count changed (an item joined it): the buyer's exclusions and removed items carry over. */
export function rebuildAutomaticOrderIndex(db: MockDb, idCotacao: number): AutomaticOrderIndex {
  const previous = automaticOrderIndex(db, idCotacao);
  const index = new AutomaticOrderIndex(db, db.ordersOf(idCotacao), previous);
  db.automaticOrders.set(idCotacao, index);
  return index;
}

/** Forgets the quotation's index after items moved between or left its orders (the mass edit): the next request rebuilds it. */
export function dropAutomaticOrderIndex(db: MockDb, idCotacao: number): void {
  db.automaticOrders.delete(idCotacao);
}
