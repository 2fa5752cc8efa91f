// Numeric pt-BR patterns need no locale data nor a date library on the first page (its JavaScript
// budget, issue 10 part 6): isoDate.ts reads and writes them as date-fns would (isoDate.test.ts).
import { brDay, clock, isValidDate, parseIsoDate } from './isoDate';

/** Formatters built once (Intl objects are costly to create). Money is BRL; percentages have 2 decimals. */
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : money.format(value);
}

/** A percentage given in percent units (12.5 → '12,50%'). */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : percent.format(value / 100);
}

export function formatInteger(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : integer.format(value);
}

/** A count with its noun in the right number and pt-BR thousands: '1 item', '19.339 produtos', '0 produtos'. */
export function formatCount(value: number, one: string, many: string): string {
  return `${formatInteger(value)} ${value === 1 ? one : many}`;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  return isValidDate(date) ? date : null;
}

/** dd/MM/yyyy; empty for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? brDay(date) : '';
}

/** dd/MM/yyyy HH:mm */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${brDay(date)} ${clock(date)}` : '';
}

/** dd/MM/yyyy HH:mm:ss */
export function formatTimestamp(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${brDay(date)} ${clock(date, true)}` : '';
}
