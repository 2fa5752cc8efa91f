import type { Page, ResultadoDto } from './dto';
import { http } from './http';
import type {
  ContagemRevisaoDto,
  FiltroRevisaoDto,
  FornecedorRevisaoDto,
  ItemRevisaoDto,
  PedidoRevisaoDto,
  RepresentanteRevisaoDto,
  ResumoDto,
  ReviewExport,
  SummaryRow,
  SummaryTab,
} from './revisaoEnvioDto';

/**
 * Order review (spec 03 §7.4, docs/api.md "Order review"): every list is a POST whose body is the
 * order filter; `pendentesPagamento` asks for the pending-payment tab's orders only.
 */
const BASE = '/revisaoEnvio';

export interface ReviewScope {
  filter: FiltroRevisaoDto;
  pendentesPagamento: boolean;
}

const tabQuery = (scope: ReviewScope) => (scope.pendentesPagamento ? { pendentesPagamento: true } : {});

/** POST /revisaoEnvio/{id}/fornecedores: suppliers with their totals (all at once, up to 10,000). */
export function getFornecedoresRevisao(idCotacao: number, scope: ReviewScope, signal?: AbortSignal): Promise<Page<FornecedorRevisaoDto>> {
  return http(`${BASE}/${idCotacao}/fornecedores`, { method: 'POST', json: scope.filter, query: { ...tabQuery(scope), page: 0, size: 10_000 }, signal });
}

/** POST /revisaoEnvio/{id}/representantes?idFornecedor. */
export function getRepresentantesRevisao(idCotacao: number, scope: ReviewScope, idFornecedor: number, signal?: AbortSignal): Promise<Page<RepresentanteRevisaoDto>> {
  return http(`${BASE}/${idCotacao}/representantes`, { method: 'POST', json: scope.filter, query: { ...tabQuery(scope), idFornecedor }, signal });
}

/** POST /revisaoEnvio/{id}/filiais?idFornecedor&idRepresentante: branch orders (without both: every order, the pending tab's flat list). */
export function getFiliaisRevisao(idCotacao: number, scope: ReviewScope, owner: { idFornecedor?: number; idRepresentante?: number }, signal?: AbortSignal): Promise<Page<PedidoRevisaoDto>> {
  return http(`${BASE}/${idCotacao}/filiais`, { method: 'POST', json: scope.filter, query: { ...tabQuery(scope), ...owner, page: 0, size: 10_000 }, signal });
}

/** POST /revisaoEnvio/{id}/contagem: the counts of 'Todos' and 'Pendentes de pagamento' under the filter. */
export function getContagemRevisao(idCotacao: number, filter: FiltroRevisaoDto, signal?: AbortSignal): Promise<ContagemRevisaoDto> {
  return http(`${BASE}/${idCotacao}/contagem`, { method: 'POST', json: filter, signal });
}

/**
 * POST /revisaoEnvio/pedido/{idPedido}/itens?page&size: one page of an order's items, narrowed by the filter's item fields
 * (body {oportunidade: true}: only those sent to the opportunities route; {situacaoProduto}: only products of those situations).
 */
export function getItensRevisao(idPedido: number, paging: { page: number; size: number }, filter: Pick<FiltroRevisaoDto, 'oportunidade' | 'situacaoProduto'>, signal?: AbortSignal): Promise<Page<ItemRevisaoDto>> {
  const json = { ...(filter.oportunidade && { oportunidade: true }), ...(filter.situacaoProduto?.length && { situacaoProduto: filter.situacaoProduto }) };
  return http(`${BASE}/pedido/${idPedido}/itens`, { method: 'POST', json, query: paging, signal });
}

const SUMMARY_PATH: Record<SummaryTab, string> = { economia: 'getEconomia', retorno: 'getRetornoFaturamento', produtos: 'getProdutosEUnidades' };

/** GET /pedido/resumo/{getEconomia|getRetornoFaturamento|getProdutosEUnidades}/{id}?desconsiderarLooping=0|1&page&size. */
export function getResumoPedidos(idCotacao: number, tab: SummaryTab, options: { desconsiderarLooping: boolean; page: number; size: number }, signal?: AbortSignal): Promise<ResumoDto<SummaryRow>> {
  const { desconsiderarLooping, page, size } = options;
  return http(`/pedido/resumo/${SUMMARY_PATH[tab]}/${idCotacao}`, { query: { desconsiderarLooping: desconsiderarLooping ? 1 : 0, page, size }, signal });
}

const EXPORT_PATH: Record<ReviewExport, (idCotacao: number) => string> = {
  arquivo: (id) => `${BASE}/${id}/exportarArquivo`,
  produtos: (id) => `/pedido/resumo/getProdutos/${id}/exportar`,
  planilha: (id) => `/pedido/resumo/getPedidos/${id}/exportar`,
};

/** 'Exportar Arquivo' / 'Exportar Produtos' / 'Exportar Planilha': {sucesso, mensagem: the download link}. */
export function exportarRevisao(idCotacao: number, kind: ReviewExport, signal?: AbortSignal): Promise<ResultadoDto> {
  return http(EXPORT_PATH[kind](idCotacao), { signal });
}
