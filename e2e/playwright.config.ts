import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8080);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * Workers (E2E_WORKERS; 2 in CI, one per core): each against a dev server of its own (E2E_PORT,
 * E2E_PORT + 1, …), since every test resets its server's mock database.
 */
const workers = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
const serverBases = Array.from({ length: workers }, (_, index) => `http://127.0.0.1:${port + index}`);

/** Browser tests: Debian's Chromium against the real dev server and its mock API (reset to `e2e` per test). */
export default defineConfig<{ serverBases: string[] }>({
  testDir: '.',
  testMatch: ['*.spec.ts'],
  // The large scenario's specs run with their own server (playwright.large.config.ts), the
  // production build's with serve:dist (playwright.dist.config.ts).
  testIgnore: ['*.large.spec.ts', 'reliability/dist/**'],
  outputDir: './test-results',
  // Issue 17 item 2: the token scan of every test, summed into the 'token.*' figures.
  globalSetup: './reliability/tokenScanSetup.ts',
  globalTeardown: './reliability/browserRunTeardown.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    serverBases,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium-debian',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
        },
      },
    },
  ],
  webServer: serverBases.map((url, index) => ({
    command: 'npm start',
    url,
    // The mock API (the product's backend) runs in a zone other than Brasília's, the browser in America/Sao_Paulo:
    // every date shown or compared must still be Brasília time (docs/decisions.md "Brasília time").
    env: { PORT: String(port + index), SCENARIO: 'e2e', TZ: process.env.E2E_SERVER_TZ ?? 'Asia/Tokyo' },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  })),
});
