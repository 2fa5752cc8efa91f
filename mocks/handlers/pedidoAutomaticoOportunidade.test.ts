import type { Page, PedidoItemDto } from '../../src/api/dto';
import type { EnvioOportunidadeDto, OportunidadesDto } from '../../src/api/pedidoAutomaticoOportunidadeDto';
import type { ItemRevisaoDto, PedidoRevisaoDto } from '../../src/api/revisaoEnvioDto';
import { DEFAULT_FILTER } from '../../src/domain/automaticOrderFilter';
import { opportunityQuantity } from '../../src/domain/opportunityQuantity';
import { rulesOf } from '../../src/domain/orderQuantity';
import { db, resetDb } from '../db/core/current';
import { callMockApi } from './testApiCall';

const post = <T>(path: string, body: unknown) => callMockApi<T>(path, { method: 'POST', body });

function demoQuotation() {
  resetDb('demo');
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 20)!;
  return { quotation, orders: db().ordersOf(quotation.id) };
}

/** The first order with an opportunity item, and that item (its quantity put below its pack so the rule raises it). */
async function opportunityItem(idCotacao: number, idPedidos: number[]) {
  for (const idPedido of idPedidos) {
    const items = (await post<Page<PedidoItemDto>>(`/pedidoAutomatico/${idCotacao}/itens?idPedido=${idPedido}`, { ...DEFAULT_FILTER, oportunidade: true })).body.content;
    const item = items.find((candidate) => !candidate.combo && candidate.qtdeEmbalagem > 1);
    if (item) {
      db().orderItems.edit(idPedido).find((candidate) => candidate.id === item.id)!.qtdePedida = 1;
      return { idPedido, item: { ...item, qtdePedida: 1 }, before: item.qtdePedida };
    }
  }
  throw new Error('no opportunity item');
}

const body = (over: Partial<EnvioOportunidadeDto>): EnvioOportunidadeDto => ({ filtrado: false, itens: [], filtros: DEFAULT_FILTER, ...over });
const count = async (idCotacao: number) => (await callMockApi<OportunidadesDto>(`/pedidoAutomatico/${idCotacao}/oportunidade`)).body.quantidade;

describe('/pedidoAutomatico/{id}/oportunidade (spec 03 §5, §7.1)', () => {
  it('answers how many opportunity products the quotation holds', async () => {
    const { quotation } = demoQuotation();
    expect(await count(quotation.id)).toBeGreaterThan(0);
  });

  it('sends the listed products: their quantity is raised by the rule, the order total counts it and the review lists only them', async () => {
    const { quotation, orders } = demoQuotation();
    const { idPedido, item, before } = await opportunityItem(quotation.id, orders.map((o) => o.idPedido));
    const order = orders.find((o) => o.idPedido === idPedido)!;
    const totalOf = async () => (await post<Page<PedidoRevisaoDto>>(`/revisaoEnvio/${quotation.id}/filiais`, {})).body.content.find((o) => o.idPedido === idPedido)!.valorTotal;
    const totalBefore = await totalOf();
    const sent = await post<number>(`/pedidoAutomatico/${quotation.id}/oportunidade`, body({ itens: [{ cnpj: order.cnpjCliente, codBarras: item.codigoBarras, grupoProduto: item.grupoProduto }] }));
    expect(sent).toEqual({ status: 200, body: 1 });

    const raised = opportunityQuantity(1, rulesOf(item));
    expect(raised).toBeGreaterThan(1);
    const reviewOrders = (await post<Page<PedidoRevisaoDto>>(`/revisaoEnvio/${quotation.id}/filiais`, { oportunidade: true })).body.content;
    expect(reviewOrders.map((o) => o.idPedido)).toEqual([idPedido]);
    const reviewItems = (await post<Page<ItemRevisaoDto>>(`/revisaoEnvio/pedido/${idPedido}/itens`, { oportunidade: true })).body.content;
    expect(reviewItems.map((i) => [i.id, i.qtdePedida, i.oportunidadeProduto])).toEqual([[item.id, raised, true]]);
    // The whole review still lists every order, and the order's total counts the raised quantity.
    expect((await post<Page<PedidoRevisaoDto>>(`/revisaoEnvio/${quotation.id}/filiais`, {})).body.content.length).toBeGreaterThan(1);
    expect(await totalOf()).toBeCloseTo(totalBefore + (raised - before) * item.valorSemST, 1);
  });

  it('filtrado sends every opportunity product under the filter except the listed ones', async () => {
    const { quotation, orders } = demoQuotation();
    const { idPedido, item } = await opportunityItem(quotation.id, orders.map((o) => o.idPedido));
    const cnpj = orders.find((o) => o.idPedido === idPedido)!.cnpjCliente;
    const total = await count(quotation.id);
    const sent = await post<number>(`/pedidoAutomatico/${quotation.id}/oportunidade`, body({ filtrado: true, itens: [{ cnpj, codBarras: item.codigoBarras, grupoProduto: item.grupoProduto }] }));
    expect(sent.body).toBe(total - 1);
    const reviewItems = (await post<Page<ItemRevisaoDto>>(`/revisaoEnvio/pedido/${idPedido}/itens?size=100`, { oportunidade: true })).body.content;
    expect(reviewItems.map((i) => i.id)).not.toContain(item.id);
    expect(reviewItems.every((i) => i.oportunidadeProduto)).toBe(true);
  });

  it('refuses a body without products', async () => {
    const { quotation } = demoQuotation();
    expect((await post(`/pedidoAutomatico/${quotation.id}/oportunidade`, body({}))).status).toBe(400);
  });
});
