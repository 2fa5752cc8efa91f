import { delay, type StrictEffect } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';

/**
 * Bulk work over large arrays without blocking the main thread (ARCHITECTURE "State at the scale
 * of a power buyer": no task over 50 ms). Items are processed in time slices measured with
 * `clock`; a slice ends before the next item could push it past `budgetMs` (judged by the
 * slowest item seen so far), then `delay(0)` yields to the event loop before the next slice.
 *
 * Example: patching 20,000 rows in one action per slice, so the grid refreshes a few times:
 *
 *   const patches: ItemPatch[] = [];
 *   yield call(chunked, rows, (row) => patches.push({ idPedido: row.idPedido, id: row.id, changes }), {
 *     onSlice: () => put(orderItemsPatched(patches.splice(0))),
 *   });
 */
export const SLICE_BUDGET_MS = 50;

export interface ChunkedOptions {
  budgetMs?: number;
  /** Milliseconds from any origin; tests inject a fake clock. */
  clock?: () => number;
  /** Runs after each slice; an effect it returns (a put, a call) is yielded before going on. */
  onSlice?: (progress: { done: number; total: number }) => StrictEffect | void;
}

/** Returns the number of slices it took. */
export function* chunked<T>(
  items: readonly T[],
  work: (item: T, index: number) => void,
  { budgetMs = SLICE_BUDGET_MS, clock = () => performance.now(), onSlice }: ChunkedOptions = {},
): SagaIterator<number> {
  let index = 0;
  let slices = 0;
  let slowestItemMs = 0;
  while (index < items.length) {
    if (slices > 0) yield delay(0);
    const sliceStart = clock();
    let elapsed = 0;
    // At least one item per slice, so progress is guaranteed even when one item is slower than the budget.
    do {
      const itemStart = clock();
      work(items[index], index);
      index += 1;
      const now = clock();
      slowestItemMs = Math.max(slowestItemMs, now - itemStart);
      elapsed = now - sliceStart;
    } while (index < items.length && elapsed + slowestItemMs <= budgetMs);
    slices += 1;
    const effect = onSlice?.({ done: index, total: items.length });
    if (effect) yield effect;
  }
  return slices;
}
