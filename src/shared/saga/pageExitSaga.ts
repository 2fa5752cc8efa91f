import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { onPageExit, pageExited } from '../lib/pageExit';

/** `pagehide` as a store action, put synchronously: the save queue sends its pending edit with keepalive before the page is gone. */
export function* pageExitSaga(): SagaIterator {
  const channel: EventChannel<true> = yield call(() => eventChannel<true>((emit) => onPageExit(() => emit(true))));
  try {
    while (true) {
      yield take(channel);
      yield put(pageExited());
    }
  } finally {
    channel.close();
  }
}
