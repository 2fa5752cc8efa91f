import type { UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
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
export function renderApp({ route = '/', user = 'comprador', preloadedState, timing = FAST_TIMING, routes = appRoutes, features = [], saga }: Options = {}) {
  const session = user ? signedInAs(user) : undefined;
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const seen: UnknownAction[] = [];
  const store = setupStore({
    preloadedState: { config: DEFAULT_CONFIG, ...(session && { session }), ...preloadedState },
    timing,
    navigate: (to, options) => void router.navigate(to, options),
    onAction: (action) => seen.push(action),
    ...saga,
  });
  onTeardown(store.stopSagas);
  features.forEach(store.injectFeature);
  const user$ = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
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
