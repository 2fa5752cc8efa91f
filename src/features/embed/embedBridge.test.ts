import { runSaga } from 'redux-saga';
import { modalToggled, overlayToggled, parentRequested, recentQuotationChanged, scrollTopRequested } from '../../shared/lib/appEvents';
import { DEFAULT_TIMING, FAST_TIMING } from '../../shared/saga/timing';
import { ALLOWED, PARENT, startBridge } from './bridgeHarness';
import { embedSaga } from './embedSagas';
import { parseInbound, toWire } from './parentMessages';

let stopBridge: (() => void) | undefined;
afterEach(() => {
  stopBridge?.();
  stopBridge = undefined;
  jest.useRealTimers();
});

describe('outbound message schema', () => {
  it('is a JSON text with action and timestamp, posted only to the configured parent origin', () => {
    const { task, postMessage, sent, signal } = startBridge();
    stopBridge = () => task.cancel();
    signal(parentRequested({ action: 'menuClick', menu: 'Pedidos' }));
    signal(parentRequested({ action: 'verCotacao', idCotacao: 12 }));
    signal(parentRequested({ action: 'criarNovaCotacao' }));
    signal(parentRequested({ action: 'home' }));
    expect(postMessage.mock.calls.every(([text, origin]) => typeof text === 'string' && origin === PARENT)).toBe(true);
    const messages = sent().filter((m) => m.action !== 'size');
    expect(messages).toEqual([
      { action: 'menuClick', menu: 'Pedidos', timestamp: expect.any(Number) },
      { action: 'verCotacao', idCotacao: 12, timestamp: expect.any(Number) },
      { action: 'criarNovaCotacao', timestamp: expect.any(Number) },
      { action: 'home', timestamp: expect.any(Number) },
    ]);
  });

  it('announces dialogs with modal and raises the frame once while overlays are open', () => {
    const { task, actions, signal } = startBridge();
    stopBridge = () => task.cancel();
    signal(modalToggled({ open: true }));
    signal(overlayToggled({ open: true }));
    signal(overlayToggled({ open: false }));
    signal(modalToggled({ open: false }));
    signal(scrollTopRequested());
    expect(actions().filter((a) => a !== 'size')).toEqual(['modal', 'iframeZIndexUp', 'modal', 'iframeZIndexDown', 'scroll']);
  });

  it('toWire stamps the time', () => {
    expect(JSON.parse(toWire({ action: 'large' }, 1700000000000))).toEqual({ action: 'large', timestamp: 1700000000000 });
  });
});

describe('size polling and heartbeat', () => {
  it('sends tolvnow once every 60 s: three in three minutes', async () => {
    jest.useFakeTimers();
    const { task, actions } = startBridge(DEFAULT_TIMING);
    stopBridge = () => task.cancel();
    await jest.advanceTimersByTimeAsync(59_999);
    expect(actions().filter((a) => a === 'tolvnow')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(180_001 - 59_999);
    expect(actions().filter((a) => a === 'tolvnow')).toHaveLength(3);
  });

  it('polls the content size every 200 ms and sends it only when it changes', async () => {
    jest.useFakeTimers();
    let height = 800;
    const spy = jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
    const { task, sent } = startBridge(DEFAULT_TIMING);
    stopBridge = () => {
      task.cancel();
      spy.mockRestore();
    };
    await jest.advanceTimersByTimeAsync(1000);
    height = 1200;
    await jest.advanceTimersByTimeAsync(199);
    expect(sent().filter((m) => m.action === 'size').map((m) => m.height)).toEqual([800]);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent().filter((m) => m.action === 'size').map((m) => m.height)).toEqual([800, 1200]);
  });
});

describe('inbound messages', () => {
  const now = Date.now();

  /** A running bridge, the side-column refreshes it asks for, and a well-formed atualizaLateral. */
  function listenForRefreshes() {
    const { task, parent, put } = startBridge();
    stopBridge = () => task.cancel();
    const refreshed = () => put.filter((a) => recentQuotationChanged.match(a)).map((a) => a.payload);
    return { task, parent, refreshed, data: JSON.stringify({ action: 'atualizaLateral', idCotacao: 41, timestamp: now }) };
  }

  it('accepts atualizaLateral with idCotacao and scroll, from an allowed origin', () => {
    expect(parseInbound(JSON.stringify({ action: 'atualizaLateral', idCotacao: 7, timestamp: now }), PARENT, ALLOWED)).toEqual({ action: 'atualizaLateral', idCotacao: 7 });
    expect(parseInbound({ action: 'scroll', top: 320, height: 700, timestamp: now }, PARENT, ALLOWED)).toEqual({ action: 'scroll', top: 320, height: 700 });
  });

  it.each([
    ['another origin', JSON.stringify({ action: 'atualizaLateral', idCotacao: 7, timestamp: now }), 'https://outro-site.com'],
    ['not JSON', '{action:', PARENT],
    ['no timestamp', JSON.stringify({ action: 'atualizaLateral', idCotacao: 7 }), PARENT],
    ['no idCotacao', JSON.stringify({ action: 'atualizaLateral', timestamp: now }), PARENT],
    ['a bad idCotacao', JSON.stringify({ action: 'atualizaLateral', idCotacao: -3, timestamp: now }), PARENT],
    ['a scroll without top', JSON.stringify({ action: 'scroll', timestamp: now }), PARENT],
    ['an unknown action', JSON.stringify({ action: 'menuClick', timestamp: now }), PARENT],
    ['an array', '[1,2]', PARENT],
  ])('ignores %s', (_case, data, origin) => {
    expect(parseInbound(data, origin, ALLOWED)).toBeNull();
  });

  it('refreshes the side column on atualizaLateral from the parent, and ignores the same from elsewhere, without an error', () => {
    const { task, parent, refreshed, data } = listenForRefreshes();
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://outro-site.com', source: parent }));
    window.dispatchEvent(new MessageEvent('message', { data: 'lixo', origin: PARENT, source: parent }));
    window.dispatchEvent(new MessageEvent('message', { data, origin: PARENT, source: parent }));
    expect(refreshed()).toEqual([{ idCotacao: 41 }]);
    expect(task.isRunning()).toBe(true);
  });

  it('ignores a well-formed message from an allowed origin when it does not come from the parent window', () => {
    const { parent, refreshed, data } = listenForRefreshes();
    const sibling = { postMessage: jest.fn() } as unknown as Window; // another frame or popup of the same portal
    window.dispatchEvent(new MessageEvent('message', { data, origin: PARENT, source: sibling }));
    window.dispatchEvent(new MessageEvent('message', { data, origin: PARENT, source: window }));
    window.dispatchEvent(new MessageEvent('message', { data, origin: PARENT }));
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ action: 'scroll', top: 999, timestamp: now }), origin: PARENT, source: sibling }));
    expect(refreshed()).toEqual([]);
    expect(document.documentElement.style.getPropertyValue('--parent-viewport-top')).not.toBe('999px');
    window.dispatchEvent(new MessageEvent('message', { data, origin: PARENT, source: parent }));
    expect(refreshed()).toEqual([{ idCotacao: 41 }]);
  });

  it('scroll from the parent places dialogs in the part of the frame the user sees', () => {
    const { task, parent } = startBridge();
    stopBridge = () => task.cancel();
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ action: 'scroll', top: 640, timestamp: now }), origin: PARENT, source: parent }));
    expect(document.documentElement.style.getPropertyValue('--parent-viewport-top')).toBe('640px');
  });
});

describe('standalone', () => {
  it('sends nothing: the bridge does not start without a parent page', async () => {
    const posted = jest.spyOn(window, 'postMessage');
    const task = runSaga(
      { context: { timing: FAST_TIMING }, dispatch: () => undefined, getState: () => ({ config: { allowedParentOrigins: [window.location.origin] } }) },
      embedSaga,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task.isRunning()).toBe(false);
    expect(posted).not.toHaveBeenCalled();
    posted.mockRestore();
  });
});
