import { act, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_CONFIG } from '../../app/configSlice';
import { renderApp } from '../../test/renderWithProviders';
import { parentRequested } from '../../shared/lib/appEvents';
import { AdminRoute } from './AdminRoute';

const TWELVE = ['Início', 'Cotações', 'Medicamentos', 'Negociações', 'Pedidos', 'Condição Comercial', 'Promoções', 'Acordos de Compra', 'Produtos', 'Configurações', 'Relatórios', 'Termo de adesão'];

describe('header menu', () => {
  it('shows the buyer menu without the administrator items', async () => {
    renderApp({ route: '/cotacao', user: 'comprador' });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const labels = within(menu).getAllByRole('link').map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'Cotações', 'Pedido Manual', 'Preferência SIC', 'Preferência']);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('shows Configurar alertas and Manutenção dos eans to the administrator', async () => {
    renderApp({ route: '/cotacao', user: 'admin' });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const labels = within(menu).getAllByRole('link').map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'Cotações', 'Pedido Manual', 'Configurar alertas', 'Preferência SIC', 'Preferência', 'Manutenção dos eans']);
  });

  it('outside development shows only the static list of section names', async () => {
    renderApp({ route: '/cotacao', preloadedState: { config: { ...DEFAULT_CONFIG, environment: 'production' } } });
    const sections = await screen.findByRole('list', { name: 'Seções' });
    expect(within(sections).getAllByRole('listitem').map((li) => li.textContent)).toEqual(TWELVE);
    expect(within(sections).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  });
});

describe('administrator-only routes', () => {
  const routes = [
    { path: '/cotacao', element: <h1>Início</h1> },
    { element: <AdminRoute />, children: [{ path: '/manutencao-eans', element: <h1>Manutenção dos EANs</h1> }] },
  ];

  it('send a buyer home', async () => {
    renderApp({ route: '/manutencao-eans', user: 'comprador', routes });
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manutenção dos EANs' })).toBeNull();
  });

  it('open for the administrator', async () => {
    renderApp({ route: '/manutencao-eans', user: 'admin', routes });
    expect(await screen.findByRole('heading', { name: 'Manutenção dos EANs' })).toBeInTheDocument();
  });
});

describe('footer and page chrome', () => {
  it('lists the twelve sections, each sending menuClick to the parent', async () => {
    const { user, dispatched } = renderApp({ route: '/cotacao' });
    const footer = await screen.findByRole('navigation', { name: 'Seções do portal' });
    const buttons = within(footer).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(TWELVE);
    await user.click(within(footer).getByRole('button', { name: 'Promoções' }));
    expect(dispatched(parentRequested)).toEqual([{ action: 'menuClick', menu: 'Promoções' }]);
  });

  it('shows six city phone lines and the company address', async () => {
    renderApp({ route: '/cotacao' });
    const contacts = await screen.findByRole('region', { name: 'Atendimento' });
    expect(within(contacts).getAllByRole('link')).toHaveLength(6);
    expect(within(contacts).getByText(/Av\. Paulista, 1578/)).toBeInTheDocument();
  });

  it('hides the contact block and the footer on request, and remembers it for the user', async () => {
    const { user } = renderApp({ route: '/cotacao' });
    await user.click(await screen.findByRole('button', { name: 'Ocultar contatos' }));
    expect(screen.queryByRole('region', { name: 'Atendimento' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ocultar rodapé' }));
    expect(screen.queryByRole('navigation', { name: 'Seções do portal' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('u:1001:rodape')!)).toEqual({ footerHidden: true, contactsHidden: true });
    await user.click(screen.getByRole('button', { name: 'Mostrar rodapé' }));
    expect(screen.getByRole('navigation', { name: 'Seções do portal' })).toBeInTheDocument();
  });

  it('shows the left and right banners standalone', async () => {
    renderApp({ route: '/cotacao' });
    expect(await screen.findByRole('complementary', { name: 'Publicidade à esquerda' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Publicidade à direita' })).toBeInTheDocument();
  });

  it('?embed hides the banners, also after moving to another page', async () => {
    const { router, user } = renderApp({ route: '/cotacao?embed=1' });
    await screen.findByRole('heading', { name: 'Início' });
    expect(screen.queryByRole('complementary', { name: /Publicidade/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'NOVA COTAÇÃO' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('complementary', { name: /Publicidade/ })).toBeNull();
  });

  it('?print hides the footer', async () => {
    renderApp({ route: '/cotacao?print' });
    await screen.findByRole('heading', { name: 'Início' });
    expect(screen.queryByRole('navigation', { name: 'Seções do portal' })).toBeNull();
  });

  it('the blank route hides the footer', async () => {
    renderApp({ route: '/blank' });
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.queryByRole('navigation', { name: 'Seções do portal' })).toBeNull();
  });

  it('the blank route resets the screens and cached server data, keeping the session', async () => {
    const { user, router, store } = renderApp({ route: '/cotacao' });
    await user.click(await screen.findByRole('button', { name: 'EM ANDAMENTO' }));
    await screen.findByRole('table', { name: 'EM ANDAMENTO' });
    await waitFor(() => expect(store.getState().entities.quotations.ids.length).toBeGreaterThan(0));

    await act(() => router.navigate('/blank'));

    await waitFor(() => expect(store.getState().entities.quotations.ids).toEqual([]));
    expect(Object.values(store.getState().quotationHome.panels).some((panel) => panel.open)).toBe(false);
    expect(store.getState().session.status).toBe('authenticated');
  });
});
