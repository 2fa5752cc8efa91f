import { screen, waitFor, within } from '@testing-library/react';
import { db, resetDb } from '../../mocks/db/core/current';
import type { renderApp } from './renderWithProviders';

/** Test helpers of the automatic order page (jsdom, real store and sagas, mock API). */
/** The demo scenario's quotation in analysis with the most orders. */
export function quotationWithOrders() {
  resetDb('demo');
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 20)!;
  return { quotation, orders: db().ordersOf(quotation.id) };
}

export function quantityCell(grid: HTMLElement, id: number): HTMLElement {
  const cell = grid.querySelector<HTMLElement>(`.ag-row[row-id="${id}"] [col-id="qtdePedida"]`);
  if (!cell) throw new Error(`item ${id} not rendered`);
  return cell;
}

export type View = ReturnType<typeof renderApp>;

/** Opens the first supplier, its first representative and its first branch order; returns that order's grid. */
export async function openFirstOrder({ user }: View) {
  const supplier = (await screen.findAllByRole('button', { name: /\d pedidos?/, expanded: false }))[0];
  await user.click(supplier);
  const representative = await waitFor(() => {
    const buttons = screen.getAllByRole('button', { name: /\d pedidos?/, expanded: false });
    expect(buttons.length).toBeGreaterThan(0);
    return buttons.find((b) => b.classList.contains('representative__toggle'))!;
  });
  await user.click(representative);
  const cards = await screen.findByRole('list', { name: /Pedidos por filial/ });
  const card = within(cards).getAllByRole('button')[0];
  await user.click(card);
  const grid = await screen.findByRole('region', { name: /Produtos do pedido de/ });
  await waitFor(() => expect(grid.querySelectorAll('.ag-row').length).toBeGreaterThan(0));
  return { cards, card, grid };
}

/** Types a quantity into a grid cell and commits it with Enter. */
export async function typeQuantity({ user }: View, cell: HTMLElement, text: string) {
  await user.click(cell);
  await waitFor(() => expect(cell).toHaveFocus());
  await user.keyboard(`${text}{Enter}`);
}

/** Selects the first branch order of the first opened supplier and opens 'Ver Respostas por Produto' on its products, once they are read. */
export async function openAnswersOfFirstOrder(view: View) {
  await openFirstOrder(view);
  await view.user.click(screen.getAllByRole('checkbox', { name: /Selecionar o pedido de/ })[0]);
  await view.user.click(screen.getByRole('button', { name: 'Ver Respostas por Produto' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ver Respostas por Produto' });
  await waitFor(() => expect(view.store.getState().automaticOrderAnswers.status).toBe('loaded'));
  return dialog;
}
