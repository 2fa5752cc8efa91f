/**
 * Reads started before the screen that needs them has loaded (app/earlyReads.ts, http.ts
 * `startEarly`), kept by URL: the screen's own identical GET takes the answer (once) instead of
 * asking again. A read not taken within EARLY_READ_TTL_MS, or any write sent meanwhile, is dropped:
 * no screen gets an old answer.
 */
export const EARLY_READ_TTL_MS = 15_000;
const answers = new Map<string, { answer: Promise<unknown>; at: number }>();

export function keepEarlyAnswer(url: string, answer: Promise<unknown>): void {
  answers.set(url, { answer, at: Date.now() });
}

/** A write was sent: what was read early may have changed. */
export function dropEarlyAnswers(): void {
  answers.clear();
}

/** The early answer to `url`, taken once, if it is still fresh. */
export function takeEarlyAnswer<T>(url: string): Promise<T> | undefined {
  const early = answers.get(url);
  answers.delete(url);
  return early && Date.now() - early.at <= EARLY_READ_TTL_MS ? (early.answer as Promise<T>) : undefined;
}
