import { format, isValid, parse, parseISO } from 'date-fns';

/** The one date field format of the app: pt-BR dd/MM/yyyy, typed through a mask. */
export const DATE_PATTERN = 'dd/MM/yyyy';
export const DATE_MASK = '00/00/0000';
export const DATE_PLACEHOLDER = 'dd/mm/aaaa';

const ISO_DATE = 'yyyy-MM-dd';

/** A complete, existing dd/MM/yyyy date, or null (31/02/2026 and partial text are null). */
export function parseBrDate(text: string): Date | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return null;
  const date = parse(text, DATE_PATTERN, new Date(0));
  return isValid(date) ? date : null;
}

/** dd/MM/yyyy → yyyy-MM-dd; '' when incomplete or impossible. */
export function brDateToIso(text: string): string {
  const date = parseBrDate(text);
  return date ? format(date, ISO_DATE) : '';
}

/** yyyy-MM-dd → dd/MM/yyyy; '' when unreadable. */
export function isoToBrDate(iso: string): string {
  const date = iso ? parseISO(iso) : null;
  return date && isValid(date) ? format(date, DATE_PATTERN) : '';
}
