import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Screenshots for docs/screenshots/ (not part of `npm run e2e`, which only runs *.spec.ts):
 * `npx playwright test -c e2e/screenshots.config.ts` (E2E_PORT as for the tests).
 */
export default defineConfig({ ...base, testMatch: ['*.shots.ts'] });
