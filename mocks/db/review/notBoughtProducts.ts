import { NOT_BOUGHT_LEGEND, notBoughtShares, type NotBoughtStatus } from '../../../src/domain/notBought';
import { isSentOrLater } from '../../../src/domain/orderStatus';
import { answerCoverage } from '../answers/answerItems';
import { automaticOrderIndex, FLAG_EXCLUDED, type AutomaticOrderIndex } from '../automaticOrder/automaticOrderIndex';
import type { MockDb } from '../core/database';
import { invoicedByReturn } from '../sending/orderBilling';
import { billingShareOf, sendingOf } from '../sending/orderSending';
import type { DbBranch, DbOrder, DbQuotation } from '../core/types';
import { comparePtBr } from '../core/collate';

/**
 * Products not bought (spec 03 §2.6, §3.4; docs/api.md "Products not bought"), computed from the
 * data: for each branch of the quotation and each quoted product,
 * - no settled answer of the branch covers it and no order holds it: NR (the quoted quantity);
 * - an answer covers it but no order of the branch holds it: PP (the quoted quantity);
 * - each order item of it (domain/notBought notBoughtShares): PR the part its answer did not
 *   offer, EX what the buyer deleted (the automatic order's exclusions, the review's delete), PP
 *   the part not ordered, SR what a sent order still waits the billing return for, NF the part
 *   the supplier did not invoice (mocks/db/sending/orderSending.ts).
 * It reads the automatic order's index (product, answered and ordered quantity, excluded flag per
 * item), the answers' coverage (offsets, no answer item is built) and the sending registry, never
 * an order's items: on the large scenario's quotation (300 branches × 3,000 products, ~900,000
 * items) the table is a few typed arrays, kept until the data changes, sorted by product name
 * then branch name with a counting sort, and filtered per request.
 */
export const STATUS_CODES: readonly NotBoughtStatus[] = NOT_BOUGHT_LEGEND.map(({ status }) => status);
const statusCode = (status: NotBoughtStatus): number => STATUS_CODES.indexOf(status);

/** Rows in growable typed columns (hundreds of thousands on the large scenario). */
class Rows {
  count = 0;
  product = new Int32Array(1024);
  branch = new Int32Array(1024);
  supplier = new Int32Array(1024);
  status = new Uint8Array(1024);
  quantity = new Int32Array(1024);
  /** The order item's id, -1 for a product no order holds there. */
  item = new Float64Array(1024);

  push(product: number, branch: number, supplier: number, status: number, quantity: number, item: number): void {
    if (this.count === this.product.length) this.grow();
    const at = this.count;
    this.product[at] = product;
    this.branch[at] = branch;
    this.supplier[at] = supplier;
    this.status[at] = status;
    this.quantity[at] = quantity;
    this.item[at] = item;
    this.count += 1;
  }

  private grow(): void {
    const twice = <T extends Int32Array | Uint8Array | Float64Array>(column: T): T => {
      const bigger = new (column.constructor as new (length: number) => T)(column.length * 2);
      bigger.set(column);
      return bigger;
    };
    this.product = twice(this.product);
    this.branch = twice(this.branch);
    this.supplier = twice(this.supplier);
    this.status = twice(this.status);
    this.quantity = twice(this.quantity);
    this.item = twice(this.item);
  }
}

export interface NotBoughtTable {
  key: string;
  /** The index's substitute codes by item id (read when a row is answered). */
  substitutes: ReadonlyMap<number, string>;
  quotation: DbQuotation;
  branches: DbBranch[];
  rows: Rows;
  /** Row positions in screen order: product name, branch name, then as found. */
  order: Int32Array;
}

function branchById(db: MockDb): Map<number, DbBranch> {
  let map = db.caches.branchById;
  if (!map) db.caches.branchById = map = new Map(db.data.branches.map((branch) => [branch.id, branch]));
  return map;
}

/** The quotation's branches, in its own order. */
export function quotationBranches(db: MockDb, quotation: DbQuotation): DbBranch[] {
  const byId = branchById(db);
  return quotation.filiais.map((id) => byId.get(id)).filter((branch): branch is DbBranch => branch !== undefined);
}

/** What a sent order's billing return says: whether it was sent, and how much of an item was invoiced (null: no return yet). */
function returnOf(db: MockDb, order: DbOrder): { sent: boolean; invoiced: (idItem: number, ordered: number) => number | null } {
  const share = billingShareOf(db, order);
  const sent = share !== null || sendingOf(db).sent.has(order.idPedido) || isSentOrLater(order.situacaoPedido);
  return { sent, invoiced: (idItem, ordered) => invoicedByReturn(share, idItem, ordered) };
}

/** Changes when anything the table reads changes: the index, the answers, the orders' statuses and billing returns. */
function keyOf(db: MockDb, quotation: DbQuotation, index: AutomaticOrderIndex): string {
  let answers = 0;
  for (const answer of db.answersOf(quotation.id)) answers = (answers * 31 + answer.id * (answer.pendente ? 7 : 3) + answer.qtdeItensRespondidos) | 0;
  const sent = sendingOf(db).sent;
  let orders = 0;
  for (const order of index.orders) {
    const faturado = sent.get(order.idPedido)?.faturado;
    orders = (orders * 31 + order.situacaoPedido.length * 17 + order.situacaoPedido.charCodeAt(order.situacaoPedido.length - 1) + (faturado == null ? 5 : faturado * 1000)) | 0;
  }
  return `${quotation.itens.length}:${quotation.filiais.length}:${index.orders.length}:${index.version}:${answers}:${orders}`;
}

/** Per branch × product: whether a settled answer of the branch covers it. */
function answeredAt(db: MockDb, quotation: DbQuotation, branchPos: Map<number, number>): Uint8Array {
  const n = quotation.itens.length;
  const marks = new Int32Array(branchPos.size * (n + 1));
  for (const answer of db.answersOf(quotation.id)) {
    const b = branchPos.get(answer.idCliente);
    if (b === undefined || answer.pendente || answer.qtdeItensRespondidos <= 0) continue;
    const { offset, count } = answerCoverage(answer, n, db.scenarioSeed);
    const row = b * (n + 1);
    if (count >= n) {
      marks[row] += 1;
      marks[row + n] -= 1;
    } else if (offset + count <= n) {
      marks[row + offset] += 1;
      marks[row + offset + count] -= 1;
    } else {
      marks[row + offset] += 1;
      marks[row + n] -= 1;
      marks[row] += 1;
      marks[row + offset + count - n] -= 1;
    }
  }
  const covered = new Uint8Array(branchPos.size * n);
  for (let b = 0; b < branchPos.size; b += 1) {
    let running = 0;
    for (let k = 0; k < n; k += 1) {
      running += marks[b * (n + 1) + k];
      covered[b * n + k] = running > 0 ? 1 : 0;
    }
  }
  return covered;
}

/** The order items' shares, and marks which branch × product an order holds. */
function addItemRows(db: MockDb, index: AutomaticOrderIndex, quotation: DbQuotation, branchPos: Map<number, number>, productPos: Int32Array, rows: Rows): Uint8Array {
  const n = quotation.itens.length;
  const held = new Uint8Array(branchPos.size * n);
  const checkRemoved = index.removed.size > 0;
  for (let p = 0; p < index.orders.length; p += 1) {
    const order = index.orders[p];
    const b = branchPos.get(order.idCliente);
    if (b === undefined) continue;
    const cancelled = order.situacaoPedido === 'CANCELADO';
    const billing = returnOf(db, order);
    for (let i = 0; i < index.start[p + 1] - index.start[p]; i += 1) {
      const at = index.start[p] + i;
      const id = index.itemIdAt(p, i);
      if (checkRemoved && index.removed.has(id)) continue;
      const idProduto = index.product[at];
      const k = idProduto < productPos.length ? productPos[idProduto] : -1;
      if (k < 0) continue;
      held[b * n + k] = 1;
      const ordered = cancelled ? 0 : index.quantity[at];
      const quoted = quotation.itens[k].quantidade;
      const excluded = (index.flags[at] & FLAG_EXCLUDED) !== 0;
      const sent = billing.sent && !cancelled;
      // Most items miss nothing: answered and ordered in full, not sent yet.
      if (!excluded && !sent && index.answered[at] >= quoted && ordered >= quoted) continue;
      const shares = notBoughtShares({ quoted, answered: index.answered[at], ordered, excluded, sent, invoiced: billing.invoiced(id, ordered) });
      for (const share of shares) rows.push(k, b, order.idFornecedor, statusCode(share.status), share.quantidade, id);
    }
  }
  return held;
}

/** Positions sorted by a name: position → rank. */
function ranks(names: readonly string[]): Int32Array {
  const positions = names.map((_, position) => position).sort((a, b) => comparePtBr(names[a], names[b]) || a - b);
  const rank = new Int32Array(names.length);
  positions.forEach((position, r) => (rank[position] = r));
  return rank;
}

function build(db: MockDb, quotation: DbQuotation, index: AutomaticOrderIndex, key: string): NotBoughtTable {
  const branches = quotationBranches(db, quotation);
  const branchPos = new Map(branches.map((branch, b) => [branch.id, b]));
  const n = quotation.itens.length;
  const productPos = new Int32Array(Math.max(0, ...quotation.itens.map((item) => item.idProduto)) + 1).fill(-1);
  quotation.itens.forEach((item, k) => (productPos[item.idProduto] = k));
  const rows = new Rows();
  const held = addItemRows(db, index, quotation, branchPos, productPos, rows);
  const covered = answeredAt(db, quotation, branchPos);
  for (let b = 0; b < branches.length; b += 1) {
    for (let k = 0; k < n; k += 1) {
      if (held[b * n + k]) continue;
      rows.push(k, b, 0, statusCode(covered[b * n + k] ? 'PP' : 'NR'), quotation.itens[k].quantidade, -1);
    }
  }
  // Counting sort by (product rank, branch rank): stable, linear in rows + branches × products.
  const productRank = ranks(quotation.itens.map((item) => {
    const product = db.productById.get(item.idProduto);
    return product ? `${product.descricao} ${product.apresentacao}` : '';
  }));
  const branchRank = ranks(branches.map((branch) => branch.nomeFantasia));
  const slot = (row: number) => productRank[rows.product[row]] * branches.length + branchRank[rows.branch[row]];
  const starts = new Int32Array(n * branches.length + 1);
  for (let row = 0; row < rows.count; row += 1) starts[slot(row) + 1] += 1;
  for (let s = 1; s < starts.length; s += 1) starts[s] += starts[s - 1];
  const order = new Int32Array(rows.count);
  for (let row = 0; row < rows.count; row += 1) order[starts[slot(row)]++] = row;
  return { key, substitutes: index.substitutes, quotation, branches, rows, order };
}

/** The quotation's not-bought table, built when first asked for and again when its data changed. */
export function notBoughtTable(db: MockDb, quotation: DbQuotation): NotBoughtTable {
  const perQuotation = db.caches.notBoughtTables;
  const index = automaticOrderIndex(db, quotation.id);
  const key = keyOf(db, quotation, index);
  const known = perQuotation.get(quotation.id);
  if (known?.key === key) return known;
  const table = build(db, quotation, index, key);
  perQuotation.set(quotation.id, table);
  return table;
}
