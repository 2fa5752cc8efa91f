import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { connectionChanged } from './connectionSlice';

function connectivityEvents(): EventChannel<{ online: boolean }> {
  return eventChannel((emit) => {
    const online = (): void => emit({ online: true });
    const offline = (): void => emit({ online: false });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

/** The browser's `online`/`offline` events as store actions: the shell's hint and the save queue's reconnection. */
export function* connectionSaga(): SagaIterator {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) yield put(connectionChanged({ online: false }));
  const channel: EventChannel<{ online: boolean }> = yield call(connectivityEvents);
  try {
    while (true) yield put(connectionChanged((yield take(channel)) as { online: boolean }));
  } finally {
    channel.close();
  }
}
