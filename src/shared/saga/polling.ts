import type { ActionPattern } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { call, delay, race, take } from 'redux-saga/effects';
import { pageVisibilityChanged } from '../lib/appEvents';
import { isPageHidden } from './visibility';

/**
 * One poll loop for every screen (ARCHITECTURE "Sagas"): a growing wait (start, step, cap), a
 * deadline, a `race` with the caller's stop events (leaving the screen, logout, completion),
 * paused while the tab is hidden and polling at once when it shows again. The loser of the race
 * is cancelled, including a request in flight (checks call the API through `callApi`).
 */
export interface PollSchedule {
  /** Wait before the first check (0: check at once). */
  startMs: number;
  /** Added to the wait after each check. */
  stepMs: number;
  /** The wait never grows past this. */
  capMs: number;
  /** Time spent waiting (a hidden tab's pause not counted) after which the poll gives up. */
  deadlineMs: number;
}

export interface PollOptions<T> {
  schedule: PollSchedule;
  /** One check: a result ends the poll, undefined asks for another check. */
  check: () => SagaIterator<T | undefined> | T | undefined;
  /** Actions that end the poll early (leaving the screen, logout). */
  stopOn?: ActionPattern;
  /** Check once at once, before the first wait. */
  immediate?: boolean;
}

export type PollOutcome<T> = { kind: 'done'; result: T } | { kind: 'stopped' } | { kind: 'deadline' };

const shown = (action: unknown): boolean => pageVisibilityChanged.match(action) && !action.payload.hidden;
const hidden = (action: unknown): boolean => pageVisibilityChanged.match(action) && action.payload.hidden;

/** Waits `ms`; if the tab hides meanwhile, waits for it to show and returns at once (poll now). Answers the time it counted. */
function* pausableWait(ms: number): SagaIterator<number> {
  if (ms <= 0) return 0;
  const started = Date.now();
  const { hid } = yield race({ elapsed: delay(ms), hid: take(hidden) });
  if (!hid) return ms;
  const counted = Math.min(ms, Date.now() - started);
  yield take(shown);
  return counted;
}

/** The waits of a schedule, in order: start, start + step, … capped (for tests and the docs). */
export function pollWaits(schedule: Pick<PollSchedule, 'startMs' | 'stepMs' | 'capMs'>, count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.min(schedule.startMs + i * schedule.stepMs, schedule.capMs));
}

function* checkWhenShown<T>(check: PollOptions<T>['check']): SagaIterator<T | undefined> {
  if (isPageHidden()) yield take(shown);
  return (yield call(check)) as T | undefined;
}

function* pollLoop<T>({ schedule, check, immediate }: PollOptions<T>): SagaIterator<PollOutcome<T>> {
  if (immediate) {
    const first: T | undefined = yield call(checkWhenShown<T>, check);
    if (first !== undefined) return { kind: 'done', result: first };
  }
  let wait = schedule.startMs;
  let waited = 0;
  while (waited + wait <= schedule.deadlineMs) {
    waited += yield call(pausableWait, wait);
    const result: T | undefined = yield call(checkWhenShown<T>, check);
    if (result !== undefined) return { kind: 'done', result };
    wait = Math.min(wait + schedule.stepMs, schedule.capMs);
  }
  return { kind: 'deadline' };
}

export function* poll<T>(options: PollOptions<T>): SagaIterator<PollOutcome<T>> {
  if (!options.stopOn) return (yield call(pollLoop<T>, options)) as PollOutcome<T>;
  const { outcome } = yield race({ outcome: call(pollLoop<T>, options), stopped: take(options.stopOn) });
  return outcome ?? { kind: 'stopped' };
}
