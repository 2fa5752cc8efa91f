import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { distPorts } from './reliability/dist/ports';

/**
 * Browser tests against the production build behind `serve:dist` (issue 17 items 1 and 7): the
 * production server's headers (CSP with nonces, frame-ancestors) apply only there. The server
 * builds first, so the first run takes a minute or two more. Ports: reliability/dist/ports.ts.
 */
const port = distPorts.app;
const baseURL = `http://127.0.0.1:${port}`;

// The served runtime configuration: the allowed parent, and the demo chat widget from another
// origin (localhost instead of 127.0.0.1), as a third-party widget would load in production.
const configFile = path.resolve(__dirname, 'test-results', 'dist-runtime-config.json');
fs.mkdirSync(path.dirname(configFile), { recursive: true });
fs.writeFileSync(
  configFile,
  JSON.stringify({
    environment: 'production',
    apiBaseUrl: '/api',
    documentStore: { url: '/api/docstore', database: 'users' },
    allowedParentOrigins: [`http://127.0.0.1:${distPorts.allowedParent}`],
    chatWidgetScript: `http://localhost:${port}/chat-widget-demo.js`,
  }),
);

export default defineConfig({
  ...base,
  // The token scan counts the whole `npm run e2e` (main, large and production configs): only the main config starts it afresh.
  globalSetup: undefined,
  testDir: './reliability/dist',
  testMatch: ['*.spec.ts'],
  testIgnore: [],
  outputDir: './test-results/dist',
  timeout: 60_000,
  use: { ...base.use, baseURL },
  webServer: {
    command: `npx webpack --mode production --stats errors-warnings && node -r esbuild-register mocks/server/standalone.ts --static dist --port ${port} --scenario e2e --config ${configFile}`,
    url: `${baseURL}/config.json`,
    cwd: path.resolve(__dirname, '..'),
    env: { TZ: process.env.E2E_SERVER_TZ ?? 'UTC' }, // a server zone other than Brasília's
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
  },
});
