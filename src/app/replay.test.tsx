import { screen, within } from '@testing-library/react';
import { server } from '../../mocks/node';
import { configureHttp, REPLAY_MISSING_MESSAGE } from '../api/http';
import { buildBundle, type DiagnosticBundle } from '../features/support/diagnosticBundle';
import { clearDiagnostics, recentActions, recentAnswers } from '../shared/lib/diagnostics';
import { readJournal, setJournalReadOnly } from '../shared/lib/errorReporting';
import { createReplayResponder } from '../shared/lib/replayResponder';
import { renderApp } from '../test/renderWithProviders';
import { DEFAULT_CONFIG } from './configSlice';
import { startReplay } from './replayState';

async function rowTitles(panel: string): Promise<string[]> {
  const table = await screen.findByRole('table', { name: panel });
  return (await within(table).findAllByRole('link')).map((a) => a.textContent ?? '');
}

describe('read-only replay of a diagnostic bundle (DECISIONS 16)', () => {
  beforeEach(clearDiagnostics);
  afterEach(() => {
    configureHttp({ replay: null });
    setJournalReadOnly(false);
  });

  it('shows the recorded screen without a login, answering only from the bundle', async () => {
    // The user's browser: the EM ANDAMENTO panel open, then the bundle.
    const first = renderApp({ route: '/cotacao' });
    await first.user.click(await screen.findByRole('button', { name: 'EM ANDAMENTO' }));
    const rows = await rowTitles('EM ANDAMENTO');
    const bundle: DiagnosticBundle = JSON.parse(
      JSON.stringify(buildBundle(first.store.getState(), { failures: readJournal(), actions: recentActions(), answers: recentAnswers(), route: '/cotacao', now: new Date() })),
    );
    first.unmount();
    first.store.stopSagas();
    window.localStorage.clear();

    // Support's browser: nobody signed in, nothing may reach the network.
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    configureHttp({ replay: createReplayResponder(bundle.respostas) });
    const { user } = renderApp({ route: bundle.rota, user: null, preloadedState: startReplay(bundle, DEFAULT_CONFIG) });

    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Login')).toBeNull();
    expect(await rowTitles('EM ANDAMENTO')).toEqual(rows);

    await user.click(screen.getByRole('button', { name: 'CANCELADAS' }));
    expect(await screen.findByText(REPLAY_MISSING_MESSAGE)).toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(readJournal()).toEqual([]);
    server.events.removeAllListeners('request:start');
  });
});
