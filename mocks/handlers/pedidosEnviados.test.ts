import type { Page } from '../../src/api/dto';
import type { PedidoEnviadoResumoDto } from '../../src/api/pedidosEnviadosDto';
import type { PedidoRevisaoDto } from '../../src/api/revisaoEnvioDto';
import { brasiliaDay } from '../../src/domain/shippedOrders';
import { db } from '../db/core/current';
import { ACK_AFTER_MS, BILLING_AFTER_MS, sendOrders } from '../db/sending/orderSending';
import type { DbOrder } from '../db/core/types';
import { callMockApi } from './testApiCall';

const DAY = 86_400_000;
const isoDay = brasiliaDay;
const lastDays = (days: number) => ({ dataInicio: isoDay(new Date(db().now().getTime() - days * DAY)), dataFim: isoDay(db().now()) });
const list = (body: unknown, page = 0) => callMockApi<Page<PedidoEnviadoResumoDto>>(`/pedido/enviadosOuFaturados?page=${page}&size=10`, { method: 'POST', body });

/** The buyer's orders of the quotation in analysis, confirmed and sent through the sending module. */
function sentAnalysisOrders(): DbOrder[] {
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && q.idComprador === 1 && db().ordersOf(q.id).length >= 2)!;
  const orders = [...db().ordersOf(quotation.id)];
  for (const order of orders) order.situacaoPedido = 'CONFIRMADO';
  sendOrders(db(), orders, false, null);
  return orders;
}

describe('POST /pedido/enviadosOuFaturados (DECISIONS 3): the history of the orders the other screens send', () => {
  it('has the seeded invoiced orders of finished quotations, and nothing not sent', async () => {
    const { status, body } = await list({ situacaoPedido: null, ...lastDays(90) });
    expect(status).toBe(200);
    const finished = db().data.quotations.filter((q) => q.situacao === 'FINALIZADA').flatMap((q) => db().ordersOf(q.id));
    expect(body.totalElements).toBe(finished.length);
    expect(body.content.every((row) => row.situacaoPedido === 'FATURADO_RETORNO' && row.valorTotal > 0 && row.tituloCotacao !== '')).toBe(true);
  });

  it('adds each sent order with its send moment; the mock clock moves its status on, and the filter follows it', async () => {
    const orders = sentAnalysisOrders();
    const direct = orders.filter((order) => order.situacaoPedido === 'ENVIADO');
    expect(direct.length).toBeGreaterThan(0);
    const sentNow = await list({ situacaoPedido: 'ENVIADO', ...lastDays(90) });
    expect(sentNow.body.content.map((row) => row.idPedido).sort()).toEqual(direct.map((order) => order.idPedido).sort());
    expect(Math.abs(new Date(sentNow.body.content[0].dataEnvio).getTime() - db().now().getTime())).toBeLessThan(60_000);

    db().clockOffsetMs += ACK_AFTER_MS + BILLING_AFTER_MS;
    expect((await list({ situacaoPedido: 'ENVIADO', ...lastDays(90) })).body.totalElements).toBe(0);
    const billed = await list({ situacaoPedido: null, ...lastDays(90) });
    const moved = billed.body.content.filter((row) => direct.some((order) => order.idPedido === row.idPedido));
    expect(moved.map((row) => row.situacaoPedido).every((status) => ['FATURADO_RETORNO', 'FATURADO_RETORNO_INCOMPLETO', 'NAO_FATURADO'].includes(status))).toBe(true);
  });

  it("shows a sent order's total as the review does: items deleted in the review are not counted", async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && q.idComprador === 1 && db().ordersOf(q.id).some((o) => o.quantidadeItens >= 2))!;
    const order = db().ordersOf(quotation.id).find((o) => o.quantidadeItens >= 2)!;
    const deleted = db().orderItems.get(order.idPedido).find((item) => item.qtdePedida * item.valorSemST > 0)!;
    expect((await callMockApi(`/revisaoEnvio/pedido/${order.idPedido}/excluirItem`, { method: 'POST', body: { idPedidoItem: deleted.id } })).status).toBe(200);
    for (const o of db().ordersOf(quotation.id)) o.situacaoPedido = 'CONFIRMADO';
    sendOrders(db(), db().ordersOf(quotation.id), false, null);
    const review = (await callMockApi<Page<PedidoRevisaoDto>>(`/revisaoEnvio/${quotation.id}/filiais`, { method: 'POST', body: {} })).body.content;
    const history = (await callMockApi<Page<PedidoEnviadoResumoDto>>('/pedido/enviadosOuFaturados?page=0&size=1000', { method: 'POST', body: { situacaoPedido: null, ...lastDays(90) } })).body.content;
    const reviewed = review.find((row) => row.idPedido === order.idPedido)!;
    expect(history.find((row) => row.idPedido === order.idPedido)?.valorTotal).toBe(reviewed.valorTotal);
    for (const row of review) expect(history.find((sent) => sent.idPedido === row.idPedido)?.valorTotal).toBe(row.valorTotal);
  });

  it('keeps to the period (both days included) and pages newest first', async () => {
    sentAnalysisOrders();
    const today = isoDay(db().now());
    const onlyToday = await list({ situacaoPedido: null, dataInicio: today, dataFim: today });
    expect(onlyToday.body.content.every((row) => isoDay(new Date(row.dataEnvio)) === today)).toBe(true);
    const all = await list({ situacaoPedido: null, ...lastDays(90) });
    const sends = all.body.content.map((row) => row.dataEnvio);
    expect([...sends].sort().reverse()).toEqual(sends);
    expect((await list({ situacaoPedido: null, dataInicio: '2000-01-01', dataFim: '2000-01-31' })).body.totalElements).toBe(0);
  });

  it('refuses a filter it does not know (400 with the message)', async () => {
    expect((await list({ situacaoPedido: 'CONFIRMADO', ...lastDays(90) })).status).toBe(400);
    expect((await list({ situacaoPedido: null, dataInicio: '24/11/2026', dataFim: '' })).body).toEqual({ sucesso: false, mensagem: expect.stringContaining('Filtro inválido') });
  });

  it('exports through a keyed link; a link with a wrong key is refused', async () => {
    const { body } = await callMockApi<{ sucesso: boolean; mensagem: string }>('/pedido/enviadosOuFaturados/exportar', { method: 'POST', body: { situacaoPedido: null, ...lastDays(90) } });
    expect(body.sucesso).toBe(true);
    const link = new URL(body.mensagem);
    expect((await fetch(link)).status).toBe(200);
    link.searchParams.set('chave', 'x');
    expect((await fetch(link)).status).toBe(404);
  });
});
