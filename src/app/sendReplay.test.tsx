import { act, screen, within } from '@testing-library/react';
import { db } from '../../mocks/db/core/current';
import { CONFIG_CATALOGUE, setUserConfig } from '../../mocks/db/admin/userConfig';
import { LOOPING_PREFERENCE } from '../domain/orderPreferences';
import { server } from '../../mocks/node';
import { configureHttp } from '../api/http';
import { DEFAULT_CONFIG } from './configSlice';
import { startReplay } from './replayState';
import { orderSendRequested } from '../shared/lib/appEvents';
import { clearDiagnostics, recentActions, recentAnswers } from '../shared/lib/diagnostics';
import { readJournal, setJournalReadOnly } from '../shared/lib/errorReporting';
import { createReplayResponder } from '../shared/lib/replayResponder';
import { renderApp } from '../test/renderWithProviders';
import { buildBundle, type DiagnosticBundle } from '../features/support/diagnosticBundle';
import { SEND_RETRY_LIMIT } from '../features/orderSending/orderSendingSagas';
import { TEXTS } from '../features/orderSending/orderSendingTexts';

describe('support replay of a failed send (DECISIONS 16)', () => {
  beforeEach(clearDiagnostics);
  afterEach(() => {
    configureHttp({ replay: null });
    setJournalReadOnly(false);
  });

  it('a bundle taken after a failed send shows the send dialog with its message on another machine, without the network', async () => {
    const quotation = db().data.quotations.find((q) => db().ordersOf(q.id).length >= 2)!;
    for (const order of db().ordersOf(quotation.id)) order.situacaoPedido = 'CONFIRMADO';
    // A looping configuration (spec 02 §6): the buyer's looping preference on, so the dialog shows the looping form.
    setUserConfig(db(), 1001, CONFIG_CATALOGUE.find((c) => c.chave === LOOPING_PREFERENCE)!.idConfiguracao, true);
    const route = `/pedido-resumo/${quotation.id}`;
    await fetch('http://localhost/api/__mock/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/pedido/enviarTodos/:id', status: 500, times: SEND_RETRY_LIMIT + 1 }),
    });
    const first = renderApp({ route });
    act(() => void first.store.dispatch(orderSendRequested({ idCotacao: quotation.id, idPedidos: 'todos' })));
    await screen.findByLabelText(TEXTS.horarioLimite);
    await first.user.click(screen.getByRole('button', { name: TEXTS.sendWithout }));
    expect(await screen.findByText(TEXTS.manyFailed)).toBeInTheDocument();

    const bundle: DiagnosticBundle = JSON.parse(
      JSON.stringify(buildBundle(first.store.getState(), { failures: readJournal(), actions: recentActions(), answers: recentAnswers(), route, now: new Date() })),
    );
    first.unmount();
    first.store.stopSagas();
    window.localStorage.clear();

    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    configureHttp({ replay: createReplayResponder(bundle.respostas) });
    renderApp({ route: bundle.rota, user: null, preloadedState: startReplay(bundle, DEFAULT_CONFIG) });

    const dialog = await screen.findByRole('dialog', { name: TEXTS.sendTitleMany });
    expect(within(dialog).getByText(TEXTS.manyFailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(TEXTS.horarioLimite)).toHaveValue('21:00');
    expect(requests.filter((url) => url.includes('/pedido/'))).toEqual([]);
    server.events.removeAllListeners('request:start');
  });
});
