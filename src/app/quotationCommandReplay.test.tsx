import { act, screen, within } from '@testing-library/react';
import { db } from '../../mocks/db/core/current';
import { configureHttp } from '../api/http';
import { buildBundle, type DiagnosticBundle } from '../features/support/diagnosticBundle';
import { quotationCommandRequested } from '../shared/lib/appEvents';
import { clearDiagnostics, recentActions, recentAnswers } from '../shared/lib/diagnostics';
import { readJournal, setJournalReadOnly } from '../shared/lib/errorReporting';
import { createReplayResponder } from '../shared/lib/replayResponder';
import { renderApp } from '../test/renderWithProviders';
import { DEFAULT_CONFIG } from './configSlice';
import { startReplay } from './replayState';

describe('a refused quotation command in the support replay (DECISIONS 16)', () => {
  beforeEach(clearDiagnostics);
  afterEach(() => {
    configureHttp({ replay: null });
    setJournalReadOnly(false);
  });

  it('shows the same dialog with the same message, from the bundle alone', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && q.idComprador === 1)!;
    const first = renderApp({ route: '/cotacao' });
    await screen.findByRole('heading', { name: 'Início' });
    act(() => void first.store.dispatch(quotationCommandRequested({ idCotacao: quotation.id, command: 'encerrar' })));
    await first.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Encerrar Cotação' }));
    const refusal = 'Esta cotação já está encerrada para respostas.';
    await screen.findByText(refusal);

    const bundle: DiagnosticBundle = JSON.parse(
      JSON.stringify(buildBundle(first.store.getState(), { failures: readJournal(), actions: recentActions(), answers: recentAnswers(), route: '/cotacao', now: new Date() })),
    );
    expect(bundle.falhas.map((f) => f.kind)).toContain('cotacao:encerrar');
    first.unmount();
    first.store.stopSagas();
    window.localStorage.clear();

    configureHttp({ replay: createReplayResponder(bundle.respostas) });
    renderApp({ route: bundle.rota, user: null, preloadedState: startReplay(bundle, DEFAULT_CONFIG) });

    const replayed = await screen.findByRole('dialog', { name: 'Encerrar cotação' });
    expect(within(replayed).getByText(refusal)).toBeInTheDocument();
  });
});
