import type { UnknownAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, delay, put, race, select, take } from 'redux-saga/effects';
import { selectConfig } from '../../app/configSlice';
import type { RuntimeConfig } from '../../config/runtimeConfig';
import { sessionCleared } from '../../entities/entitiesActions';
import { selectSessionStatus } from '../../entities/session/sessionSelectors';
import { loginSucceeded, sessionExpired } from '../../entities/session/sessionSlice';
import { modalToggled, overlayToggled, parentRequested, recentQuotationChanged, scrollTopRequested } from '../../shared/lib/appEvents';
import { reportError } from '../../shared/lib/errorReporting';
import { isFramed } from '../../shared/lib/frame';
import { poll } from '../../shared/saga/polling';
import { getTiming } from '../../shared/saga/timing';
import type { Timing } from '../../shared/saga/timing';
import { applyParentViewport, contentSize, detectEmbedHost, type EmbedHost } from './embedHost';
import { parseInbound, toWire, type InboundMessage, type OutboundMessage } from './parentMessages';
import { INBOUND_LIMITS, tokenBucket } from './tokenBucket';

/**
 * The embedded-mode bridge (spec 01 §4 "Embedded mode", DECISIONS 8). Each loop below is an
 * independent, endless task forked under `all`: cancelling the bridge (logout of the page,
 * tests) cancels them together and each closes its channel in `finally`.
 */
function post(host: EmbedHost, message: OutboundMessage): void {
  host.target.postMessage(toWire(message, Date.now()), host.origin);
}

/** Content size every sizePollMs (paused while the tab is hidden), sent only when it differs from the last one sent. */
function* pollSize(host: EmbedHost): SagaIterator {
  const timing: Timing = yield* getTiming();
  let last = '';
  const sendIfChanged = (): undefined => {
    const size = contentSize();
    const key = `${size.height}x${size.width}`;
    if (key !== last) {
      last = key;
      post(host, { action: 'size', ...size });
    }
    return undefined; // never done: the bridge's cancellation ends it
  };
  const every = timing.sizePollMs;
  yield call(poll, { schedule: { startMs: every, stepMs: 0, capMs: every, deadlineMs: Number.POSITIVE_INFINITY }, check: sendIfChanged, immediate: true });
}

function* beatEvery(host: EmbedHost, everyMs: number): SagaIterator {
  while (true) {
    yield delay(everyMs);
    post(host, { action: 'tolvnow' });
  }
}

/** tolvnow every heartbeatMs while someone is signed in: none after logout or expiry, until the next login. */
function* heartbeat(host: EmbedHost): SagaIterator {
  const timing: Timing = yield* getTiming();
  while (true) {
    const status: string = yield select(selectSessionStatus);
    if (status !== 'authenticated') yield take(loginSucceeded.type);
    yield race({ beating: call(beatEvery, host, timing.heartbeatMs), ended: take([sessionCleared.type, sessionExpired.type]) });
  }
}

const SCREEN_SIGNALS = [parentRequested.type, modalToggled.type, overlayToggled.type, scrollTopRequested.type];

/** What the screens signal through the store, turned into messages, in the order it happened. */
function* forwardScreenRequests(host: EmbedHost): SagaIterator {
  let overlays = 0;
  const layer = (open: boolean): OutboundMessage[] => {
    const before = overlays;
    overlays = Math.max(0, overlays + (open ? 1 : -1));
    if (before === 0 && overlays === 1) return [{ action: 'iframeZIndexUp' }];
    if (before === 1 && overlays === 0) return [{ action: 'iframeZIndexDown' }];
    return [];
  };
  while (true) {
    const action: UnknownAction = yield take(SCREEN_SIGNALS);
    let messages: OutboundMessage[] = [];
    if (parentRequested.match(action)) messages = [action.payload];
    else if (modalToggled.match(action)) messages = [{ action: 'modal', open: action.payload.open }, ...layer(action.payload.open)];
    else if (overlayToggled.match(action)) messages = layer(action.payload.open);
    else if (scrollTopRequested.match(action)) messages = [{ action: 'scroll', top: 0 }];
    messages.forEach((message) => post(host, message));
  }
}

function parentMessages(host: EmbedHost, allowedOrigins: readonly string[]): EventChannel<InboundMessage> {
  return eventChannel((emit) => {
    const messages = tokenBucket(INBOUND_LIMITS.messages.capacity, INBOUND_LIMITS.messages.perSecond);
    const refreshes = tokenBucket(INBOUND_LIMITS.refreshes.capacity, INBOUND_LIMITS.refreshes.perSecond);
    const accept = (event: MessageEvent): InboundMessage | null => {
      // Only the parent window itself may talk to us: a sibling frame or a popup of an allowed origin may not.
      if (event.source !== host.target || !allowedOrigins.includes(event.origin)) return null;
      if (!messages.tryTake()) return null; // a flood is dropped before it is parsed
      const message = parseInbound(event.data, event.origin, allowedOrigins);
      if (message?.action === 'atualizaLateral' && !refreshes.tryTake()) return null;
      return message;
    };
    const onMessage = (event: MessageEvent): void => {
      try {
        const message = accept(event);
        if (message) emit(message); // anything else is ignored, without an error
      } catch (error) {
        reportError(error, 'embed:mensagem'); // a message must never break the page
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });
}

function* receiveParentMessages(host: EmbedHost, allowedOrigins: readonly string[]): SagaIterator {
  const channel: EventChannel<InboundMessage> = yield call(parentMessages, host, allowedOrigins);
  try {
    while (true) {
      const message: InboundMessage = yield take(channel);
      if (message.action === 'atualizaLateral') yield put(recentQuotationChanged({ idCotacao: message.idCotacao }));
      else applyParentViewport(message.top, message.height);
    }
  } finally {
    channel.close();
  }
}

export function* runBridge(host: EmbedHost, allowedOrigins: readonly string[]): SagaIterator {
  yield all([call(pollSize, host), call(heartbeat, host), call(forwardScreenRequests, host), call(receiveParentMessages, host, allowedOrigins)]);
}

/** Standalone, or framed by a page that is not allowed: the bridge sends and accepts nothing. */
export function* embedSaga(): SagaIterator {
  const config: RuntimeConfig = yield select(selectConfig);
  const allowed = config.allowedParentOrigins ?? [];
  const host = detectEmbedHost(allowed);
  if (!host) {
    if (isFramed()) reportError(new Error('Página-mãe fora de allowedParentOrigins: modo incorporado desligado.'), 'embed');
    return;
  }
  yield call(runBridge, host, allowed);
}
