import { runSaga, type EffectMiddleware } from 'redux-saga';
import { delay, put } from 'redux-saga/effects';
import { chunked, SLICE_BUDGET_MS, type ChunkedOptions } from './chunked';

/** A clock that moves only when the work says so: no real time anywhere. */
function fakeClock() {
  let now = 1_000;
  return { clock: () => now, advance: (ms: number) => (now += ms) };
}

const DELAY_FN = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;

/**
 * Runs `chunked` synchronously: each `delay(0)` (the yield to the event loop) is recorded with the
 * fake time and resolved at once instead of waiting for a timer.
 */
function run<T>(items: T[], costOf: (item: T) => number, options: Omit<ChunkedOptions, 'clock'> = {}) {
  const { clock, advance } = fakeClock();
  const yieldsAt: number[] = [];
  const dispatched: unknown[] = [];
  const processed: T[] = [];
  const resolveDelays: EffectMiddleware = (next) => (effect) => {
    if (effect?.type === 'CALL' && effect.payload.fn === DELAY_FN) {
      yieldsAt.push(clock());
      next(undefined);
      return;
    }
    next(effect);
  };
  const start = clock();
  const task = runSaga(
    { dispatch: (action) => dispatched.push(action), getState: () => ({}), effectMiddlewares: [resolveDelays] },
    chunked<T>,
    items,
    (item: T) => {
      processed.push(item);
      advance(costOf(item));
    },
    { ...options, clock },
  );
  expect(task.isRunning()).toBe(false);
  const boundaries = [start, ...yieldsAt, clock()];
  const sliceMs = boundaries.slice(1).map((at, i) => at - boundaries[i]);
  return { processed, yieldsAt, sliceMs, dispatched, task };
}

describe('chunked bulk work', () => {
  it('splits 10,000 items of 3 ms into slices of at most 50 ms, yielding to the event loop between them', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => i);
    const { processed, yieldsAt, sliceMs, task } = run(items, () => 3);
    expect(processed).toEqual(items);
    expect(Math.max(...sliceMs)).toBeLessThanOrEqual(SLICE_BUDGET_MS);
    // 16 items × 3 ms = 48 ms; a 17th would pass 50 ms.
    expect(sliceMs[0]).toBe(48);
    expect(yieldsAt).toHaveLength(Math.ceil(10_000 / 16) - 1);
    expect(await task.toPromise()).toBe(Math.ceil(10_000 / 16));
  });

  it('learns from the slowest item: after a 20 ms item, a slice stops while 20 ms are left', () => {
    const costs = [1, 1, 20, ...Array<number>(200).fill(2)];
    const { sliceMs } = run(costs, (cost) => cost);
    expect(Math.max(...sliceMs)).toBeLessThanOrEqual(SLICE_BUDGET_MS);
    // 2 ms items go on while at most 30 ms are spent: 16 of them, 32 ms.
    expect(new Set(sliceMs.slice(1, -1))).toEqual(new Set([32]));
  });

  it('still makes progress when one item alone is over the budget', () => {
    const { processed, sliceMs } = run([80, 80, 80], (cost) => cost);
    expect(processed).toHaveLength(3);
    expect(sliceMs).toEqual([80, 80, 80]);
  });

  it('runs the effect returned after each slice, for example one progress action', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const { dispatched, yieldsAt } = run(items, () => 5, {
      budgetMs: 25,
      onSlice: ({ done, total }) => put({ type: 'rows/progressed', payload: { done, total } }),
    });
    // 5 items of 5 ms per slice (25 ms): 20 slices, 20 actions, 19 yields between them.
    expect(dispatched).toHaveLength(20);
    expect(yieldsAt).toHaveLength(19);
    expect(dispatched[0]).toEqual({ type: 'rows/progressed', payload: { done: 5, total: 100 } });
    expect(dispatched[19]).toEqual({ type: 'rows/progressed', payload: { done: 100, total: 100 } });
  });

  it('does nothing for an empty list', () => {
    const { processed, yieldsAt, dispatched } = run([], () => 1, { onSlice: () => put({ type: 'never' }) });
    expect(processed).toEqual([]);
    expect(yieldsAt).toEqual([]);
    expect(dispatched).toEqual([]);
  });
});
