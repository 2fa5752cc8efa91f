/**
 * Brasília wall-clock time (America/Sao_Paulo): every date and time the buyer sees or the server
 * compares, whatever the zone of the server process, the test runner or the buyer's browser
 * (docs/decisions.md "Brasília time"). The zone's rules come from the platform's time-zone data
 * through Intl (no offset is written here), so past and any future daylight-saving rules hold.
 * Pure and library-free: the first page loads it (shared/lib/isoDate.ts) and the mock API uses it.
 */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

/** A wall-clock reading; month 1–12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: BRASILIA_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Brasília wall clock at an instant. */
export function wallClockOf(instant: Date | number): WallClock {
  const wall = {} as Record<string, number>;
  for (const { type, value } of PARTS.formatToParts(instant)) wall[type] = Number(value);
  return wall as unknown as WallClock;
}

const wallAsUtc = (w: Pick<WallClock, 'year' | 'month' | 'day'> & Partial<WallClock>, ms = 0): number => {
  const at = new Date(0);
  at.setUTCFullYear(w.year, w.month - 1, w.day);
  return at.setUTCHours(w.hour ?? 0, w.minute ?? 0, w.second ?? 0, ms);
};

/**
 * The instant a Brasília wall clock names (day overflow allowed: day 0, hour 24). A time skipped
 * by a daylight-saving change (none since 2019) is read with one of the offsets around it.
 */
export function brasiliaInstant(wall: Pick<WallClock, 'year' | 'month' | 'day'> & Partial<WallClock>, ms = 0): Date {
  const asUtc = wallAsUtc(wall, ms);
  // The zone's offset at an instant: its wall clock read as UTC, minus the instant (whole seconds).
  const offset = (at: number): number => wallAsUtc(wallClockOf(at)) - Math.floor(at / 1000) * 1000;
  return new Date(asUtc - offset(asUtc - offset(asUtc)));
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** dd/MM/yyyy in Brasília. */
export const brasiliaDate = (instant: Date | number): string => {
  const w = wallClockOf(instant);
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}`;
};
/** HH:mm (or HH:mm:ss) in Brasília. */
export const brasiliaClock = (instant: Date | number, withSeconds = false): string => {
  const w = wallClockOf(instant);
  return `${pad(w.hour)}:${pad(w.minute)}${withSeconds ? `:${pad(w.second)}` : ''}`;
};
/** dd/MM/yyyy HH:mm in Brasília. */
export const brasiliaDateTime = (instant: Date | number): string => `${brasiliaDate(instant)} ${brasiliaClock(instant)}`;
/** yyyy-MM-dd: the Brasília calendar day of an instant. */
export const brasiliaIsoDay = (instant: Date | number): string => {
  const w = wallClockOf(instant);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
};

/** Minutes since Brasília midnight (what a 'HH:mm' limit is compared with). */
export const brasiliaMinuteOfDay = (instant: Date | number): number => {
  const w = wallClockOf(instant);
  return w.hour * 60 + w.minute;
};

/** The first instant of the Brasília day of `instant`, moved `days` calendar days and `years` years (not 24 h multiples). */
export const startOfBrasiliaDay = (instant: Date | number, days = 0, years = 0): Date => {
  const w = wallClockOf(instant);
  return brasiliaInstant({ year: w.year + years, month: w.month, day: w.day + days });
};
/** The last millisecond of the Brasília day of `instant`, moved `days` whole days. */
export const endOfBrasiliaDay = (instant: Date | number, days = 0): Date => new Date(startOfBrasiliaDay(instant, days + 1).getTime() - 1);

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
  const check = new Date(wallAsUtc({ year, month, day }));
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
