import { parseBrDate } from '../shared/lib/dates';
import { startOfBrasiliaDay } from './brasiliaTime';
import { dueMoment, TIME_STEP_MINUTES } from './quotationRegistration';

/**
 * Changing a quotation's due date from the summary (spec 02 §4.3): the date between today and one
 * year ahead, the time on a 15-minute step, different from the current due date and not before
 * now. The mock API applies the same rules (mocks/db/quotation/quotationCommands.ts).
 */
export const DUE_DATE_SAME_MESSAGE = 'Selecione uma data diferente da data de vencimento atual!';
export const DUE_DATE_PAST_MESSAGE = 'A data e hora de vencimento não podem ser menores que a data e hora atuais!';
export const DUE_DATE_CHANGE_FAILED_MESSAGE = 'Ocorreu um erro para alterar o vencimento';
export const DUE_DATE_RANGE_MESSAGE = 'Informe uma data entre hoje e um ano à frente.';

/** Minimum today, maximum the same day one year ahead (Brasília days). */
export function dueDateChangeRange(now: Date): { min: Date; max: Date } {
  return { min: startOfBrasiliaDay(now), max: startOfBrasiliaDay(now, 0, 1) };
}

export function isDueDateChangeInRange(vencimento: string, now: Date): boolean {
  const date = parseBrDate(vencimento);
  if (!date) return false;
  const { min, max } = dueDateChangeRange(now);
  return date >= min && date <= max;
}

/** The times of the day on the 15-minute step: 00:00, 00:15 … 23:45. */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, i) => {
  const minutes = i * TIME_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

function sameMinute(a: Date, b: Date): boolean {
  return Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);
}

/** The spec's two checks of a complete date and time, in its order; null when the change may be sent. */
export function dueDateChangeError(vencimento: string, hora: string, current: Date, now: Date): string | null {
  const moment = dueMoment(vencimento, hora);
  if (!moment) return null;
  if (sameMinute(moment, current)) return DUE_DATE_SAME_MESSAGE;
  if (moment.getTime() < now.getTime()) return DUE_DATE_PAST_MESSAGE;
  return null;
}
