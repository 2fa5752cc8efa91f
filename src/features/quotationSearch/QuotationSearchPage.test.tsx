import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import { renderApp } from '../../test/renderWithProviders';
import { brasiliaDate, startOfBrasiliaDay } from '../../domain/brasiliaTime';

const today = brasiliaDate(new Date());
const monthsAgo = brasiliaDate(startOfBrasiliaDay(new Date(), -120));
const iso = (date: string) => date.split('/').reverse().join('-');

/** The masked fields take the digits as typed; the mask adds the slashes. */
async function typeDate(user: UserEvent, input: HTMLElement, value: string): Promise<void> {
  await user.clear(input);
  await user.type(input, value.replace(/\D/g, ''));
}

async function setCreationPeriod(user: UserEvent, from: string, to: string): Promise<void> {
  const range = screen.getByRole('group', { name: 'Data de criação' });
  await typeDate(user, within(range).getByLabelText('De'), from);
  await typeDate(user, within(range).getByLabelText('Até'), to);
}

describe('quotation search', () => {
  it('requires a complete creation or due period unless a code is given', async () => {
    const { user } = renderApp({ route: '/cotacao/filter' });
    await user.type(await screen.findByLabelText('Título'), 'Reposição');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('É necessário selecionar um período de data de criação ou de vencimento da cotação para realizar a pesquisa.')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Reposição');

    const range = screen.getByRole('group', { name: 'Data de criação' });
    await typeDate(user, within(range).getByLabelText('De'), monthsAgo);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(/É necessário selecionar um período/)).toBeInTheDocument();
  });

  it('finds a quotation by code alone, digits only, with a link to its summary', async () => {
    const target = db().data.quotations.find((q) => q.situacao === 'EM_ANDAMENTO')!;
    const { user } = renderApp({ route: '/cotacao/filter' });
    await user.type(await screen.findByLabelText('Código'), `a${target.id}x`);
    expect(screen.getByLabelText('Código')).toHaveValue(String(target.id));
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByRole('heading', { name: 'RESULTADO DA BUSCA (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: target.titulo })).toHaveAttribute('href', `/pedido-resumo/${target.id}`);
  });

  it('lists by creation period and status, cancelled titles without a link, and removes a literal %20 from the title', async () => {
    const cancelled = db().data.quotations.find((q) => q.situacao === 'CANCELADA')!;
    const { user } = renderApp({ route: '/cotacao/filter' });
    await user.click(await screen.findByRole('checkbox', { name: 'Cancelada' }));
    await user.type(screen.getByLabelText('Título'), `${cancelled.titulo}%20`);
    await setCreationPeriod(user, monthsAgo, today);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByRole('heading', { name: 'RESULTADO DA BUSCA (1)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Resultado da busca' });
    expect(within(table).getByText(cancelled.titulo)).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'Efetuamos a busca…' as an error when nothing is found and 'Houve problemas…' when the call fails", async () => {
    const { user } = renderApp({ route: '/cotacao/filter' });
    await user.type(await screen.findByLabelText('Código'), '999999');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Efetuamos a busca, porém não foi possível encontrar resultados.');

    server.use(http.post('*/api/cotacao/getByFiltro', () => HttpResponse.json({ mensagem: 'falha' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Houve problemas ao efetuar a busca.')).toBeInTheDocument();
  });

  it('takes dates as masked dd/mm/aaaa, rejects impossible ones and a start after the end', async () => {
    const { user } = renderApp({ route: '/cotacao/filter' });
    const range = await screen.findByRole('group', { name: 'Data de criação' });
    const from = within(range).getByLabelText('De');
    expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await typeDate(user, from, '31/02/2026');
    expect(from).toHaveValue('31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await within(range).findByText('Informe uma data válida (dd/mm/aaaa).')).toBeInTheDocument();

    await setCreationPeriod(user, today, monthsAgo);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await within(range).findByText('A data inicial não pode ser depois da final.')).toBeInTheDocument();
  });

  it('keeps the period in the address as ISO dates and shows it back as dd/mm/aaaa', async () => {
    const { user, router } = renderApp({ route: '/cotacao/filter' });
    await screen.findByLabelText('Título');
    await setCreationPeriod(user, monthsAgo, today);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await screen.findByRole('heading', { name: /^RESULTADO DA BUSCA \([1-9]/ });
    expect(new URLSearchParams(router.state.location.search).get('cadastroDe')).toBe(iso(monthsAgo));
    expect(new URLSearchParams(router.state.location.search).get('cadastroAte')).toBe(iso(today));
  });

  it('fills the masked fields from a period kept in the address', async () => {
    renderApp({ route: `/cotacao/filter?cadastroDe=${iso(monthsAgo)}&cadastroAte=${iso(today)}` });
    const range = await screen.findByRole('group', { name: 'Data de criação' });
    expect(within(range).getByLabelText('De')).toHaveValue(monthsAgo);
    expect(within(range).getByLabelText('Até')).toHaveValue(today);
    expect(await screen.findByRole('heading', { name: /^RESULTADO DA BUSCA \([1-9]/ })).toBeInTheDocument();
  });

  it('repeats the search kept in the address', async () => {
    const target = db().data.quotations.find((q) => q.situacao === 'FINALIZADA')!;
    renderApp({ route: `/cotacao/filter?codigo=${target.id}` });
    expect(await screen.findByRole('heading', { name: 'RESULTADO DA BUSCA (1)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Código')).toHaveValue(String(target.id));
  });
});

describe('quotation search: address and messages', () => {
  it('drops invalid address parameters with a notice and sends no search when nothing usable is left', async () => {
    let searches = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/cotacao/getByFiltro')) searches += 1;
    });
    const { router } = renderApp({ route: '/cotacao/filter?codigo=abc&cadastroDe=foo' });
    expect(await screen.findByText('Parâmetros inválidos foram ignorados: codigo, cadastroDe.')).toBeInTheDocument();
    expect(screen.queryByText('Houve problemas ao efetuar a busca.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /RESULTADO DA BUSCA/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(searches).toBe(0);
    server.events.removeAllListeners();
  });

  it('keeps the valid parameters and searches with them', async () => {
    const target = db().data.quotations.find((q) => q.situacao === 'FINALIZADA')!;
    renderApp({ route: `/cotacao/filter?codigo=${target.id}&vencimentoAte=2026-02-31&situacao=INVENTADA` });
    expect(await screen.findByRole('heading', { name: 'RESULTADO DA BUSCA (1)' })).toBeInTheDocument();
    expect(screen.getByText('Parâmetros inválidos foram ignorados: vencimentoAte, situacao.')).toBeInTheDocument();
  });

  it('shows no result panel before the first search', async () => {
    const { user } = renderApp({ route: '/cotacao/filter' });
    await user.type(await screen.findByLabelText('Título'), 'Reposição');
    expect(screen.queryByRole('heading', { name: /RESULTADO DA BUSCA/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum dado encontrado.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(/É necessário selecionar um período/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /RESULTADO DA BUSCA/ })).not.toBeInTheDocument(); // refused before sending
  });

  it('shows one message at a time: a field error replaces the earlier period banner', async () => {
    const { user } = renderApp({ route: '/cotacao/filter' });
    await user.click(await screen.findByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText(/É necessário selecionar um período/)).toBeInTheDocument();
    await setCreationPeriod(user, today, monthsAgo); // end before start
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('A data inicial não pode ser depois da final.')).toBeInTheDocument();
    expect(screen.queryByText(/É necessário selecionar um período/)).not.toBeInTheDocument();
  });
});
