import { resetDb } from './current';
import { reviewItems, reviewOrders, reviewSummaries } from './orderReview';

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

  it('billed % is the total billed over the order total; invoiced items count in products and units', () => {
    const { db, quotation } = confirmedQuotation();
    const order = db.ordersOf(quotation.id)[0] as ReturnType<typeof db.ordersOf>[number] & { totalFaturado?: number };
    order.situacaoPedido = 'FATURADO_RETORNO_INCOMPLETO';
    const items = db.orderItems.edit(order.idPedido) as (ReturnType<typeof db.orderItems.edit>[number] & { quantidadeFaturada?: number })[];
    items[0].quantidadeFaturada = items[0].qtdePedida;
    const total = reviewOrders(db, quotation.id, { codPedido: String(order.idPedido) })[0].valorTotal;
    order.totalFaturado = Math.round(total * 50) / 100;
    const { retorno, produtos } = reviewSummaries(db, quotation.id, false);
    const billed = retorno.rows.find((row) => row.idPedido === order.idPedido)!;
    expect(billed.percentualFaturado).toBeCloseTo(50, 0);
    const units = produtos.rows.find((row) => row.idPedido === order.idPedido)!;
    expect(units.produtoFaturado).toBe(1);
    expect(units.unidadeFaturado).toBe(items[0].qtdePedida);
  });

  it('filters orders by status and order code', () => {
    const { db, quotation } = confirmedQuotation();
    const [first] = db.ordersOf(quotation.id);
    first.situacaoPedido = 'ENVIADO_PENDENTE_DE_PAGAMENTO';
    expect(reviewOrders(db, quotation.id, { situacaoPedido: ['ENVIADO_PENDENTE_DE_PAGAMENTO'] }).map((o) => o.idPedido)).toEqual([first.idPedido]);
    expect(reviewOrders(db, quotation.id, { codPedido: '999999999' })).toEqual([]);
  });
});
