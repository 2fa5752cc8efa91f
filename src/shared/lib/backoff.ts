/**
 * The one exponential backoff of the app: the wait before retry n (1, 2, …) is base · 2^(n−1),
 * never longer than cap. The fetch wrapper's retries of safe reads (api/retryPolicy.ts), the
 * one-shot commands' jittered retries (shared/saga/backoff.ts) and the save queue's wait for the
 * connection (entities/saves) all take their waits from here.
 */
export function cappedExponentialMs(retry: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, retry - 1));
}
