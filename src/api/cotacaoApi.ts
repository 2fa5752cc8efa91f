import { normalize } from 'normalizr';
import type { CotacaoDto, Page, ResultadoDto, SituacaoCotacao } from './dto';
import type { FiltroCotacaoDto } from './cotacaoDto';
import { http } from './http';
import { quotationSchema, type NormalizedEntities } from './schemas';

/** The quotation resource: lists, search, status list, export (spec 01 §7 "Quotations"). */
export interface PageRequest {
  page: number;
  size: number;
  sortKey?: string;
  asc?: boolean;
}

export interface QuotationPage {
  entities: NormalizedEntities;
  ids: number[];
  totalElements: number;
}

/** POST /cotacao/getByFiltro?page&size&asc&sortKey. The page, normalized. */
export async function getByFiltro(filter: FiltroCotacaoDto, paging: PageRequest, signal?: AbortSignal): Promise<QuotationPage> {
  const answer = await http<Page<CotacaoDto>>('/cotacao/getByFiltro', {
    method: 'POST',
    json: filter,
    query: { page: paging.page, size: paging.size, asc: paging.asc, sortKey: paging.sortKey },
    retry: true, // a search: safe to send again
    signal,
  });
  const { entities, result } = normalize<CotacaoDto, NormalizedEntities, number[]>(answer.content, [quotationSchema]);
  return { entities, ids: result, totalElements: answer.totalElements };
}

/** GET /cotacao/getListSituacaoFiltro: the status codes the search offers. */
export function getListSituacaoFiltro(signal?: AbortSignal): Promise<SituacaoCotacao[]> {
  return http<SituacaoCotacao[]>('/cotacao/getListSituacaoFiltro', { signal });
}

/** GET /cotacao/exportProdutosCotacao/{id}: the link to the products file is in mensagem. */
export function exportProdutosCotacao(id: number, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>(`/cotacao/exportProdutosCotacao/${id}`, { signal });
}
