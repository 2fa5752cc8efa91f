import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';

function panelButton(name: string) {
  return screen.getByRole('button', { name });
}

describe('quotation home', () => {
  it('shows Início, the two buttons and five collapsed panels', async () => {
    renderApp({ route: '/cotacao' });
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NOVA COTAÇÃO' })).toHaveAttribute('href', '/cotacao/criar');
    expect(screen.getByRole('link', { name: 'CONSULTAR COTAÇÕES' })).toHaveAttribute('href', '/cotacao/filter');
    for (const title of ['COTAÇÕES EM CRIAÇÃO', 'EM ANDAMENTO', 'PARA ANÁLISE', 'FINALIZADAS', 'CANCELADAS']) {
      expect(panelButton(title)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists a panel when it opens: titles cut to 30 characters, links by status, Veja Mais to the search', async () => {
    const inCreation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO')!;
    inCreation.titulo = 'Reposição de estoque das filiais do interior';
    const { user } = renderApp({ route: '/cotacao' });
    await user.click(await screen.findByRole('button', { name: /COTAÇÕES EM CRIAÇÃO/ }));
    const link = await screen.findByRole('link', { name: 'Reposição de estoque das filia...' });
    expect(link).toHaveAttribute('href', `/cotacao/criar/${inCreation.id}`);
    expect(screen.getByRole('link', { name: 'Veja Mais: COTAÇÕES EM CRIAÇÃO' })).toHaveAttribute('href', '/cotacao/filter');

    await user.click(panelButton('EM ANDAMENTO'));
    const running = db().data.quotations.find((q) => q.situacao === 'EM_ANDAMENTO')!;
    expect(await screen.findByRole('link', { name: running.titulo.slice(0, 30) + (running.titulo.length > 30 ? '...' : '') })).toHaveAttribute(
      'href',
      `/pedido-resumo/${running.id}`,
    );
  });

  it('shows cancelled quotations as plain text with their reason', async () => {
    const cancelled = db().data.quotations.find((q) => q.situacao === 'CANCELADA')!;
    const { user } = renderApp({ route: '/cotacao' });
    await user.click(await screen.findByRole('button', { name: /CANCELADAS/ }));
    const table = await screen.findByRole('table', { name: 'CANCELADAS' });
    const row = (await within(table).findByText(String(cancelled.id))).closest('tr')!;
    expect(within(row).getByText(cancelled.motivoCancelamento!)).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the export icon only with products and opens the returned link in a new window', async () => {
    const quotations = db().data.quotations.filter((q) => q.situacao === 'FINALIZADA');
    quotations[0].itens = [];
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp({ route: '/cotacao' });
    await user.click(await screen.findByRole('button', { name: /FINALIZADAS/ }));
    const table = await screen.findByRole('table', { name: 'FINALIZADAS' });
    const empty = (await within(table).findByText(String(quotations[0].id))).closest('tr')!;
    expect(within(empty).queryByRole('button', { name: /Exportar produtos da cotação\./ })).not.toBeInTheDocument();

    const withProducts = db().data.quotations.find((q) => q.situacao === 'EM_ANDAMENTO')!;
    await user.click(panelButton('EM ANDAMENTO'));
    const button = await screen.findByRole('button', { name: `Exportar produtos da cotação. (${withProducts.id})` });
    expect(button).toHaveAttribute('title', 'Exportar produtos da cotação.');
    await user.click(button);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [link, target] = open.mock.calls[0];
    expect(target).toBe('_blank');
    expect(String(link)).toContain(`/api/cotacao/exportProdutosCotacao/${withProducts.id}/arquivo?`);
    const file = await fetch(String(link));
    expect(await file.text()).toMatch(/^EAN;Produto;Apresentação;Fabricante;Quantidade/);
    open.mockRestore();
  });

  it('looks back 90 days only', async () => {
    const old = db().data.quotations.find((q) => q.situacao === 'FINALIZADA')!;
    old.dataCadastro = new Date(Date.now() - 95 * 86_400_000).toISOString();
    const { user } = renderApp({ route: '/cotacao' });
    await user.click(await screen.findByRole('button', { name: /FINALIZADAS/ }));
    const table = await screen.findByRole('table', { name: 'FINALIZADAS' });
    await waitFor(() => expect(within(table).getByText('Nenhum dado encontrado.')).toBeInTheDocument());
  });
});
