import { normalize } from 'normalizr';
import type { AlteracoesPedidoDto, AtualizarQuantidadeDto, FiltroPedidoAutomaticoDto, FornecedorPedidoAutomaticoDto, OpcaoFilialDto, OpcaoFornecedorDto, OpcaoSituacaoDto, PedidoAutomaticoDto, PedidoItemSort, ProblemaEmbalagemMinimoDto, QuantidadeAtualizadaDto, RepresentantePedidoAutomaticoDto, TotalPedidoAutomaticoDto } from './pedidoAutomaticoDto';
import type { Page, PedidoItemDto } from './dto';
import { http } from './http';
import { orderSchema, type NormalizedEntities } from './schemas';

/**
 * The automatic order (spec 03 §7.1, docs/api.md "Automatic order"): every list takes the
 * filter as query parameters and answers only what passes it on the server.
 */
const BASE = '/pedidoAutomatico';

export interface Paging {
  page: number;
  size: number;
}

/** GET /{id}/fornecedores: the suppliers with some item passing the filter, with totals. */
export function getFornecedoresPedido(idCotacao: number, filter: FiltroPedidoAutomaticoDto, paging: Paging, signal?: AbortSignal): Promise<Page<FornecedorPedidoAutomaticoDto>> {
  return http(`${BASE}/${idCotacao}/fornecedores`, { query: { ...filter, ...paging }, signal });
}

/** GET /{id}/representantes?idFornecedor: one supplier's representatives under the filter. */
export function getRepresentantesPedido(idCotacao: number, filter: FiltroPedidoAutomaticoDto, idFornecedor: number, signal?: AbortSignal): Promise<Page<RepresentantePedidoAutomaticoDto>> {
  return http(`${BASE}/${idCotacao}/representantes`, { query: { ...filter, idFornecedor }, signal });
}

export interface BranchOrdersPage {
  /** Branch order ids in the server's order; the orders go to entities.orders. */
  ids: number[];
  total: number;
  last: boolean;
  entities: NormalizedEntities;
}

/** GET /{id}/filiais?idFornecedor&idRepresentante&page&size (15): a page of branch orders, normalized. */
export function getFiliaisPedido(
  idCotacao: number,
  filter: FiltroPedidoAutomaticoDto,
  owner: { idFornecedor: number; idRepresentante: number },
  paging: Paging,
  signal?: AbortSignal,
): Promise<BranchOrdersPage> {
  return http<Page<PedidoAutomaticoDto>>(`${BASE}/${idCotacao}/filiais`, { query: { ...filter, ...owner, ...paging }, signal }).then((page) => {
    const { result, entities } = normalize<PedidoAutomaticoDto, NormalizedEntities, number[]>(page.content, [orderSchema]);
    return { ids: result, total: page.totalElements, last: page.last, entities };
  });
}

export interface ItemsQuery {
  idPedido: number;
  sort: PedidoItemSort;
  asc: boolean;
}

/**
 * POST /{id}/itens?idPedido&sort&asc&page&size with the filter as body: a branch order's items
 * that pass it, sorted by the server (all of them in one page: at most 10,000).
 */
export function getItensPedido(idCotacao: number, filter: FiltroPedidoAutomaticoDto, query: ItemsQuery, signal?: AbortSignal): Promise<PedidoItemDto[]> {
  return http<Page<PedidoItemDto>>(`${BASE}/${idCotacao}/itens`, { method: 'POST', json: filter, query: { ...query, page: 0, size: 10_000 }, signal }).then((page) => page.content);
}

/** GET /{id}/isPackAndMinimumProblemButton: whether 'Resolver Conflitos' shows. */
export function getProblemaEmbalagemMinimo(idCotacao: number, signal?: AbortSignal): Promise<ProblemaEmbalagemMinimoDto> {
  return http(`${BASE}/${idCotacao}/isPackAndMinimumProblemButton`, { signal });
}

/** GET /total/{id}: the total of the quotation's orders. */
export function getTotalPedidos(idCotacao: number, signal?: AbortSignal): Promise<TotalPedidoAutomaticoDto> {
  return http(`${BASE}/total/${idCotacao}`, { signal });
}

/** POST /updateItemQuatity {id, qtdePedida}; 400 {mensagem} when a quantity rule refuses it, 409 when the order is no longer editable. */
export function atualizarQuantidadeItem(change: AtualizarQuantidadeDto, signal?: AbortSignal): Promise<QuantidadeAtualizadaDto> {
  return http(`${BASE}/updateItemQuatity`, { method: 'POST', json: change, signal, expectedStatuses: [400, 409] });
}

/** POST /updateItensQuatity [{id, qtdePedida}]: all or nothing, same refusals. */
export function atualizarQuantidadeItens(changes: AtualizarQuantidadeDto[], signal?: AbortSignal): Promise<QuantidadeAtualizadaDto> {
  return http(`${BASE}/updateItensQuatity`, { method: 'POST', json: changes, signal, expectedStatuses: [400, 409] });
}

/** Filter dropdowns: suppliers and branches of the quotation, order and product statuses. */
export function getOpcoesFornecedor(idCotacao: number, signal?: AbortSignal): Promise<OpcaoFornecedorDto[]> {
  return http(`${BASE}/getFornecedores/${idCotacao}`, { signal });
}

export function getOpcoesFilial(idCotacao: number, signal?: AbortSignal): Promise<OpcaoFilialDto[]> {
  return http(`${BASE}/getFiliais/${idCotacao}`, { signal });
}

export function getSituacoesPedido(signal?: AbortSignal): Promise<OpcaoSituacaoDto[]> {
  return http(`${BASE}/getSituacoes`, { signal });
}

export function getSituacoesProduto(signal?: AbortSignal): Promise<OpcaoSituacaoDto[]> {
  return http(`${BASE}/getSituacoesProduto`, { signal });
}

/** GET /changes/{idCotacao}?since: the quotation's items written after that version (without since: only the current version). */
export function getAlteracoes(idCotacao: number, since: number | null, signal?: AbortSignal): Promise<AlteracoesPedidoDto> {
  return http(`${BASE}/changes/${idCotacao}`, { query: { since: since ?? undefined }, signal });
}
