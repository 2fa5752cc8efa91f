import { useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router-dom';

/** The route table, rendered by the router around it (BrowserRouter in the app, MemoryRouter in tests). */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

interface RouterBridgeProps {
  /** The router's navigate, for the store's sagas (store.setNavigate); again whenever it changes. */
  onNavigate: (navigate: NavigateFunction) => void;
  /** Each location shown (the support bundle's route). */
  onLocation?: (location: Location) => void;
}

/** Inside the router: hands its navigate to the store and reports each location shown. */
export function RouterBridge({ onNavigate, onLocation }: RouterBridgeProps) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => onNavigate(navigate), [navigate, onNavigate]);
  useEffect(() => onLocation?.(location), [location, onLocation]);
  return null;
}
