import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import type { CategoriaPrioridadeDto } from '../../api/resumoRespostaDto';
import { FAST_TIMING } from '../../shared/saga/timing';
import { renderApp } from '../../test/renderWithProviders';
import { SUPPLIER_REFETCH_LIMIT } from './summarySagas';

const analysis = () => db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
const categoryButton = (name: RegExp) => within(screen.getByRole('region', { name: 'Categorias de resposta' })).getByRole('button', { name });

/** Records the bodies of PUT /resumoresposta/categoria/{id} as they reach the mock API. */
function recordCategoryPuts(): CategoriaPrioridadeDto[][] {
  const bodies: CategoriaPrioridadeDto[][] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.includes('/resumoresposta/categoria/')) void request.clone().json().then((body) => bodies.push(body as CategoriaPrioridadeDto[]));
  });
  return bodies;
}

afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

describe('summary categories', () => {
  it('shows each category with its quantity; the seven defaults when loading fails', async () => {
    server.use(http.get('*/api/resumoresposta/getCategorias/:id', () => HttpResponse.json({ mensagem: 'falhou' }, { status: 500 })));
    renderApp({ route: `/pedido-resumo/${analysis().id}` });
    const region = await screen.findByRole('region', { name: 'Categorias de resposta' });
    expect(within(region).getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual([
      'Respondida0',
      'Usuário e/ou senha inválido.0',
      'Verificar resposta0',
      'Não possui os itens em estoque0',
      'Aguardando0',
      'Vencida0',
      'Atrasada0',
    ]);
    expect(screen.getByText(/mostrando as categorias padrão/)).toBeInTheDocument();
  });

  it('sends one PUT 800 ms after the last of several quick changes, with the final order and switches', async () => {
    const quotation = analysis();
    const puts = recordCategoryPuts();
    renderApp({ route: `/pedido-resumo/${quotation.id}`, timing: { ...FAST_TIMING, categorySaveDebounceMs: 800 } });
    await screen.findByRole('button', { name: /^Respondida/ });
    jest.useFakeTimers({ now: Date.now() });

    fireEvent.click(categoryButton(/^Respondida/));
    act(() => jest.advanceTimersByTime(300));
    fireEvent.keyDown(categoryButton(/^Atrasada/), { key: 'ArrowLeft', altKey: true });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Mover Respondida para a direita' }));
    fireEvent.click(categoryButton(/^Vencida/));
    act(() => jest.advanceTimersByTime(799));
    await act(async () => Promise.resolve());
    expect(puts).toHaveLength(0);

    await act(async () => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual([
      { categoria: 'USUARIO_SENHA', prioridade: 6, ativo: true },
      { categoria: 'RESPONDIDA', prioridade: 5, ativo: false },
      { categoria: 'NAO_ATENDE', prioridade: 4, ativo: true },
      { categoria: 'ESTOQUE', prioridade: 3, ativo: true },
      { categoria: 'AGUARDANDO', prioridade: 2, ativo: true },
      { categoria: 'ATRASADA', prioridade: 1, ativo: true },
      { categoria: 'VENCIDA', prioridade: 0, ativo: false },
    ]);
  });

  it('announces a keyboard move for screen readers', async () => {
    const { user } = renderApp({ route: `/pedido-resumo/${analysis().id}` });
    await user.click(await screen.findByRole('button', { name: 'Mover Atrasada para a esquerda' }));
    expect(await screen.findByText('Categoria Atrasada movida para a posição 6 de 7.')).toBeInTheDocument();
  });

  it('leaving the summary sends a pending category save at once', async () => {
    const puts = recordCategoryPuts();
    const { user, router } = renderApp({ route: `/pedido-resumo/${analysis().id}`, timing: { ...FAST_TIMING, categorySaveDebounceMs: 60_000 } });
    await user.click(await screen.findByRole('button', { name: /^Vencida/ }));
    expect(puts).toHaveLength(0);
    await act(() => router.navigate('/cotacao'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].find((c) => c.categoria === 'VENCIDA')!.ativo).toBe(false);
  });

  it('shows a failed save as not saved, with retry', async () => {
    let fail = true;
    server.use(http.put('*/api/resumoresposta/categoria/:id', () => (fail ? HttpResponse.json({ mensagem: 'Indisponível' }, { status: 503 }) : undefined)));
    const { user } = renderApp({ route: `/pedido-resumo/${analysis().id}` });
    await user.click(await screen.findByRole('button', { name: /^Vencida/ }));
    const alert = await screen.findByRole('alert', { name: 'Alterações não salvas' });
    expect(within(alert).getByText('Categorias de resposta')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Alterações não salvas' })).not.toBeInTheDocument());
  });

  it('reads an empty supplier list again while active categories have answers, at most 20 more times', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/resumoresposta/getFornecedores/:id', () => {
        reads += 1;
        return HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10, first: true, last: true, empty: true });
      }),
    );
    renderApp({ route: `/pedido-resumo/${analysis().id}` });
    expect(await screen.findByText('Categoria selecionada não encontrada!')).toBeInTheDocument();
    expect(reads).toBe(1 + SUPPLIER_REFETCH_LIMIT);
  });

  it('stops reading again as soon as suppliers arrive', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/resumoresposta/getFornecedores/:id', () => {
        reads += 1;
        return reads < 3 ? HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10, first: true, last: true, empty: true }) : undefined;
      }),
    );
    renderApp({ route: `/pedido-resumo/${analysis().id}` });
    expect((await screen.findAllByRole('button', { name: 'Visualizar respostas por filial' })).length).toBeGreaterThan(0);
    expect(reads).toBe(3);
  });
});
