import type { ProdutoSemRespostaSort } from '../../api/resumoRespostaDto';

/**
 * The page's address (DECISIONS 2): `/produtos-nao-respondidos/{id}?page&sort&asc`, so a reload
 * or a shared link rebuilds the same page. Unknown or bad values fall back to the defaults.
 */
export interface UnansweredQueryState {
  page: number;
  sort: ProdutoSemRespostaSort;
  asc: boolean;
}

export const SORT_KEYS: readonly ProdutoSemRespostaSort[] = ['tipoProduto', 'equivalente', 'codigo', 'produto', 'quantidade', 'valorReferencia', 'motivo'];
export const DEFAULT_QUERY: UnansweredQueryState = { page: 0, sort: 'produto', asc: true };

export function readQuery(params: URLSearchParams): UnansweredQueryState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') as ProdutoSemRespostaSort | null;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    sort: sort && SORT_KEYS.includes(sort) ? sort : DEFAULT_QUERY.sort,
    asc: params.get('asc') !== 'false',
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeQuery(query: UnansweredQueryState): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 0) params.set('page', String(query.page));
  if (query.sort !== DEFAULT_QUERY.sort || !query.asc) {
    params.set('sort', query.sort);
    params.set('asc', String(query.asc));
  }
  return params;
}

/** A positive whole quotation id from the route, or null. */
export function quotationIdOf(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
