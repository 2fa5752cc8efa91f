import { sessionCleared } from '../../entities/entitiesActions';
import { loginSucceeded, sessionExpired } from '../../entities/session/sessionSlice';
import type { SessionUser } from '../../entities/session/sessionUser';
import { modalToggled, overlayToggled, parentRequested, scrollTopRequested } from '../../shared/lib/appEvents';
import { DEFAULT_TIMING } from '../../shared/saga/timing';
import { recordFigure, recordZero } from '../../test/reliabilityFigures';
import { PARENT, startBridge } from './bridgeHarness';

/**
 * Issue 17 item 1 (OWASP ASVS V3.5.5), outbound: over a whole bridge run every message names the
 * parent's origin (never `*`); tolvnow beats once a minute while signed in and never after logout.
 */
const AREA = '1 Incorporação';
const TEN_MINUTES = 10 * 60_000;

let stop: (() => void) | undefined;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stop?.();
  stop = undefined;
  jest.useRealTimers();
});

function signedInBridge() {
  const run = startBridge(DEFAULT_TIMING, { status: 'authenticated' });
  stop = () => run.task.cancel();
  const heartbeats = () => run.actions().filter((a) => a === 'tolvnow').length;
  const signOut = (status: 'anonymous' | 'expired', action = status === 'anonymous' ? sessionCleared() : sessionExpired()) => {
    run.session.status = status;
    run.signal(action);
  };
  const signIn = () => {
    run.session.status = 'authenticated';
    run.signal(loginSucceeded({ sub: 'comprador' } as SessionUser));
  };
  return { ...run, heartbeats, signOut, signIn };
}

describe('outbound messages over a whole bridge run', () => {
  it('posts every message to the parent origin, none with "*" (window.postMessage included)', async () => {
    const ownWindow = jest.spyOn(window, 'postMessage');
    const { postMessage, signal, signOut, signIn } = signedInBridge();
    const height = jest.spyOn(document.documentElement, 'scrollHeight', 'get');
    for (let minute = 0; minute < 3; minute += 1) {
      height.mockReturnValue(800 + minute * 100);
      signal(parentRequested({ action: 'menuClick', menu: 'Pedidos' }));
      signal(parentRequested({ action: 'verCotacao', idCotacao: 12 }));
      signal(parentRequested({ action: 'criarNovaCotacao' }));
      signal(parentRequested({ action: 'home' }));
      signal(parentRequested({ action: 'large' }));
      signal(parentRequested({ action: 'small' }));
      signal(modalToggled({ open: true }));
      signal(overlayToggled({ open: true }));
      signal(overlayToggled({ open: false }));
      signal(modalToggled({ open: false }));
      signal(scrollTopRequested());
      await jest.advanceTimersByTimeAsync(60_000);
    }
    signOut('anonymous');
    await jest.advanceTimersByTimeAsync(60_000);
    signIn();
    await jest.advanceTimersByTimeAsync(60_000);
    height.mockRestore();
    const origins = postMessage.mock.calls.map(([, origin]) => origin);
    const wildcard = recordZero('embed.wildcardTargetOrigin', AREA, `mensagens com targetOrigin '*' (de ${origins.length + ownWindow.mock.calls.length})`, [...origins, ...ownWindow.mock.calls.map(([, origin]) => origin)].filter((o) => o === '*').length);
    expect(wildcard).toBe(0);
    expect(origins.length).toBeGreaterThan(30);
    expect(new Set(origins)).toEqual(new Set([PARENT]));
    expect(ownWindow).not.toHaveBeenCalled();
    ownWindow.mockRestore();
  });

  it('beats tolvnow exactly 10 times in 10 minutes while signed in', async () => {
    const { heartbeats } = signedInBridge();
    await jest.advanceTimersByTimeAsync(TEN_MINUTES);
    const beats = heartbeats();
    recordFigure({ id: 'embed.heartbeatsIn10Min', area: AREA, label: 'tolvnow em 10 minutos (relógio falso)', value: beats, target: '= 10', pass: beats === 10 });
    expect(beats).toBe(10);
  });

  it('sends no tolvnow after logout or session expiry, and beats again after the next login', async () => {
    const { heartbeats, signOut, signIn, actions } = signedInBridge();
    await jest.advanceTimersByTimeAsync(90_000);
    expect(heartbeats()).toBe(1);
    signOut('anonymous');
    await jest.advanceTimersByTimeAsync(TEN_MINUTES);
    const afterLogout = heartbeats() - 1;
    signIn();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(heartbeats()).toBe(2);
    signOut('expired');
    await jest.advanceTimersByTimeAsync(TEN_MINUTES);
    const afterExpiry = heartbeats() - 2;
    recordZero('embed.heartbeatsAfterLogout', AREA, 'tolvnow em 10 minutos após o logout (e após a sessão expirar)', afterLogout + afterExpiry);
    expect(afterLogout).toBe(0);
    expect(afterExpiry).toBe(0);
    expect(actions()).toContain('size'); // the rest of the bridge (the login page's size) carries on
  });

  it('does not beat while nobody is signed in, from the start', async () => {
    const run = startBridge(DEFAULT_TIMING, { status: 'anonymous' });
    stop = () => run.task.cancel();
    await jest.advanceTimersByTimeAsync(TEN_MINUTES);
    expect(run.actions().filter((a) => a === 'tolvnow')).toHaveLength(0);
  });
});
