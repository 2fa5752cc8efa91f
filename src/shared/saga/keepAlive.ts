import type { SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { reportError } from '../lib/errorReporting';
import { featureRestartRequested, featureStopped } from '../lib/featureHealth';
import { getTiming, type Timing } from './timing';

/** Crashes in a row after which a feature stops restarting by itself. */
export const MAX_RESTARTS = 5;

/**
 * Supervises one feature's root watcher: a crash is reported and the watcher starts again, so one
 * failing feature never stops the others. Crashes count in a row: a run that lasted at least the
 * quiet period (timing.supervisorQuietMs) starts the count again. Past `maxRestarts` the feature
 * gives up: that is reported, its screen shows a recoverable error (featureStopped), and it starts
 * again when the user asks (featureRestartRequested), with a fresh count.
 */
export function* keepAlive(name: string, saga: () => SagaIterator, maxRestarts = MAX_RESTARTS): SagaIterator {
  const timing: Timing = yield* getTiming();
  let crashes = 0;
  while (true) {
    const started = Date.now();
    try {
      yield call(saga);
      return;
    } catch (error) {
      crashes = Date.now() - started >= timing.supervisorQuietMs ? 1 : crashes + 1;
      reportError(error, 'saga', { saga: name, crashes });
    }
    if (crashes > maxRestarts) {
      reportError(new Error(`A área '${name}' parou após ${crashes} falhas seguidas.`), 'saga:parou', { saga: name, crashes });
      yield put(featureStopped({ feature: name }));
      yield take((action: unknown) => featureRestartRequested.match(action) && action.payload.feature === name);
      crashes = 0;
    }
  }
}
