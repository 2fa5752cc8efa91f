import type { FiltroPedidosEnviadosDto } from '../api/pedidosEnviadosDto';
import { brasiliaIsoDay, startOfBrasiliaDay } from './brasiliaTime';
import { isSentOrLater, ORDER_STATUS_TABLE, orderStatusIndex, type SituacaoPedido } from './orderStatus';

/**
 * The sent-orders page (DECISIONS 3): the buyer's orders sent or invoiced across quotations, by
 * default those sent in the last 90 days. "Sent or invoiced" is the status table's rule of spec 03
 * §4.1: an index above 5 counts as sent or later.
 */
export const SHIPPED_DEFAULT_DAYS = 90;
export const SHIPPED_PAGE_SIZE = 10;

/** The statuses the page lists (and its status filter offers), in the table's business order. */
export const SHIPPED_STATUSES: readonly SituacaoPedido[] = (Object.keys(ORDER_STATUS_TABLE) as SituacaoPedido[])
  .filter(isSentOrLater)
  .sort((a, b) => orderStatusIndex(a) - orderStatusIndex(b));

export const isShippedStatus = (status: string): status is SituacaoPedido => (SHIPPED_STATUSES as readonly string[]).includes(status);

/** The filter of the list (the wire type): one status or every one (null, shown '[Todas]'), and the send period in yyyy-MM-dd, both days included. */
export type ShippedOrdersFilter = FiltroPedidosEnviadosDto;

/** The default period: the 90 days before today, and today (Brasília days, whatever the browser's zone). */
export function defaultShippedPeriod(today: Date): { dataInicio: string; dataFim: string } {
  return { dataInicio: brasiliaIsoDay(startOfBrasiliaDay(today, -SHIPPED_DEFAULT_DAYS)), dataFim: brasiliaIsoDay(today) };
}

/** The calendar day of a moment in Brasília, yyyy-MM-dd: the server counts the period's days in Brasília time, whatever its own zone (docs/decisions.md). */
export const brasiliaDay = (at: Date): string => brasiliaIsoDay(at);

/** Whether a send moment (ISO) falls on a day of the period (Brasília days, both ends included). */
export function sentInPeriod(dataEnvio: string, filter: Pick<ShippedOrdersFilter, 'dataInicio' | 'dataFim'>): boolean {
  const day = brasiliaDay(new Date(dataEnvio));
  return (!filter.dataInicio || day >= filter.dataInicio) && (!filter.dataFim || day <= filter.dataFim);
}
