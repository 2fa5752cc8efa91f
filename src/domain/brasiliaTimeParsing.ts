import { brasiliaClock, brasiliaDate, brasiliaFromWall, brasiliaIsoDay, brasiliaWall } from './brasiliaTime';

/**
 * Reading and comparing Brasília wall-clock times (docs/decisions.md "Brasília time"): the rest of
 * brasiliaTime.ts, kept apart so that the first page carries only writing and day edges.
 */

/** A wall-clock reading; month 1–12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Brasília wall clock at an instant. */
export function wallClockOf(instant: Date | number): WallClock {
  const [year, month, day, hour, minute, second] = brasiliaWall(instant).match(/\d+/g)!.map(Number);
  return { year, month, day, hour, minute, second };
}

/** The instant a Brasília wall clock names (day overflow allowed: day 0, hour 24). */
export const brasiliaInstant = (w: Pick<WallClock, 'year' | 'month' | 'day'> & Partial<WallClock>, ms = 0): Date =>
  brasiliaFromWall(Date.UTC(w.year, w.month - 1, w.day, w.hour ?? 0, w.minute ?? 0, w.second ?? 0, ms));

/** dd/MM/yyyy HH:mm in Brasília. */
export const brasiliaDateTime = (instant: Date | number): string => `${brasiliaDate(instant)} ${brasiliaClock(instant)}`;

/** Minutes since Brasília midnight (what a 'HH:mm' limit is compared with). */
export const brasiliaMinuteOfDay = (instant: Date | number): number => {
  const w = wallClockOf(instant);
  return w.hour * 60 + w.minute;
};

/** Whether two instants fall on the same Brasília calendar day. */
export const sameBrasiliaDay = (a: Date | number, b: Date | number): boolean => brasiliaIsoDay(a) === brasiliaIsoDay(b);

const DAY_TIME = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/;

/**
 * 'dd/MM/yyyy' (Brasília midnight) or 'dd/MM/yyyy HH:mm' read as Brasília time; null when the text
 * is not one of them or names an impossible date or time (31/02, 24:00).
 */
export function parseBrasiliaDateTime(text: string): Date | null {
  const m = DAY_TIME.exec(text.trim());
  if (!m) return null;
  const [day, month, year, hour = 0, minute = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const check = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || hour > 23 || minute > 59) return null;
  return brasiliaInstant({ year, month, day, hour, minute });
}

/** Minutes since midnight of 'HH:mm' (00:00–23:59), or null. */
export function parseClockTime(text: string | null | undefined): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec((text ?? '').trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The instant of 'HH:mm' on the Brasília day of `on`, or null when the time is not valid. */
export function brasiliaTimeOn(on: Date | number, text: string): Date | null {
  const minutes = parseClockTime(text);
  if (minutes === null) return null;
  const w = wallClockOf(on);
  return brasiliaInstant({ year: w.year, month: w.month, day: w.day, hour: Math.floor(minutes / 60), minute: minutes % 60 });
}
