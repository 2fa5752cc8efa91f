import { resetDb } from '../core/current';
import { reviewItems, reviewOrders, reviewSummaries } from './orderReview';
import { ACK_AFTER_MS, advanceSending, BILLING_AFTER_MS, sendingOf, sendOrders } from '../sending/orderSending';

/** The review page's mock views (spec 03 §2.6, §9): orders under the filter, items, and the three summaries from the data. */
function confirmedQuotation() {
  const db = resetDb('demo');
  const quotation = db.data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db.ordersOf(q.id).length > 20)!;
  db.ordersOf(quotation.id).forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  return { db, quotation };
}

describe('order review in the mock', () => {
  it('economy % is the savings over the order value, computed from the items (the index and the items agree)', () => {
    const { db, quotation } = confirmedQuotation();
    const { economia } = reviewSummaries(db, quotation.id, false);
    const [row] = economia.rows;
    const items = reviewItems(db, quotation.id, row.idPedido)!;
    const saved = items.reduce((sum, item) => sum + Math.max(0, item.valorReferencia - item.valorSemST) * item.qtdePedida, 0);
    expect(row.valorEconomizado).toBeCloseTo(saved, 1);
    expect(row.porcentagemEconomizado).toBeCloseTo((row.valorEconomizado / row.valorPedido) * 100, 1);
    expect(economia.totais.porcentagemEconomizado).toBeCloseTo((economia.totais.valorEconomizado / economia.totais.valorPedido) * 100, 1);
  });

  it('billed % is the total billed over the order total; invoiced items count in products and units (from the sending simulation)', () => {
    const { db, quotation } = confirmedQuotation();
    // A supplier that takes orders directly (not by FTP file, not paid first: orderSending.ts firstStatus).
    const order = db.ordersOf(quotation.id).find((candidate) => ![3, 5].includes(candidate.idFornecedor % 7))!;
    // The supplier invoices part of the order: by item id, in full, half or nothing (mocks/db/sending/orderBilling.ts).
    sendingOf(db).billing.set(order.idPedido, 0.5);
    sendOrders(db, [order], false, null);
    db.clockOffsetMs += ACK_AFTER_MS + BILLING_AFTER_MS;
    advanceSending(db, quotation.id);

    const items = reviewItems(db, quotation.id, order.idPedido)!;
    const invoiced = items.filter((item) => item.quantidadeFaturada > 0);
    expect(invoiced.length).toBeGreaterThan(0);
    expect(invoiced.length).toBeLessThan(items.length);
    const billedValue = invoiced.reduce((sum, item) => sum + item.quantidadeFaturada * item.valorSemST, 0);
    const [sent] = reviewOrders(db, quotation.id, { codPedido: order.codPedido! });
    expect(sent.totalFaturado).toBeCloseTo(billedValue, 1);
    const { retorno, produtos } = reviewSummaries(db, quotation.id, false);
    const billed = retorno.rows.find((row) => row.idPedido === order.idPedido)!;
    expect(billed.percentualFaturado).toBeCloseTo((billedValue / sent.valorTotal) * 100, 1);
    const units = produtos.rows.find((row) => row.idPedido === order.idPedido)!;
    expect(units.produtoFaturado).toBe(invoiced.length);
    expect(units.unidadeFaturado).toBe(invoiced.reduce((sum, item) => sum + item.quantidadeFaturada, 0));
  });

  it('filters orders by status and order code', () => {
    const { db, quotation } = confirmedQuotation();
    const [first] = db.ordersOf(quotation.id);
    first.situacaoPedido = 'ENVIADO_PENDENTE_DE_PAGAMENTO';
    expect(reviewOrders(db, quotation.id, { situacaoPedido: ['ENVIADO_PENDENTE_DE_PAGAMENTO'] }).map((o) => o.idPedido)).toEqual([first.idPedido]);
    expect(reviewOrders(db, quotation.id, { codPedido: '999999999' })).toEqual([]);
  });
});
