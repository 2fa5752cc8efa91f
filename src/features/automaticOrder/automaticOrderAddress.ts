import { readPage, writePage, type AddressCodec } from '../../shared/lib/addressState';
import { filterFromParams, filterToParams, type AutomaticOrderFilter } from '../../domain/automaticOrderFilter';

/**
 * The screen's address: `/pedido-automatico/{id}?<filter>&pagina=N` (DECISIONS 2), so a reload or
 * a deep link (the quotation id: domain/quotationStatus quotationIdOf) rebuilds the same filter and supplier page. The filter uses the API's own parameter
 * names (domain/automaticOrderFilter); only what differs from the defaults is written.
 */
export interface AutomaticOrderAddress {
  filter: AutomaticOrderFilter;
  /** Zero-based supplier page ('pagina' is one-based in the address). */
  supplierPage: number;
}

export function readAddress(params: URLSearchParams): AutomaticOrderAddress {
  return { filter: filterFromParams(params), supplierPage: readPage(params, 'pagina', 1) };
}

export function writeAddress({ filter, supplierPage }: AutomaticOrderAddress): URLSearchParams {
  return writePage(new URLSearchParams(filterToParams(filter)), 'pagina', supplierPage, 1);
}

export const automaticOrderAddress: AddressCodec<AutomaticOrderAddress> = { read: readAddress, write: writeAddress };

