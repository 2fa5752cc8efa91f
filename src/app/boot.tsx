import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { fetchRuntimeConfig } from '../api/runtimeConfigApi';
import { configureHttp } from '../api/http';
import { parseRuntimeConfig, type ConfigResult } from '../config/runtimeConfig';
import { sessionStateFor } from '../entities/session/sessionSlice';
import { userFromToken } from '../entities/session/sessionUser';
import { takeTokenFromAddress } from '../shared/lib/address';
import { clearToken, readToken } from '../shared/lib/tokenStorage';
import { reportError } from '../shared/lib/errorReporting';
import { installSentry } from '../shared/lib/sentryReporting';
import { App } from './App';
import { ConfigErrorPage } from './ConfigErrorPage';
import { setupStore } from './store';

async function loadConfig(): Promise<ConfigResult> {
  try {
    return parseRuntimeConfig(await fetchRuntimeConfig());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ field: 'config.json', message: `não pôde ser lido (${reason})` }] };
  }
}

/** Startup: validated configuration, token from the address, the session it opens, then the app. */
export async function boot(root: Root): Promise<void> {
  const result = await loadConfig();
  if (!result.ok) {
    root.render(<ConfigErrorPage problems={result.problems} />);
    return;
  }
  configureHttp({ baseUrl: result.config.apiBaseUrl });
  const { errorReportingDsn, environment } = result.config;
  if (errorReportingDsn) {
    // Without a DSN nothing leaves the browser: failures stay in the local support journal.
    installSentry({ dsn: errorReportingDsn, environment }).catch((error: unknown) => reportError(error, 'sentry'));
  }
  takeTokenFromAddress();
  const token = readToken();
  const user = token ? userFromToken(token) : null;
  if (token && !user) clearToken();
  const store = setupStore({ preloadedState: { config: result.config, session: sessionStateFor(user) } });
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}
