import { brasiliaMinuteOfDay, parseClockTime } from './brasiliaTimeParsing';

/** The looping form's time limit (spec 03 §5, §9): HH:mm, from the current minute up to 23:59. */
export const LOOPING_DEFAULTS = { horarioLimite: '21:00', percentualPrecoMax: 0, considerarMinimo: false } as const;

/** The looping form's values from the stored looping data: the defaults (§9) where it has none yet. */
export const loopingFormOf = (data: { horarioLimite: string | null; percentualPrecoMax: number | null; considerarMinimo: boolean }) => ({
  horarioLimite: data.horarioLimite ?? LOOPING_DEFAULTS.horarioLimite,
  percentualPrecoMax: data.percentualPrecoMax ?? LOOPING_DEFAULTS.percentualPrecoMax,
  considerarMinimo: data.considerarMinimo,
});

export const LOOPING_TIME_MESSAGES = {
  required: 'É necessário um valor horário limite válido para o looping',
  range: 'Preencher com o horário atual ou maior (até 23:59)',
  /** Sending with looping while the saved time is already past (spec 03 §5). */
  past: 'O horário limite deve ser maior que o atual, configure corretamente nas preferências do pedido',
} as const;

/** Minutes since midnight of 'HH:mm', or null when it is not a valid time. */
export const minutesOf = parseClockTime;

/** The limit is Brasília time: `now` is read on the Brasília clock, whatever the zone of the server or the browser. */
const minuteOfDay = brasiliaMinuteOfDay;

/** What is wrong with a time limit typed at `now` (Brasília time), or null when it is fine. */
export function loopingTimeProblem(value: string | null | undefined, now: Date): string | null {
  if (!value || !value.trim()) return LOOPING_TIME_MESSAGES.required;
  const minutes = minutesOf(value);
  if (minutes === null) return LOOPING_TIME_MESSAGES.required;
  return minutes < minuteOfDay(now) ? LOOPING_TIME_MESSAGES.range : null;
}

/** Whether the time limit has passed at `now` (the same minute still counts as before it). */
export const loopingTimePassed = (value: string | null | undefined, now: Date): boolean => {
  const minutes = minutesOf(value);
  return minutes === null || minutes < minuteOfDay(now);
};
