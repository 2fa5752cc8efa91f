import { comparesValue, filterKey, normalizeSearchText, type AutomaticOrderFilter } from '../../../src/domain/automaticOrderFilter';
import type { MockDb } from '../core/database';
import { FLAG_COMBO, FLAG_EXCLUDED, FLAG_MINIMUM, FLAG_OPPORTUNITY, FLAG_PACKAGING, METRICS, metricOf, type AutomaticOrderIndex, type Group } from './automaticOrderIndex';
import type { DbProduct } from '../core/types';
import { cents } from '../../../src/domain/money';

/**
 * The automatic order's filter applied on the server (spec 03 §3.1, issue 10 part 2): to
 * suppliers, representatives, branch orders and items alike (a supplier shows when some item of
 * its orders passes). Orders are decided from their aggregates (flags, min/max differences,
 * product → orders) and only read item by item when one aggregate cannot decide; the answer is
 * kept per filter until a quantity changes.
 */

/** The item-level part of a filter, ready to test entries of the index. */
export interface ItemCriteria {
  mask: number;
  /** idProduto → 1 when it matches `busca`; null without a search. */
  products: Uint8Array | null;
  metric: number;
  limit: number;
  above: boolean;
  compares: boolean;
  /** How many item-level criteria there are (one is decided by the aggregates alone). */
  count: number;
}

export interface FilterResult {
  version: number;
  criteria: ItemCriteria;
  pass: Uint8Array;
  supplierRows: { group: Group; total: number; orders: number }[];
  representativeRows: { group: Group; total: number; orders: number }[];
  filteredItems: Map<number, number>;
}

/** Every catalogue product's searchable text (EAN, code, description, manufacturer), normalized once. */
function productTexts(db: MockDb) {
  let known = db.caches.searchTexts;
  if (!known) {
    const texts: [DbProduct, string][] = db.data.products.map((p) => [
      p,
      normalizeSearchText(`${p.ean}\n${`P${String(p.id).padStart(6, '0')}`}\n${p.descricao} ${p.apresentacao}\n${p.fabricante}`),
    ]);
    known = { texts, maxId: Math.max(0, ...db.data.products.map((p) => p.id)) };
    db.caches.searchTexts = known;
  }
  return known;
}

function matchingProducts(db: MockDb, busca: string): Uint8Array | null {
  const needle = normalizeSearchText(busca);
  if (!needle) return null;
  const { texts, maxId } = productTexts(db);
  const marks = new Uint8Array(maxId + 1);
  for (const [product, text] of texts) if (text.includes(needle)) marks[product.id] = 1;
  return marks;
}

export function itemCriteria(db: MockDb, filter: AutomaticOrderFilter): ItemCriteria {
  let mask = 0;
  if (filter.conflitoDeEmbalagem) mask |= FLAG_PACKAGING;
  if (filter.problemaDeMinimo) mask |= FLAG_MINIMUM;
  if (filter.oportunidade) mask |= FLAG_OPPORTUNITY;
  if (filter.combo) mask |= FLAG_COMBO;
  const products = matchingProducts(db, filter.busca);
  const compares = comparesValue(filter);
  let bits = 0;
  for (let m = mask; m; m &= m - 1) bits += 1;
  return {
    mask,
    products,
    metric: metricOf(filter.tipoComparacao, filter.filtroPorcentagem),
    limit: Number(filter.valor),
    above: filter.acimaDoValor,
    compares,
    count: bits + (products ? 1 : 0) + (compares ? 1 : 0),
  };
}

/** Whether entry `at` of the index passes every item-level criterion. */
export function itemPasses(index: AutomaticOrderIndex, criteria: ItemCriteria, at: number): boolean {
  if (index.flags[at] & FLAG_EXCLUDED) return false;
  if ((index.flags[at] & criteria.mask) !== criteria.mask) return false;
  if (criteria.products && criteria.products[index.product[at]] !== 1) return false;
  if (criteria.compares) {
    const value = index.metric[at * METRICS + criteria.metric];
    if (criteria.above ? !(value > criteria.limit) : !(value < -criteria.limit)) return false;
  }
  return true;
}

/** Order-level criteria: the ids and the minimum billing shortfall. */
export function orderPasses(index: AutomaticOrderIndex, filter: AutomaticOrderFilter, p: number): boolean {
  const order = index.orders[p];
  if (filter.idFornecedor !== null && order.idFornecedor !== filter.idFornecedor) return false;
  if (filter.idRepresentante !== null && order.idRepresentante !== filter.idRepresentante) return false;
  if (filter.idCliente !== null && order.idCliente !== filter.idCliente) return false;
  return !filter.problemaFaturamentoMinimo || index.shortfall(p) > 0;
}

function aggregatesAllow(index: AutomaticOrderIndex, criteria: ItemCriteria, p: number): boolean {
  if ((index.orderFlags[p] & criteria.mask) !== criteria.mask) return false;
  if (criteria.compares) {
    const at = p * METRICS + criteria.metric;
    if (criteria.above ? !(index.orderMax[at] > criteria.limit) : !(index.orderMin[at] < -criteria.limit)) return false;
  }
  return true;
}

function anyItemPasses(index: AutomaticOrderIndex, criteria: ItemCriteria, p: number): boolean {
  for (let at = index.start[p]; at < index.start[p + 1]; at += 1) if (itemPasses(index, criteria, at)) return true;
  return false;
}

/** How many of an order's items pass (0 criteria: all of them). */
export function passingItemCount(index: AutomaticOrderIndex, criteria: ItemCriteria, p: number): number {
  if (criteria.count === 0) return index.start[p + 1] - index.start[p] - index.excludedCount[p];
  let count = 0;
  for (let at = index.start[p]; at < index.start[p + 1]; at += 1) if (itemPasses(index, criteria, at)) count += 1;
  return count;
}

function rowsOf(index: AutomaticOrderIndex, groups: Group[], pass: Uint8Array) {
  const rows: FilterResult['supplierRows'] = [];
  for (const group of groups) {
    let total = 0;
    let orders = 0;
    for (let p = group.from; p < group.to; p += 1) {
      if (!pass[p]) continue;
      total += index.orderTotal[p];
      orders += 1;
    }
    if (orders > 0) rows.push({ group, total: cents(total), orders });
  }
  return rows;
}

/** The filter's answer over the whole quotation: which orders pass, and the supplier and representative rows. */
export function applyFilter(db: MockDb, index: AutomaticOrderIndex, filter: AutomaticOrderFilter): FilterResult {
  const key = filterKey(filter);
  const cached = index.cache.get(key) as FilterResult | undefined;
  if (cached && cached.version === index.version) return cached;
  const criteria = itemCriteria(db, filter);
  const pass = new Uint8Array(index.orders.length);
  // Without a search, one flag or one comparison is decided by the order's aggregates alone (excluded items are not in them).
  const decidedByAggregates = criteria.count === 0 || (criteria.count === 1 && !criteria.products);
  for (let p = 0; p < index.orders.length; p += 1) {
    if (index.excludedCount[p] === index.start[p + 1] - index.start[p]) continue;
    if (!orderPasses(index, filter, p) || !aggregatesAllow(index, criteria, p)) continue;
    pass[p] = decidedByAggregates || anyItemPasses(index, criteria, p) ? 1 : 0;
  }
  const result: FilterResult = {
    version: index.version,
    criteria,
    pass,
    supplierRows: rowsOf(index, index.suppliers, pass),
    representativeRows: rowsOf(index, index.representatives, pass),
    filteredItems: new Map(),
  };
  index.cache.set(key, result);
  return result;
}
