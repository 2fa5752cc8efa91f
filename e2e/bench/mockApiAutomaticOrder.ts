/**
 * Benchmark: the automatic order's lists of the `large` power quotation (4,500 branch orders,
 * ~900,000 items) must answer in tens of milliseconds. Starts the standalone mock API, times the
 * one-time index build (first request), then each list several times (median, p95), with and
 * without filters, the 5,000-item order's items and a quantity update. Writes
 * e2e/bench/results/mock-api-automatic-order.json; reports, never fails. BENCH_QUICK=1: 3 runs.
 */
import { login, startMockApi, writeResult } from './mockServer';

const PORT = 8096;
const TARGET_MS = 50;
const RUNS = process.env.BENCH_QUICK === '1' ? 3 : 20;
const round = (ms: number) => Math.round(ms * 10) / 10;

void (async () => {
  const api = startMockApi(PORT, 'large');
  try {
    const token = await login(api, 60_000);
    if (!token) throw new Error('the mock API did not answer within 60 s');
    const send = async (path: string, method = 'GET', body?: unknown): Promise<unknown> => {
      const answer = await fetch(`${api.base}${path}`, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status}`);
      return answer.json();
    };
    const search = { id: 0, title: '300 filiais', statusList: ['EM_ANALISE'], startRegistrationDate: null, endRegistrationDate: null, startExpirationDate: null, endExpirationDate: null };
    const found = (await send('/cotacao/getByFiltro?page=0&size=1', 'POST', search)) as { content: { id: number }[] };
    const power = found.content[0]?.id;
    if (!power) throw new Error('the power quotation of the large scenario was not found');
    const base = `/pedidoAutomatico/${power}`;
    let started = performance.now();
    const suppliers = (await send(`${base}/fornecedores`)) as { content: { idFornecedor: number }[] };
    const indexBuildMs = round(performance.now() - started);
    const idFornecedor = suppliers.content[0].idFornecedor;
    const reps = (await send(`${base}/representantes?idFornecedor=${idFornecedor}`)) as { content: { idRepresentante: number }[] };
    const owner = `idFornecedor=${idFornecedor}&idRepresentante=${reps.content[0].idRepresentante}`;
    const orders = (await send(`${base}/filiais?${owner}&page=0&size=15`)) as { content: { idPedido: number; quantidadeItens: number }[] };
    const biggest = orders.content.reduce((big, o) => (o.quantidadeItens > big.quantidadeItens ? o : big));
    const items = (await send(`${base}/itens?idPedido=${biggest.idPedido}&size=1`)) as { content: { id: number; qtdePedida: number }[] };

    const requests: { name: string; path: string; method?: string; body?: () => unknown }[] = [
      { name: 'fornecedores', path: `${base}/fornecedores` },
      { name: 'fornecedores busca', path: `${base}/fornecedores?busca=comprimido` },
      { name: 'fornecedores conflito de embalagem', path: `${base}/fornecedores?conflitoDeEmbalagem=true` },
      { name: 'fornecedores abaixo de 10 % e mínimo', path: `${base}/fornecedores?acimaDoValor=false&valor=10.00&problemaDeMinimo=true` },
      { name: 'representantes', path: `${base}/representantes?idFornecedor=${idFornecedor}` },
      { name: 'filiais (15)', path: `${base}/filiais?${owner}&page=0&size=15` },
      { name: 'filiais (15) oportunidade', path: `${base}/filiais?${owner}&page=0&size=15&oportunidade=true` },
      { name: `itens do pedido de ${biggest.quantidadeItens}`, path: `${base}/itens?idPedido=${biggest.idPedido}&sort=valorSemST&asc=false`, method: 'POST', body: () => ({}) },
      { name: 'isPackAndMinimumProblemButton', path: `${base}/isPackAndMinimumProblemButton` },
      { name: 'total', path: `/pedidoAutomatico/total/${power}` },
      { name: 'updateItemQuatity', path: '/pedidoAutomatico/updateItemQuatity', method: 'POST', body: () => ({ id: items.content[0].id, qtdePedida: items.content[0].qtdePedida }) },
    ];
    const endpoints = [];
    for (const request of requests) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        started = performance.now();
        await send(request.path, request.method, request.body?.());
        times.push(performance.now() - started);
      }
      times.sort((x, y) => x - y);
      const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
      endpoints.push({ name: request.name, method: request.method ?? 'GET', path: request.path, medianMs: round(at(50)), p95Ms: round(at(95)), maxMs: round(times[times.length - 1]) });
    }
    writeResult('mock-api-automatic-order.json', { scenario: 'large', runs: RUNS, targetMs: TARGET_MS, indexBuildMs, endpoints, at: new Date().toISOString() });
    for (const e of endpoints) console.log(`${e.name.padEnd(44)} median ${String(e.medianMs).padStart(7)} ms  p95 ${String(e.p95Ms).padStart(7)} ms`);
    console.log(`automatic order (large): first request, index build ${indexBuildMs} ms`);
  } catch (error) {
    console.error(`automatic order benchmark did not run: ${(error as Error).message}`);
  } finally {
    api.child.kill();
  }
})();
