import type { ComboDto, ComboItemDto, CriarPedidoComboDto, FilialComboDto, ResultadoComboDto } from '../../src/api/comboDto';
import type { Page, PedidoItemDto } from '../../src/api/dto';
import type { PedidoAutomaticoDto, TotalPedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import { DEFAULT_FILTER, filterToParams } from '../../src/domain/automaticOrderFilter';
import { comboOffersOf } from '../db/combo/comboOffers';
import { db, resetDb } from '../db/core/current';
import { callMockApi } from './testApiCall';

const get = <T>(path: string) => callMockApi<T>(`/pedidoAutomatico${path}`);
const post = <T>(path: string, body?: unknown) => callMockApi<T>(`/pedidoAutomatico${path}`, { method: 'POST', body });
const filters = new URLSearchParams(filterToParams({ ...DEFAULT_FILTER })).toString();

/** The demo quotation with the most combos, and one combo whose products sit in the branch's other orders. */
function demoCombo() {
  resetDb('demo');
  const quotation = db().data.quotations.filter((q) => q.situacao === 'EM_ANALISE').sort((a, b) => comboOffersOf(db(), b.id).length - comboOffersOf(db(), a.id).length)[0];
  return { id: quotation.id, offer: comboOffersOf(db(), quotation.id)[0] };
}

const totalOf = async (id: number) => (await get<TotalPedidoAutomaticoDto>(`/total/${id}`)).body;
const branchOrders = async (id: number) => (await get<Page<PedidoAutomaticoDto>>(`/${id}/filiais?${filters}&size=10000`)).body.content;
const comboOf = async (id: number, idCliente: number, idRespostaCliente: number) =>
  (await get<Page<ComboDto>>(`/buscarCombosFiliais/${id}?idCliente=${idCliente}&page=0&size=10`)).body.content.find((c) => c.idRespostaCliente === idRespostaCliente)!;
const itemsOf = async (id: number, idRespostaCliente: number) => (await get<Page<ComboItemDto>>(`/buscarItensCombos/${id}?idRespostaCliente=${idRespostaCliente}&page=0&size=10`)).body.content;

/** Raises every item below its minimum to the minimum, so the combo can be ordered. */
async function fixMinimums(id: number, idRespostaCliente: number) {
  for (const item of await itemsOf(id, idRespostaCliente)) {
    if (item.problemaDeMinimo) expect((await post<ResultadoComboDto>('/alterarQuantidadeCombo', { idRespostaClienteItem: item.idRespostaClienteItem, quantidade: item.quantidadeMinima, quantidadeMinima: item.quantidadeMinima, quantidadeMaxima: item.quantidadeMaxima })).body.sucesso).toBe(true);
  }
}

describe('combo calls (spec 03 §4.4, §7.3)', () => {
  it('temCombo is true exactly when the quotation has combo offers; branches page 5 at a time under the filter', async () => {
    const { id, offer } = demoCombo();
    expect((await get<{ temCombo: boolean }>(`/temCombo/${id}`)).body.temCombo).toBe(true);
    const without = db().data.quotations.find((q) => q.idComprador === db().quotationById.get(id)!.idComprador && comboOffersOf(db(), q.id).length === 0)!;
    expect((await get<{ temCombo: boolean }>(`/temCombo/${without.id}`)).body.temCombo).toBe(false);
    const page = (await get<Page<FilialComboDto>>(`/buscarFiliaisComboFiltrado/${id}?page=0&size=5`)).body;
    expect(page.content.length).toBeLessThanOrEqual(5);
    expect(page.totalElements).toBe(new Set(comboOffersOf(db(), id).map((o) => o.answer.idCliente)).size);
    const bySupplier = (await get<Page<FilialComboDto>>(`/buscarFiliaisComboFiltrado/${id}?page=0&size=5&idFornecedor=${offer.answer.idFornecedor}`)).body.content;
    expect(bySupplier.some((b) => b.idCliente === offer.answer.idCliente)).toBe(true);
    const none = (await get<Page<FilialComboDto>>(`/buscarFiliaisComboFiltrado/${id}?page=0&size=5&buscaProduto=zzzz-nada`)).body;
    expect(none.totalElements).toBe(0);
    expect((await get<string[]>(`/buscarPrazosPagamentoCombo/${id}`)).body).toContain(offer.terms.prazoTitulo);
  });

  it('a quantity out of bounds is refused with the bounds message; a good one changes the combo total', async () => {
    const { id } = demoCombo();
    const fits = (i: ComboItemDto) => i.quantidadeMinima > 0 && !i.bonificado && i.quantidadeMaxima === 0;
    const offer = comboOffersOf(db(), id).find((o) => o.items.some(fits))!;
    const item = offer.items.find(fits)!;
    const refused = (await post<ResultadoComboDto>('/alterarQuantidadeCombo', { idRespostaClienteItem: item.idRespostaClienteItem, quantidade: item.quantidadeMinima - 1, quantidadeMinima: item.quantidadeMinima, quantidadeMaxima: item.quantidadeMaxima })).body;
    expect(refused).toEqual({ sucesso: false, mensagem: `ATENÇÃO: Quantidade mínima permitida: ${item.quantidadeMinima}` });
    const before = (await comboOf(id, offer.answer.idCliente, offer.answer.id)).valorTotalItens;
    const quantidade = Math.max(item.quantidadeMinima, item.qtdePedida) + item.qtdeEmbalagem;
    expect((await post<ResultadoComboDto>('/alterarQuantidadeCombo', { idRespostaClienteItem: item.idRespostaClienteItem, quantidade, quantidadeMinima: 0, quantidadeMaxima: 0 })).body.sucesso).toBe(true);
    expect((await comboOf(id, offer.answer.idCliente, offer.answer.id)).valorTotalItens).toBeCloseTo(before + (quantidade - item.qtdePedida) * item.precoCustoCombo, 1);
  });

  it('creating a combo order asks first when products sit in other orders; removing them from the old orders adds the combo order and changes the lists and totals; deleting it takes it back out', async () => {
    const { id, offer } = demoCombo();
    await fixMinimums(id, offer.answer.id);
    const before = await totalOf(id);
    const ordersBefore = await branchOrders(id);
    const asked = (await post<CriarPedidoComboDto>(`/criarPedidoCombo/${id}?idRespostaCliente=${offer.answer.id}`)).body;
    expect(asked.sucesso).toBe(false);
    expect(asked.itensEmOutrosPedidos.length).toBeGreaterThan(0);
    const created = (await post<CriarPedidoComboDto>(`/excluirItensECriarPedidoCombo/${id}`, { idRespostaCliente: offer.answer.id, idPedidoItem: asked.itensEmOutrosPedidos.map((i) => i.idPedidoItem) })).body;
    expect(created.sucesso).toBe(true);
    const orders = await branchOrders(id);
    expect(orders).toHaveLength(ordersBefore.length + 1);
    const comboOrder = orders.find((o) => o.idPedido === created.idPedido)!;
    expect(comboOrder.combo).toBe(true);
    const items = (await post<Page<PedidoItemDto>>(`/${id}/itens?idPedido=${created.idPedido}`, DEFAULT_FILTER)).body.content;
    expect(items.every((i) => i.combo)).toBe(true);
    const after = await totalOf(id);
    expect(after.quantidadePedidos).toBe(before.quantidadePedidos + 1);
    const removedValue = asked.itensEmOutrosPedidos.reduce((sum, i) => sum + i.qtdePedida, 0);
    expect(removedValue).toBeGreaterThan(0);
    expect(after.valorTotal).not.toBeCloseTo(before.valorTotal, 2);
    expect((await comboOf(id, offer.answer.idCliente, offer.answer.id)).existePedidoDeCombo).toBe(true);
    expect((await comboOf(id, offer.answer.idCliente, offer.answer.id)).idsPedidoItem).toEqual([]);

    expect((await post<ResultadoComboDto>('/combo/deletePedido', [created.idPedido])).body.sucesso).toBe(true);
    expect(await branchOrders(id)).toHaveLength(ordersBefore.length);
    expect((await totalOf(id)).quantidadePedidos).toBe(before.quantidadePedidos);
    expect((await comboOf(id, offer.answer.idCliente, offer.answer.id)).existePedidoDeCombo).toBe(false);
  });

  it('keeping the items in both orders leaves the old orders as they were', async () => {
    const { id, offer } = demoCombo();
    await fixMinimums(id, offer.answer.id);
    const before = await totalOf(id);
    const created = (await post<CriarPedidoComboDto>(`/criarPedidoCombo/${id}?idRespostaCliente=${offer.answer.id}&manterItens=true`)).body;
    expect(created.sucesso).toBe(true);
    const comboTotal = (await branchOrders(id)).find((o) => o.idPedido === created.idPedido)!.valorTotal;
    expect((await totalOf(id)).valorTotal).toBeCloseTo(before.valorTotal + comboTotal, 1);
    expect((await post<CriarPedidoComboDto>(`/criarPedidoCombo/${id}?idRespostaCliente=${offer.answer.id}&manterItens=true`)).body.sucesso).toBe(false);
  });

  it('excluding and restoring items; mandatory and minimum-problem items are refused', async () => {
    const { id, offer } = demoCombo();
    const items = await itemsOf(id, offer.answer.id);
    const free = items.find((i) => !i.obrigatorio && !i.problemaDeMinimo)!;
    const mandatory = items.find((i) => i.obrigatorio)!;
    expect((await post<ResultadoComboDto>(`/excluirItemCombo/${id}`, { idRespostaCliente: offer.answer.id, idsRespostaClienteItem: [mandatory.idRespostaClienteItem] })).body.sucesso).toBe(false);
    expect((await post<ResultadoComboDto>(`/excluirItemCombo/${id}`, { idRespostaCliente: offer.answer.id, idsRespostaClienteItem: [free.idRespostaClienteItem] })).body.sucesso).toBe(true);
    expect((await itemsOf(id, offer.answer.id)).some((i) => i.idRespostaClienteItem === free.idRespostaClienteItem)).toBe(false);
    const excluded = (await get<Page<ComboItemDto>>(`/buscarItensExcluidosCombos/${id}?idRespostaCliente=${offer.answer.id}&page=0&size=10`)).body;
    expect(excluded.content.map((i) => i.idRespostaClienteItem)).toEqual([free.idRespostaClienteItem]);
    expect((await comboOf(id, offer.answer.idCliente, offer.answer.id)).existeItensExcluidos).toBe(true);
    await post(`/restaurarItensCombo/${id}`, [{ idRespostaCliente: offer.answer.id, idsRespostaClienteItem: [free.idRespostaClienteItem] }]);
    expect((await get<Page<ComboItemDto>>(`/buscarItensExcluidosCombos/${id}?idRespostaCliente=${offer.answer.id}`)).body.totalElements).toBe(0);
    expect((await get(`/buscarItensCombos/${id}?idRespostaCliente=987654321`)).status).toBe(404);
  });
});
