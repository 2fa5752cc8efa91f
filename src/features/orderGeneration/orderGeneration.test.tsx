import { act, screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { generationsOf } from '../../../mocks/db/generation/generationJobs';
import { server } from '../../../mocks/node';
import { orderGenerationRequested } from '../../shared/lib/appEvents';
import { readJournal } from '../../shared/lib/errorReporting';
import { readToken } from '../../shared/lib/tokenStorage';
import { renderApp } from '../../test/renderWithProviders';
import { TEXTS } from './orderGenerationTexts';

/** The e2e scenario's quotation in analysis: one answer on time and one late. */
const inAnalysis = () => db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;

/** Requests the app made, with the headers that matter here. */
function watchRequests() {
  const seen: { method: string; path: string; key: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, path: url.pathname.replace(/^\/api/, ''), key: request.headers.get('Idempotency-Key') });
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

async function startFromHome(manual = false, id = inAnalysis().id) {
  const view = renderApp({ route: '/' });
  act(() => void view.store.dispatch(orderGenerationRequested({ idCotacao: id, manual })));
  await screen.findByRole('dialog', { name: TEXTS.confirmTitle });
  return { ...view, id };
}

async function addFault(rule: object) {
  await fetch('http://localhost/api/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rule) });
}

describe('order generation (spec 02 §4.5)', () => {
  it('confirms, offers the late answers all checked, generates and lands on the automatic order', async () => {
    const { user, router, id } = await startFromHome();
    expect(screen.getByText(TEXTS.confirmAutomatic)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));

    const late = await screen.findByRole('dialog', { name: TEXTS.lateTitle });
    const boxes = late.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
    expect(boxes.length).toBeGreaterThan(0);
    expect([...boxes].every((box) => box.checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/pedido-automatico/${id}`));
    expect(inAnalysis().pedidoGerado).toBe('AUTOMATICO');
    expect(generationsOf(db()).started).toBe(1);
    const lateIds = db().answersOf(id).filter((a) => a.categoria === 'ATRASADA').map((a) => a.id);
    expect([...generationsOf(db()).lateConsidered.get(id)!]).toEqual(lateIds);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a manual generation lands on the manual order; an unchecked late answer is left out', async () => {
    const { user, router, id } = await startFromHome(true);
    expect(screen.getByText(TEXTS.confirmManual)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await screen.findByRole('dialog', { name: TEXTS.lateTitle });
    await user.click(screen.getByRole('checkbox', { name: TEXTS.lateAll }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/pedido-manual/${id}`));
    expect(inAnalysis().pedidoGerado).toBe('MANUAL');
    expect(generationsOf(db()).lateConsidered.get(id)).toEqual(new Set());
  });

  it('a double click on Sim and a repeated request generate once', async () => {
    const requests = watchRequests();
    const { user, store, router, id } = await startFromHome();
    await user.dblClick(screen.getByRole('button', { name: 'Sim' }));
    await screen.findByRole('dialog', { name: TEXTS.lateTitle });
    act(() => void store.dispatch(orderGenerationRequested({ idCotacao: id, manual: false })));
    await user.dblClick(screen.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/pedido-automatico/${id}`));
    requests.stop();
    expect(generationsOf(db()).started).toBe(1);
    expect(requests.seen.filter((r) => r.path.endsWith('/generate'))).toHaveLength(1);
    expect(requests.seen.filter((r) => r.path.startsWith('/resumoresposta/considerarRespostasAtrasadas'))).toHaveLength(1);
  });

  it('retries a failed start with the same idempotency key and generates once', async () => {
    await addFault({ method: 'GET', path: '/pedido/:id/generate', status: 503, times: 2 });
    db().answersOf(inAnalysis().id).forEach((a) => (a.categoria = a.categoria === 'ATRASADA' ? 'ESTOQUE' : a.categoria));
    const requests = watchRequests();
    const { user, router, id } = await startFromHome();
    await user.click(screen.getByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/pedido-automatico/${id}`));
    requests.stop();
    const starts = requests.seen.filter((r) => r.path.endsWith('/generate'));
    expect(starts).toHaveLength(3);
    expect(new Set(starts.map((r) => r.key)).size).toBe(1);
    expect(starts[0].key).toEqual(expect.any(String));
    expect(generationsOf(db()).started).toBe(1);
  });

  it('after more than 3 failed attempts shows the support message and writes the failure to the journal, without the token', async () => {
    await addFault({ method: 'GET', path: '/pedido/:id/generate', status: 500, times: 4 });
    const { user, id } = await startFromHome();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.supportError);
    expect(generationsOf(db()).started).toBe(0);
    const record = readJournal().find((r) => r.kind === 'geracaoPedido');
    expect(record).toMatchObject({ message: TEXTS.supportError, context: { idCotacao: id, tentativas: 4, ultimaFalha: { status: 500 } } });
    const token = readToken()!;
    expect(JSON.stringify(readJournal())).not.toContain(token);
    expect(JSON.stringify(readJournal())).not.toMatch(/Bearer/);
  });

  it('shows the server’s message when the quotation cannot generate', async () => {
    const quotation = inAnalysis();
    quotation.situacao = 'CANCELADA';
    const { user } = await startFromHome(false, quotation.id);
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Os pedidos só podem ser gerados para cotações em análise.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops polling when the user leaves the screen', async () => {
    generationsOf(db()).paused = true;
    const requests = watchRequests();
    const { user, router } = await startFromHome();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(TEXTS.generating)).toBeInTheDocument();
    await waitFor(() => expect(requests.seen.filter((r) => r.path.startsWith('/resumoresposta/pedidoGerando')).length).toBeGreaterThan(1));

    await act(() => router.navigate('/cotacao/filter'));
    const polled = requests.seen.filter((r) => r.path.startsWith('/resumoresposta/pedidoGerando')).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    requests.stop();
    expect(requests.seen.filter((r) => r.path.startsWith('/resumoresposta/pedidoGerando'))).toHaveLength(polled);
    expect(screen.queryByText(TEXTS.generating)).toBeNull();
  });
});
