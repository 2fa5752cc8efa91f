import { readPage, writePage, type AddressCodec } from '../../shared/lib/addressState';
import { defaultShippedPeriod, isShippedStatus, type ShippedOrdersFilter } from '../../domain/shippedOrders';

/**
 * The page's address (DECISIONS 2): `/OrdersShippedOrInvoiced?situacao&de&ate&page` (dates
 * yyyy-MM-dd), so a reload or a shared link shows the same list. Missing or bad values fall back
 * to the defaults: every status ('[Todas]'), the last 90 days, the first page.
 */
export interface ShippedQuery extends ShippedOrdersFilter {
  page: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readShippedQuery(params: URLSearchParams, today: Date): ShippedQuery {
  const period = defaultShippedPeriod(today);
  const situacao = params.get('situacao') ?? '';
  const de = params.get('de') ?? '';
  const ate = params.get('ate') ?? '';
  const custom = ISO_DAY.test(de) && ISO_DAY.test(ate) && de <= ate;
  return {
    situacaoPedido: isShippedStatus(situacao) ? situacao : null,
    dataInicio: custom ? de : period.dataInicio,
    dataFim: custom ? ate : period.dataFim,
    page: readPage(params, 'page'),
  };
}

/** Only what was chosen goes into the address (the default period stays out, so a saved link keeps meaning "the last 90 days"). */
export function writeShippedQuery(query: ShippedQuery, today: Date): URLSearchParams {
  const params = new URLSearchParams();
  const period = defaultShippedPeriod(today);
  if (query.situacaoPedido) params.set('situacao', query.situacaoPedido);
  if (query.dataInicio !== period.dataInicio || query.dataFim !== period.dataFim) {
    params.set('de', query.dataInicio);
    params.set('ate', query.dataFim);
  }
  return writePage(params, 'page', query.page);
}

/** The address codec of a visit ("today" is read once per visit: the default period does not move under the user at midnight). */
export const shippedAddress = (today: Date): AddressCodec<ShippedQuery> => ({ read: (params) => readShippedQuery(params, today), write: (query) => writeShippedQuery(query, today) });
