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
  const page = Number(params.get('pagina'));
  return { filter: filterFromParams(params), supplierPage: Number.isInteger(page) && page > 1 ? page - 1 : 0 };
}

export function writeAddress({ filter, supplierPage }: AutomaticOrderAddress): URLSearchParams {
  const params = new URLSearchParams(filterToParams(filter));
  if (supplierPage > 0) params.set('pagina', String(supplierPage + 1));
  return params;
}

