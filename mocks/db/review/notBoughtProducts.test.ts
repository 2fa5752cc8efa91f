import type { FiltroNaoCompradosDto } from '../../../src/api/naoCompradosDto';
import { DEFAULT_NOT_BOUGHT_SITUATIONS, notBoughtShares, NOT_BOUGHT_SITUATIONS } from '../../../src/domain/notBought';
import { isSentOrLater } from '../../../src/domain/orderStatus';
import { automaticOrderIndex } from '../automaticOrder/automaticOrderIndex';
import { resetDb } from '../core/current';
import type { MockDb } from '../core/database';
import { quotationBranches } from './notBoughtProducts';
import { allNotBoughtRows, selectNotBought } from './notBoughtSelection';
import { ACK_AFTER_MS, advanceSending, BILLING_AFTER_MS, sendingOf, sendOrders } from '../sending/orderSending';
import { deleteReviewItem, ORDER_NOT_EDITABLE } from './reviewItemDeletion';
import type { DbQuotation } from '../core/types';

/** Products not bought in the mock (spec 03 §2.6, §3.4): the fast table against the same rules applied to the items and answers themselves. */
function confirmedQuotation() {
  const db = resetDb('demo');
  const quotation = db.data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db.ordersOf(q.id).length > 20)!;
  db.ordersOf(quotation.id).forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  return { db, quotation };
}

const everything = (db: MockDb, quotation: DbQuotation): FiltroNaoCompradosDto => ({
  cnpjFiliais: quotationBranches(db, quotation).map((branch) => branch.cnpj),
  cnpjFornecedores: db.data.suppliers.map((supplier) => supplier.cnpj),
  ...(Object.fromEntries(NOT_BOUGHT_SITUATIONS.map(({ key }) => [key, true])) as Omit<FiltroNaoCompradosDto, 'cnpjFiliais' | 'cnpjFornecedores'>),
});

/** branch cnpj | EAN | status → quantity, summed. */
type Totals = Map<string, number>;
const add = (totals: Totals, key: string, quantity: number) => totals.set(key, (totals.get(key) ?? 0) + quantity);

function fromTable(db: MockDb, quotation: DbQuotation): Totals {
  const totals: Totals = new Map();
  for (const row of allNotBoughtRows(db, selectNotBought(db, quotation, everything(db, quotation)))) add(totals, `${row.cnpjFilial}|${row.codigoBarras}|${row.status}`, row.quantidade);
  return totals;
}

/** The same rules, the slow way: every order's items read, every answer's items built. */
function fromItems(db: MockDb, quotation: DbQuotation, excluded: ReadonlySet<number>, invoiced: (idPedido: number, idItem: number, ordered: number) => number | null): Totals {
  const totals: Totals = new Map();
  const branches = quotationBranches(db, quotation);
  for (const branch of branches) {
    const held = new Set<number>();
    for (const order of db.ordersOf(quotation.id).filter((o) => o.idCliente === branch.id)) {
      db.orderItems.get(order.idPedido).forEach((item) => {
        held.add(item.idProduto);
        const sent = isSentOrLater(order.situacaoPedido);
        const shares = notBoughtShares({ quoted: item.qtdeCotada, answered: item.qtdeRespondida, ordered: item.qtdePedida, excluded: excluded.has(item.id), sent, invoiced: sent ? invoiced(order.idPedido, item.id, item.qtdePedida) : null });
        for (const share of shares) add(totals, `${branch.cnpj}|${item.codigoBarras}|${share.status}`, share.quantidade);
      });
    }
    const answered = new Set<number>();
    for (const answer of db.answersOf(quotation.id).filter((a) => a.idCliente === branch.id && !a.pendente)) for (const item of db.answerItems.get(answer.id)) answered.add(item.idProduto);
    for (const quoted of quotation.itens) {
      if (held.has(quoted.idProduto)) continue;
      add(totals, `${branch.cnpj}|${db.productById.get(quoted.idProduto)!.ean}|${answered.has(quoted.idProduto) ? 'PP' : 'NR'}`, quoted.quantidade);
    }
  }
  return totals;
}

const sorted = (totals: Totals) => [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));

describe('products not bought in the mock', () => {
  it('before sending: the table agrees with the items and answers themselves (NR, PR, PP), and rows with no answer show NR', () => {
    const { db, quotation } = confirmedQuotation();
    // A branch whose answers covered nothing of the quotation: each of its products no order holds is NR.
    const branch = quotationBranches(db, quotation)[0];
    db.answersOf(quotation.id).filter((a) => a.idCliente === branch.id).forEach((a) => (a.qtdeItensRespondidos = 0));
    const expected = fromItems(db, quotation, new Set(), () => null);
    expect(sorted(fromTable(db, quotation))).toEqual(sorted(expected));
    expect([...expected.keys()].some((key) => key.startsWith(`${branch.cnpj}|`) && key.endsWith('|NR'))).toBe(true);
  });

  it('a product deleted from an order is EX (its answered quantity), and it leaves the order total', () => {
    const { db, quotation } = confirmedQuotation();
    const order = db.ordersOf(quotation.id)[0];
    const item = db.orderItems.get(order.idPedido).find((i) => i.qtdePedida > 0)!;
    const before = order.valorTotal;
    const result = deleteReviewItem(db, order.idPedido, item.id);
    expect(result.ok).toBe(true);
    expect(db.orderById.get(order.idPedido)!.valorTotal).toBeCloseTo(db.orderItems.get(order.idPedido).filter((i) => i.id !== item.id).reduce((sum, i) => sum + i.qtdePedida * i.valorSemST, 0), 1);
    expect(db.orderById.get(order.idPedido)!.valorTotal).not.toBe(before);
    expect(sorted(fromTable(db, quotation))).toEqual(sorted(fromItems(db, quotation, new Set([item.id]), () => null)));
    const branch = quotationBranches(db, quotation).find((b) => b.id === order.idCliente)!;
    const rows = [...allNotBoughtRows(db, selectNotBought(db, quotation, everything(db, quotation)))];
    expect(rows.some((row) => row.status === 'EX' && row.codigoBarras === item.codigoBarras && row.cnpjFilial === branch.cnpj && row.quantidade === Math.min(item.qtdeCotada, item.qtdeRespondida))).toBe(true);
  });

  it('a sent order is SR until its billing return, then NF for what was not invoiced (partly: by item id, in full, half or nothing)', () => {
    const { db, quotation } = confirmedQuotation();
    const order = db.ordersOf(quotation.id).find((o) => ![3, 5].includes(o.idFornecedor % 7))!;
    sendingOf(db).billing.set(order.idPedido, 0.5);
    sendOrders(db, [order], false, null);
    advanceSending(db, quotation.id);
    const noReturn = fromTable(db, quotation);
    expect(sorted(noReturn)).toEqual(sorted(fromItems(db, quotation, new Set(), () => null)));
    expect([...noReturn.keys()].filter((key) => key.endsWith('|SR')).length).toBe(db.orderItems.get(order.idPedido).length);

    db.clockOffsetMs += ACK_AFTER_MS + BILLING_AFTER_MS;
    advanceSending(db, quotation.id);
    expect(db.orderById.get(order.idPedido)!.situacaoPedido).toBe('FATURADO_RETORNO_INCOMPLETO');
    const invoiced = (idPedido: number, idItem: number, ordered: number) => (idPedido === order.idPedido ? [ordered, Math.floor(ordered / 2), 0][idItem % 3] : null);
    const returned = fromTable(db, quotation);
    expect(sorted(returned)).toEqual(sorted(fromItems(db, quotation, new Set(), invoiced)));
    const short = db.orderItems.get(order.idPedido).filter((item) => invoiced(order.idPedido, item.id, item.qtdePedida)! < item.qtdePedida);
    expect([...returned.keys()].filter((key) => key.endsWith('|NF')).length).toBe(new Set(short.map((item) => item.codigoBarras)).size);
  });

  it('the filter: chosen branches and situations; a supplier choice keeps the rows of no supplier (NR, PP of products never ordered)', () => {
    const { db, quotation } = confirmedQuotation();
    const all = everything(db, quotation);
    const rows = (filter: FiltroNaoCompradosDto) => [...allNotBoughtRows(db, selectNotBought(db, quotation, filter))];
    const [branch] = quotationBranches(db, quotation);
    expect(rows({ ...all, cnpjFiliais: [branch.cnpj] }).every((row) => row.cnpjFilial === branch.cnpj)).toBe(true);
    const supplier = db.supplierById.get(db.ordersOf(quotation.id)[0].idFornecedor)!;
    const bySupplier = rows({ ...all, cnpjFornecedores: [supplier.cnpj] });
    expect(bySupplier.length).toBeGreaterThan(0);
    expect(bySupplier.every((row) => row.fornecedor === null || row.fornecedor === supplier.nomeFantasia)).toBe(true);
    expect(rows({ ...all, ...DEFAULT_NOT_BOUGHT_SITUATIONS, produtosParcialmenteRespondidos: false }).some((row) => row.status === 'PR')).toBe(false);
  });

  it("a row of an order item carries the supplier's substitute code", () => {
    const { db, quotation } = confirmedQuotation();
    const order = db.ordersOf(quotation.id)[0];
    const items = db.orderItems.edit(order.idPedido);
    Object.assign(items[0], { codigoSubstituto: '7890000000017', qtdeRespondida: 0 });
    automaticOrderIndex(db, quotation.id).refresh(order.idPedido, items);
    const rows = [...allNotBoughtRows(db, selectNotBought(db, quotation, everything(db, quotation)))].filter((row) => row.id.startsWith(`${items[0].id}-`));
    expect(rows.map((row) => [row.status, row.codigoSubstituto])).toEqual([['PR', ['7890000000017']]]);
  });

  it('rows come by product name, then branch name', () => {
    const { db, quotation } = confirmedQuotation();
    const rows = [...allNotBoughtRows(db, selectNotBought(db, quotation, everything(db, quotation)))];
    const keys = rows.map((row) => [row.produto, row.filial] as const);
    const inOrder = [...keys].sort((a, b) => a[0].localeCompare(b[0], 'pt-BR') || a[1].localeCompare(b[1], 'pt-BR'));
    expect(keys).toEqual(inOrder);
  });

  it('deleting from an order that was sent is refused, and the item stays', () => {
    const { db, quotation } = confirmedQuotation();
    const order = db.ordersOf(quotation.id)[0];
    order.situacaoPedido = 'ENVIADO';
    const [item] = db.orderItems.get(order.idPedido);
    expect(deleteReviewItem(db, order.idPedido, item.id)).toEqual({ ok: false, status: 409, mensagem: ORDER_NOT_EDITABLE });
    expect(deleteReviewItem(db, order.idPedido, order.idPedido * 10_000 + 9_999)).toMatchObject({ ok: false, status: 404 });
  });
});
