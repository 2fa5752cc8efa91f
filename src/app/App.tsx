import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppStore } from './store';
import { appRoutes } from './routes';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  useEffect(() => {
    store.setNavigate((to, options) => void router.navigate(to, options));
  }, [router, store]);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
