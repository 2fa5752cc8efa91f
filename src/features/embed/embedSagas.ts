import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, delay, select, take } from 'redux-saga/effects';
import { selectConfig } from '../../app/configSlice';
import type { RuntimeConfig } from '../../config/runtimeConfig';
import { emitAppEvent, onAppEvent } from '../../shared/lib/appEvents';
import { reportError } from '../../shared/lib/errorReporting';
import { isFramed } from '../../shared/lib/frame';
import { getTiming } from '../../shared/saga/timing';
import type { Timing } from '../../shared/saga/timing';
import { applyParentViewport, contentSize, detectEmbedHost, type EmbedHost } from './embedHost';
import { parseInbound, toWire, type InboundMessage, type OutboundMessage } from './parentMessages';

/**
 * The embedded-mode bridge (spec 01 §4 "Embedded mode", DECISIONS 8). Each loop below is an
 * independent, endless task forked under `all`: cancelling the bridge (logout of the page,
 * tests) cancels them together and each closes its channel in `finally`.
 */
function post(host: EmbedHost, message: OutboundMessage): void {
  host.target.postMessage(toWire(message, Date.now()), host.origin);
}

/** Content size every sizePollMs, sent only when it differs from the last one sent. */
function* pollSize(host: EmbedHost): SagaIterator {
  const timing: Timing = yield* getTiming();
  let last = '';
  while (true) {
    const size = contentSize();
    const key = `${size.height}x${size.width}`;
    if (key !== last) {
      last = key;
      post(host, { action: 'size', ...size });
    }
    yield delay(timing.sizePollMs);
  }
}

function* heartbeat(host: EmbedHost): SagaIterator {
  const timing: Timing = yield* getTiming();
  while (true) {
    yield delay(timing.heartbeatMs);
    post(host, { action: 'tolvnow' });
  }
}

/** What the screens raise as app events, turned into messages, in the order they happened. */
function screenRequests(): EventChannel<OutboundMessage[]> {
  return eventChannel((emit) => {
    let overlays = 0;
    const layer = (open: boolean): OutboundMessage[] => {
      const before = overlays;
      overlays = Math.max(0, overlays + (open ? 1 : -1));
      if (before === 0 && overlays === 1) return [{ action: 'iframeZIndexUp' }];
      if (before === 1 && overlays === 0) return [{ action: 'iframeZIndexDown' }];
      return [];
    };
    const stops = [
      onAppEvent('app:parent', (request) => emit([request])),
      onAppEvent('app:modal', ({ open }) => emit([{ action: 'modal', open }, ...layer(open)])),
      onAppEvent('app:overlay', ({ open }) => emit(layer(open))),
      onAppEvent('app:scroll-top', () => emit([{ action: 'scroll', top: 0 }])),
    ];
    return () => stops.forEach((stop) => stop());
  });
}

function* forwardScreenRequests(host: EmbedHost): SagaIterator {
  const channel: EventChannel<OutboundMessage[]> = yield call(screenRequests);
  try {
    while (true) {
      const messages: OutboundMessage[] = yield take(channel);
      messages.forEach((message) => post(host, message));
    }
  } finally {
    channel.close();
  }
}

function parentMessages(host: EmbedHost, allowedOrigins: readonly string[]): EventChannel<InboundMessage> {
  return eventChannel((emit) => {
    const onMessage = (event: MessageEvent): void => {
      // Only the parent window itself may talk to us: a sibling frame or a popup of an allowed origin may not.
      if (event.source !== host.target) return;
      const message = parseInbound(event.data, event.origin, allowedOrigins);
      if (message) emit(message); // anything else is ignored, without an error
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
      if (message.action === 'atualizaLateral') emitAppEvent('app:recent-changed', { idCotacao: message.idCotacao });
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
