/**
 * Benchmark: how long `npm run mock-api -- --scenario large` takes to answer its first request
 * (the requirement is within 10 s), and the server's memory after it. Writes
 * e2e/bench/results/mock-api-startup.json and fails above the limit.
 */
import { login, rssMb, startMockApi, writeResult } from './mockServer';

const LIMIT_MS = 10_000;
const api = startMockApi(8099, 'large');

void (async () => {
  const token = await login(api, LIMIT_MS * 3);
  const ms = token ? Date.now() - api.startedAt : Number.POSITIVE_INFINITY;
  const figures = { scenario: 'large', firstAnswerMs: ms, limitMs: LIMIT_MS, rssMb: rssMb(api.child.pid), at: new Date().toISOString() };
  api.child.kill();
  writeResult('mock-api-startup.json', figures);
  console.log(`mock API (large) first answer in ${ms} ms, RSS ${figures.rssMb} MB (limit ${LIMIT_MS} ms)`);
  process.exit(ms <= LIMIT_MS ? 0 : 1);
})();
