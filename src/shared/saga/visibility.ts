import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { pageVisibilityChanged } from '../lib/appEvents';

/** Whether the tab is hidden now (a poll started in a hidden tab waits for it to show). */
export function isPageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

function visibilityChanges(): EventChannel<{ hidden: boolean }> {
  return eventChannel((emit) => {
    const onChange = (): void => emit({ hidden: isPageHidden() });
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}

/** Turns the document's visibilitychange into a store action, so polls and saves react with `take`. */
export function* pageVisibilitySaga(): SagaIterator {
  const channel: EventChannel<{ hidden: boolean }> = yield call(visibilityChanges);
  try {
    while (true) {
      const change: { hidden: boolean } = yield take(channel);
      yield put(pageVisibilityChanged(change));
    }
  } finally {
    channel.close();
  }
}
