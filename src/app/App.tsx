import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ReplayBanner } from '../features/support/ReplayBanner';
import { recordRoute } from '../shared/lib/diagnostics';
import type { AppStore } from './store';
import { appRoutes } from './routes';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  useEffect(() => {
    store.setNavigate((to, options) => void router.navigate(to, options));
  }, [router, store]);
  useEffect(() => {
    // The screen being shown, for the support bundle's route (DECISIONS 16).
    const note = ({ pathname, search }: { pathname: string; search: string }): void => recordRoute(`${pathname}${search}`);
    note(router.state.location);
    return router.subscribe((state) => note(state.location));
  }, [router]);
  return (
    <Provider store={store}>
      <ReplayBanner />
      <RouterProvider router={router} />
    </Provider>
  );
}
