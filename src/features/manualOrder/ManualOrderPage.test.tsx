import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { manualPath } from '../../test/manualOrderPage';

describe('manual order page', () => {
  it('shows the header with Pedido current, one panel per branch titled CNPJ - trade name, products and their answers', async () => {
    renderApp({ route: manualPath() });
    await screen.findByText('Pedido manual: compra de medicamentos');
    await new Promise((r) => setTimeout(r, 1500));
    // eslint-disable-next-line no-console
    console.log(document.body.innerHTML.slice(0, 6000));
    const panels = await waitFor(() => {
      const found = document.querySelectorAll<HTMLElement>('.manual-branch');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(within(panels[0]).getByRole('heading').textContent).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2} - .+/);
    await waitFor(() => expect(document.querySelectorAll('.manual-answers__table').length).toBeGreaterThan(0), { timeout: 8000 });
  });
});
