import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import { parentRequested, recentQuotationChanged } from '../../shared/lib/appEvents';
import { renderApp } from '../../test/renderWithProviders';

/** The paths of the calls the app made, as the mock API saw them. */
function recordCalls(): string[] {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
  };
  server.events.on('request:start', listener);
  return calls;
}

afterEach(() => server.events.removeAllListeners());

/** Every address the router went through. */
function visited(router: ReturnType<typeof renderApp>['router']): string[] {
  const paths: string[] = [];
  router.subscribe((state) => paths.push(state.location.pathname));
  return paths;
}

const latest = () => [...db().data.quotations].sort((a, b) => b.dataCadastro.localeCompare(a.dataCadastro) || b.id - a.id)[0];

async function recentList() {
  const section = await screen.findByRole('region', { name: 'Itens recentes' });
  return within(section).findAllByRole('button');
}

describe('side column', () => {
  it('lists the recent quotations by title', async () => {
    renderApp({ route: '/cotacao' });
    const items = await recentList();
    expect(items[0]).toHaveTextContent(latest().titulo);
  });

  it('hides the list when the server answers 405', async () => {
    db().faults.add({ path: '/lateral/getItensRecentes', status: 405 });
    renderApp({ route: '/cotacao' });
    expect(await screen.findByRole('button', { name: 'Criar Cotação' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Itens recentes' })).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.queryByRole('region', { name: 'Itens recentes' })).toBeNull();
  });

  it("'Criar Cotação' sends criarNovaCotacao and, standalone, opens the wizard", async () => {
    const { user, router, dispatched } = renderApp({ route: '/cotacao' });
    const paths = visited(router);
    await user.click(await screen.findByRole('button', { name: 'Criar Cotação' }));
    expect(dispatched(parentRequested)).toEqual([{ action: 'criarNovaCotacao' }]);
    await waitFor(() => expect(paths[0]).toBe('/cotacao/criar'));
  });

  it("hovering an item shows due date, status, products and responses, and 'Ver' sends verCotacao", async () => {
    const quotation = latest();
    const { user, router, dispatched } = renderApp({ route: '/cotacao' });
    const paths = visited(router);
    const [first] = await recentList();
    await user.hover(first);
    const popover = await screen.findByRole('group', { name: `Cotação ${quotation.titulo}` });
    expect(within(popover).getByText('Vencimento')).toBeInTheDocument();
    expect(within(popover).getByText('Situação')).toBeInTheDocument();
    expect(within(popover).getByText('Produtos').nextSibling).toHaveTextContent(String(quotation.itens.length));
    expect(within(popover).getByText('Respostas')).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Ver' }));
    expect(dispatched(parentRequested)).toEqual([{ action: 'verCotacao', idCotacao: quotation.id }]);
    await waitFor(() => expect(paths[0]).toMatch(new RegExp(`/${quotation.id}$`)));
  });

  it('shows the number of branches only when above 0', async () => {
    const quotation = latest();
    const { user } = renderApp({ route: '/cotacao' });
    const [first] = await recentList();
    quotation.filiais = [];
    await user.hover(first);
    const popover = await screen.findByRole('group', { name: `Cotação ${quotation.titulo}` });
    expect(await within(popover).findByText('Produtos')).toBeInTheDocument();
    expect(within(popover).queryByText('Filiais')).toBeNull();
  });

  it('closes the popover shortly after the pointer leaves, and keeps its data fresh without calling again', async () => {
    const calls = recordCalls();
    const { user } = renderApp({ route: '/cotacao' });
    const [first] = await recentList();
    await user.hover(first);
    await within(await screen.findByRole('group', { name: /^Cotação / })).findByText('Produtos');
    await user.unhover(first);
    await waitFor(() => expect(screen.queryByRole('group', { name: /^Cotação / })).toBeNull());
    await user.hover(first);
    expect(await within(await screen.findByRole('group', { name: /^Cotação / })).findByText('Produtos')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('GET /lateral/getDadosCotacao/'))).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('GET /lateral/getQtdRespostas'))).toHaveLength(1);
  });

  it('after a change it evicts the caches and refreshes the list', async () => {
    const calls = recordCalls();
    const { store } = renderApp({ route: '/cotacao' });
    await recentList();
    const quotation = latest();
    quotation.titulo = 'Reposição de antibióticos';
    act(() => void store.dispatch(recentQuotationChanged({ idCotacao: quotation.id })));
    expect(await screen.findByRole('button', { name: 'Reposição de antibióticos' })).toBeInTheDocument();
    expect(calls).toEqual(expect.arrayContaining(['DELETE /lateral/evictItensRecentes', `DELETE /lateral/evictDadosCotacao/${quotation.id}`]));
    expect(calls.lastIndexOf('GET /lateral/getItensRecentes')).toBeGreaterThan(calls.indexOf('DELETE /lateral/evictItensRecentes'));
  });
});
