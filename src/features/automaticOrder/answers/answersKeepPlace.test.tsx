import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderWithProviders';
import { openFirstOrder, quotationWithOrders } from '../../../test/automaticOrderPage';

/** Issue 28: closing 'Ver Respostas por Produto' keeps the open supplier, representative and order panels. */
const expanded = () => screen.queryAllByRole('button', { expanded: true }).map((button) => button.getAttribute('aria-controls'));

describe("closing 'Ver Respostas por Produto'", () => {
  it.each([
    ['one order selected', /Selecionar o pedido de/],
    ['every product selected', /Selecionar todos os produtos/],
  ])('after choosing another answer (%s) keeps the open panels', async (_case, box) => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await openFirstOrder(view);
    await view.user.click(screen.getAllByRole('checkbox', { name: box })[0]);
    const before = expanded();
    expect(before.length).toBeGreaterThanOrEqual(3);
    await view.user.click(screen.getByRole('button', { name: 'Ver Respostas por Produto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ver Respostas por Produto' });
    await waitFor(() => expect(view.store.getState().automaticOrderAnswers.status).toBe('loaded'));
    const other = within(dialog).getAllByRole('checkbox', { name: /^Escolher a resposta de/, checked: false }).find((box) => !(box as HTMLInputElement).disabled)!;
    expect(other).toBeDefined();
    await view.user.click(other);
    await waitFor(() => expect(other).toBeChecked());
    await view.user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ver Respostas por Produto' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 100));
    await waitFor(() => expect(expanded()).toEqual(before));
  });
});
