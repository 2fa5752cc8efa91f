import { parseBrasiliaDateTime } from '../domain/brasiliaTimeParsing';

/** The instant of a Brasília wall clock written 'dd/MM/yyyy HH:mm' (or 'dd/MM/yyyy'), for tests that pin the clock. */
export function brasilia(text: string): Date {
  const instant = parseBrasiliaDateTime(text);
  if (!instant) throw new Error(`not a Brasília date and time: ${text}`);
  return instant;
}
