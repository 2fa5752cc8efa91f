import { brDay, isoDay, isValidDate, parseIsoDate } from './isoDate';

/** The one date field format of the app: pt-BR dd/MM/yyyy, typed through a mask. */
export const DATE_PATTERN = 'dd/MM/yyyy';
export const DATE_MASK = '00/00/0000';
export const DATE_PLACEHOLDER = 'dd/mm/aaaa';

/** A complete, existing dd/MM/yyyy date, or null (31/02/2026 and partial text are null). */
export function parseBrDate(text: string): Date | null {
  const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!parts || parts[3] === '0000') return null; // there is no year 0, as date-fns parse says
  // The same calendar date as yyyy-MM-dd, which refuses impossible days (31/02).
  const date = parseIsoDate(`${parts[3]}-${parts[2]}-${parts[1]}`);
  return isValidDate(date) ? date : null;
}

/** dd/MM/yyyy → yyyy-MM-dd; '' when incomplete or impossible. */
export function brDateToIso(text: string): string {
  const date = parseBrDate(text);
  return date ? isoDay(date) : '';
}

/** yyyy-MM-dd → dd/MM/yyyy; '' when unreadable. */
export function isoToBrDate(iso: string): string {
  const date = iso ? parseIsoDate(iso) : null;
  return date && isValidDate(date) ? brDay(date) : '';
}
