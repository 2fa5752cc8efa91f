import type { ResultadoDto } from '../../src/api/dto';
import type { GeracaoPedidoDto } from '../../src/api/pedidoDto';
import { packedQuantity } from '../../src/domain/generationQuantity';
import { suggestedQuantity } from '../../src/domain/orderQuantity';
import { answerTerms } from '../db/answers/answerItems';
import { db, resetDb } from '../db/core/current';
import type { DbAnswer, DbOrder, DbOrderItem } from '../db/core/types';
import { CONFIG_CATALOGUE } from '../db/admin/userConfig';
import { callMockApi } from './testApiCall';

/**
 * Generation honours the order preferences as the popover words them (docs/decisions.md "Order
 * preferences in generation"): each one on and off on the same quotation of the demo scenario
 * (the e2e one has no order below its minimum), and the orders differ exactly as promised.
 */
let keys = 0;
const idOf = (chave: string) => CONFIG_CATALOGUE.find((c) => c.chave === chave)!.idConfiguracao;
const setPreference = (chave: string, on: boolean) =>
  callMockApi<ResultadoDto>(`/pedido/${on ? 'salvar' : 'excluir'}ConfiguracaoUsuario`, { method: 'POST', body: { idUsuario: 1001, idConfig: idOf(chave) } });

async function generate(id: number, flags = ''): Promise<{ status: number; outcome: GeracaoPedidoDto | { mensagem: string } }> {
  keys += 1;
  const started = await callMockApi<GeracaoPedidoDto>(`/pedido/${id}/generate?sic=false&pedidoManual=false&configPedidoManual=false${flags}`, { key: `preferencias-${keys}` });
  if (started.status !== 202) return { status: started.status, outcome: started.body };
  for (let i = 0; i < 400; i += 1) {
    const { body } = await callMockApi<GeracaoPedidoDto>(`/resumoresposta/pedidoGerando/${id}`);
    if (!body.gerando) return { status: 200, outcome: body };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('generation did not finish');
}

const answerOf = (order: DbOrder): DbAnswer =>
  db().answersOf(order.idCotacao).find((a) => a.idFornecedor === order.idFornecedor && a.idRepresentante === order.idRepresentante && a.idCliente === order.idCliente)!;
const isExpired = (answer: DbAnswer) => Date.parse(answerTerms(answer, db().quotationById.get(answer.idCotacao)!, db().scenarioSeed).dataValidade) < db().now().getTime();
const items = (id: number): DbOrderItem[] => db().ordersOf(id).flatMap((order) => db().orderItems.get(order.idPedido));
const quotedOf = (id: number, item: DbOrderItem) => db().quotationById.get(id)!.itens.find((q) => q.idProduto === item.idProduto)!.quantidade;
const rulesOf = (item: DbOrderItem) => ({ minimum: item.qtdeMinima, fixed: item.quantidadeFixa, pack: item.qtdeEmbalagem });
/** Where every product went: product → supplier × representative × branch and quantity. */
const allocation = (id: number) =>
  new Map(db().ordersOf(id).flatMap((order) => db().orderItems.get(order.idPedido).map((item) => [`${order.idCliente}:${item.idProduto}`, `${order.idFornecedor}/${order.idRepresentante}×${item.qtdePedida}`])));

/** The demo scenario's quotations in analysis, with answers that are not all expired. */
const answered = (): number[] =>
  db()
    .data.quotations.filter((q) => q.situacao === 'EM_ANALISE' && db().answersOf(q.id).some((a) => !a.pendente && a.categoria === 'RESPONDIDA' && !isExpired(a)))
    .map((q) => q.id);

beforeEach(() => resetDb('demo'));

describe('order generation honours the order preferences', () => {
  it("'Gerar pedidos abaixo do faturamento mínimo' on (at first): orders below their minimum billing are generated; off: none is, their products go to the next best answers that reach it", async () => {
    let id = 0;
    let on: Awaited<ReturnType<typeof generate>> | undefined;
    for (const candidate of answered()) {
      on = await generate(candidate);
      id = candidate;
      if (db().ordersOf(id).some((order) => (order.faltaFaturamentoMinimo ?? 0) > 0)) break;
    }
    expect(on!.outcome).toMatchObject({ sucesso: true });
    const below = db().ordersOf(id).filter((order) => (order.faltaFaturamentoMinimo ?? 0) > 0);
    expect(below.length).toBeGreaterThan(0);
    expect((on!.outcome as GeracaoPedidoDto).pedidosAbaixoDoMinimo).toBe(below.length);

    await setPreference('C_PEDIDOS_ABAIXO_MINIMO', false);
    const off = await generate(id);
    expect(off.outcome).toMatchObject({ sucesso: true, pedidosAbaixoDoMinimo: 0 });
    for (const order of db().ordersOf(id)) {
      expect(order.faltaFaturamentoMinimo ?? 0).toBe(0);
      const totalSemST = db().orderItems.get(order.idPedido).reduce((sum, item) => sum + item.qtdePedida * item.valorSemST, 0);
      expect(totalSemST + 0.005).toBeGreaterThanOrEqual(order.faturamentoMinimo ?? 0);
    }
    const answersOff = new Set(db().ordersOf(id).map((order) => answerOf(order).id));
    for (const order of below) expect(answersOff.has(answerOf(order).id)).toBe(false);
  });

  it("'Considerar respostas vencidas' on (at first): expired answers compete; off: no order comes from one, and a quotation whose answers all expired is refused with the reason", async () => {
    const id = answered().find((q) => db().answersOf(q).some(isExpired) && db().answersOf(q).some((a) => !isExpired(a)))!;
    await setPreference('C_PEDIDOS_ABAIXO_MINIMO', true);
    await generate(id);
    expect(db().ordersOf(id).some((order) => isExpired(answerOf(order)))).toBe(true);

    await setPreference('C_RESPOSTAS_VENCIDAS', false);
    expect((await generate(id)).outcome).toMatchObject({ sucesso: true });
    expect(db().ordersOf(id).length).toBeGreaterThan(0);
    expect(db().ordersOf(id).some((order) => isExpired(answerOf(order)))).toBe(false);

    const allExpired = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().answersOf(q.id).length > 0 && db().answersOf(q.id).filter((a) => !a.pendente && a.categoria === 'RESPONDIDA').every(isExpired))!;
    const refused = await generate(allExpired.id);
    expect(refused).toEqual({ status: 409, outcome: { mensagem: "Todas as respostas desta cotação estão vencidas. Para gerar pedidos com elas, ligue 'Considerar respostas vencidas' nas preferências do pedido." } });
    await setPreference('C_RESPOSTAS_VENCIDAS', true);
    expect((await generate(allExpired.id)).outcome).toMatchObject({ sucesso: true });
  });

  it("'Considerar produtos com oportunidade' (the request's oportunidade, else the stored preference): an opportunity's quantity is raised to its pack and minimum; off, it follows the usual rule", async () => {
    // A quotation where some opportunity was quoted below its minimum (the usual rule drops it).
    let id = 0;
    let before = new Map<string, string>();
    for (const candidate of answered()) {
      id = candidate;
      await generate(id, '&oportunidade=false&ajustarQuantidade=false');
      for (const item of items(id)) expect(item.qtdePedida).toBe(suggestedQuantity(quotedOf(id, item), item.qtdeRespondida, rulesOf(item)));
      before = allocation(id);
      await generate(id, '&oportunidade=true&ajustarQuantidade=false');
      if (JSON.stringify([...allocation(id)]) !== JSON.stringify([...before])) break;
    }
    expect(allocation(id)).not.toEqual(before);
    for (const item of items(id)) {
      const quoted = quotedOf(id, item);
      const expected = item.oportunidade ? packedQuantity(quoted, item.qtdeRespondida, rulesOf(item)) : suggestedQuantity(quoted, item.qtdeRespondida, rulesOf(item));
      expect(item.qtdePedida).toBe(expected);
    }
    const raised = items(id).filter((item) => item.oportunidade && item.qtdePedida > quotedOf(id, item));
    expect(raised.length).toBeGreaterThan(0);
    for (const item of raised) expect(item.qtdePedida).toBe(Math.max(item.qtdeMinima, item.qtdeEmbalagem));

    // Without the flag the stored preference decides.
    await setPreference('C_PEDIDOS_OPORTUNIDADE', true);
    await generate(id, '&ajustarQuantidade=false');
    for (const item of items(id).filter((i) => i.oportunidade)) expect(item.qtdePedida).toBe(packedQuantity(quotedOf(id, item), item.qtdeRespondida, rulesOf(item)));
  });

  it("'Ajustar as quantidades desta cotação à embalagem e ao mínimo' (the request's ajustarQuantidade, else the quotation's setting): every quantity is brought up to the pack and the minimum within what the supplier offers", async () => {
    const id = answered().find((q) => db().answersOf(q).length > 20)!;
    await generate(id, '&oportunidade=false');
    for (const item of items(id)) expect(item.qtdePedida).toBe(suggestedQuantity(quotedOf(id, item), item.qtdeRespondida, rulesOf(item)));
    const countBefore = items(id).length;

    expect((await callMockApi<ResultadoDto>(`/pedido/ajusteQuantidadeCotacao/${id}`, { method: 'POST', body: { ajustaQuantidade: true } })).body).toMatchObject({ sucesso: true });
    await generate(id, '&oportunidade=false');
    let raisedSome = false;
    for (const item of items(id)) {
      const quoted = quotedOf(id, item);
      expect(item.qtdePedida).toBe(packedQuantity(quoted, item.qtdeRespondida, rulesOf(item)));
      if (item.qtdeRespondida < quoted) expect(item.qtdePedida).toBeLessThanOrEqual(item.qtdeRespondida); // short of stock: never more than it has
      expect(item.qtdePedida % Math.max(1, item.qtdeEmbalagem) === 0 || item.quantidadeFixa).toBe(true);
      expect(item.qtdePedida).toBeGreaterThanOrEqual(item.qtdeMinima);
      if (item.qtdePedida > quoted) raisedSome = true;
    }
    expect(raisedSome).toBe(true);
    expect(items(id).length).toBeGreaterThanOrEqual(countBefore);

    // The request's flag wins over the stored setting.
    await generate(id, '&oportunidade=false&ajustarQuantidade=false');
    for (const item of items(id)) expect(item.qtdePedida).toBe(suggestedQuantity(quotedOf(id, item), item.qtdeRespondida, rulesOf(item)));
  });
});
