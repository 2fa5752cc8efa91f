import { configureStore, createAction, isAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type EffectMiddleware, type SagaMonitor, type Task } from 'redux-saga';
import type { Navigate } from '../shared/saga/navigation';
import { DEFAULT_TIMING, type Timing } from '../shared/saga/timing';
import { keepAlive } from '../shared/saga/keepAlive';
import type { LazyFeature } from '../shared/lib/lazyFeature';
import { reportError } from '../shared/lib/errorReporting';
import { recordAction } from '../shared/lib/diagnostics';
import { loginSubmitted, loginSucceeded } from '../entities/session/sessionSlice';
import { orderItemsLoaded } from '../entities/orderItemsSlice';
import { createRootReducer, LAZY_SLICE_KEYS, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { followJournalOwner } from './journalOwner';
import { featureOfSlice, featureStartedBy, loadFeature, type FeatureName } from './lazyFeatures';

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  timing?: Timing;
  navigate?: Navigate;
  /** Sees every dispatched action after the reducers (tests observe the signals screens send). */
  onAction?: (action: UnknownAction) => void;
  /** Test instruments of the saga middleware (the reliability suite injects watcher crashes through them). */
  sagaMonitor?: SagaMonitor;
  effectMiddlewares?: EffectMiddleware[];
}

/** Dispatched once a feature's slices are injected: it gives them their first state. */
export const featureInjected = createAction<string>('app/featureInjected');

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

/**
 * Preloaded state of slices not injected yet (a support replay) is held back, so the static
 * reducer never sees unknown keys, and becomes the slice's first state when it is injected.
 */
function splitPreloaded(preloadedState: Partial<RootState> = {}) {
  const lazyKeys = new Set<string>(LAZY_SLICE_KEYS);
  const now: Record<string, unknown> = {};
  const later = new Map<string, unknown>();
  for (const [key, value] of Object.entries(preloadedState)) {
    if (lazyKeys.has(key)) later.set(key, value);
    else now[key] = value;
  }
  return { now: now as Partial<RootState>, later };
}

/**
 * The first store event for a feature loaded on demand (featureStartedBy) waits for the feature:
 * once its slice is injected and its saga runs, the event goes through, so the saga sees it and
 * the action journal records it once.
 */
function startOnFirstUse(isLoaded: (name: FeatureName) => boolean, load: (name: FeatureName) => Promise<void>): Middleware {
  return (api) => (next) => (action) => {
    const name = isAction(action) ? featureStartedBy(action.type) : undefined;
    if (name === undefined || isLoaded(name)) return next(action);
    load(name).then(
      () => api.dispatch(action as UnknownAction),
      (error: unknown) => reportError(error, `carregar:${name}`),
    );
    return action;
  };
}

/** combineReducers probes a new reducer with undefined state: the held-back state stays until the injection is done. */
function startingFrom(later: Map<string, unknown>, key: string, reducer: Reducer): Reducer {
  return (state, action) => reducer(state === undefined && later.has(key) ? later.get(key) : state, action);
}

export function setupStore({ preloadedState, timing = DEFAULT_TIMING, navigate, onAction, sagaMonitor, effectMiddlewares }: StoreOptions = {}) {
  // Sagas get a stable navigate function that forwards to the router attached later.
  let target: Navigate | undefined = navigate;
  const forwardNavigate: Navigate = (to, options) => target?.(to, options);
  const load = async (name: FeatureName): Promise<void> => injectFeature(await loadFeature(name));
  const sagaMiddleware = createSagaMiddleware({
    // Sagas may ask for a lazy feature (pending saves of its queues).
    context: { timing, navigate: forwardNavigate, loadFeature: load },
    onError: (error) => reportError(error, 'saga:root'),
    sagaMonitor,
    effectMiddlewares,
  });
  const rootReducer = createRootReducer();
  const { now, later } = splitPreloaded(preloadedState);
  const injected = new Set<string>();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: now,
    // Sagas are the one async mechanism: no thunks.
    middleware: (getDefault) =>
      getDefault({ thunk: false, ...DEV_CHECKS }).concat(startOnFirstUse((name) => injected.has(name), load), recordActions(onAction), sagaMiddleware, followJournalOwner()),
  });
  const tasks: Task[] = [];
  let stopped = false;
  /** Mounts a feature's slices and starts its saga, once per store (docs/architecture.md). */
  function injectFeature(feature: LazyFeature): void {
    if (injected.has(feature.name)) return;
    injected.add(feature.name);
    for (const [key, reducer] of Object.entries(feature.reducers)) rootReducer.inject(key, startingFrom(later, key, reducer));
    store.dispatch(featureInjected(feature.name));
    Object.keys(feature.reducers).forEach((key) => later.delete(key));
    if (feature.saga && !stopped) tasks.push(sagaMiddleware.run(keepAlive, feature.name, feature.saga));
  }
  tasks.push(sagaMiddleware.run(rootSaga));
  // A replay may start with a lazy feature's state (an open dialog): that feature loads at once.
  for (const key of later.keys()) {
    const name = featureOfSlice(key);
    if (name) load(name).catch((error: unknown) => reportError(error, `carregar:${name}`));
  }
  return Object.assign(store, {
    /** Lets the router be attached after the store exists (the router needs the store's Provider). */
    setNavigate(next: Navigate) {
      target = next;
    },
    injectFeature,
    /** Whether a feature's slices and saga are mounted in this store. */
    hasFeature: (name: string) => injected.has(name),
    stopSagas: () => {
      stopped = true;
      tasks.forEach((task) => task.cancel());
    },
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
