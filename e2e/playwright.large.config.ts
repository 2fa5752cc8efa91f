import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The `large` scenario's browser tests (the power buyer's quotation: 15 suppliers, 300 branch
 * orders per representative, a 5,000-item order), against a dev server of their own whose mock
 * API starts on `large`, on E2E_LARGE_PORT (E2E_PORT + 100 by default). `npm run e2e` runs them
 * after the main suite.
 */
const port = Number(process.env.E2E_LARGE_PORT ?? Number(process.env.E2E_PORT ?? 8080) + 100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig<{ serverBases: string[] }>({
  ...base,
  // The token scan counts the whole `npm run e2e` (main, large and production configs): only the main config starts it afresh.
  globalSetup: undefined,
  testMatch: ['*.large.spec.ts'],
  testIgnore: [],
  // Generous: the mock builds the power quotation's index on its first request, on a loaded CI machine.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // One server, one worker: this config's tests share its mock database.
  workers: 1,
  use: { ...base.use, baseURL, serverBases: [] },
  projects: (base.projects ?? []).map((project) => ({ ...project, name: `${project.name}-large`, use: { ...project.use, scenario: 'large' } })),
  webServer: {
    command: 'npm start',
    url: baseURL,
    env: { PORT: String(port), SCENARIO: 'large', TZ: process.env.E2E_SERVER_TZ ?? 'UTC' }, // a server zone other than Brasília's
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
