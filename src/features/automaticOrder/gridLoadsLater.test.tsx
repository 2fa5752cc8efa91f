import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { openFirstOrder, quotationWithOrders } from '../../test/automaticOrderPage';

// Notes when AG Grid's code is first run (the real module, untouched), and whether the first suppliers were on screen then.
const evaluated: { suppliersShown: boolean }[] = [];
jest.mock('ag-grid-react', () => {
  evaluated.push({ suppliersShown: document.querySelectorAll('.supplier__toggle').length > 0 });
  return jest.requireActual('ag-grid-react');
});

describe('the automatic order page shows its suppliers without AG Grid’s code (issue 31, first view)', () => {
  it('runs AG Grid only after the first suppliers show, before an order is opened; an opened order then shows its products', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const suppliers = await screen.findAllByRole('button', { name: /\d pedidos?/, expanded: false });
    expect(suppliers.length).toBeGreaterThan(0);
    // Preloaded once the browser is idle after the suppliers show, so opening an order does not wait for it.
    await waitFor(() => expect(evaluated).toEqual([{ suppliersShown: true }]));

    await view.user.click(suppliers[0]);
    const representative = await waitFor(() => {
      const found = screen.getAllByRole('button', { name: /\d pedidos?/, expanded: false }).find((b) => b.classList.contains('representative__toggle'));
      expect(found).toBeDefined();
      return found!;
    });
    await view.user.click(representative);
    const cards = await screen.findByRole('list', { name: /Pedidos por filial/ });
    await view.user.click(within(cards).getAllByRole('button')[0]);
    const grid = await screen.findByRole('region', { name: /Produtos do pedido de/ });
    await waitFor(() => expect(grid.querySelectorAll('.ag-row').length).toBeGreaterThan(0));
  });

  it('reopening an order whose items are kept: the click shows the card open at once, the grid mounts after that frame', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { card } = await openFirstOrder(view);
    await view.user.click(card);
    await waitFor(() => expect(screen.queryByRole('region', { name: /Produtos do pedido de/ })).toBeNull());

    fireEvent.click(card);
    // The click's own render: the card is open with its loading line, AG Grid not yet built.
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Carregando produtos…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Produtos do pedido de/ })).toBeNull();
    const grid = await screen.findByRole('region', { name: /Produtos do pedido de/ });
    await waitFor(() => expect(grid.querySelectorAll('.ag-row').length).toBeGreaterThan(0));
  });
});
