import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { pageExited, setPageLeaving } from '../../shared/lib/pageExit';
import { connectionChanged } from '../saves/pendingSavesSlice';

const EVENTS = ['online', 'offline', 'pagehide', 'pageshow'];

/** The window's connectivity and page-exit events, as the actions they mean (pageshow only clears the leaving mark). */
function pageEvents(): EventChannel<UnknownAction> {
  return eventChannel((emit) => {
    const onEvent = ({ type }: Event): void => {
      if (type === 'pageshow' || type === 'pagehide') setPageLeaving(type === 'pagehide');
      if (type !== 'pageshow') emit(type === 'pagehide' ? pageExited() : connectionChanged({ online: type === 'online' }));
    };
    EVENTS.forEach((type) => window.addEventListener(type, onEvent));
    return () => EVENTS.forEach((type) => window.removeEventListener(type, onEvent));
  });
}

/**
 * `online`/`offline` (the shell's 'Sem conexão', the save queue's reconnection) and `pagehide`
 * (the save queue's keepalive at exit) as store actions. The put runs synchronously inside the
 * event, so a save's request starts before the page is gone.
 */
export function* connectionSaga(): SagaIterator {
  const channel: EventChannel<UnknownAction> = yield call(pageEvents);
  try {
    while (true) yield put((yield take(channel)) as UnknownAction);
  } finally {
    channel.close();
  }
}
