/**
 * Benchmark: every list the app asks the `large` mock API for today must answer in under 200 ms.
 * Starts the standalone mock API on its own port, signs in, then times each request several
 * times (median and p95). Writes e2e/bench/results/mock-api-lists.json. It reports; it never
 * fails the command. BENCH_QUICK=1 runs each request three times instead of twenty.
 */
import { HOME_PANELS } from '../../src/domain/quotationStatus';
import { login, startMockApi, writeResult } from './mockServer';
import { percentile, round1 as round } from './stats';

const LIST_TARGET_MS = 200;
const PORT = 8097;
const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 3 : 20;

interface ListRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}


void (async () => {
  const api = startMockApi(PORT, 'large');
  try {
    const token = await login(api, 60_000);
    if (!token) throw new Error('the mock API did not answer within 60 s');
    const send = async ({ method, path, body }: ListRequest): Promise<unknown> => {
      const answer = await fetch(`${api.base}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status}`);
      return answer.json();
    };
    const search = (statusList: string[], title = '') => ({
      id: 0,
      title,
      statusList,
      startRegistrationDate: new Date(Date.now() - 90 * 86_400_000).toISOString(),
      endRegistrationDate: new Date(Date.now() + 86_400_000).toISOString(),
      startExpirationDate: null,
      endExpirationDate: null,
    });
    const found = (await send({ name: '', method: 'POST', path: '/cotacao/getByFiltro?page=0&size=1', body: search(['EM_ANALISE'], '300 filiais') })) as {
      content: { id: number }[];
    };
    const power = found.content[0]?.id;
    if (!power) throw new Error('the power quotation of the large scenario was not found');

    const requests: ListRequest[] = [
      ...HOME_PANELS.map<ListRequest>((panel) => ({
        name: `getByFiltro ${panel.statusList.join(',')}`,
        method: 'POST',
        path: '/cotacao/getByFiltro?page=0&size=10&asc=false&sortKey=id',
        body: search(panel.statusList),
      })),
      { name: 'getItensRecentes', method: 'GET', path: '/lateral/getItensRecentes' },
      { name: 'fornecedores', method: 'GET', path: '/cotacaoCadastro/fornecedores' },
      { name: 'filiais', method: 'GET', path: '/cotacaoCadastro/filiais' },
      { name: 'produto/buscar', method: 'GET', path: '/produto/buscar?texto=paracetamol&page=0&size=10' },
      { name: 'itens da cotação grande', method: 'GET', path: `/cotacao/getCotacaoItemByIdCotacao/${power}` },
      { name: 'getDadosCotacao grande', method: 'GET', path: `/lateral/getDadosCotacao/${power}` },
      { name: 'getQtdRespostas grande', method: 'GET', path: `/lateral/getQtdRespostas?idCotacao=${power}` },
    ];

    const endpoints = [];
    for (const request of requests) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        await send(request);
        times.push(performance.now() - started);
      }
      const sorted = [...times].sort((a, b) => a - b);
      endpoints.push({ name: request.name, method: request.method, path: request.path, medianMs: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), maxMs: round(sorted[sorted.length - 1]) });
    }
    const slowest = Math.max(...endpoints.map((e) => e.p95Ms));
    writeResult('mock-api-lists.json', { scenario: 'large', runs: RUNS, quick: QUICK, targetMs: LIST_TARGET_MS, slowestP95Ms: slowest, endpoints, at: new Date().toISOString() });
    console.log(`mock API (large) lists: slowest p95 ${slowest} ms over ${endpoints.length} requests × ${RUNS} runs (target < ${LIST_TARGET_MS} ms)`);
  } catch (error) {
    console.error(`lists benchmark did not run: ${(error as Error).message}`);
  } finally {
    api.child.kill();
  }
})();
