import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '../../mocks/db/core/current';
import { generationsOf } from '../../mocks/db/generation/generationJobs';
import { server } from '../../mocks/node';
import { TEXTS as GENERATION_TEXTS } from '../features/orderGeneration/orderGenerationTexts';
import { loadSuppliers } from '../features/summary/summarySagas';
import { logoutRequested } from '../entities/session/sessionSlice';
import { orderGenerationRequested } from '../shared/lib/appEvents';
import { poll } from '../shared/saga/polling';
import { DEFAULT_TIMING } from '../shared/saga/timing';
import { recordFigure, recordZero } from '../test/reliabilityFigures';
import { renderApp } from '../test/renderWithProviders';
import { runningSagas } from '../test/runningSagas';

/**
 * Issue 17 item 5, polling: every poll of the app (the order generation's job status through
 * shared/saga/polling.ts, the summary's supplier list read again while the server still counts
 * answers) stops with its screen: 0 requests over the following fake minutes; and there is at
 * most one poller at a time even when the start repeats or the screen is entered twice fast.
 * Requests are counted at the mock API (msw), pollers in the saga middleware; time is Jest's.
 */
const MINUTE = 60_000;

function countRequests(match: (path: string) => boolean) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (match(new URL(request.url).pathname)) count += 1;
  };
  server.events.on('request:start', listener);
  return { count: () => count, stop: () => server.events.removeListener('request:start', listener) };
}

/** Advances Jest's clock by `ms` in steps, noting the running pollers after each. */
async function advance(ms: number, step: number, sample: () => void) {
  for (let t = 0; t < ms; t += step) {
    await act(() => jest.advanceTimersByTimeAsync(step));
    sample();
  }
}

const afterCancel: number[] = [];
const maxPollers: number[] = [];

beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());
afterAll(() => {
  recordZero('sagas.requestsAfterPollCancel', '5 Sagas', 'Requisições de polling depois do cancelamento (saída da tela ou logout, 5 min simulados cada)', afterCancel.reduce((a, b) => a + b, 0));
  const max = Math.max(...maxPollers);
  recordFigure({ id: 'sagas.maxConcurrentPollers', area: '5 Sagas', label: 'Pollers simultâneos no máximo (início repetido, tela aberta duas vezes)', value: max, target: '≤ 1', pass: max <= 1 });
});

describe('polling stops with its screen and never runs twice (issue 17 item 5)', () => {
  it('order generation: a repeated start polls once; leaving stops it with no request after', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
    db().answersOf(quotation.id).forEach((a) => (a.categoria = a.categoria === 'ATRASADA' ? 'ESTOQUE' : a.categoria));
    generationsOf(db()).paused = true; // the job keeps answering gerando: true
    const pollers = runningSagas([poll]);
    const { store } = renderApp({ route: '/', timing: DEFAULT_TIMING, saga: pollers.saga });
    const requested = () => store.dispatch(orderGenerationRequested({ idCotacao: quotation.id, manual: false }));
    act(() => void (requested(), requested()));
    await screen.findByRole('dialog', { name: GENERATION_TEXTS.confirmTitle });
    const polls = countRequests((path) => path.includes('/pedidoGerando/'));
    act(() => void (store.dispatch({ type: 'orderGeneration/generationConfirmed' }), store.dispatch({ type: 'orderGeneration/generationConfirmed' })));
    await advance(MINUTE, 250, () => pollers.sample(poll));
    act(() => void requested()); // the start again while it polls
    await advance(MINUTE, 250, () => pollers.sample(poll));
    polls.stop();
    expect(polls.count()).toBeGreaterThan(10);
    expect(generationsOf(db()).started).toBe(1);

    act(() => void store.dispatch({ type: 'orderGeneration/generationLeft' }));
    const after = countRequests((path) => path.includes('/pedidoGerando/') || path.endsWith('/generate'));
    await advance(5 * MINUTE, 1000, () => pollers.sample(poll));
    after.stop();
    afterCancel.push(after.count());
    maxPollers.push(pollers.sample(poll));
    expect(pollers.running(poll)).toBe(0);
    expect(after.count()).toBe(0);
    expect(pollers.sample(poll)).toBe(1);
    generationsOf(db()).paused = false;
  });

  it('order generation: logging out while it polls stops it with no request after', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
    db().answersOf(quotation.id).forEach((a) => (a.categoria = a.categoria === 'ATRASADA' ? 'ESTOQUE' : a.categoria));
    generationsOf(db()).paused = true;
    const pollers = runningSagas([poll]);
    const { store } = renderApp({ route: '/', timing: DEFAULT_TIMING, saga: pollers.saga });
    act(() => void store.dispatch(orderGenerationRequested({ idCotacao: quotation.id, manual: false })));
    await screen.findByRole('dialog', { name: GENERATION_TEXTS.confirmTitle });
    act(() => void store.dispatch({ type: 'orderGeneration/generationConfirmed' }));
    await advance(10_000, 250, () => pollers.sample(poll));
    expect(pollers.running(poll)).toBe(1);

    act(() => void store.dispatch(logoutRequested()));
    const after = countRequests((path) => path.includes('/pedidoGerando/') || path.endsWith('/generate'));
    await advance(5 * MINUTE, 1000, () => pollers.sample(poll));
    after.stop();
    afterCancel.push(after.count());
    maxPollers.push(pollers.sample(poll));
    expect(store.getState().session.status).toBe('anonymous');
    expect(pollers.running(poll)).toBe(0);
    expect(after.count()).toBe(0);
    generationsOf(db()).paused = false;
  });

  it('summary suppliers: entering the screen twice fast reads in one loop; leaving stops it with no request after', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
    server.use(http.get('*/api/resumoresposta/getFornecedores/:id', () => HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10, first: true, last: true, empty: true })));
    const loaders = runningSagas([loadSuppliers]);
    const reads = countRequests((path) => path.includes('/getFornecedores/'));
    const route = `/pedido-resumo/${quotation.id}`;
    const { router } = renderApp({ route, timing: DEFAULT_TIMING, saga: loaders.saga });
    await advance(200, 10, () => loaders.sample(loadSuppliers));
    await act(() => router.navigate('/cotacao'));
    await act(() => router.navigate(route)); // entered again at once
    await advance(500, 10, () => loaders.sample(loadSuppliers));
    expect(reads.count()).toBeGreaterThan(2);
    expect(loaders.running(loadSuppliers)).toBe(1); // still reading again: the server keeps answering empty

    await act(() => router.navigate('/cotacao'));
    const before = reads.count();
    await advance(5 * MINUTE, 1000, () => loaders.sample(loadSuppliers));
    reads.stop();
    afterCancel.push(reads.count() - before);
    maxPollers.push(loaders.sample(loadSuppliers));
    expect(reads.count() - before).toBe(0);
    expect(loaders.running(loadSuppliers)).toBe(0);
    expect(loaders.sample(loadSuppliers)).toBe(1);
  });
});
