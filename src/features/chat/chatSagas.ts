import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, cancelled, fork, put, race, select, take } from 'redux-saga/effects';
import { selectConfig } from '../../app/configSlice';
import type { RuntimeConfig } from '../../config/runtimeConfig';
import { loginSucceeded } from '../../entities/session/sessionSlice';
import { selectSessionStatus } from '../../entities/session/sessionSelectors';
import { sessionCleared } from '../../entities/entitiesActions';
import { parentRequested } from '../../shared/lib/appEvents';
import { reportError } from '../../shared/lib/errorReporting';
import { chatClosed, chatLoadFailed, chatLoaded, chatLoadStarted, chatOpened, chatPageLeft, chatPageShown } from './chatSlice';
import { CHAT_PAGE_CONTAINER_ID, floatingContainer, loadChatWidget, type ChatWidgetApi } from './chatWidget';

type WidgetEvent = 'open' | 'close';

/** Mounts the widget and turns its open/close callbacks into saga events; unmounts when cancelled. */
function mountedWidget(api: ChatWidgetApi, container: HTMLElement, mode: 'floating' | 'full'): EventChannel<WidgetEvent> {
  return eventChannel<WidgetEvent>((emit) => {
    const handle = api.mount(container, { mode, onOpen: () => emit('open'), onClose: () => emit('close') });
    return () => handle.unmount();
  });
}

/** Open → the embedded app asks the parent for a large frame; closed → small (DECISIONS 7). */
function* followWidget(channel: EventChannel<WidgetEvent>): SagaIterator {
  try {
    while (true) {
      const event: WidgetEvent = yield take(channel);
      yield put(event === 'open' ? chatOpened() : chatClosed());
      yield put(parentRequested({ action: event === 'open' ? 'large' : 'small' }));
    }
  } finally {
    channel.close();
    if (yield cancelled()) yield put(chatClosed());
  }
}

/** The /chat page: the widget full size in the page's container while the page is shown. */
function* hostFullPage(api: ChatWidgetApi): SagaIterator {
  while (true) {
    yield take(chatPageShown.type);
    const container = document.getElementById(CHAT_PAGE_CONTAINER_ID);
    if (!container) continue;
    const channel: EventChannel<WidgetEvent> = yield call(mountedWidget, api, container, 'full');
    yield race({ follow: call(followWidget, channel), left: take([chatPageLeft.type, sessionCleared.type]) });
  }
}

function* runWhileSignedIn(script: string): SagaIterator {
  yield put(chatLoadStarted());
  let api: ChatWidgetApi;
  try {
    api = yield call(loadChatWidget, script);
  } catch (error) {
    reportError(error, 'chat');
    yield put(chatLoadFailed());
    return;
  }
  yield put(chatLoaded());
  yield fork(hostFullPage, api);
  const channel: EventChannel<WidgetEvent> = yield call(mountedWidget, api, floatingContainer(), 'floating');
  yield call(followWidget, channel);
}

/**
 * Off unless the configuration names a script. The script is loaded only once signed in — the
 * token has been taken out of the address bar at startup by then (DECISIONS 7, 9) — and the
 * widget is taken down at logout.
 */
export function* chatSaga(): SagaIterator {
  const config: RuntimeConfig = yield select(selectConfig);
  const script = config.chatWidgetScript;
  if (!script) return;
  while (true) {
    const status: string = yield select(selectSessionStatus);
    if (status === 'anonymous') yield take(loginSucceeded.type);
    // A logout cancels everything the widget was doing; then we wait for the next login.
    const { ended }: { ended?: unknown } = yield race({ running: call(runWhileSignedIn, script), ended: take(sessionCleared.type) });
    // The script failed to load: no retry loop; the next session tries again.
    if (!ended) yield take(sessionCleared.type);
  }
}
