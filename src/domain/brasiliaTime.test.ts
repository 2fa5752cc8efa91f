import { execFileSync } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import { brasiliaClock, brasiliaDate, brasiliaIsoDay, endOfBrasiliaDay, startOfBrasiliaDay } from './brasiliaTime';
import { brasiliaDateTime, brasiliaMinuteOfDay, parseBrasiliaDateTime, parseClockTime, sameBrasiliaDay } from './brasiliaTimeParsing';

/** Zones a server or a buyer's laptop may have: behind, at and ahead of Brasília, up to UTC+14 and UTC−11. */
const ZONES = ['America/Sao_Paulo', 'UTC', 'Asia/Tokyo', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];

interface ZoneReading {
  zone: string;
  local: string[];
  written: string[][];
  read: (number | null)[][];
}

/** What the app writes and reads for these instants and texts under each process zone (src/test/zoneProbe.ts, a plain Node process). */
function readInEveryZone(instants: number[], texts: string[]): ZoneReading[] {
  const probe = path.join(__dirname, '../test/zoneProbe.ts');
  const out = execFileSync(process.execPath, ['-r', 'esbuild-register', probe], { input: JSON.stringify({ zones: ZONES, instants, texts }), encoding: 'utf8' });
  return JSON.parse(out) as ZoneReading[];
}

const two = (n: number) => String(n).padStart(2, '0');
/** An instant from 2020 (Brazil's rules since 2019) to 2100, whole milliseconds. */
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2100, 0, 1) });
/** A real Brasília wall clock, 'dd/MM/yyyy HH:mm'. */
const wallText = fc
  .record({ year: fc.integer({ min: 2020, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }), hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
  .filter(({ year, month, day }) => new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day)
  .map(({ year, month, day, hour, minute }) => `${two(day)}/${two(month)}/${year} ${two(hour)}:${two(minute)}`);

describe('Brasília wall-clock time under any process zone (issue 25 point 5)', () => {
  it('writes the same Brasília wall clock for an instant, and format∘parse is the identity, whatever the process zone (2 × 300 instants and texts × 6 zones)', () => {
    fc.assert(
      fc.property(fc.array(instant, { minLength: 300, maxLength: 300 }), fc.array(wallText, { minLength: 300, maxLength: 300 }), (instants, texts) => {
        const [saoPaulo, ...others] = readInEveryZone(instants, texts);
        // The probe really changes zones: a process wall clock in UTC differs from São Paulo's.
        expect(others.find((r) => r.zone === 'UTC')!.local).not.toEqual(saoPaulo.local);
        instants.forEach((at, i) => {
          // In São Paulo the process's own clock is Brasília's: the independent reference.
          const expected = saoPaulo.local[i];
          for (const reading of [saoPaulo, ...others]) {
            const [dateTime, formatted, timestamp] = reading.written[i];
            expect({ zone: reading.zone, dateTime, formatted, minute: timestamp.slice(0, 16) }).toEqual({ zone: reading.zone, dateTime: expected, formatted: expected, minute: expected });
          }
        });
        texts.forEach((text, i) => {
          for (const reading of [saoPaulo, ...others]) {
            const [parsed, iso, writtenBack] = reading.read[i];
            expect({ zone: reading.zone, text, writtenBack, iso }).toEqual({ zone: reading.zone, text, writtenBack: text, iso: parsed });
            expect(parsed).toBe(saoPaulo.read[i][0]);
          }
        });
      }),
      { numRuns: 2, endOnFailure: true }, // each run starts a Node process: no shrinking
    );
  });

  it('parse∘format gives back the instant to the minute', () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(parseBrasiliaDateTime(brasiliaDateTime(at))!.getTime()).toBe(Math.floor(at / 60_000) * 60_000);
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads the clock at 15:51 in Brasília when a server in UTC or Tokyo reads 18:51 or 03:51 the next day', () => {
    const at = Date.parse('2026-11-25T18:51:00Z');
    expect(brasiliaDateTime(at)).toBe('25/11/2026 15:51');
    expect(brasiliaMinuteOfDay(at)).toBe(15 * 60 + 51);
    expect(brasiliaIsoDay(Date.parse('2026-11-26T02:59:00Z'))).toBe('2026-11-25');
  });

  it('takes whole Brasília days for day edges and days counted from today', () => {
    const at = parseBrasiliaDateTime('25/11/2026 23:40')!;
    expect(brasiliaDateTime(startOfBrasiliaDay(at))).toBe('25/11/2026 00:00');
    expect(brasiliaClock(endOfBrasiliaDay(at), true)).toBe('23:59:59');
    expect(brasiliaDate(endOfBrasiliaDay(at))).toBe('25/11/2026');
    expect(brasiliaDate(startOfBrasiliaDay(at, -90))).toBe('27/08/2026');
    expect(brasiliaDate(startOfBrasiliaDay(parseBrasiliaDateTime('29/02/2028')!, 0, 1))).toBe('01/03/2029');
    expect(sameBrasiliaDay(at, parseBrasiliaDateTime('25/11/2026 00:00')!)).toBe(true);
    expect(sameBrasiliaDay(at, parseBrasiliaDateTime('26/11/2026 00:00')!)).toBe(false);
  });

  it('refuses texts that are not a real date or time', () => {
    for (const text of ['31/02/2026 10:00', '25/11/2026 24:00', '25/11/2026 10:60', '2026-11-25', '25/11/26', '']) expect(parseBrasiliaDateTime(text)).toBeNull();
    for (const text of ['24:00', '9:30', '16:3', 'abc', '']) expect(parseClockTime(text)).toBeNull();
    expect(parseClockTime('16:30')).toBe(990);
  });
});
