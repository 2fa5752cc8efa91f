import type { FornecedorPedidoAutomaticoDto, PedidoAutomaticoDto, RepresentantePedidoAutomaticoDto, TotalPedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import type { Page, PedidoItemDto } from '../../src/api/dto';
import type { ItemExcluidoDto, RespostaProdutoDto, RespostasPorProdutoPageDto, SelecaoPedidoDto } from '../../src/api/pedidoAutomaticoSelectionDto';
import { DEFAULT_FILTER, filterToParams, type AutomaticOrderFilter } from '../../src/domain/automaticOrderFilter';
import { signToken } from '../auth/jwt';
import { db, resetDb } from '../db/core/current';

const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const answer = await fetch(`http://localhost/api/pedidoAutomatico${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: answer.status, body: (await answer.json()) as T };
}

const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body });
const query = (filter: Partial<AutomaticOrderFilter>) => new URLSearchParams(filterToParams({ ...DEFAULT_FILTER, ...filter })).toString();

function demoQuotation() {
  resetDb('demo');
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 20)!;
  return { quotation, orders: db().ordersOf(quotation.id) };
}

const suppliersOf = async (id: number, filter: Partial<AutomaticOrderFilter> = {}) => (await call<Page<FornecedorPedidoAutomaticoDto>>(`/${id}/fornecedores?${query(filter)}`)).body.content;
const itemsOf = async (id: number, idPedido: number, filter: Partial<AutomaticOrderFilter> = {}) =>
  (await post<Page<PedidoItemDto>>(`/${id}/itens?idPedido=${idPedido}`, { ...DEFAULT_FILTER, ...filter })).body.content;
const totalOf = async (id: number) => (await call<TotalPedidoAutomaticoDto>(`/total/${id}`)).body.valorTotal;
const selection = (over: Partial<SelecaoPedidoDto>): SelecaoPedidoDto => ({ checkTodosSelecionados: false, parcialmenteSelecionados: true, filtrado: false, filtros: DEFAULT_FILTER, itens: [], ...over });
const orderTotal = (items: PedidoItemDto[]) => items.reduce((sum, i) => sum + i.qtdePedida * i.valorSemST, 0);

describe('/pedidoAutomatico deletion (spec 03 §4.2, §7.1)', () => {
  it('all selected under a filter deletes by filter (deletePedidoItemByFiltro) and keeps the items restorable', async () => {
    const { quotation, orders } = demoQuotation();
    const ean = (await itemsOf(quotation.id, orders[0].idPedido))[0].codigoBarras;
    const before = await totalOf(quotation.id);
    const deleted = (await post<number>(`/deletePedidoItemByFiltro?idCotacao=${quotation.id}`, { ...DEFAULT_FILTER, busca: ean })).body;
    expect(deleted).toBeGreaterThan(0);
    expect(await suppliersOf(quotation.id, { busca: ean })).toEqual([]);
    expect((await itemsOf(quotation.id, orders[0].idPedido)).some((i) => i.codigoBarras === ean)).toBe(false);
    expect(await totalOf(quotation.id)).toBeLessThan(before);
    const excluded = (await call<Page<ItemExcluidoDto>>(`/verExcluidos/${quotation.id}?page=0&size=100`)).body;
    expect(excluded.totalElements).toBe(deleted);
    expect(excluded.content.every((i) => i.codigoBarras === ean && i.nomeFantasiaCliente !== '')).toBe(true);
    const restored = (await post<number>(`/reinserirItensExcluidos/${quotation.id}`, { todos: false, idPedidoItens: excluded.content.map((i) => i.id) })).body;
    expect(restored).toBe(deleted);
    expect(await totalOf(quotation.id)).toBeCloseTo(before, 2);
    expect((await call<Page<ItemExcluidoDto>>(`/verExcluidos/${quotation.id}`)).body.totalElements).toBe(0);
  });

  it('whole orders (deletePedido) leave the lists; representative and supplier totals are recomputed; an emptied supplier is removed', async () => {
    const { quotation, orders } = demoQuotation();
    const supplier = (await suppliersOf(quotation.id))[0];
    const own = orders.filter((o) => o.idFornecedor === supplier.idFornecedor);
    const first = own[0];
    const firstTotal = orderTotal(await itemsOf(quotation.id, first.idPedido));
    expect((await post<number>('/deletePedido?isParcialmenteSelecionados=false', [{ idPedido: first.idPedido }])).body).toBe(first.quantidadeItens);
    const after = (await suppliersOf(quotation.id)).find((s) => s.idFornecedor === supplier.idFornecedor);
    if (own.length > 1) {
      expect(after!.quantidadePedidos).toBe(supplier.quantidadePedidos - 1);
      expect(after!.valorTotal).toBeCloseTo(supplier.valorTotal - firstTotal, 1);
      const reps = (await call<Page<RepresentantePedidoAutomaticoDto>>(`/${quotation.id}/representantes?${query({ idFornecedor: supplier.idFornecedor })}`)).body.content;
      expect(reps.reduce((sum, r) => sum + r.valorTotal, 0)).toBeCloseTo(after!.valorTotal, 2);
    }
    await post<number>('/deletePedido?isParcialmenteSelecionados=false', own.slice(1).map(({ idPedido }) => ({ idPedido })));
    expect((await suppliersOf(quotation.id)).some((s) => s.idFornecedor === supplier.idFornecedor)).toBe(false);
  });

  it('chosen items (deletePedidoItem) delete only the checked items, and an order base with exceptions deletes the rest', async () => {
    const { quotation, orders } = demoQuotation();
    const [a, b] = [orders[1], orders[2]];
    const itemsA = await itemsOf(quotation.id, a.idPedido);
    const itemsB = await itemsOf(quotation.id, b.idPedido);
    const body = selection({
      itens: [
        { idPedido: a.idPedido, parcial: true, selecionado: false, idPedidoItens: [itemsA[0].id, itemsA[1].id] },
        { idPedido: b.idPedido, parcial: true, selecionado: true, idPedidoItens: [itemsB[0].id] },
      ],
    });
    expect((await post<number>('/deletePedidoItem?isParcialmenteSelecionados=true', body)).body).toBe(2 + itemsB.length - 1);
    expect((await itemsOf(quotation.id, a.idPedido)).map((i) => i.id)).toEqual(itemsA.slice(2).map((i) => i.id));
    expect((await itemsOf(quotation.id, b.idPedido)).map((i) => i.id)).toEqual([itemsB[0].id]);
  });

  it('all but some exceptions (removerItensFiltradosParcialmente) deletes everything under the filter except them', async () => {
    const { quotation, orders } = demoQuotation();
    const kept = orders[0];
    const before = await totalOf(quotation.id);
    const keptItem = (await itemsOf(quotation.id, orders[1].idPedido))[0];
    const body = selection({
      checkTodosSelecionados: true,
      itens: [
        { idPedido: kept.idPedido, parcial: false, selecionado: false, idPedidoItens: [] },
        { idPedido: orders[1].idPedido, parcial: true, selecionado: true, idPedidoItens: [keptItem.id] },
      ],
    });
    await post<number>(`/removerItensFiltradosParcialmente/${quotation.id}`, body);
    const suppliers = await suppliersOf(quotation.id);
    expect(suppliers.reduce((sum, s) => sum + s.quantidadePedidos, 0)).toBe(2);
    expect((await itemsOf(quotation.id, orders[1].idPedido)).map((i) => i.id)).toEqual([keptItem.id]);
    expect((await itemsOf(quotation.id, kept.idPedido)).length).toBe(kept.quantidadeItens);
    // Everything back, as it was.
    await post<number>(`/reinserirItensExcluidos/${quotation.id}`, { todos: true, idPedidoItens: [] });
    expect((await suppliersOf(quotation.id)).reduce((sum, s) => sum + s.quantidadePedidos, 0)).toBe(orders.length);
    expect(await totalOf(quotation.id)).toBeCloseTo(before, 2);
  });

  it('refuses an empty request and orders it does not know', async () => {
    demoQuotation();
    expect((await post('/deletePedido?isParcialmenteSelecionados=false', [])).status).toBe(400);
    expect((await post('/deletePedido?isParcialmenteSelecionados=false', [{ idPedido: 987_654_321 }])).status).toBe(404);
  });
});

describe('/pedidoAutomatico answers per product (spec 03 §2.3, §4.2)', () => {
  it('lists the answers of the selected products 3 per page; choosing one recomputes the item and the totals', async () => {
    const { quotation, orders } = demoQuotation();
    const order = orders.find((o) => db().answersOf(quotation.id).filter((a) => a.idCliente === o.idCliente).length > 1)!;
    const [item] = await itemsOf(quotation.id, order.idPedido);
    const body = selection({ itens: [{ idPedido: order.idPedido, parcial: true, selecionado: false, idPedidoItens: [item.id] }] });
    const first = (await post<Page<RespostaProdutoDto>>(`/verRespostasPorProduto/${quotation.id}?page=0&size=3`, body)).body;
    expect(first.size).toBe(3);
    expect(first.content.length).toBeGreaterThan(0);
    const all = (await post<Page<RespostaProdutoDto>>(`/verRespostasPorProduto/${quotation.id}?page=0&size=100`, body)).body.content;
    expect(all.filter((a) => a.comprarCliente)).toHaveLength(1);
    expect(all.map((a) => a.ordemPreco)).toEqual(all.map((_, i) => i + 1));
    const other = all.find((a) => !a.comprarCliente && !a.ignorada)!;
    expect(other).toBeDefined();
    const receiving = async () =>
      (await call<Page<PedidoAutomaticoDto>>(`/${quotation.id}/filiais?${query({ idFornecedor: other.idFornecedor, idRepresentante: other.idRepresentante })}&size=10000`)).body.content
        .filter((o) => o.cnpjCliente === order.cnpjCliente)
        .reduce((sum, o) => sum + o.valorTotal, 0);
    const [before, receivingBefore] = [await totalOf(quotation.id), await receiving()];
    const changed = (await post<{ item: PedidoItemDto }>('/selecionarResposta', { id: other.id, idPedidoItem: item.id, checked: true })).body.item;
    // Bought from that answer's supplier (answerMove.test.ts checks every figure): the item is in its representative's order.
    expect(changed).toMatchObject({ valorSemST: other.precoSemST, qtdeRespondida: other.quantidade, idRespostaClienteItem: other.id });
    expect(db().orderById.get(changed.idPedido)?.idRepresentante).toBe(other.idRepresentante);
    const expected = before - item.qtdePedida * item.valorSemST + ((await receiving()) - receivingBefore);
    expect(await totalOf(quotation.id)).toBeCloseTo(expected, 1);
    const again = (await post<Page<RespostaProdutoDto>>(`/verRespostasPorProduto/${quotation.id}?page=0&size=100`, body)).body.content;
    expect(again.find((a) => a.comprarCliente)?.id).toBe(other.id);
    const discounts = (await call<{ tipoNegociacao: string; percentualDesconto: number; valorDesconto: number }[]>(`/descontosResposta/${other.id}?idPedidoItem=${changed.id}`)).body;
    expect(discounts.map((d) => d.tipoNegociacao)).toEqual(['Comercial', 'Negociado']);
  });

  it('reads the answers of at most 100 selected products and says so when more were selected', async () => {
    const { quotation } = demoQuotation();
    const few = (await post<RespostasPorProdutoPageDto>(`/verRespostasPorProduto/${quotation.id}?page=0&size=3`, selection({ checkTodosSelecionados: true, parcialmenteSelecionados: false, itens: [] }))).body;
    const items = db().ordersOf(quotation.id).reduce((sum, order) => sum + order.quantidadeItens, 0);
    expect(items).toBeGreaterThan(100);
    expect(few.limiteProdutos).toBe(100);
    const one = await itemsOf(quotation.id, db().ordersOf(quotation.id)[0].idPedido);
    const single = (await post<RespostasPorProdutoPageDto>(`/verRespostasPorProduto/${quotation.id}?page=0&size=3`, selection({ itens: [{ idPedido: one[0].idPedido, parcial: true, selecionado: false, idPedidoItens: [one[0].id] }] }))).body;
    expect(single.limiteProdutos).toBeUndefined();
  });

  it('refuses a quantity that is not a multiple of the answer box', async () => {
    const { quotation, orders } = demoQuotation();
    const item = (await itemsOf(quotation.id, orders[0].idPedido)).find((i) => i.qtdeEmbalagem > 1)!;
    const answer = await call<{ status: number }>(`/alterarQuantidadeResposta`, { method: 'POST', body: { id: item.id, idPedidoItem: item.id, quantidadePedir: item.qtdeEmbalagem + 1 } });
    expect(answer.status).toBe(400);
  });
});
