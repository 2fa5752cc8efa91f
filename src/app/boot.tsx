import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { fetchRuntimeConfig } from '../api/runtimeConfigApi';
import { configureHttp } from '../api/http';
import { parseRuntimeConfig, type ConfigResult, type RuntimeConfig } from '../config/runtimeConfig';
import { sessionStateFor, TOKEN_REJECTED_MESSAGE } from '../entities/session/sessionSlice';
import { userFromToken } from '../entities/session/sessionUser';
import { readPendingReplay } from '../features/support/replayStorage';
import { takeTokenFromAddress } from '../shared/lib/address';
import { createReplayResponder } from '../shared/lib/replayResponder';
import { clearToken, readToken } from '../shared/lib/tokenStorage';
import { reportError } from '../shared/lib/errorReporting';
import { installSentry } from '../shared/lib/sentryReporting';
import { App } from './App';
import { ConfigErrorPage } from './ConfigErrorPage';
import type { RootState } from './rootReducer';
import { startReplay } from './replayState';
import { automaticOrderAt, startScreenCode } from './earlyReads';
import { startAutomaticOrderFirstReads } from '../api/firstReads';
import { setupStore } from './store';

async function loadConfig(): Promise<ConfigResult> {
  try {
    return await parseRuntimeConfig(await fetchRuntimeConfig());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ field: 'config.json', message: `não pôde ser lido (${reason})` }] };
  }
}

/** Error reporting, the token from the address and the session it opens. */
function startSession(config: RuntimeConfig): Partial<RootState> {
  const { errorReportingDsn, environment } = config;
  if (errorReportingDsn) {
    // Without a DSN nothing leaves the browser: failures stay in the local support journal.
    installSentry({ dsn: errorReportingDsn, environment }).catch((error: unknown) => reportError(error, 'sentry'));
  }
  takeTokenFromAddress();
  const token = readToken();
  const user = token ? userFromToken(token) : null;
  if (token && !user) {
    // Expired, malformed or garbage: the login shows and says why (issue 17 item 2).
    clearToken();
    return { config, session: { ...sessionStateFor(null), loginError: TOKEN_REJECTED_MESSAGE } };
  }
  return { config, session: sessionStateFor(user) };
}

/**
 * Startup: validated configuration, then either the user's session or, when support asked for it
 * in this tab, the read-only replay of a diagnostic bundle (DECISIONS 16); then the app.
 */
export async function boot(root: Root): Promise<void> {
  // The screen's code loads while the configuration is read; its first reads start once a session is open (app/earlyReads.ts).
  startScreenCode(window.location.pathname);
  const result = await loadConfig();
  if (!result.ok) {
    root.render(<ConfigErrorPage problems={result.problems} />);
    return;
  }
  configureHttp({ baseUrl: result.config.apiBaseUrl });
  const replay = await readPendingReplay();
  // In a replay the bundle's recorded answers are the only answers: nothing reaches the network,
  // no token is sent and no 401 ends a session.
  if (replay) configureHttp({ replay: createReplayResponder(replay.respostas) });
  const store = setupStore({ preloadedState: replay ? startReplay(replay, result.config) : startSession(result.config) });
  const early = automaticOrderAt(window.location.pathname, window.location.search);
  if (early && !replay && store.getState().session.user) startAutomaticOrderFirstReads(early.idCotacao, early.filter);
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}
