/**
 * Reads dates in several process time zones, in a plain Node process (Jest's sandbox cannot change
 * the zone of a running process; Node can, by assigning process.env.TZ). Input on stdin, JSON:
 * { zones, instants, texts }; output on stdout: per zone, what the app writes and reads.
 * Run by domain/brasiliaTime.test.ts through `node -r esbuild-register`.
 */
import { readFileSync } from 'node:fs';
import { lightFormat } from 'date-fns';
import { brasiliaDateTime, parseBrasiliaDateTime } from '../domain/brasiliaTimeParsing';
import { formatDateTime, formatTimestamp } from '../shared/lib/format';
import { parseIsoDate } from '../shared/lib/isoDate';

interface ProbeInput {
  zones: string[];
  instants: number[];
  texts: string[];
}

const input = JSON.parse(readFileSync(0, 'utf8')) as ProbeInput;
const readings = input.zones.map((zone) => {
  process.env.TZ = zone;
  return {
    zone,
    /** The process's own wall clock (date-fns, local time): what code that ignores the zone would show. */
    local: input.instants.map((at) => lightFormat(new Date(at), 'dd/MM/yyyy HH:mm')),
    written: input.instants.map((at) => [brasiliaDateTime(at), formatDateTime(new Date(at)), formatTimestamp(new Date(at))]),
    /** The instant each wall-clock text names, read as 'dd/MM/yyyy HH:mm' and as ISO without offset; then written back. */
    read: input.texts.map((text) => {
      const parsed = parseBrasiliaDateTime(text);
      const [day, time] = text.split(' ');
      const iso = parseIsoDate(`${day.split('/').reverse().join('-')}T${time}`);
      return [parsed ? parsed.getTime() : null, iso.getTime(), parsed ? brasiliaDateTime(parsed) : null];
    }),
  };
});
process.stdout.write(JSON.stringify(readings));
