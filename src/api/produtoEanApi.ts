import type { Page } from './dto';
import { http } from './http';
import type { EanQuery, ProdutoEanDto } from './produtoEanDto';

/** EAN maintenance (spec 03 §7.6; administrators). */
const queryOf = ({ page, size, sort, asc, codigo, descricao, descricaoFabricante }: EanQuery) => ({ page, size, sort, asc, codigo, descricao, descricaoFabricante });

/** GET /produto: the products under the filter, sorted and paged (zero-based). */
export function getProdutosEan(query: EanQuery, signal?: AbortSignal): Promise<Page<ProdutoEanDto>> {
  return http<Page<ProdutoEanDto>>('/produto', { query: queryOf(query), signal });
}

/** GET /produto/{id}/relacionados: a product's related products, paged. */
export function getRelacionados(id: number, query: EanQuery, signal?: AbortSignal): Promise<Page<ProdutoEanDto>> {
  return http<Page<ProdutoEanDto>>(`/produto/${id}/relacionados`, { query: queryOf(query), signal });
}

/** GET /produto/{text}/candidatos: products that may be related (page 0, size 10). */
export function getCandidatos(texto: string, size: number, signal?: AbortSignal): Promise<Page<ProdutoEanDto>> {
  return http<Page<ProdutoEanDto>>(`/produto/${encodeURIComponent(texto)}/candidatos`, { query: { page: 0, size }, signal });
}

/** POST /produto/{id}/relacionados {id, codigo}: relates a product; a refusal carries the server's mensagem. */
export function adicionarRelacionado(id: number, relacionado: { id: number; codigo: string }, signal?: AbortSignal): Promise<unknown> {
  return http<unknown>(`/produto/${id}/relacionados`, { method: 'POST', json: relacionado, signal, expectedStatuses: [400, 409] });
}

/** DELETE /produto/{id}/{relatedId}: removes one related product. */
export function excluirRelacionado(id: number, relatedId: number, signal?: AbortSignal): Promise<unknown> {
  return http<unknown>(`/produto/${id}/${relatedId}`, { method: 'DELETE', signal });
}

/** DELETE /produto/{id}/relacionados: removes all of a product's related products. */
export function excluirRelacionados(id: number, signal?: AbortSignal): Promise<unknown> {
  return http<unknown>(`/produto/${id}/relacionados`, { method: 'DELETE', signal });
}
