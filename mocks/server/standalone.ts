import path from 'node:path';
import express from 'express';
import { isScenarioName } from '../db/scenarios';
import { db } from '../db/current';
import { mountMockApi } from './mountMockApi';
import { runtimeConfigRoute } from './runtimeConfigRoute';

/**
 * npm run mock-api [-- --port 8081 --scenario large] [--static dist]
 * The mock API as its own Node process on 127.0.0.1; with --static it also serves a production
 * build (history fallback included), so the built app can be tried against it.
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
mountMockApi(app, { scenario });
const staticDir = argument('static');
if (staticDir) {
  const root = path.resolve(staticDir);
  app.get('/config.json', runtimeConfigRoute(path.join(root, 'config.json')));
  app.use(express.static(root));
  app.use((_req, res) => res.sendFile(path.join(root, 'index.html')));
}

app.listen(port, '127.0.0.1', () => {
  console.log(`Mock API (${scenario}) em http://127.0.0.1:${port}/api`);
  if (process.argv.includes('--warm')) {
    const started = Date.now();
    db();
    console.log(`Cenário ${scenario} gerado em ${Date.now() - started} ms`);
  }
});
