import { configureStore, isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Navigate } from '../shared/saga/navigation';
import { DEFAULT_TIMING, type Timing } from '../shared/saga/timing';
import { reportError } from '../shared/lib/errorReporting';
import { recordAction } from '../shared/lib/diagnostics';
import { loginSubmitted, loginSucceeded } from '../entities/session/sessionSlice';
import { orderItemsLoaded } from '../entities/orderItemsSlice';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  timing?: Timing;
  navigate?: Navigate;
  /** Sees every dispatched action after the reducers (tests observe the signals screens send). */
  onAction?: (action: UnknownAction) => void;
}

/** Their payloads name the person (login, user name): only the type is recorded. */
const PRIVATE_PAYLOADS = new Set<string>([loginSubmitted.type, loginSucceeded.type]);

/** Keeps the recent actions for the support bundle (DECISIONS 16), scrubbed and bounded. */
function recordActions(onAction?: (action: UnknownAction) => void): Middleware {
  return () => (next) => (action) => {
    if (isAction(action)) recordAction(action as { type: string; payload?: unknown }, !PRIVATE_PAYLOADS.has(action.type));
    const result = next(action);
    if (onAction && isAction(action)) onAction(action as UnknownAction);
    return result;
  };
}

/**
 * Development checks of Redux Toolkit skip the order-item partitions: walking 5,000 items (and
 * the payloads that carry them) on every action would make development slow at the power
 * buyer's scale. Immer still freezes them, and the partition reducers are tested directly.
 */
export const DEV_CHECKS = {
  serializableCheck: {
    warnAfter: 200,
    ignoredPaths: ['entities.orderItems'],
    ignoredActions: [orderItemsLoaded.type],
    ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta', 'payload.orderItems'],
  },
  immutableCheck: { warnAfter: 200, ignoredPaths: ['entities.orderItems'] },
};

export function setupStore({ preloadedState, timing = DEFAULT_TIMING, navigate, onAction }: StoreOptions = {}) {
  // Sagas get a stable navigate function that forwards to the router attached later.
  let target: Navigate | undefined = navigate;
  const forwardNavigate: Navigate = (to, options) => target?.(to, options);
  const sagaMiddleware = createSagaMiddleware({
    context: { timing, navigate: forwardNavigate },
    onError: (error) => reportError(error, 'saga:root'),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Sagas are the one async mechanism: no thunks.
    middleware: (getDefault) =>
      getDefault({ thunk: false, ...DEV_CHECKS }).concat(recordActions(onAction), sagaMiddleware),
  });
  const rootTask = sagaMiddleware.run(rootSaga);
  return Object.assign(store, {
    /** Lets the router be attached after the store exists (the router needs the store's Provider). */
    setNavigate(next: Navigate) {
      target = next;
    },
    stopSagas: () => rootTask.cancel(),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
