import type { ComboDto, ComboItemDto, CriarPedidoComboDto, ResultadoComboDto } from '../../src/api/comboDto';
import type { Page } from '../../src/api/dto';
import type { ItemRevisaoDto, PedidoRevisaoDto } from '../../src/api/revisaoEnvioDto';
import type { FornecedorPedidoAutomaticoDto, PedidoAutomaticoDto, PedidoItemAutomaticoDto, RepresentantePedidoAutomaticoDto, TotalPedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import { DEFAULT_FILTER, filterToParams } from '../../src/domain/automaticOrderFilter';
import { callMockApi } from './testApiCall';
import { cents } from '../../src/domain/money';

/**
 * For mock tests of combo orders (spec 03 §3.3, §4.4): the combo and automatic-order calls as the
 * screens make them, and what the buyer pays read back from the API: every branch order with its
 * items, the representative, supplier and quotation totals, and the review's orders.
 */
const get = async <T>(path: string): Promise<T> => (await callMockApi<T>(path)).body;
const post = async <T>(path: string, body?: unknown): Promise<T> => (await callMockApi<T>(path, { method: 'POST', body })).body;
const BASE = '/pedidoAutomatico';
const filters = new URLSearchParams(filterToParams({ ...DEFAULT_FILTER })).toString();

/** Σ qtdePedida × price, summed as the server sums an order (then rounded to the cent). */
export const sumOf = <T>(rows: readonly T[], value: (row: T) => number): number => cents(rows.reduce((sum, row) => sum + value(row), 0));

export const comboRow = async (id: number, idCliente: number, idRespostaCliente: number): Promise<ComboDto> =>
  (await get<Page<ComboDto>>(`${BASE}/buscarCombosFiliais/${id}?idCliente=${idCliente}&page=0&size=100`)).content.find((c) => c.idRespostaCliente === idRespostaCliente)!;
export const comboItems = async (id: number, idRespostaCliente: number): Promise<ComboItemDto[]> => (await get<Page<ComboItemDto>>(`${BASE}/buscarItensCombos/${id}?idRespostaCliente=${idRespostaCliente}&page=0&size=100`)).content;
export const excludedItems = async (id: number, idRespostaCliente: number): Promise<ComboItemDto[]> => (await get<Page<ComboItemDto>>(`${BASE}/buscarItensExcluidosCombos/${id}?idRespostaCliente=${idRespostaCliente}&page=0&size=100`)).content;

export const changeQuantity = (item: ComboItemDto, quantidade: number) =>
  post<ResultadoComboDto>(`${BASE}/alterarQuantidadeCombo`, { idRespostaClienteItem: item.idRespostaClienteItem, quantidade, quantidadeMinima: item.quantidadeMinima, quantidadeMaxima: item.quantidadeMaxima });
export const setExcluded = (id: number, idRespostaCliente: number, ids: number[], exclude: boolean) =>
  exclude
    ? post<ResultadoComboDto>(`${BASE}/excluirItemCombo/${id}`, { idRespostaCliente, idsRespostaClienteItem: ids })
    : post<ResultadoComboDto>(`${BASE}/restaurarItensCombo/${id}`, [{ idRespostaCliente, idsRespostaClienteItem: ids }]);
export const deleteComboOrder = (idPedido: number) => post<ResultadoComboDto>(`${BASE}/combo/deletePedido`, [idPedido]);

/**
 * 'Criar pedido combo' as the screen does it: items below their minimum raised to it first; when
 * products sit in other orders, the dialog's choice ('Manter nos dois pedidos' or 'Remover dos
 * pedidos antigos'). Answers the result and the order items taken out of other orders.
 */
export async function createComboOrder(id: number, idRespostaCliente: number, removeFromOld: boolean): Promise<{ created: CriarPedidoComboDto; taken: number[] }> {
  for (const item of await comboItems(id, idRespostaCliente)) if (item.problemaDeMinimo) await changeQuantity(item, item.quantidadeMinima);
  const asked = await post<CriarPedidoComboDto>(`${BASE}/criarPedidoCombo/${id}?idRespostaCliente=${idRespostaCliente}`);
  if (asked.sucesso || asked.itensEmOutrosPedidos.length === 0) return { created: asked, taken: [] };
  if (!removeFromOld) return { created: await post<CriarPedidoComboDto>(`${BASE}/criarPedidoCombo/${id}?idRespostaCliente=${idRespostaCliente}&manterItens=true`), taken: [] };
  const taken = asked.itensEmOutrosPedidos.map((item) => item.idPedidoItem);
  return { created: await post<CriarPedidoComboDto>(`${BASE}/excluirItensECriarPedidoCombo/${id}`, { idRespostaCliente, idPedidoItem: taken }), taken };
}

export interface OrderRead {
  order: PedidoAutomaticoDto;
  /** Null when not read (another branch's order). */
  items: PedidoItemAutomaticoDto[] | null;
}

/**
 * Every branch order of the quotation's automatic order, by idPedido, with its items for the
 * orders of one branch (where a combo order and the orders it takes products from are; the others
 * are not read item by item: the demo's orders hold hundreds).
 */
export async function readOrders(id: number, idCliente: number): Promise<Map<number, OrderRead>> {
  const orders = (await get<Page<PedidoAutomaticoDto>>(`${BASE}/${id}/filiais?${filters}&size=10000`)).content;
  const read = new Map<number, OrderRead>();
  for (const order of orders) {
    const items = order.idCliente === idCliente ? (await post<Page<PedidoItemAutomaticoDto>>(`${BASE}/${id}/itens?idPedido=${order.idPedido}`, DEFAULT_FILTER)).content : null;
    read.set(order.idPedido, { order, items });
  }
  return read;
}

/**
 * A failure message per figure that is not the sum of what it totals (empty when every figure adds
 * up): each order read with its items (automatic order and review), and every representative,
 * supplier and the quotation.
 */
export async function totalsThatDoNotAddUp(id: number, orders: Map<number, OrderRead>): Promise<string[]> {
  const wrong: string[] = [];
  const all = [...orders.values()].map(({ order }) => order);
  const check = (what: string, shown: number, sum: number) => Math.round(shown * 100) !== Math.round(sum * 100) && wrong.push(`${what}: ${shown} ≠ Σ ${sum}`);
  for (const { order, items } of orders.values()) {
    if (!items) continue;
    check(`pedido ${order.idPedido}`, order.valorTotal, sumOf(items, (i) => i.qtdePedida * i.valorSemST));
    check(`pedido ${order.idPedido} c/ ST`, order.valorTotalComST ?? NaN, sumOf(items, (i) => i.qtdePedida * i.valorComST));
  }
  for (const rep of (await get<Page<RepresentantePedidoAutomaticoDto>>(`${BASE}/${id}/representantes?${filters}&size=10000`)).content)
    check(`representante ${rep.idRepresentante}`, rep.valorTotal, sumOf(all.filter((o) => o.idRepresentante === rep.idRepresentante && o.idFornecedor === rep.idFornecedor), (o) => o.valorTotal));
  for (const supplier of (await get<Page<FornecedorPedidoAutomaticoDto>>(`${BASE}/${id}/fornecedores?${filters}&size=10000`)).content)
    check(`fornecedor ${supplier.idFornecedor}`, supplier.valorTotal, sumOf(all.filter((o) => o.idFornecedor === supplier.idFornecedor), (o) => o.valorTotal));
  check('cotação /total', (await get<TotalPedidoAutomaticoDto>(`${BASE}/total/${id}`)).valorTotal, sumOf(all, (o) => o.valorTotal));
  for (const order of (await post<Page<PedidoRevisaoDto>>(`/revisaoEnvio/${id}/filiais?size=10000`, {})).content) {
    check(`revisão ${order.idPedido}`, order.valorTotal, orders.get(order.idPedido)?.order.valorTotal ?? NaN);
    if (!orders.get(order.idPedido)?.items) continue;
    const items = (await post<Page<ItemRevisaoDto>>(`/revisaoEnvio/pedido/${order.idPedido}/itens?size=10000`, {})).content;
    check(`revisão ${order.idPedido} itens`, order.valorTotal, sumOf(items, (i) => i.qtdePedida * i.valorSemST));
  }
  return wrong;
}

/** The economy summary's order value of each order (the review's 'Resumo dos Pedidos'). */
export async function economyValues(id: number): Promise<Map<number, number>> {
  const rows = (await get<{ content: { idPedido: number; valorPedido: number }[] }>(`/pedido/resumo/getEconomia/${id}?page=0&size=10000`)).content;
  return new Map(rows.map((row) => [row.idPedido, row.valorPedido]));
}
