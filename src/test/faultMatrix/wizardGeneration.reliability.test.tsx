import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { generationsOf } from '../../../mocks/db/generation/generationJobs';
import { TEXTS as GEN } from '../../features/orderGeneration/orderGenerationTexts';
import { orderGenerationRequested } from '../../shared/lib/appEvents';
import { renderApp } from '../renderWithProviders';
import { describeMatrix, landed, type Flow } from './faultMatrix';

const EQUIVALENCE = 'Compra por equivalência de produtos';
const searchMode = () => within(screen.getByRole('group', { name: 'Busca de produto *' })).getByRole('radio', { name: EQUIVALENCE });
const unsaved = () => screen.queryByRole('alert', { name: 'Alterações não salvas' });

const wizardSave: Flow<{ id: number }> = {
  id: 'wizardSave',
  label: 'salvamento do assistente de cotação',
  method: 'PUT',
  path: '/cotacaoCadastro/:id/modoCompra',
  safe: false,
  queuedSave: true,
  emptyIs: 'success',
  open: async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO' && q.itens.length >= 2)!;
    quotation.buscaDeProduto = '';
    const view = renderApp({ route: `/cotacao/criar/${quotation.id}` });
    await view.user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('2. adicionar produtos'));
    return { view, id: quotation.id };
  },
  trigger: async ({ view }) => view.user.click(searchMode()),
  landmark: () => screen.queryByRole('group', { name: 'Busca de produto *' }),
  succeeded: async ({ id }) => {
    await waitFor(() => expect(landed()).toBeGreaterThan(0));
    await waitFor(() => expect(db().data.quotations.find((q) => q.id === id)!.buscaDeProduto).toBe('EQUIVALENCIA'));
    await waitFor(() => expect(unsaved()).toBeNull());
  },
  failureText: async () => (await screen.findByRole('alert', { name: 'Alterações não salvas' })).textContent ?? '',
  typedKept: () => expect(searchMode()).toBeChecked(),
};

const generation: Flow<{ id: number; router: ReturnType<typeof renderApp>['router'] }> = {
  id: 'generation',
  label: 'geração de pedidos',
  method: 'GET',
  path: '/pedido/:id/generate',
  safe: true,
  emptyIs: 'failure',
  open: async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
    db()
      .answersOf(quotation.id)
      .forEach((a) => (a.categoria = a.categoria === 'ATRASADA' ? 'ESTOQUE' : a.categoria));
    const view = renderApp({ route: '/' });
    act(() => void view.store.dispatch(orderGenerationRequested({ idCotacao: quotation.id, manual: false })));
    await screen.findByRole('dialog', { name: GEN.confirmTitle });
    return { view, id: quotation.id, router: view.router };
  },
  trigger: async ({ view }) => view.user.click(screen.getByRole('button', { name: 'Sim' })),
  afterLogin: async ({ view, id }) => {
    act(() => void view.store.dispatch(orderGenerationRequested({ idCotacao: id, manual: false })));
    await view.user.click(await screen.findByRole('button', { name: 'Sim' }));
  },
  landmark: () => document.querySelector('main') ?? screen.queryByRole('dialog'),
  succeeded: async ({ router, id }) => {
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pedido-automatico/${id}`));
    expect(generationsOf(db()).started).toBe(1);
  },
  failureText: async () => (await screen.findByRole('alert')).textContent ?? '',
  spinner: () => screen.queryByText(GEN.generating),
};

describeMatrix([wizardSave, generation]);
