import type { FornecedorPedidoAutomaticoDto, PedidoAutomaticoDto, QuantidadeAtualizadaDto, RepresentantePedidoAutomaticoDto, TotalPedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import type { Page, PedidoItemDto } from '../../src/api/dto';
import { DEFAULT_FILTER, filterToParams, normalizeSearchText, type AutomaticOrderFilter } from '../../src/domain/automaticOrderFilter';
import { hasPackagingConflict } from '../../src/domain/orderQuantity';
import { signToken } from '../auth/jwt';
import { db, resetDb } from '../db/core/current';
import { cents } from '../../src/domain/money';

const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const answer = await fetch(`http://localhost/api/pedidoAutomatico${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: answer.status, body: (await answer.json()) as T };
}

const query = (filter: Partial<AutomaticOrderFilter>, extra: Record<string, string | number> = {}) =>
  new URLSearchParams([...filterToParams({ ...DEFAULT_FILTER, ...filter }), ...Object.entries(extra).map(([k, v]) => [k, String(v)] as [string, string])]).toString();

/** The demo scenario: quotations in analysis with dozens of branch orders. */
function demoQuotation() {
  resetDb('demo');
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 20)!;
  return { quotation, orders: db().ordersOf(quotation.id) };
}

const allItems = (idPedido: number) => db().orderItems.get(idPedido);

describe('/pedidoAutomatico lists', () => {
  it('suppliers → representatives → branch orders (15 per page) add up to the orders and their totals', async () => {
    const { quotation, orders } = demoQuotation();
    const suppliers = (await call<Page<FornecedorPedidoAutomaticoDto>>(`/${quotation.id}/fornecedores`)).body.content;
    expect(suppliers.reduce((sum, s) => sum + s.quantidadePedidos, 0)).toBe(orders.length);
    const supplier = suppliers[0];
    const reps = (await call<Page<RepresentantePedidoAutomaticoDto>>(`/${quotation.id}/representantes?${query({ idFornecedor: supplier.idFornecedor })}`)).body.content;
    expect(reps.reduce((sum, r) => sum + r.valorTotal, 0)).toBeCloseTo(supplier.valorTotal, 2);
    const rep = reps[0];
    const first = (await call<Page<PedidoAutomaticoDto>>(`/${quotation.id}/filiais?${query({ idFornecedor: rep.idFornecedor, idRepresentante: rep.idRepresentante })}`)).body;
    expect(first.size).toBe(15);
    expect(first.totalElements).toBe(rep.quantidadePedidos);
    const order = first.content[0];
    const items = allItems(order.idPedido);
    expect(order.valorTotal).toBeCloseTo(items.reduce((sum, i) => sum + i.qtdePedida * i.valorSemST, 0), 2);
    expect(order).toMatchObject({ editavel: true, quantidadeItensFiltrados: items.length, faltaFaturamentoMinimo: expect.any(Number) });
    expect(order.faltaFaturamentoMinimo).toBe(Math.max(0, cents(order.faturamentoMinimo - (order.minimoFaturamentoSemST ? order.valorTotalSemST : order.valorTotalComST))));
  });

  it('busca matches EAN, code, description or manufacturer by containment, ignoring case and accents, on every level', async () => {
    const { quotation, orders } = demoQuotation();
    const item = allItems(orders[3].idPedido)[0];
    const word = item.descricaoProdutoCliente.split(' ')[0];
    const shouting = word.toUpperCase().replace(/A/g, 'Á');
    for (const busca of [item.codigoBarras.slice(2, 10), item.codigoInterno!, shouting, item.descricaoFabricanteCliente.slice(1, 6).toLowerCase()]) {
      const suppliers = (await call<Page<FornecedorPedidoAutomaticoDto>>(`/${quotation.id}/fornecedores?${query({ busca })}`)).body.content;
      expect(suppliers.map((s) => s.idFornecedor)).toContain(orders[3].idFornecedor);
      const { body } = await call<Page<PedidoItemDto>>(`/${quotation.id}/itens?idPedido=${orders[3].idPedido}`, { method: 'POST', body: { ...DEFAULT_FILTER, busca } });
      expect(body.content.length).toBeGreaterThan(0);
      const needle = normalizeSearchText(busca);
      for (const found of body.content) {
        expect(normalizeSearchText(`${found.codigoBarras} ${found.codigoInterno} ${found.descricaoProdutoCliente} ${found.descricaoFabricanteCliente}`)).toContain(needle);
      }
    }
    const none = (await call<Page<FornecedorPedidoAutomaticoDto>>(`/${quotation.id}/fornecedores?${query({ busca: 'zzz-nada' })}`)).body;
    expect(none.content).toEqual([]);
  });

  it('a supplier shows only when some item passes: conflito de embalagem, comparisons, and branch orders with their filtered counts', async () => {
    const { quotation, orders } = demoQuotation();
    const conflicted = orders.filter((o) => allItems(o.idPedido).some(hasPackagingConflict));
    const suppliers = (await call<Page<FornecedorPedidoAutomaticoDto>>(`/${quotation.id}/fornecedores?${query({ conflitoDeEmbalagem: true })}`)).body.content;
    expect(suppliers.reduce((sum, s) => sum + s.quantidadePedidos, 0)).toBe(conflicted.length);
    const target = conflicted[0];
    const page = (await call<Page<PedidoAutomaticoDto>>(`/${quotation.id}/filiais?${query({ conflitoDeEmbalagem: true, idFornecedor: target.idFornecedor, idRepresentante: target.idRepresentante }, { size: 100 })}`)).body;
    const card = page.content.find((o) => o.idPedido === target.idPedido)!;
    expect(card.quantidadeItensFiltrados).toBe(allItems(target.idPedido).filter(hasPackagingConflict).length);
    const items = (await call<Page<PedidoItemDto>>(`/${quotation.id}/itens?idPedido=${target.idPedido}&${query({ conflitoDeEmbalagem: true })}`)).body.content;
    expect(items.every(hasPackagingConflict)).toBe(true);

    // Below the reference value by more than 10 %: every item returned is.
    const below = (await call<Page<PedidoItemDto>>(`/${quotation.id}/itens?idPedido=${target.idPedido}&${query({ acimaDoValor: false, valor: '10.00' })}`)).body.content;
    expect(below.length).toBeGreaterThan(0);
    for (const item of below) expect((item.valorSemST - item.valorReferencia) / item.valorReferencia).toBeLessThan(-0.1);
  });

  it('items are sorted and paged on the server', async () => {
    const { quotation, orders } = demoQuotation();
    const order = orders.reduce((big, o) => (o.quantidadeItens > big.quantidadeItens ? o : big));
    const desc = (await call<Page<PedidoItemDto>>(`/${quotation.id}/itens?idPedido=${order.idPedido}&sort=valorSemST&asc=false`)).body.content.map((i) => i.valorSemST);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const paged = (await call<Page<PedidoItemDto>>(`/${quotation.id}/itens?idPedido=${order.idPedido}&sort=qtdeCotada&page=1&size=3`)).body;
    expect(paged).toMatchObject({ number: 1, size: 3, totalElements: order.quantidadeItens });
    expect((await call(`/${quotation.id}/itens?idPedido=${order.idPedido}&sort=nada`)).status).toBe(400);
  });
});

describe('POST /pedidoAutomatico/updateItemQuatity', () => {
  it('saves a valid quantity and updates the order’s total, the quotation total follows', async () => {
    const { quotation, orders } = demoQuotation();
    const item = allItems(orders[0].idPedido).find((i) => !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i))!;
    const before = (await call<TotalPedidoAutomaticoDto>(`/total/${quotation.id}`)).body.valorTotal;
    const next = item.qtdePedida + item.qtdeEmbalagem;
    const { status, body } = await call<QuantidadeAtualizadaDto>('/updateItemQuatity', { method: 'POST', body: { id: item.id, qtdePedida: next } });
    expect(status).toBe(200);
    expect(body.itens[0]).toMatchObject({ id: item.id, qtdePedida: next, oldQtdePedido: next - item.qtdeEmbalagem });
    expect(body.pedidos[0].valorTotal).toBeCloseTo(allItems(orders[0].idPedido).reduce((sum, i) => sum + i.qtdePedida * i.valorSemST, 0), 2);
    const after = (await call<TotalPedidoAutomaticoDto>(`/total/${quotation.id}`)).body.valorTotal;
    expect(after).toBeCloseTo(before + item.qtdeEmbalagem * item.valorSemST, 1);
  });

  it('refuses with 400 and a Portuguese mensagem what breaks a quantity rule, and changes nothing', async () => {
    const { orders } = demoQuotation();
    const items = orders.flatMap((o) => allItems(o.idPedido)).filter((i) => !i.combo);
    const packed = items.find((i) => i.qtdeEmbalagem > 1 && !i.quantidadeFixa)!;
    const minimum = items.find((i) => i.qtdeMinima > i.qtdeEmbalagem && !i.quantidadeFixa)!;
    const fixed = items.find((i) => i.quantidadeFixa && i.qtdeMinima > 0)!;
    const cases: [number, unknown, string][] = [
      [packed.id, 0, 'A quantidade não pode ser zero.'],
      [packed.id, 'abc', 'A quantidade deve ser um número inteiro, só com algarismos'],
      [packed.id, 123456, 'no máximo 5 dígitos'],
      [packed.id, packed.qtdeEmbalagem + 1, `Preencher com múltiplos de ${packed.qtdeEmbalagem} un`],
      [minimum.id, minimum.qtdeEmbalagem, `Preencher com quantidade maior ou igual a ${minimum.qtdeMinima} un`],
      [fixed.id, fixed.qtdeMinima * 2, `Preencher com a quantidade fixa de ${fixed.qtdeMinima} un`],
    ];
    for (const [id, qtdePedida, message] of cases) {
      const before = items.find((i) => i.id === id)!.qtdePedida;
      const { status, body } = await call<{ mensagem: string }>('/updateItemQuatity', { method: 'POST', body: { id, qtdePedida } });
      expect(status).toBe(400);
      expect(body.mensagem).toContain(message);
      expect(items.find((i) => i.id === id)!.qtdePedida).toBe(before);
    }
  });

  it('refuses 409 when the order is no longer editable (DECISIONS 13), and updateItensQuatity is all or nothing', async () => {
    const sent = db().data.quotations.find((q) => db().ordersOf(q.id).some((o) => o.situacaoPedido === 'FATURADO_RETORNO'))!;
    const item = allItems(db().ordersOf(sent.id)[0].idPedido).find((i) => !i.combo)!;
    const refused = await call<{ mensagem: string }>('/updateItemQuatity', { method: 'POST', body: { id: item.id, qtdePedida: item.qtdePedida } });
    expect(refused).toEqual({ status: 409, body: { sucesso: false, mensagem: 'Este pedido não pode mais ser alterado.' } });

    const open = db().data.quotations.find((q) => db().ordersOf(q.id).some((o) => o.situacaoPedido === 'NAO_INICIADO'))!;
    const [good, bad] = allItems(db().ordersOf(open.id)[0].idPedido).filter((i) => !i.combo && !i.quantidadeFixa);
    const goodBefore = good.qtdePedida;
    const mixed = await call('/updateItensQuatity', { method: 'POST', body: [{ id: good.id, qtdePedida: good.qtdePedida + good.qtdeEmbalagem * 2 }, { id: bad.id, qtdePedida: 0 }] });
    expect(mixed.status).toBe(400);
    expect(good.qtdePedida).toBe(goodBefore);
  });
});
