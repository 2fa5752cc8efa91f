import type { RouteObject } from 'react-router-dom';
import { UnderConstructionPage } from '../features/shell/UnderConstructionPage';

/**
 * The screens the app links to that are not built yet (spec 01 §2.1): each shows 'Em construção'
 * instead of a silent redirect. A later issue replaces its entry with the real page.
 */
interface UnbuiltScreen {
  path: string;
  screen: string;
}

export const UNBUILT_SCREENS: readonly UnbuiltScreen[] = [
  { path: 'preferencia-sic', screen: 'Preferência SIC' },
  { path: 'preferencia-cliente', screen: 'Preferência' },
  { path: 'OrdersShippedOrInvoiced', screen: 'Pedidos enviados ou faturados' },
];


export function unbuiltRoutes(screens: readonly UnbuiltScreen[]): RouteObject[] {
  return screens.map(({ path, screen }) => ({ path, element: <UnderConstructionPage screen={screen} /> }));
}
