import { readPage, writePage, type AddressCodec } from '../../shared/lib/addressState';
import { BRANCHES_PER_PAGE_OPTIONS, DEFAULT_MANUAL_FILTER, manualFilterFromParams, manualFilterKey, manualFilterToParams, MANUAL_ORDER_PAGE_SIZES, type ManualOrderFilter } from '../../domain/manualOrderFilter';

/**
 * The page's address: `/pedido-manual/{id}?<filter>&pagePedidosManuais=N&filiaisPorPagina=S`
 * (DECISIONS 2, spec 02 §2.2), so a reload or a deep link rebuilds the same screen. The page is
 * one-based in the address and left out on the first page; the size is left out at its default
 * (10). In the grouped view the same parameter pages the products (docs/decisions.md).
 */
export interface ManualOrderAddress {
  filter: ManualOrderFilter;
  /** Zero-based. */
  page: number;
  size: number;
}

export const PAGE_PARAM = 'pagePedidosManuais';
export const SIZE_PARAM = 'filiaisPorPagina';

export const DEFAULT_ADDRESS: ManualOrderAddress = { filter: DEFAULT_MANUAL_FILTER, page: 0, size: MANUAL_ORDER_PAGE_SIZES.branches };

export function readAddress(params: URLSearchParams): ManualOrderAddress {
  const size = Number(params.get(SIZE_PARAM));
  return {
    filter: manualFilterFromParams(params),
    page: readPage(params, PAGE_PARAM, 1),
    size: (BRANCHES_PER_PAGE_OPTIONS as readonly number[]).includes(size) ? size : MANUAL_ORDER_PAGE_SIZES.branches,
  };
}

export function writeAddress({ filter, page, size }: ManualOrderAddress): string {
  const params = writePage(new URLSearchParams(manualFilterToParams(filter)), PAGE_PARAM, page, 1);
  if (size !== MANUAL_ORDER_PAGE_SIZES.branches) params.set(SIZE_PARAM, String(size));
  return params.toString();
}

/** The page reads it (useAddressState); the sagas write it (manualOrderPath), after the change is in the store. */
export const manualOrderAddress: AddressCodec<ManualOrderAddress> = { read: readAddress, write: (address) => new URLSearchParams(writeAddress(address)) };

export const sameAddress = (a: ManualOrderAddress, b: ManualOrderAddress): boolean =>
  a.page === b.page && a.size === b.size && manualFilterKey(a.filter) === manualFilterKey(b.filter);

export const manualOrderPath = (idCotacao: number, address: ManualOrderAddress): string => {
  const search = writeAddress(address);
  return `/pedido-manual/${idCotacao}${search ? `?${search}` : ''}`;
};
