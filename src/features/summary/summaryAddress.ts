import type { SummaryAddress } from './summarySlice';
import { readPage, type AddressCodec } from '../../shared/lib/addressState';

/**
 * The summary's address (spec 02 §2.1, DECISIONS 2): /pedido-resumo/{id}?page&size&idFornecedor&idRepresentante,
 * defaults page 0 and size 10; a reload or a deep link rebuilds the same screen. Bad values fall back to the defaults.
 */
export const SUMMARY_PAGE_SIZE = 10;
export const SUMMARY_SIZES = [5, 10, 20, 50] as const;

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

export function addressFromParams(id: string | undefined, params: URLSearchParams): SummaryAddress | null {
  const idCotacao = positive(id ?? null);
  if (idCotacao === null) return null;
  const size = positive(params.get('size'));
  return {
    idCotacao,
    page: readPage(params, 'page'),
    size: size !== null && (SUMMARY_SIZES as readonly number[]).includes(size) ? size : SUMMARY_PAGE_SIZE,
    idFornecedor: positive(params.get('idFornecedor')),
    idRepresentante: positive(params.get('idRepresentante')),
  };
}

/** The query of an address: defaults are left out, so the plain link stays plain. */
export function paramsOf(address: Omit<SummaryAddress, 'idCotacao'>): Record<string, string> {
  const params: Record<string, string> = {};
  if (address.page > 0) params.page = String(address.page);
  if (address.size !== SUMMARY_PAGE_SIZE) params.size = String(address.size);
  if (address.idFornecedor) params.idFornecedor = String(address.idFornecedor);
  if (address.idRepresentante) params.idRepresentante = String(address.idRepresentante);
  return params;
}

/** The summary's codec for a quotation id of the route (null: the address names no valid quotation). */
export const summaryAddress = (id: string | undefined): AddressCodec<SummaryAddress | null> => ({
  read: (params) => addressFromParams(id, params),
  write: (address) => (address ? paramsOf(address) : {}),
});
