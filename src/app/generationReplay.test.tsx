import { act, screen } from '@testing-library/react';
import { db } from '../../mocks/db/core/current';
import { server } from '../../mocks/node';
import { configureHttp } from '../api/http';
import { DEFAULT_CONFIG } from './configSlice';
import { startReplay } from './replayState';
import { orderGenerationRequested } from '../shared/lib/appEvents';
import { clearDiagnostics, recentActions, recentAnswers } from '../shared/lib/diagnostics';
import { readJournal, setJournalReadOnly } from '../shared/lib/errorReporting';
import { createReplayResponder } from '../shared/lib/replayResponder';
import { renderApp } from '../test/renderWithProviders';
import { buildBundle, type DiagnosticBundle } from '../features/support/diagnosticBundle';
import { TEXTS } from '../features/orderGeneration/orderGenerationTexts';

describe('support replay of a failed generation (DECISIONS 16, issue 9 part 7)', () => {
  beforeEach(clearDiagnostics);
  afterEach(() => {
    configureHttp({ replay: null });
    setJournalReadOnly(false);
  });

  it('a generation failing 4 times leaves a record, and its bundle shows the error on another machine without the network', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
    const route = `/pedido-resumo/${quotation.id}`;
    await fetch('http://localhost/api/__mock/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/pedido/:id/generate', status: 500, times: 4 }),
    });
    const first = renderApp({ route });
    act(() => void first.store.dispatch(orderGenerationRequested({ idCotacao: quotation.id, manual: false })));
    await first.user.click(await screen.findByRole('button', { name: 'Sim' }));
    await first.user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.supportError);
    expect(readJournal().some((record) => record.kind === 'geracaoPedido')).toBe(true);

    const bundle: DiagnosticBundle = JSON.parse(
      JSON.stringify(buildBundle(first.store.getState(), { failures: readJournal(), actions: recentActions(), answers: recentAnswers(), route, now: new Date() })),
    );
    first.unmount();
    first.store.stopSagas();
    window.localStorage.clear();
    expect(bundle.falhas.find((record) => record.kind === 'geracaoPedido')?.message).toBe(TEXTS.supportError);

    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    configureHttp({ replay: createReplayResponder(bundle.respostas) });
    const replay = renderApp({ route: bundle.rota, user: null, preloadedState: startReplay(bundle, DEFAULT_CONFIG) });

    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.supportError);
    expect(screen.getByRole('dialog', { name: TEXTS.errorTitle })).toBeInTheDocument();
    await replay.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: TEXTS.errorTitle })).toBeNull();
    expect(requests.filter((url) => url.includes('/pedido') || url.includes('/resumoresposta'))).toEqual([]);
    expect(readJournal()).toEqual([]);
    server.events.removeAllListeners('request:start');
  });
});
