import { act, screen, within } from '@testing-library/react';
import { parentRequested } from '../../shared/lib/appEvents';
import { renderApp } from '../../test/renderWithProviders';

const sideColumn = () => screen.findByRole('complementary', { name: 'Coluna lateral' });
const toggle = async () => within(await sideColumn()).getByRole('button', { name: 'Coluna lateral' });

describe('side column rail', () => {
  it('is open on the quotation pages and collapses to a rail that keeps only Criar Cotação', async () => {
    const { user } = renderApp({ route: '/cotacao' });
    expect(await toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'Itens recentes' })).toBeInTheDocument();

    await user.click(await toggle());
    expect(await toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Itens recentes' })).toBeNull();
    expect(within(await sideColumn()).getByRole('button', { name: 'Criar Cotação' })).toHaveAttribute('title', 'Criar Cotação');
  });

  it('remembers the choice per user, also after the blank route', async () => {
    const { user, router } = renderApp({ route: '/cotacao', user: 'comprador' });
    await user.click(await toggle());
    expect(JSON.parse(window.localStorage.getItem('u:1001:colunaLateral')!)).toEqual({ collapsed: true });
    await act(() => router.navigate('/blank'));
    await act(() => router.navigate('/cotacao'));
    expect(await toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('reads the stored choice of the signed-in user only', async () => {
    window.localStorage.setItem('u:1001:colunaLateral', JSON.stringify({ collapsed: true }));
    renderApp({ route: '/cotacao', user: 'admin' });
    expect(await toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts collapsed on order pages until the user chooses; then the choice wins there too', async () => {
    const { user, router } = renderApp({ route: '/pedido-resumo/1001' });
    expect(await screen.findByRole('heading', { name: /Cotação 1001/ })).toBeInTheDocument();
    expect(await toggle()).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate('/cotacao'));
    expect(await toggle()).toHaveAttribute('aria-expanded', 'true');

    await act(() => router.navigate('/revisao-envio/1001'));
    await user.click(await toggle());
    expect(await toggle()).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/pedido-manual/1001'));
    expect(await toggle()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe("side column 'Criar Cotação' on the wizard", () => {
  it('is secondary there and asks before starting over; Continuar keeps the page', async () => {
    const { user, router, dispatched } = renderApp({ route: '/cotacao/criar/1000' });
    const create = within(await sideColumn()).getByRole('button', { name: 'Criar Cotação' });
    expect(create).not.toHaveClass('btn--primary');

    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Criar nova cotação?' });
    expect(dialog).toHaveTextContent('o que ainda não foi salvo nesta será perdido');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar nesta cotação' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/cotacao/criar/1000');
    expect(dispatched(parentRequested)).toEqual([]);

    await user.click(create);
    await user.click(within(await screen.findByRole('dialog', { name: 'Criar nova cotação?' })).getByRole('button', { name: 'Criar nova cotação' }));
    expect(router.state.location.pathname).toBe('/cotacao/criar');
    expect(dispatched(parentRequested)).toEqual([{ action: 'criarNovaCotacao' }]);
  });

  it('after confirming, starts a blank quotation even from /cotacao/criar', async () => {
    const { user } = renderApp({ route: '/cotacao/criar' });
    await screen.findByRole('heading', { name: 'Fornecedores' });
    await user.type(screen.getByLabelText('Título *'), 'Compra de teste');
    expect(screen.getByLabelText('Título *')).toHaveValue('Compra de teste');
    await user.click(within(await sideColumn()).getByRole('button', { name: 'Criar Cotação' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Criar nova cotação?' })).getByRole('button', { name: 'Criar nova cotação' }));
    expect(await screen.findByLabelText('Título *')).toHaveValue('');
  });

  it('is primary and asks nothing elsewhere', async () => {
    const { user, router } = renderApp({ route: '/cotacao/filter' });
    const create = within(await sideColumn()).getByRole('button', { name: 'Criar Cotação' });
    expect(create).toHaveClass('btn--primary');
    await user.click(create);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/cotacao/criar');
  });
});
