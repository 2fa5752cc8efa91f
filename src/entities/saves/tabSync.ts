import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, cancelled, put, race, select, take } from 'redux-saga/effects';
import { sessionCleared } from '../entitiesActions';
import { selectSessionUser } from '../session/sessionSelectors';
import type { SessionUser } from '../session/sessionUser';
import { itemsChangedElsewhere, itemsSavedHere, type ItemsChange } from './itemsSync';

/**
 * The buyer's open tabs stay in step (issue 27): a save that landed in one tab is told to the
 * same user's other tabs over a BroadcastChannel named after the user (no server polling for
 * it), which apply it as `itemsChangedElsewhere` (source 'tab'). A browser without
 * BroadcastChannel only misses this; the changes poll still brings the value within its period.
 */
const CHANNEL_PREFIX = 'cotacoes-e-pedidos:salvos:';

interface Message {
  change: Omit<ItemsChange, 'source'>;
}

function open(user: SessionUser): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(`${CHANNEL_PREFIX}${user.sub}`);
  // Where the runtime keeps a process alive for an open channel (Node: tests, a page booted without its teardown), it must not.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
}

function messagesOf(channel: BroadcastChannel): EventChannel<Message> {
  return eventChannel<Message>((emit) => {
    const listener = (event: MessageEvent<Message>) => {
      if (event.data && typeof event.data === 'object' && event.data.change) emit(event.data);
    };
    channel.addEventListener('message', listener);
    return () => channel.removeEventListener('message', listener);
  });
}

function* receive(channel: BroadcastChannel): SagaIterator {
  const messages: EventChannel<Message> = yield call(messagesOf, channel);
  try {
    while (true) {
      const { change }: Message = yield take(messages);
      yield put(itemsChangedElsewhere({ ...change, source: 'tab' }));
    }
  } finally {
    if (yield cancelled()) messages.close();
  }
}

function* tell(channel: BroadcastChannel): SagaIterator {
  while (true) {
    const { payload }: ReturnType<typeof itemsSavedHere> = yield take(itemsSavedHere.type);
    channel.postMessage({ change: payload } satisfies Message);
  }
}

/** One session: listens and tells until the session ends (a new login starts another). */
export function* tabSyncForSession(): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  const channel = user ? open(user) : null;
  if (!channel) return;
  try {
    yield race({ heard: call(receive, channel), told: call(tell, channel), ended: take(sessionCleared.type) });
  } finally {
    channel.close();
  }
}
