import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../mocks/db/core/current';
import type { FaultRule } from '../../mocks/db/core/faults';
import { generationsOf } from '../../mocks/db/generation/generationJobs';
import { sendingOf } from '../../mocks/db/sending/orderSending';
import { server } from '../../mocks/node';
import { SEND_RETRY_LIMIT } from '../features/orderSending/orderSendingSagas';
import { TEXTS as SEND_TEXTS } from '../features/orderSending/orderSendingTexts';
import { TEXTS as GENERATION_TEXTS } from '../features/orderGeneration/orderGenerationTexts';
import { orderGenerationRequested, orderSendRequested } from '../shared/lib/appEvents';
import { FAST_TIMING, type Timing } from '../shared/saga/timing';
import { backoffWaits } from '../test/backoffWaits';
import { recordFigure, recordZero } from '../test/reliabilityFigures';
import { renderApp } from '../test/renderWithProviders';

/**
 * Issue 17 item 5: order generation and order sending when the server commits and then the
 * answer is lost (the connection drops, or a 502 comes instead of the answer). The sagas retry
 * with the same Idempotency-Key after a capped exponential backoff with jitter (its waits as the
 * sagas made them, with the timing context's base, cap and a pinned random source); the mock
 * answers a known key with its first result, so no order is generated or sent twice.
 */
const JITTER = [0, 1, 0.5, 1];
const timingWith = (overrides: Partial<Timing>): Timing => {
  let i = 0;
  return { ...FAST_TIMING, retryCapMs: 30, random: () => JITTER[i++ % JITTER.length], ...overrides };
};

function watchKeys(pathEnd: string) {
  const keys: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) keys.push(request.headers.get('Idempotency-Key'));
  };
  server.events.on('request:start', listener);
  return { keys, stop: () => server.events.removeListener('request:start', listener) };
}

const addFaults = (...rules: FaultRule[]) => rules.forEach((rule) => db().faults.add(rule));

/** Every wait in [ceiling / 2, ceiling] with ceiling = min(cap, base · 2^(n−1)), and none past the cap. */
function expectBackoff(waits: number[], baseMs: number, capMs: number) {
  waits.forEach((ms, i) => {
    const ceiling = Math.min(capMs, baseMs * 2 ** i);
    expect(ms).toBeGreaterThanOrEqual(ceiling / 2);
    expect(ms).toBeLessThanOrEqual(ceiling);
  });
}

const sameKey = (keys: (string | null)[]) => keys.length > 1 && keys[0] !== null && keys.every((key) => key === keys[0]);
const maxBackoff: number[] = [];

afterAll(() => {
  const max = Math.max(...maxBackoff);
  recordFigure({ id: 'sagas.maxBackoff', area: '5 Sagas', label: 'Maior espera entre tentativas (geração e envio), teto 30 ms no teste', value: max, target: '≤ 30', unit: 'ms', pass: max <= 30 });
});

describe('commit then drop: retried with the same key, capped backoff with jitter, no duplicate (issue 17 item 5)', () => {
  it('order generation: the start commits, its answer is lost three times, and the quotation gets one generation', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
    db().answersOf(quotation.id).forEach((a) => (a.categoria = a.categoria === 'ATRASADA' ? 'ESTOQUE' : a.categoria));
    const path = '/pedido/:id/generate';
    addFaults({ method: 'GET', path, commitThenDrop: true, times: 1 }, { method: 'GET', path, commitThenDrop: true, status: 502, times: 2 });
    const starts = watchKeys('/generate');
    const backoff = backoffWaits();
    const { store, router, user } = renderApp({ route: '/', timing: timingWith({ generationRetryMs: 20 }), saga: backoff.saga });
    act(() => void store.dispatch(orderGenerationRequested({ idCotacao: quotation.id, manual: false })));
    await screen.findByRole('dialog', { name: GENERATION_TEXTS.confirmTitle });
    await user.click(screen.getByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/pedido-automatico/${quotation.id}`));
    starts.stop();
    const duplicates = recordZero('sagas.duplicateGenerations', '5 Sagas', 'Gerações de pedidos duplicadas depois de commit-then-drop', generationsOf(db()).started - 1);
    recordFigure({ id: 'sagas.generationSameKey', area: '5 Sagas', label: 'Tentativas da geração com a mesma Idempotency-Key', value: sameKey(starts.keys) ? 'sim' : 'não', target: 'sim', pass: sameKey(starts.keys) });
    maxBackoff.push(...backoff.waits);
    expect(duplicates).toBe(0);
    expect(starts.keys).toHaveLength(4);
    expect(sameKey(starts.keys)).toBe(true);
    expect(backoff.waits).toHaveLength(3);
    expectBackoff(backoff.waits, 20, 30);
    expect(backoff.waits).toEqual([10, 30, 23]); // ceilings 20, 30 (40 capped), 30 (80 capped); jitter 0, 1, 0.5
  });

  it('order sending: the send commits, its answer is lost twice (a dropped connection, then a 502), and each order is sent once', async () => {
    const quotation = db().data.quotations.find((q) => db().ordersOf(q.id).length >= 2)!;
    const orders = [...db().ordersOf(quotation.id)];
    orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
    const path = '/pedido/enviarTodos/:id';
    addFaults({ method: 'POST', path, commitThenDrop: true, times: 1 }, { method: 'POST', path, commitThenDrop: true, status: 502, times: SEND_RETRY_LIMIT - 1 });
    const sends = watchKeys(`/enviarTodos/${quotation.id}`);
    const backoff = backoffWaits();
    const { store, user } = renderApp({ route: '/', timing: timingWith({ sendRetryMs: 20 }), saga: backoff.saga });
    act(() => void store.dispatch(orderSendRequested({ idCotacao: quotation.id, idPedidos: 'todos' })));
    await screen.findByRole('button', { name: SEND_TEXTS.sendWithout }); // the dialog's settings are loaded
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: SEND_TEXTS.sendWithout }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    sends.stop();
    const extra = orders.reduce((sum, order) => sum + Math.max(0, (sendingOf(db()).sends.get(order.idPedido) ?? 0) - 1), 0);
    const duplicates = recordZero('sagas.duplicateSends', '5 Sagas', 'Pedidos enviados em duplicidade depois de commit-then-drop', extra);
    recordFigure({ id: 'sagas.sendSameKey', area: '5 Sagas', label: 'Tentativas do envio com a mesma Idempotency-Key', value: sameKey(sends.keys) ? 'sim' : 'não', target: 'sim', pass: sameKey(sends.keys) });
    maxBackoff.push(...backoff.waits);
    expect(duplicates).toBe(0);
    expect(orders.every((order) => sendingOf(db()).sends.get(order.idPedido) === 1)).toBe(true);
    expect(sends.keys).toHaveLength(SEND_RETRY_LIMIT + 1);
    expect(sameKey(sends.keys)).toBe(true);
    expect(backoff.waits).toHaveLength(SEND_RETRY_LIMIT);
    expectBackoff(backoff.waits, 20, 30);
  });
});
