/**
 * Brasília wall-clock time (America/Sao_Paulo): every date and time the buyer sees or the server
 * compares, whatever the zone of the server process, the test runner or the buyer's browser
 * (docs/decisions.md "Brasília time"). The zone's rules come from the platform's time-zone data
 * through Intl (no offset is written here), so past and any future daylight-saving rules hold.
 * Pure and library-free. This file is what the first page loads (shared/lib/isoDate.ts: writing,
 * day edges); reading and comparing are in brasiliaTimeParsing.ts. The mock API uses both.
 * Years 1000 to 9999 (the app's dates; a year below 1000 would be written with fewer digits).
 */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

// 'yyyy-MM-dd HH:mm:ss' (the Swedish short date and medium time are ISO-like, 24-hour): short to write and to read.
const WALL = new Intl.DateTimeFormat('sv-SE', { timeZone: BRASILIA_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });
/**
 * The Brasília wall clock at an instant, 'yyyy-MM-dd HH:mm:ss'. Intl writes a year below 1000 with
 * fewer digits: padded, so the first hours of 1000-01-01 (late 999 in Brasília) still read back.
 */
export const brasiliaWall = (instant: Date | number): string => {
  const wall = WALL.format(instant);
  return wall.length === 19 ? wall : wall.padStart(19, '0');
};

/**
 * The instant of a Brasília wall clock given as the milliseconds Date.UTC gives for its fields
 * (day and hour overflow allowed: day 0, hour 24). A time skipped by a daylight-saving change
 * (none since 2019) is read with one of the offsets around it.
 */
export function brasiliaFromWall(wallAsUtc: number): Date {
  // The zone's offset at an instant: its wall clock read as UTC, minus the instant (whole seconds).
  const offset = (at: number): number => Date.parse(`${brasiliaWall(at).replace(' ', 'T')}Z`) - Math.floor(at / 1000) * 1000;
  return new Date(wallAsUtc - offset(wallAsUtc - offset(wallAsUtc)));
}

/** yyyy-MM-dd: the Brasília calendar day of an instant. */
export const brasiliaIsoDay = (instant: Date | number): string => brasiliaWall(instant).slice(0, 10);
/** dd/MM/yyyy in Brasília. */
export const brasiliaDate = (instant: Date | number): string => brasiliaIsoDay(instant).split('-').reverse().join('/');
/** HH:mm (or HH:mm:ss) in Brasília. */
export const brasiliaClock = (instant: Date | number, withSeconds = false): string => brasiliaWall(instant).slice(11, withSeconds ? 19 : 16);

/** The first instant of the Brasília day of `instant`, moved `days` calendar days and `years` years (not 24 h multiples). */
export const startOfBrasiliaDay = (instant: Date | number, days = 0, years = 0): Date => {
  const [year, month, day] = brasiliaIsoDay(instant).split('-').map(Number);
  return brasiliaFromWall(Date.UTC(year + years, month - 1, day + days));
};
/** The last millisecond of the Brasília day of `instant`, moved `days` whole days. */
export const endOfBrasiliaDay = (instant: Date | number, days = 0): Date => new Date(startOfBrasiliaDay(instant, days + 1).getTime() - 1);
