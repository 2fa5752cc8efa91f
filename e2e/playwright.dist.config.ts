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

// The same build on another port, its apiBaseUrl on a mock API alone on yet another origin (issue 30 item 2: CORS).
const crossOriginConfig = path.resolve(__dirname, 'test-results', 'dist-cross-origin-config.json');
fs.writeFileSync(
  crossOriginConfig,
  JSON.stringify({ environment: 'production', apiBaseUrl: `http://127.0.0.1:${distPorts.crossOriginApi}/api`, documentStore: { url: `http://127.0.0.1:${distPorts.crossOriginApi}/api/docstore`, database: 'users' }, allowedParentOrigins: [] }),
);
const standalone = 'node -r esbuild-register mocks/server/standalone.ts';
const root = path.resolve(__dirname, '..');
// The servers run in a zone other than Brasília's (the browser stays in America/Sao_Paulo): dates shown are Brasília time whatever the server's zone.
const serverZone = { TZ: process.env.E2E_SERVER_TZ ?? 'UTC' };

export default defineConfig<{ serverBases: string[] }>({
  ...base,
  // The token scan counts the whole `npm run e2e` (main, large and production configs): only the main config starts it afresh.
  globalSetup: undefined,
  testDir: './reliability/dist',
  testMatch: ['*.spec.ts'],
  testIgnore: [],
  outputDir: './test-results/dist',
  timeout: 60_000,
  // One server, one worker: this config's tests share its mock database.
  workers: 1,
  use: { ...base.use, baseURL, serverBases: [] },
  // Started in this order, each once the one before answers: the build is there for the third.
  webServer: [
    {
      command: `npx webpack --mode production --stats errors-warnings && ${standalone} --static dist --port ${port} --scenario e2e --config ${configFile}`,
      url: `${baseURL}/config.json`,
      cwd: root,
      env: serverZone,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
    },
    {
      command: `${standalone} --port ${distPorts.crossOriginApi} --scenario e2e`,
      url: `http://127.0.0.1:${distPorts.crossOriginApi}/api/__mock/faults`,
      cwd: root,
      env: serverZone,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `${standalone} --static dist --port ${distPorts.crossOriginApp} --scenario e2e --config ${crossOriginConfig}`,
      url: `http://127.0.0.1:${distPorts.crossOriginApp}/config.json`,
      cwd: root,
      env: serverZone,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
