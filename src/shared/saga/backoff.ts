import type { SagaIterator } from 'redux-saga';
import { call, delay } from 'redux-saga/effects';
import { cappedExponentialMs } from '../lib/backoff';
import { getTiming, type Timing } from './timing';

/**
 * Capped exponential backoff with jitter for retries of one-shot commands: before retry n (1, 2, …)
 * the ceiling is min(cap, base · 2^(n−1)) and the wait a random point in its upper half, so
 * clients that failed together do not retry together, and no wait passes the cap.
 */
export function backoffMs(retry: number, baseMs: number, capMs: number, random: () => number = Math.random): number {
  const ceiling = cappedExponentialMs(retry, baseMs, capMs);
  const r = random();
  const jitter = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) : 1; // a broken source waits the whole ceiling
  return Math.round(ceiling / 2 + (jitter * ceiling) / 2);
}

/** Waits before retry n with the timing context's base, cap and random source. */
export function* backoffWait(retry: number, baseMs: number): SagaIterator<number> {
  const timing: Timing = yield call(getTiming);
  const ms = backoffMs(retry, baseMs, timing.retryCapMs, timing.random);
  yield delay(ms);
  return ms;
}
