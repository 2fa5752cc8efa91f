import type { UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { UNSAFE_createMemoryHistory as createMemoryHistory, unstable_HistoryRouter as HistoryRouter, type Location, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { RouteTable, RouterBridge } from '../app/RouterBridge';
import { appRoutes } from '../app/routes';
import { DEFAULT_CONFIG } from '../app/configSlice';
import type { RootState } from '../app/rootReducer';
import { setupStore, type StoreOptions } from '../app/store';
import { FAST_TIMING, type Timing } from '../shared/saga/timing';
import type { LazyFeature } from '../shared/lib/lazyFeature';
import { signedInAs } from './session';
import { onTeardown } from './teardown';

interface Options {
  /** The address to open. */
  route?: string;
  /** Who is signed in; null for nobody (the login page). */
  user?: 'comprador' | 'admin' | null;
  preloadedState?: Partial<RootState>;
  timing?: Timing;
  /** Defaults to the app's own route table; pass routes to mount a single component. */
  routes?: RouteObject[];
  /** Lazy features to inject before rendering (a component rendered alone has no page chunk to bring them). */
  features?: LazyFeature[];
  /** Saga middleware instruments (sagaMonitor, effectMiddlewares) for fault injection. */
  saga?: Pick<StoreOptions, 'sagaMonitor' | 'effectMiddlewares'>;
}

/**
 * Renders with the real store, the real sagas (short timings), the real route table and the
 * mock API behind fetch: what a user sees, end to end inside jsdom.
 */
/**
 * The router as a test drives it: `navigate` (as a link followed), `state.location` (the address
 * shown, current as soon as a navigation happened) and `subscribe` (each location rendered), over
 * a memory history and the app's own route table and router bridge.
 */
export interface TestRouter {
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => Promise<void>;
  readonly state: { readonly location: Location };
  /** Called with each location rendered after this call. */
  subscribe: (listener: (state: { location: Location }) => void) => () => void;
}

function testRouter(route: string) {
  // v5Compat: push and replace tell the router's listener, as MemoryRouter's own history does.
  const history = createMemoryHistory({ initialEntries: [route], v5Compat: true });
  const listeners = new Set<(state: { location: Location }) => void>();
  const router: TestRouter = {
    navigate: async (to, options) => {
      if (options?.replace) history.replace(to, options.state);
      else history.push(to, options?.state);
    },
    get state() {
      return { location: history.location };
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  let shown: Location | null = null;
  const element = (routes: RouteObject[], onNavigate: (navigate: NavigateFunction) => void) => (
    <HistoryRouter history={history}>
      <RouterBridge
        onNavigate={onNavigate}
        onLocation={(location) => {
          if (shown !== null) listeners.forEach((listener) => listener({ location }));
          shown = location;
        }}
      />
      <RouteTable routes={routes} />
    </HistoryRouter>
  );
  return { router, element };
}

export function renderApp({ route = '/', user = 'comprador', preloadedState, timing = FAST_TIMING, routes = appRoutes, features = [], saga }: Options = {}) {
  const session = user ? signedInAs(user) : undefined;
  const { router, element } = testRouter(route);
  let navigate: NavigateFunction | undefined;
  const seen: UnknownAction[] = [];
  const store = setupStore({
    preloadedState: { config: DEFAULT_CONFIG, ...(session && { session }), ...preloadedState },
    timing,
    // The router's own navigate once mounted, as the app hands it to the store (app/App.tsx).
    navigate: (to, options) => void (navigate ? navigate(to, options) : router.navigate(to, options)),
    onAction: (action) => seen.push(action),
    ...saga,
  });
  onTeardown(store.stopSagas);
  features.forEach(store.injectFeature);
  const user$ = userEvent.setup();
  const view = render(
    <Provider store={store}>
      {element(routes, (next) => {
        navigate = next;
      })}
    </Provider>,
  );
  /** The payloads of the dispatched actions an action creator matches, in order (what screens signalled). */
  const dispatched = <P,>(creator: { match: (action: unknown) => action is { type: string; payload: P } }): P[] =>
    seen.filter((action) => creator.match(action)).map((action) => (action as unknown as { payload: P }).payload);
  return { store, router, user: user$, dispatched, ...view };
}

/** Renders one component at a path, inside the same real store and sagas. */
export function renderWithProviders(ui: ReactElement, options: Omit<Options, 'routes'> & { path?: string } = {}) {
  const { path = '*', ...rest } = options;
  return renderApp({ ...rest, routes: [{ path, element: ui }] });
}
