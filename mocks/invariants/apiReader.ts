import type { Page, PedidoItemDto } from '../../src/api/dto';
import type { ComboDto, ComboItemDto, FilialComboDto } from '../../src/api/comboDto';
import type { FornecedorPedidoAutomaticoDto, PedidoAutomaticoDto, RepresentantePedidoAutomaticoDto, TotalPedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import type { RespostaItemDto } from '../../src/api/resumoRespostaDto';
import type { FornecedorRevisaoDto, ItemRevisaoDto, PedidoRevisaoDto, RepresentanteRevisaoDto } from '../../src/api/revisaoEnvioDto';
import { callApi as callMockApi } from './apiCall';

/** Everything the buyer can read of a quotation's orders, read through the API after each step. */
export interface OrdersView {
  suppliers: FornecedorPedidoAutomaticoDto[];
  representatives: RepresentantePedidoAutomaticoDto[];
  orders: PedidoAutomaticoDto[];
  total: TotalPedidoAutomaticoDto;
  items: Map<number, PedidoItemDto[]>;
  review: { suppliers: FornecedorRevisaoDto[]; representatives: RepresentanteRevisaoDto[]; orders: PedidoRevisaoDto[]; items: Map<number, ItemRevisaoDto[]> };
}

/** An answer of the quotation: whose it is and what it offers, product by product. */
export interface AnswerOffer {
  idResposta: number;
  idFornecedor: number;
  idRepresentante: number;
  idCliente: number;
  items: Map<number, RespostaItemDto>;
}

/** A call that must succeed: a failing read is a broken API, not a broken invariant. */
export async function ok<T>(path: string, init: { method?: string; body?: unknown; key?: string } = {}): Promise<T> {
  const { status, body } = await callMockApi<T>(path, init);
  if (status !== 200) throw new Error(`${init.method ?? 'GET'} ${path} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

const ALL = 'size=10000';
const content = async <T>(path: string, init?: { method?: string; body?: unknown }) => (await ok<Page<T>>(path, init)).content;

/**
 * The automatic order's lists, items and total; the review's lists and items once some order left
 * 'Não iniciado' (before that the buyer has nothing to review, and reading it would double the cost).
 */
export async function readOrders(idCotacao: number): Promise<OrdersView> {
  const base = `/pedidoAutomatico/${idCotacao}`;
  const [suppliers, representatives, orders, total] = await Promise.all([
    content<FornecedorPedidoAutomaticoDto>(`${base}/fornecedores?${ALL}`),
    content<RepresentantePedidoAutomaticoDto>(`${base}/representantes?${ALL}`),
    content<PedidoAutomaticoDto>(`${base}/filiais?${ALL}`),
    ok<TotalPedidoAutomaticoDto>(`/pedidoAutomatico/total/${idCotacao}`),
  ]);
  const items = new Map<number, PedidoItemDto[]>();
  await Promise.all(orders.map(async (order) => items.set(order.idPedido, await content<PedidoItemDto>(`${base}/itens?idPedido=${order.idPedido}&${ALL}`))));
  const review = { suppliers: [] as FornecedorRevisaoDto[], representatives: [] as RepresentanteRevisaoDto[], orders: [] as PedidoRevisaoDto[], items: new Map<number, ItemRevisaoDto[]>() };
  if (orders.some((order) => order.situacaoPedido !== 'NAO_INICIADO')) {
    const post = { method: 'POST', body: {} };
    [review.suppliers, review.representatives, review.orders] = await Promise.all([
      content<FornecedorRevisaoDto>(`/revisaoEnvio/${idCotacao}/fornecedores?${ALL}`, post),
      content<RepresentanteRevisaoDto>(`/revisaoEnvio/${idCotacao}/representantes?${ALL}`, post),
      content<PedidoRevisaoDto>(`/revisaoEnvio/${idCotacao}/filiais?${ALL}`, post),
    ]);
    await Promise.all(review.orders.map(async (order) => review.items.set(order.idPedido, await content<ItemRevisaoDto>(`/revisaoEnvio/pedido/${order.idPedido}/itens?size=1000`, post))));
  }
  return { suppliers, representatives, orders, total, items, review };
}

/** What each answer offers (GET /resumoresposta/getItensResposta): answers do not change while the buyer edits orders. */
export async function readAnswerOffers(answers: readonly { id: number; idFornecedor: number; idRepresentante: number; idCliente: number }[]): Promise<AnswerOffer[]> {
  return Promise.all(
    answers.map(async (answer) => {
      const items = await content<RespostaItemDto>(`/resumoresposta/getItensResposta/${answer.id}?size=1000`);
      return { idResposta: answer.id, idFornecedor: answer.idFornecedor, idRepresentante: answer.idRepresentante, idCliente: answer.idCliente, items: new Map(items.map((item) => [item.idProduto, item])) };
    }),
  );
}

/** A combo with its items (what the Combo page shows). */
export interface ComboView extends ComboDto {
  itens: ComboItemDto[];
}

/** The quotation's combos, branch by branch, with their items. */
export async function readCombos(idCotacao: number): Promise<ComboView[]> {
  const branches = await ok<FilialComboDto[]>(`/pedidoAutomatico/buscarFiliaisCombo/${idCotacao}`);
  const lists = await Promise.all(branches.map((branch) => content<ComboDto>(`/pedidoAutomatico/buscarCombosFiliais/${idCotacao}?idCliente=${branch.idCliente}&page=0&size=100`)));
  return Promise.all(
    lists.flat().map(async (combo) => ({ ...combo, itens: await content<ComboItemDto>(`/pedidoAutomatico/buscarItensCombos/${idCotacao}?idRespostaCliente=${combo.idRespostaCliente}&page=0&size=100`) })),
  );
}
