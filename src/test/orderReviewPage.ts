import { screen, waitFor } from '@testing-library/react';
import type { renderApp } from './renderWithProviders';

/** Test helpers of the order review page (jsdom, real store and sagas, mock API). */
type View = ReturnType<typeof renderApp>;

/** Clicks the first closed toggle `button.{className}` once it shows; returns it. */
export async function openFirst(view: View, className: string) {
  const toggle = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLButtonElement>(`button.${className}[aria-expanded="false"]`)];
    expect(found.length).toBeGreaterThan(0);
    return found[0];
  });
  await view.user.click(toggle);
  return toggle;
}

/** Opens the first supplier → representative → branch order; returns the order's card, grid and id. */
export async function openFirstOrder(view: View) {
  await openFirst(view, 'review-toggle:not(.review-toggle--representative)');
  await openFirst(view, 'review-toggle--representative');
  const card = await openFirst(view, 'review-order__toggle');
  const grid = await screen.findByRole('region', { name: /Produtos do pedido de/ });
  await waitFor(() => expect(grid.querySelectorAll('.ag-row').length).toBeGreaterThan(0));
  const idPedido = view.store.getState().orderReview.openOrders[0];
  return { card, grid, idPedido };
}
