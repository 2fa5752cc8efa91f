import { runSaga, stdChannel, type SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { pageVisibilityChanged } from '../lib/appEvents';
import { poll, pollWaits, type PollOutcome, type PollSchedule } from './polling';

const GENERATION: PollSchedule = { startMs: 1000, stepMs: 250, capMs: 5000, deadlineMs: 60_000 };
const STOP = 'tela/saiu';

/** Runs one poll whose check records when it ran and answers `done` at the given check. */
function startPoll(schedule: PollSchedule, doneAt = Number.POSITIVE_INFINITY) {
  const channel = stdChannel();
  const checks: number[] = [];
  const started = Date.now();
  let outcome: PollOutcome<string> | undefined;
  const check = (): string | undefined => {
    checks.push(Date.now() - started);
    return checks.length >= doneAt ? 'pronto' : undefined;
  };
  function* run(): SagaIterator {
    outcome = yield call(poll<string>, { schedule, check, stopOn: STOP });
  }
  const task = runSaga({ channel, dispatch: (action: { type: string }) => channel.put(action), getState: () => ({}) }, run);
  return { checks, task, put: (action: { type: string }) => channel.put(action), outcome: () => outcome };
}

function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setHidden(false);
});

describe('poll (shared/saga/polling.ts)', () => {
  it('waits 1,000 ms, then 250 ms longer each time: checks at 1,000, 2,250, 3,750 and 5,500 ms', async () => {
    const { checks } = startPoll(GENERATION);
    await jest.advanceTimersByTimeAsync(999);
    expect(checks).toEqual([]);
    await jest.advanceTimersByTimeAsync(5500 - 999);
    expect(checks).toEqual([1000, 2250, 3750, 5500]);
    expect(pollWaits(GENERATION, 4)).toEqual([1000, 1250, 1500, 1750]);
  });

  it('never waits longer than the cap', () => {
    expect(pollWaits({ startMs: 1000, stepMs: 250, capMs: 1500 }, 5)).toEqual([1000, 1250, 1500, 1500, 1500]);
  });

  it('ends with the result when a check answers one', async () => {
    const { checks, outcome } = startPoll(GENERATION, 2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(checks).toHaveLength(2);
    expect(outcome()).toEqual({ kind: 'done', result: 'pronto' });
  });

  it('makes no request after a stop event (leaving the screen)', async () => {
    const { checks, put, outcome } = startPoll(GENERATION);
    await jest.advanceTimersByTimeAsync(1000);
    put({ type: STOP });
    await jest.advanceTimersByTimeAsync(30_000);
    expect(checks).toEqual([1000]);
    expect(outcome()).toEqual({ kind: 'stopped' });
  });

  it('gives up at its deadline', async () => {
    const { checks, outcome } = startPoll({ startMs: 1000, stepMs: 0, capMs: 1000, deadlineMs: 3000 });
    await jest.advanceTimersByTimeAsync(20_000);
    expect(checks).toEqual([1000, 2000, 3000]);
    expect(outcome()).toEqual({ kind: 'deadline' });
  });

  it('pauses while the tab is hidden and checks at once when it shows again', async () => {
    const { checks, put } = startPoll(GENERATION);
    await jest.advanceTimersByTimeAsync(1000);
    setHidden(true);
    put(pageVisibilityChanged({ hidden: true }));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(checks).toEqual([1000]);
    setHidden(false);
    put(pageVisibilityChanged({ hidden: false }));
    await jest.advanceTimersByTimeAsync(0);
    expect(checks).toEqual([1000, 61_000]);
    await jest.advanceTimersByTimeAsync(1500);
    expect(checks).toEqual([1000, 61_000, 62_500]);
  });

  it('started in a hidden tab, waits for it to show before the first check', async () => {
    setHidden(true);
    const { checks, put } = startPoll({ ...GENERATION, startMs: 0 });
    await jest.advanceTimersByTimeAsync(5000);
    expect(checks).toEqual([]);
    setHidden(false);
    put(pageVisibilityChanged({ hidden: false }));
    await jest.advanceTimersByTimeAsync(0);
    expect(checks).toEqual([5000]);
  });
});
