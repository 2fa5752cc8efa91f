import type { SagaIterator } from 'redux-saga';
import { call, race, take } from 'redux-saga/effects';

/**
 * Runs a page's read watchers and, when the page is left, cancels them with every read in flight
 * (callApi aborts its request; a cancelled saga never reaches its catch, so nothing shows as an
 * error); then watches again for the next visit. Saves stay outside: they must survive leaving.
 */
export function* cancelledOnLeave(leftType: string, reads: () => SagaIterator): SagaIterator {
  while (true) {
    yield race({ reads: call(reads), left: take(leftType) });
  }
}
