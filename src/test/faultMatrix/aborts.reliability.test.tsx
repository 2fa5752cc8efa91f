import { act, screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import { configureHttp } from '../../api/http';
import { readJournal } from '../../shared/lib/errorReporting';
import { recordZero } from '../reliabilityFigures';
import { renderApp } from '../renderWithProviders';
import { matrixLifecycle } from './faultMatrix';

/**
 * Leaving a screen aborts its requests, and an abort is never shown as an error (issue 17 item 4):
 * each screen's first read is held, the user goes elsewhere, the read must be aborted and nothing
 * must say it failed (no alert, no journal record, no console error).
 */
interface Screen {
  label: string;
  route: () => string;
  method: string;
  /** A path fragment of the held read. */
  path: string;
  /** The fault rule's path (mocks/db/core/faults.ts pattern). */
  fault: string;
  /** Something to do on the screen that starts the read (none: it starts on arrival). */
  start?: (view: ReturnType<typeof renderApp>) => Promise<void>;
}

const analysis = () => db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 0)!;

const SCREENS: Screen[] = [
  {
    label: 'listas do início',
    route: () => '/cotacao',
    method: 'POST',
    path: '/cotacao/getByFiltro',
    fault: '/cotacao/getByFiltro',
    start: async (view) => view.user.click(await screen.findByRole('button', { name: /COTAÇÕES EM CRIAÇÃO/ })),
  },
  { label: 'resumo', route: () => `/pedido-resumo/${analysis().id}`, method: 'GET', path: '/resumoresposta/getFornecedores/', fault: '/resumoresposta/getFornecedores/:id' },
  { label: 'pedido automático', route: () => `/pedido-automatico/${analysis().id}`, method: 'GET', path: '/fornecedores', fault: '/pedidoAutomatico/:id/fornecedores' },
  { label: 'revisão e envio', route: () => `/revisao-envio/${analysis().id}`, method: 'POST', path: '/fornecedores', fault: '/revisaoEnvio/:id/fornecedores' },
];

const watch = matrixLifecycle();
// The app's own timeout: the read must end by the user leaving, not by timing out.
beforeEach(() => configureHttp({ timeoutMs: 30_000 }));
let shownAsErrors = 0;
let notAborted = 0;
afterAll(() => {
  recordZero('faults.abortsShownAsErrors', '4 Matriz de falhas', `Cancelamentos mostrados como erro (${SCREENS.length} telas deixadas no meio de uma leitura)`, shownAsErrors);
  recordZero('faults.requestsLeftRunning', '4 Matriz de falhas', 'Leituras não canceladas ao deixar a tela', notAborted);
});

describe('leaving a screen in the middle of a read', () => {
  it.each(SCREENS)('$label: the read is aborted and no error is shown', async (target) => {
    const held: Request[] = [];
    const listener = ({ request }: { request: Request }): void => {
      if (request.method === target.method && new URL(request.url).pathname.includes(target.path)) held.push(request);
    };
    server.events.on('request:start', listener);
    // Every matching read is held (3 s), so the screen is still waiting when the user leaves.
    db().faults.add({ method: target.method, path: target.fault, delayMs: 3000, networkError: true });
    const view = renderApp({ route: target.route() });
    await target.start?.(view);
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    const journalBefore = readJournal().length;

    await act(() => view.router.navigate('/cotacao/filter'));
    await screen.findByRole('heading', { level: 1 });
    const aborted = await waitFor(() => {
      expect(held.filter((r) => !r.signal.aborted).map((r) => r.url)).toEqual([]);
      return true;
    }).catch((error: Error) => (console.warn(error.message), false));
    server.events.removeListener('request:start', listener);
    if (!aborted) notAborted += 1;
    const alerts = screen.queryAllByRole('alert').filter((el) => (el.textContent ?? '').trim() !== '');
    const journalled = readJournal().slice(journalBefore);
    if (alerts.length > 0 || journalled.length > 0 || watch.consoleErrors().length > 0) shownAsErrors += 1;
    expect(aborted).toBe(true);
    expect(alerts.map((el) => el.textContent)).toEqual([]);
    expect(journalled).toEqual([]);
    expect(watch.consoleErrors()).toEqual([]);
  });
});
