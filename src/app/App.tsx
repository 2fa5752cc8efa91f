import { useCallback } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, type Location, type NavigateFunction } from 'react-router-dom';
import { ReplayBanner } from '../features/support/ReplayBanner';
import { recordRoute } from '../shared/lib/diagnostics';
import type { AppStore } from './store';
import { appRoutes } from './routes';
import { RouteTable, RouterBridge } from './RouterBridge';

// The screen being shown, for the support bundle's route (DECISIONS 16).
const noteRoute = ({ pathname, search }: Location): void => recordRoute(`${pathname}${search}`);

/**
 * The app: the store, and the route table under a BrowserRouter. Not the data router
 * (createBrowserRouter): no route uses loaders or actions, and its code was 16.6 kB gzip of the
 * first page's 150 kB budget (docs/decisions.md "Router").
 */
export function App({ store }: { store: AppStore }) {
  const onNavigate = useCallback((navigate: NavigateFunction) => store.setNavigate((to, options) => void navigate(to, options)), [store]);
  return (
    <Provider store={store}>
      <ReplayBanner />
      <BrowserRouter>
        <RouterBridge onNavigate={onNavigate} onLocation={noteRoute} />
        <RouteTable routes={appRoutes} />
      </BrowserRouter>
    </Provider>
  );
}
