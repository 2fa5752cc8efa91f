import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import type { Application } from 'express';
import { selectScenario } from '../db/core/current';
import { handlers } from '../handlers/allHandlers';
import { DataStore, dataOptions, persistenceMiddleware } from './persistence';
import type { ScenarioName } from '../db/core/types';

/**
 * Cross-origin calls (a production build served elsewhere may point its apiBaseUrl here), with the
 * `cors` middleware: any origin (this is the development backend; the real one lists its portals),
 * every header the app sends (the token, JSON, the command and save ids) and the ones it reads
 * back (Retry-After on a 503), preflights answered with 204.
 */
export const CORS_OPTIONS: cors.CorsOptions = {
  origin: true,
  methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Save-Id', 'If-Match'],
  exposedHeaders: ['Retry-After', 'ETag'],
  maxAge: 600,
};

/**
 * Serves the mock API under /api of an express app (the dev server's or the standalone one), its
 * database in the data folder the start chose (mocks/server/persistence.ts) or in memory. Answers
 * the data store (null in memory).
 */
export function mountMockApi(app: Application, options: { scenario: string }): DataStore | null {
  const scenario = options.scenario as ScenarioName;
  selectScenario(scenario);
  const { folder, fresh } = dataOptions(scenario);
  const store = folder ? new DataStore(folder) : null;
  if (store) console.log(`Mock API: dados ${store.open(scenario, fresh) === 'loaded' ? 'carregados de' : 'novos em'} ${folder}`);
  app.use('/api', cors(CORS_OPTIONS));
  if (store) app.use('/api', persistenceMiddleware(store));
  app.use(createMiddleware(...handlers));
  return store;
}
