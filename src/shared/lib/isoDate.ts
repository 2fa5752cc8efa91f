import { brasiliaClock, brasiliaDate, brasiliaFromWall, brasiliaIsoDay } from '../../domain/brasiliaTime';

/**
 * The dates the app reads and writes, without a date library on the first page (its JavaScript
 * budget): ISO 8601 as the API sends it, and the numeric pt-BR patterns the screens show.
 * parseIsoDate reads what date-fns parseISO reads for these forms (isoDate.test.ts checks them
 * against each other): yyyy-MM-dd, and a time HH:mm[:ss[.fff]] after 'T' or a space, with an
 * optional Z or ±hh[:mm] offset. A date without an offset is Brasília time, and the patterns are
 * written in Brasília time (domain/brasiliaTime.ts), whatever the browser's zone. Anything else, and any
 * impossible date (31/02, 25:00), is an invalid Date.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function parseIsoDate(text: string): Date {
  const m = ISO.exec(text);
  if (!m) return new Date(NaN);
  const [year, month, day, hours = 0, minutes = 0] = [1, 2, 3, 4, 5].map((i) => (m[i] === undefined ? undefined : Number(m[i]))) as number[];
  const seconds = m[6] ? parseFloat(`${m[6]}.${m[7] ?? ''}`) : 0;
  const monthDays = month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1];
  const timeOk = hours === 24 ? minutes === 0 && seconds === 0 : minutes < 60 && seconds < 60;
  if (month < 1 || month > 12 || day < 1 || day > monthDays || hours > 24 || !timeOk) return new Date(NaN);
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month - 1, day);
  const wall = new Date(midnight.getTime() + hours * 3_600_000 + minutes * 60_000 + seconds * 1000);
  const offset = m[8];
  // No offset: the same wall-clock time in Brasília, whatever the zone of the browser or the server.
  if (offset === undefined) return brasiliaFromWall(wall.getTime());
  if (offset === 'Z') return wall;
  const [offsetHours, offsetMinutes = 0] = offset.slice(1).replace(':', '').match(/\d{2}/g)!.map(Number);
  if (offsetMinutes > 59) return new Date(NaN);
  return new Date(midnight.getTime() + hours * 3_600_000 + minutes * 60_000 + seconds * 1000 + (offset[0] === '+' ? -1 : 1) * (offsetHours * 3_600_000 + offsetMinutes * 60_000));
}

export const isValidDate = (date: Date): boolean => !Number.isNaN(date.getTime());

/** dd/MM/yyyy, Brasília time */
export const brDay = brasiliaDate;
/** HH:mm or HH:mm:ss, Brasília time */
export const clock = brasiliaClock;
/** yyyy-MM-dd, the Brasília day */
export const isoDay = brasiliaIsoDay;
