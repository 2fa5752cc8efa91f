import { getContext } from 'redux-saga/effects';

/**
 * Every wait a saga makes comes from here, read from the saga context, so tests run with
 * short timings and the app with the spec's numbers.
 */
export interface Timing {
  /** Order generation status polling: first wait and growth per poll (spec 02 §4.5). */
  pollStartMs: number;
  pollStepMs: number;
  /** Order generation: longest wait between checks, how long to wait for it at most, and the base of the retry backoff (shared/saga/backoff.ts). */
  generationPollCapMs: number;
  generationDeadlineMs: number;
  generationRetryMs: number;
  /** Embedded mode: content size poll and heartbeat (spec 01 §9). */
  sizePollMs: number;
  heartbeatMs: number;
  /** Side column: recent items refresh after a change; popover freshness and close delay. */
  recentRefreshMs: number;
  popoverFreshMs: number;
  popoverCloseMs: number;
  /** Debounces: product search, category save. */
  searchDebounceMs: number;
  categorySaveDebounceMs: number;
  alertAutoCloseMs: number;
  /** A feature saga that ran this long before crashing starts its crash count again. */
  supervisorQuietMs: number;
  /** A save that found no network goes again after this wait, doubled each time up to the cap (or at once on `online`). */
  offlineRetryMs: number;
  offlineRetryCapMs: number;
  /** Logout waits at most this long for pending saves to land (the rest stay queued for the same user). */
  logoutFlushMs: number;
  /** Summary: the supplier list is fetched again this often while it is empty but active categories have answers (spec 02 §4.2). */
  supplierRefetchMs: number;
  /** The automatic order's total: its refresh stays disabled this long after use (spec 03 §9: 3 s). */
  totalRefreshCooldownMs: number;
  /** The send dialog's limiter is saved this long after its last change (spec 03 §7.4: 700 ms). */
  loopingSaveDebounceMs: number;
  /** EAN maintenance: the related-product candidate search waits this long after the last keystroke (spec 03 §9: 500 ms). */
  candidateSearchDebounceMs: number;
  /** Retries of one-shot commands (generation, sending): the longest backoff wait (shared/saga/backoff.ts). */
  retryCapMs: number;
  /** Order sending: the base of the backoff before the same send is retried after a transient failure. */
  sendRetryMs: number;
  /** Changes by other sessions to the orders on screen are asked for this often (docs/api.md "Changes by other sessions"); 0: not at all. */
  changesPollMs: number;
  /** The backoff's jitter source (tests pin it); absent: Math.random. */
  random?: () => number;
  /** The wall clock of rules that depend on the time of day (the looping time limit); tests pin it. Absent: the real clock. */
  now?: () => Date;
}

export const DEFAULT_TIMING: Timing = {
  pollStartMs: 1000,
  pollStepMs: 250,
  generationPollCapMs: 5000,
  generationDeadlineMs: 600_000,
  generationRetryMs: 1000,
  sizePollMs: 200,
  heartbeatMs: 60_000,
  recentRefreshMs: 2000,
  popoverFreshMs: 60_000,
  popoverCloseMs: 300,
  searchDebounceMs: 1000,
  categorySaveDebounceMs: 800,
  alertAutoCloseMs: 5000,
  supervisorQuietMs: 60_000,
  logoutFlushMs: 5000,
  offlineRetryMs: 2000,
  offlineRetryCapMs: 30_000,
  supplierRefetchMs: 100,
  totalRefreshCooldownMs: 3000,
  loopingSaveDebounceMs: 700,
  candidateSearchDebounceMs: 500,
  retryCapMs: 16_000,
  sendRetryMs: 1000,
  changesPollMs: 2000,
};

export const FAST_TIMING: Timing = {
  pollStartMs: 5,
  pollStepMs: 1,
  generationPollCapMs: 20,
  generationDeadlineMs: 5000,
  generationRetryMs: 5,
  sizePollMs: 5,
  heartbeatMs: 50,
  recentRefreshMs: 5,
  popoverFreshMs: 60_000,
  popoverCloseMs: 5,
  searchDebounceMs: 5,
  categorySaveDebounceMs: 5,
  alertAutoCloseMs: 5000,
  supervisorQuietMs: 60_000,
  logoutFlushMs: 200,
  offlineRetryMs: 5,
  offlineRetryCapMs: 50,
  supplierRefetchMs: 5,
  totalRefreshCooldownMs: 20,
  loopingSaveDebounceMs: 5,
  candidateSearchDebounceMs: 5,
  retryCapMs: 40,
  sendRetryMs: 5,
  // Off in screen tests (they count requests); the tests of the changes poll turn it on.
  changesPollMs: 0,
};

export function* getTiming(): Generator<ReturnType<typeof getContext>, Timing, Timing | undefined> {
  const timing = yield getContext('timing');
  return timing ?? DEFAULT_TIMING;
}
