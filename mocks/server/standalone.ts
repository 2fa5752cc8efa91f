import path from 'node:path';
import express from 'express';
import { isScenarioName } from '../db/core/scenarios';
import { db } from '../db/core/current';
import { mountMockApi } from './mountMockApi';
import { baseSecurityHeaders, serveBuild } from './serveBuild';

/**
 * npm run mock-api [-- --port 8081 --scenario large] [--data folder | --memory] [--fresh] [--static dist [--config file.json]]
 * The mock API as its own Node process on 127.0.0.1; with --static it also serves a production
 * build (history fallback included) with the production server's security headers
 * (serveBuild.ts), so the built app can be tried against it; --config serves another runtime
 * configuration than the build's config.json. Where the database lives (--data, --memory,
 * --fresh, MOCK_DATA_DIR, MOCK_FRESH): mocks/server/persistence.ts and the README.
 */
function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const port = Number(argument('port') ?? process.env.PORT ?? 8081);
const scenario = argument('scenario') ?? process.env.SCENARIO ?? 'demo';
if (!isScenarioName(scenario)) {
  console.error(`Cenário desconhecido: ${scenario} (use demo, large ou e2e)`);
  process.exit(1);
}

const app = express();
const staticDir = argument('static');
if (staticDir) {
  app.disable('x-powered-by');
  app.use(baseSecurityHeaders);
}
mountMockApi(app, { scenario });
const configFile = argument('config');
if (staticDir) serveBuild(app, path.resolve(staticDir), configFile && path.resolve(configFile));

app.listen(port, '127.0.0.1', () => {
  console.log(`Mock API (${scenario}) em http://127.0.0.1:${port}/api`);
  if (process.argv.includes('--warm')) {
    const started = Date.now();
    db();
    console.log(`Cenário ${scenario} gerado em ${Date.now() - started} ms`);
  }
});
