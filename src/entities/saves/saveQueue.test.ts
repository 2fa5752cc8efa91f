import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { ApiError } from '../../api/http';
import { pageVisibilityChanged, parentRequested } from '../../shared/lib/appEvents';
import { userKey } from '../../shared/lib/storage';
import { FAST_TIMING, type Timing } from '../../shared/saga/timing';
import { signedInAs } from '../../test/session';
import { sessionCleared } from '../entitiesActions';
import { loginSucceeded, sessionExpired, sessionReducer } from '../session/sessionSlice';
import { pendingSavesReducer, saveRequested, savesRetried, selectPendingSaves, type PendingSave } from './pendingSavesSlice';
import { flushPendingSaves, saveQueue, type SaveQueueDefinition } from './saveQueueSagas';
import { PENDING_SAVES_KEY, savesSaga } from './savesSagas';

/** A fake backend for one field per key: what landed, in order, and how many saves ran at once. */
function backend() {
  const landed: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const failures: ApiError[] = [];
  const save = async ({ value }: { value: string }): Promise<string> => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 10));
    inFlight -= 1;
    const failure = failures.shift();
    if (failure) throw failure;
    landed.push(value);
    return value;
  };
  return { landed, failures, save, maxInFlight: () => maxInFlight };
}

const QUEUE = 'teste/campos';

function harness({ debounceMs = 0, timing = FAST_TIMING }: { debounceMs?: number; timing?: Timing } = {}) {
  const server = backend();
  const definition: SaveQueueDefinition<{ value: string }, string> = {
    queue: QUEUE,
    failureText: 'Não foi possível salvar.',
    debounceMs: () => debounceMs,
    save: (payload) => server.save(payload),
    flushOn: ['tela/saiu'],
  };
  const sagaMiddleware = createSagaMiddleware({ context: { timing } });
  const store = configureStore({
    reducer: combineReducers({ session: sessionReducer, pendingSaves: pendingSavesReducer }),
    preloadedState: { session: signedInAs('comprador') },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  function* root(): SagaIterator {
    yield all([call(savesSaga), saveQueue(definition)]);
  }
  const task = sagaMiddleware.run(root);
  const request = (key: string, value: string, coalesce = false) =>
    store.dispatch(saveRequested({ queue: QUEUE, key, payload: { value }, label: `Campo ${key}`, coalesce }));
  const entries = (): PendingSave[] => selectPendingSaves(store.getState());
  return { store, server, request, entries, task, restart: () => sagaMiddleware.run(root), run: (saga: () => SagaIterator) => sagaMiddleware.run(saga) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('save queue (entities/saves)', () => {
  it('sends saves one at a time, in the order they were asked for', async () => {
    const { server, request, entries } = harness();
    request('a', 'a1');
    request('b', 'b1');
    request('a', 'a2');
    await jest.advanceTimersByTimeAsync(100);
    expect(server.landed).toEqual(['a1', 'b1', 'a2']);
    expect(server.maxInFlight()).toBe(1);
    expect(entries()).toEqual([]);
  });

  it('with a debounce, sends only the latest value of a key once the user is quiet', async () => {
    const { server, request } = harness({ debounceMs: 700 });
    request('limite', '1', true);
    await jest.advanceTimersByTimeAsync(300);
    request('limite', '12', true);
    await jest.advanceTimersByTimeAsync(300);
    request('limite', '120', true);
    await jest.advanceTimersByTimeAsync(699);
    expect(server.landed).toEqual([]);
    await jest.advanceTimersByTimeAsync(20);
    expect(server.landed).toEqual(['120']);
  });

  it.each([
    ['the parent page asks for home', parentRequested({ action: 'home' })],
    ['the parent page opens a menu', parentRequested({ action: 'menuClick', menu: 'Pedidos' })],
    ['the screen is left', { type: 'tela/saiu' }],
    ['the tab is hidden', pageVisibilityChanged({ hidden: true })],
  ])('flushes a debounced save at once when %s', async (_case, action) => {
    const { server, request, store } = harness({ debounceMs: 60_000 });
    request('limite', '50', true);
    await jest.advanceTimersByTimeAsync(5);
    store.dispatch(action);
    await jest.advanceTimersByTimeAsync(20);
    expect(server.landed).toEqual(['50']);
  });

  it('keeps a failed save, marked as not saved, holds later saves behind it, and sends both in order on retry', async () => {
    const { server, request, entries, store } = harness();
    server.failures.push(new ApiError('http', 'HTTP 500', 500, { mensagem: 'Serviço indisponível.' }));
    request('a', 'a1');
    request('b', 'b1');
    await jest.advanceTimersByTimeAsync(100);
    expect(server.landed).toEqual([]);
    expect(entries().map((e) => [e.key, e.status, e.error])).toEqual([
      ['a', 'failed', 'Serviço indisponível.'],
      ['b', 'waiting', null],
    ]);
    store.dispatch(savesRetried(QUEUE));
    await jest.advanceTimersByTimeAsync(100);
    expect(server.landed).toEqual(['a1', 'b1']);
    expect(entries()).toEqual([]);
  });

  it('a newer value of a failed field replaces it, so an older value never lands after a newer one', async () => {
    const { server, request, store } = harness();
    // A server error (a network error is not a failure: the queue waits for the connection, saveQueue.offline.test.ts).
    server.failures.push(new ApiError('http', 'HTTP 500', 500));
    request('limite', '10', true);
    await jest.advanceTimersByTimeAsync(50);
    request('limite', '20', true);
    await jest.advanceTimersByTimeAsync(50);
    store.dispatch(savesRetried(QUEUE));
    await jest.advanceTimersByTimeAsync(50);
    expect(server.landed).toEqual(['20']);
  });

  it('after a 401 keeps the save in line and sends it when the same user signs in again', async () => {
    const { server, request, entries, store } = harness();
    server.failures.push(new ApiError('http', 'Sessão expirada.', 401));
    request('a', 'a1');
    await jest.advanceTimersByTimeAsync(50);
    store.dispatch(sessionExpired());
    expect(entries().map((e) => e.status)).toEqual(['waiting']);
    await jest.advanceTimersByTimeAsync(500);
    expect(server.landed).toEqual([]);
    store.dispatch(loginSucceeded(store.getState().session.user!));
    await jest.advanceTimersByTimeAsync(50);
    expect(server.landed).toEqual(['a1']);
  });

  it('never shows a user’s pending saves to another user, and gives them back to the same user later', async () => {
    const { server, request, entries, store } = harness();
    const first = store.getState().session.user!;
    server.failures.push(new ApiError('http', 'Sessão expirada.', 401));
    request('a', 'a1');
    await jest.advanceTimersByTimeAsync(50);
    store.dispatch(sessionExpired());
    // Someone else signs in on this screen.
    store.dispatch(sessionCleared());
    store.dispatch(loginSucceeded({ ...first, sub: '9999', nome: 'Outra Pessoa' }));
    await jest.advanceTimersByTimeAsync(50);
    expect(entries()).toEqual([]);
    expect(server.landed).toEqual([]);
    expect(window.localStorage.getItem(userKey('9999', PENDING_SAVES_KEY))).toBeNull();
    // The first user comes back: the save goes out.
    store.dispatch(sessionCleared());
    store.dispatch(loginSucceeded(first));
    await jest.advanceTimersByTimeAsync(50);
    expect(server.landed).toEqual(['a1']);
  });

  it('survives a restart of the saga that runs it: what was in flight goes again', async () => {
    const { server, request, task, restart, entries } = harness();
    request('a', 'a1');
    await jest.advanceTimersByTimeAsync(1);
    expect(entries().map((e) => e.status)).toEqual(['saving']);
    task.cancel(); // the feature crashed in the middle of the save
    await jest.advanceTimersByTimeAsync(50);
    restart();
    await jest.advanceTimersByTimeAsync(50);
    expect(server.landed.at(-1)).toBe('a1');
    expect(entries()).toEqual([]);
  });

  it('logout sends what is pending at once and waits for it to land (flushPendingSaves)', async () => {
    const { server, request, run } = harness({ debounceMs: 60_000, timing: { ...FAST_TIMING, logoutFlushMs: 1000 } });
    request('limite', '7', true);
    let flushed = false;
    run(function* flush(): SagaIterator {
      yield call(flushPendingSaves);
      flushed = true;
    });
    await jest.advanceTimersByTimeAsync(5);
    expect(flushed).toBe(false); // the save is on its way (10 ms)
    await jest.advanceTimersByTimeAsync(20);
    expect(server.landed).toEqual(['7']);
    expect(flushed).toBe(true);
  });
});
