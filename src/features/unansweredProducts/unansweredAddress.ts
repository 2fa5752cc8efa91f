import type { ProdutoSemRespostaSort } from '../../api/resumoRespostaDto';
import { readPage, writePage, type AddressCodec } from '../../shared/lib/addressState';

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
  const sort = params.get('sort') as ProdutoSemRespostaSort | null;
  return {
    page: readPage(params, 'page'),
    sort: sort && SORT_KEYS.includes(sort) ? sort : DEFAULT_QUERY.sort,
    asc: params.get('asc') !== 'false',
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeQuery(query: UnansweredQueryState): URLSearchParams {
  const params = writePage(new URLSearchParams(), 'page', query.page);
  if (query.sort !== DEFAULT_QUERY.sort || !query.asc) {
    params.set('sort', query.sort);
    params.set('asc', String(query.asc));
  }
  return params;
}

export const unansweredAddress: AddressCodec<UnansweredQueryState> = { read: readQuery, write: writeQuery };
