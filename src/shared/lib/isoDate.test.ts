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

describe('parseIsoDate', () => {
  it('reads every date and date-time the API sends exactly as date-fns parseISO does, impossible ones included (10,000 runs)', () => {
    fc.assert(
      fc.property(isoText, (text) => {
        const ours = parseIsoDate(text);
        const reference = parseISO(text);
        expect(isValidDate(ours)).toBe(isValid(reference));
        if (isValid(reference)) expect(ours.getTime()).toBe(reference.getTime());
      }),
      { numRuns: 10_000 },
    );
  });

  it('refuses what is not one of those forms', () => {
    for (const text of ['', '24/11/2026', '2026-1-5', '2026-11-24T', 'amanhã', '2026-11-24T10', '2026-11-24Z']) expect(isValidDate(parseIsoDate(text))).toBe(false);
  });

  it('writes the pt-BR day, the clock and the ISO day as lightFormat does', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1000, 0, 1), max: new Date(2999, 11, 31), noInvalidDate: true }), (date) => {
        expect(brDay(date)).toBe(lightFormat(date, 'dd/MM/yyyy'));
        expect(`${brDay(date)} ${clock(date)}`).toBe(lightFormat(date, 'dd/MM/yyyy HH:mm'));
        expect(`${brDay(date)} ${clock(date, true)}`).toBe(lightFormat(date, 'dd/MM/yyyy HH:mm:ss'));
        expect(isoDay(date)).toBe(lightFormat(date, 'yyyy-MM-dd'));
      }),
      { numRuns: 2_000 },
    );
  });
});
