import type { Page, PedidoItemDto } from '../../src/api/dto';
import type { FornecedorPedidoAutomaticoDto, PedidoAutomaticoDto, RepresentantePedidoAutomaticoDto, TotalPedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import type { RespostaAlteradaDto, RespostaProdutoDto, SelecaoPedidoDto } from '../../src/api/pedidoAutomaticoSelectionDto';
import { DEFAULT_FILTER, filterToParams } from '../../src/domain/automaticOrderFilter';
import { db, resetDb } from '../db/core/current';
import { callMockApi } from './testApiCall';
import { cents } from '../../src/domain/money';

/**
 * 'Ver Respostas por Produto': choosing another representative's answer buys the product from
 * that supplier (spec 03 §2.3, §4.2; docs/decisions.md "Choosing another answer"). Every figure
 * the lists show is checked against the sum of the items the API lists.
 */
const get = <T>(path: string) => callMockApi<T>(`/pedidoAutomatico${path}`);
const post = <T>(path: string, body: unknown) => callMockApi<T>(`/pedidoAutomatico${path}`, { method: 'POST', body });
const filters = new URLSearchParams(filterToParams({ ...DEFAULT_FILTER })).toString();

const itemsOf = async (id: number, idPedido: number) => (await post<Page<PedidoItemDto>>(`/${id}/itens?idPedido=${idPedido}`, { ...DEFAULT_FILTER })).body.content;
const selectionOf = (item: PedidoItemDto): SelecaoPedidoDto => ({
  checkTodosSelecionados: false,
  parcialmenteSelecionados: true,
  filtrado: false,
  filtros: DEFAULT_FILTER,
  itens: [{ idPedido: item.idPedido, parcial: true, selecionado: false, idPedidoItens: [item.id] }],
});
const answersOf = async (id: number, item: PedidoItemDto) => (await post<Page<RespostaProdutoDto>>(`/verRespostasPorProduto/${id}?page=0&size=100`, selectionOf(item))).body.content;
const choose = (answer: RespostaProdutoDto) => post<RespostaAlteradaDto & { mensagem?: string }>('/selecionarResposta', { id: answer.id, idPedidoItem: answer.idPedidoItem, checked: true });

interface Listed {
  order: PedidoAutomaticoDto;
  items: PedidoItemDto[];
}

/** Every list of the automatic order, checked level by level: order = Σ items, representative = Σ orders, supplier = Σ representatives, /total = Σ suppliers. */
async function listedOrders(id: number): Promise<Listed[]> {
  const listed: Listed[] = [];
  let quotationTotal = 0;
  for (const supplier of (await get<Page<FornecedorPedidoAutomaticoDto>>(`/${id}/fornecedores?${filters}&size=10000`)).body.content) {
    let supplierTotal = 0;
    for (const rep of (await get<Page<RepresentantePedidoAutomaticoDto>>(`/${id}/representantes?${filters}&idFornecedor=${supplier.idFornecedor}&size=10000`)).body.content) {
      const orders = (await get<Page<PedidoAutomaticoDto>>(`/${id}/filiais?${filters}&idFornecedor=${rep.idFornecedor}&idRepresentante=${rep.idRepresentante}&size=10000`)).body.content;
      let repTotal = 0;
      for (const order of orders) {
        const items = await itemsOf(id, order.idPedido);
        expect(items.length).toBeGreaterThan(0);
        expect(order.valorTotal).toBeCloseTo(cents(items.reduce((sum, item) => sum + item.qtdePedida * item.valorSemST, 0)), 2);
        repTotal += order.valorTotal;
        listed.push({ order, items });
      }
      expect(rep.valorTotal).toBeCloseTo(repTotal, 2);
      supplierTotal += rep.valorTotal;
    }
    expect(supplier.valorTotal).toBeCloseTo(supplierTotal, 2);
    quotationTotal += supplier.valorTotal;
  }
  expect((await get<TotalPedidoAutomaticoDto>(`/total/${id}`)).body.valorTotal).toBeCloseTo(quotationTotal, 1);
  return listed;
}

/**
 * The first item of the smallest automatic order in analysis whose branch has another
 * representative's answer (not ignored) for the product, as `wanted` asks. The demo data: the
 * e2e scenario's orders have no second answer for any of their products.
 */
async function itemWithOtherAnswer(wanted: (answer: RespostaProdutoDto, listed: Listed[], item: PedidoItemDto) => boolean) {
  resetDb('demo');
  const [quotation] = db()
    .data.quotations.filter((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 0)
    .sort((a, b) => db().ordersOf(a.id).length - db().ordersOf(b.id).length);
  const listed = await listedOrders(quotation.id);
  for (const { items } of listed) {
    for (const item of items) {
      if (item.combo) continue;
      const answers = await answersOf(quotation.id, item);
      const other = answers.find((answer) => !answer.comprarCliente && !answer.ignorada && wanted(answer, listed, item));
      if (other) return { id: quotation.id, item, own: answers.find((answer) => answer.comprarCliente)!, other, listed };
    }
  }
  throw new Error('no item with such another answer in the demo data');
}

const ordersOf = (listed: Listed[], answer: RespostaProdutoDto) =>
  listed.filter(({ order }) => order.idFornecedor === answer.idFornecedor && order.idRepresentante === answer.idRepresentante && order.cnpjCliente === answer.cnpjCliente);
const holds = (listed: Listed[], answer: RespostaProdutoDto, item: PedidoItemDto) => ordersOf(listed, answer).some(({ items }) => items.some((i) => i.idProduto === item.idProduto));

describe('choosing another answer buys from that supplier (spec 03 §2.3, §4.2)', () => {
  it('the item leaves its order and joins the chosen representative’s order for the branch, at that answer’s price; every total follows', async () => {
    const { id, item, other } = await itemWithOtherAnswer((answer, listed, candidate) => !holds(listed, answer, candidate));
    const answer = await choose(other);
    expect(answer.status).toBe(200);
    const moved = answer.body.item;
    expect(moved.idPedido).not.toBe(item.idPedido);
    expect(moved).toMatchObject({ idProduto: item.idProduto, valorSemST: other.precoSemST, valorComST: other.precoComST, qtdeRespondida: other.quantidade, qtdeEmbalagem: other.quantidadeEmbalagem, qtdePedida: other.quantidadePedir, idRespostaClienteItem: other.id });
    expect(answer.body.itemRemovido).toEqual({ id: item.id, idPedido: item.idPedido });
    const after = await listedOrders(id);
    const receiving = after.find(({ order }) => order.idPedido === moved.idPedido)!;
    expect(receiving.order).toMatchObject({ idFornecedor: other.idFornecedor, idRepresentante: other.idRepresentante, cnpjCliente: other.cnpjCliente });
    expect(receiving.items.find((i) => i.id === moved.id)).toMatchObject({ valorSemST: other.precoSemST, qtdePedida: other.quantidadePedir });
    const old = after.find(({ order }) => order.idPedido === item.idPedido);
    expect(old?.items.some((i) => i.id === item.id) ?? false).toBe(false);
    // The review lists the orders' items the same way (what is sent).
    const reviewed = async (idPedido: number) => (await callMockApi<Page<PedidoItemDto>>(`/revisaoEnvio/pedido/${idPedido}/itens?page=0&size=10000`, { method: 'POST', body: {} })).body.content.map((i) => i.id);
    expect(await reviewed(item.idPedido)).not.toContain(item.id);
    expect(await reviewed(moved.idPedido)).toContain(moved.id);
    // The modal shows the new choice, from the same tick as before.
    const again = await answersOf(id, item);
    expect(again.filter((row) => row.comprarCliente).map((row) => row.id)).toEqual([other.id]);
    expect(again.every((row) => row.idPedidoItem === moved.id)).toBe(true);
  });

  it('with no order of that representative for the branch, one is created; choosing the first answer back puts the item back as it was and the emptied order leaves the lists', async () => {
    const { id, item, own, other, listed } = await itemWithOtherAnswer((answer, all, candidate) => !holds(all, answer, candidate));
    // The representative has no order for this branch (its order is dropped from the data).
    for (const { order } of ordersOf(listed, other)) db().removeOrder(order.idPedido);
    const before = (await get<TotalPedidoAutomaticoDto>(`/total/${id}`)).body.valorTotal;
    const moved = (await choose(other)).body.item;
    const created = (await listedOrders(id)).find(({ order }) => order.idPedido === moved.idPedido)!;
    expect(created.order).toMatchObject({ idFornecedor: other.idFornecedor, idRepresentante: other.idRepresentante, cnpjCliente: other.cnpjCliente, valorTotal: cents(other.quantidadePedir * other.precoSemST) });
    expect(created.items.map((i) => i.id)).toEqual([moved.id]);
    const back = await choose({ ...own, idPedidoItem: moved.id });
    expect(back.status).toBe(200);
    expect(back.body.item).toMatchObject({ id: item.id, idPedido: item.idPedido, valorSemST: item.valorSemST, qtdePedida: item.qtdePedida });
    const after = await listedOrders(id);
    expect(after.find(({ order }) => order.idPedido === item.idPedido)?.items.find((i) => i.id === item.id)).toMatchObject({ valorSemST: item.valorSemST, qtdePedida: item.qtdePedida });
    expect(after.some(({ order }) => order.idPedido === moved.idPedido)).toBe(false);
    expect((await get<TotalPedidoAutomaticoDto>(`/total/${id}`)).body.valorTotal).toBeCloseTo(before, 1);
    expect((await answersOf(id, item)).find((row) => row.comprarCliente)?.id).toBe(own.id);
    // The emptied order does not stand in the way of confirming.
    expect((await get<{ sucesso: boolean; mensagem: string }>(`/validarConfirmacao/${id}`)).body).toMatchObject({ sucesso: true });
  });

  it('when the chosen representative’s order already holds the product, that item takes the answer (the order never holds it twice); choosing back gives it back', async () => {
    const { id, item, own, other, listed } = await itemWithOtherAnswer((answer, all, candidate) => holds(all, answer, candidate));
    const [target] = ordersOf(listed, other);
    const held = target.items.find((i) => i.idProduto === item.idProduto)!;
    const moved = (await choose(other)).body.item;
    expect(moved).toMatchObject({ id: held.id, idPedido: target.order.idPedido, valorSemST: other.precoSemST, qtdePedida: other.quantidadePedir, idRespostaClienteItem: other.id });
    const after = await listedOrders(id);
    expect(after.find(({ order }) => order.idPedido === target.order.idPedido)!.items.filter((i) => i.idProduto === item.idProduto)).toHaveLength(1);
    expect(after.find(({ order }) => order.idPedido === item.idPedido)?.items.some((i) => i.id === item.id) ?? false).toBe(false);
    await choose({ ...own, idPedidoItem: moved.id });
    const restored = await listedOrders(id);
    expect(restored.find(({ order }) => order.idPedido === target.order.idPedido)!.items.find((i) => i.id === held.id)).toMatchObject({ valorSemST: held.valorSemST, qtdePedida: held.qtdePedida });
    expect(restored.find(({ order }) => order.idPedido === item.idPedido)!.items.some((i) => i.id === item.id)).toBe(true);
  });

  it('refuses more than the answer offers, in Portuguese, and keeps the item where it was', async () => {
    const { id, item, other } = await itemWithOtherAnswer((answer) => answer.quantidadeEmbalagem === 1);
    const refused = await post<{ mensagem: string }>('/alterarQuantidadeResposta', { id: other.id, idPedidoItem: item.id, quantidadePedir: other.quantidade + 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.mensagem).toBe(`${other.representanteTitulo} respondeu ${other.quantidade} un deste produto: não é possível pedir ${other.quantidade + 1} un desta resposta.`);
    const rows = await answersOf(id, item);
    expect(rows.find((row) => row.id === other.id)?.quantidadePedir).toBe(other.quantidadePedir);
    expect((await itemsOf(id, item.idPedido)).find((i) => i.id === item.id)).toMatchObject({ qtdePedida: item.qtdePedida, valorSemST: item.valorSemST });
  });
});
