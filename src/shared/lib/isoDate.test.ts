import fc from 'fast-check';
import { isValid, lightFormat, parseISO } from 'date-fns';
import { brDay, clock, isoDay, isValidDate, parseIsoDate } from './isoDate';

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
const isoText = fc
  .record({
    year: fc.integer({ min: 1000, max: 2999 }).map(String),
    month: two(13),
    day: two(32),
    time: fc.option(
      fc.record({
        sep: fc.constantFrom('T', ' '),
        hours: two(25),
        minutes: two(60),
        seconds: fc.option(fc.record({ ss: two(60), fraction: fc.option(fc.stringMatching(/^[.,]\d{1,6}$/), { nil: undefined }) }), { nil: undefined }),
        zone: fc.option(fc.oneof(fc.constant('Z'), fc.tuple(fc.constantFrom('+', '-'), two(26), fc.constantFrom(':', ''), two(61)).map(([s, h, c, m]) => `${s}${h}${c}${m}`), fc.tuple(fc.constantFrom('+', '-'), two(23)).map(([s, h]) => `${s}${h}`)), { nil: undefined }),
      }),
      { nil: undefined },
    ),
  })
  .map(({ year, month, day, time }) => {
    const date = `${year}-${month}-${day}`;
    if (!time) return date;
    const seconds = time.seconds ? `:${time.seconds.ss}${time.seconds.fraction ?? ''}` : '';
    return `${date}${time.sep}${time.hours}:${time.minutes}${seconds}${time.zone ?? ''}`;
  });

/** Brasília has kept UTC−3 all year since 2019: an independent reference for instants from 2020 on (the code reads the zone's rules from Intl). */
const BRASILIA_SINCE_2020 = '-03:00';
const fromYear2020 = (text: string): boolean => Number(text.slice(0, 4)) >= 2020;
/** The UTC wall clock of an instant three hours earlier: Brasília's wall clock since 2020, as yyyy-MM-ddTHH:mm:ss. */
const brasiliaWall = (date: Date): string => new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, 19);

describe('parseIsoDate', () => {
  it('reads every date and date-time the API sends as date-fns parseISO does, impossible ones included, a date without offset as Brasília time (10,000 runs)', () => {
    fc.assert(
      fc.property(isoText, (text) => {
        const ours = parseIsoDate(text);
        const withOffset = /(Z|[+-]\d{2}(:?\d{2})?)$/.test(text.slice(10));
        const reference = parseISO(text);
        expect(isValidDate(ours)).toBe(isValid(reference));
        if (!isValid(reference)) return;
        if (withOffset) expect(ours.getTime()).toBe(reference.getTime());
        else if (fromYear2020(text)) expect(ours.getTime()).toBe(parseISO(`${text.length === 10 ? `${text}T00:00` : text}${BRASILIA_SINCE_2020}`).getTime());
      }),
      { numRuns: 10_000 },
    );
  });

  it('reads the first day of year 1000, whose first hours are still year 999 in Brasília (Intl writes that year with three digits)', () => {
    for (const text of ['1000-01-01', '1000-01-01T02:00', '1000-01-01 03:06:27']) expect(isValidDate(parseIsoDate(text))).toBe(isValid(parseISO(text)));
    expect(isoDay(parseIsoDate('1000-01-01T00:00:00Z'))).toBe('0999-12-31');
  });

  it('refuses what is not one of those forms', () => {
    for (const text of ['', '24/11/2026', '2026-1-5', '2026-11-24T', 'amanhã', '2026-11-24T10', '2026-11-24Z']) expect(isValidDate(parseIsoDate(text))).toBe(false);
  });

  it('writes the pt-BR day, the clock and the ISO day in Brasília time, whatever the runner’s zone', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T03:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const [day, time] = brasiliaWall(date).split('T');
        const [y, m, d] = day.split('-');
        expect(brDay(date)).toBe(`${d}/${m}/${y}`);
        expect(clock(date)).toBe(time.slice(0, 5));
        expect(clock(date, true)).toBe(time);
        expect(isoDay(date)).toBe(day);
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes what lightFormat writes for the same wall clock, on any date the API may send (years 1001 to 2999)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1001, 0, 1)), max: new Date(Date.UTC(2999, 11, 31)), noInvalidDate: true }), (date) => {
        const wall = parseISO(`${isoDay(date)}T${clock(date, true)}`); // the same wall clock, in the runner's zone
        expect(`${brDay(date)} ${clock(date, true)}`).toBe(lightFormat(wall, 'dd/MM/yyyy HH:mm:ss'));
      }),
      { numRuns: 2_000 },
    );
  });
});
