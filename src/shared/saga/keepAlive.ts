import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { reportError } from '../lib/errorReporting';

/**
 * Supervises one feature's root watcher: a crash is reported and the watcher starts again,
 * so one failing feature never stops the others. Stops restarting after `maxRestarts`
 * crashes in a row, to avoid a hot loop on a saga that fails at start.
 */
export function* keepAlive(name: string, saga: () => SagaIterator, maxRestarts = 5): SagaIterator {
  for (let crashes = 0; crashes <= maxRestarts; crashes += 1) {
    try {
      yield call(saga);
      return;
    } catch (error) {
      reportError(error, 'saga', { saga: name, crashes: crashes + 1 });
    }
  }
}
