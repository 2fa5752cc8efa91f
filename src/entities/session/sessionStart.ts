import type { SagaIterator } from 'redux-saga';
import { fork, select, takeLatest } from 'redux-saga/effects';
import { selectSessionStatus } from './sessionSelectors';
import { loginSucceeded } from './sessionSlice';

/**
 * Runs `worker` for every session: at once when the app starts signed in (stored token), and
 * after each login. takeLatest: a new login supersedes a load still running for the previous one.
 */
export function* everySessionStart(worker: () => SagaIterator): SagaIterator {
  yield takeLatest(loginSucceeded.type, worker);
  if ((yield select(selectSessionStatus)) === 'authenticated') yield fork(worker);
}

