import type { ActionPattern } from 'redux-saga/effects';
import type { Action } from 'redux';
import type { SagaIterator, Task } from 'redux-saga';
import { cancel, fork, take } from 'redux-saga/effects';

/**
 * takeLatest, but per key: at most one task runs for each key (for example one poller per
 * quotation). A new action for a key whose task still runs cancels that task first (and with it
 * any request in flight); tasks of other keys go on.
 */
export function* takeLatestByKey<A extends Action>(pattern: ActionPattern<A>, keyOf: (action: A) => string, worker: (action: A) => SagaIterator): SagaIterator {
  const running = new Map<string, Task>();
  while (true) {
    const action: A = yield take(pattern);
    const key = keyOf(action);
    const previous = running.get(key);
    if (previous?.isRunning()) yield cancel(previous);
    running.set(key, yield fork(worker, action));
    for (const [k, task] of running) if (!task.isRunning()) running.delete(k);
  }
}
