import { act, screen } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';

describe("screens not built yet say 'Em construção'", () => {
  it.each([
    ['/preferencia-sic', 'Preferência SIC'],
    ['/preferencia-cliente', 'Preferência'],
    ['/OrdersShippedOrInvoiced', 'Pedidos enviados ou faturados'],
  ])('%s stays there and names %s', async (route, name) => {
    const { router } = renderApp({ route });
    expect(await screen.findByRole('heading', { name: 'Em construção' })).toBeInTheDocument();
    expect(screen.getByText(name, { selector: 'strong' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/cotacao');
  });

  it("'Voltar' goes back to where the user came from", async () => {
    const { user, router } = renderApp({ route: '/cotacao/filter' });
    await screen.findByRole('heading', { name: 'Consultar cotações' });
    await act(() => router.navigate('/preferencia-sic'));
    await user.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Consultar cotações' })).toBeInTheDocument();
  });

  it('opened directly, offers only the way to the home', async () => {
    renderApp({ route: '/preferencia-sic' });
    await screen.findByRole('heading', { name: 'Em construção' });
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
  });
});
