/**
 * Benchmark: the manual order of the `large` scenario's power buyer (300 branches × 3,000 products
 * × 15 answers, generated already: mocks/db/manualOrder/manualOrderSeeds.ts) in the standalone mock API. Times
 * the very first page of 10 branches (the manual order is set up on that request; no answer item is
 * read for the branch list), the same page again, a later page, a branch's first products (its
 * proposal worked out then) and a product's answers, the branch list under a search, and the first
 * and a later total (every branch's proposal worked out once). Writes
 * e2e/bench/results/mock-api-manual-order.json; reports, never fails. BENCH_QUICK=1: 3 runs.
 * BENCH_MANUAL_PORT changes the port (default 8099).
 */
import { MANUAL_GENERATED } from '../../mocks/db/manualOrder/manualOrderSeeds';
import { login, rssMb, startMockApi, writeResult } from './mockServer';
import { percentile, round1 } from './stats';

const PORT = Number(process.env.BENCH_MANUAL_PORT ?? 8099);
const FIRST_PAGE_TARGET_MS = 200;
const TARGET_MS = 50;
const RUNS = process.env.BENCH_QUICK === '1' ? 3 : 20;

void (async () => {
  const api = startMockApi(PORT, 'large');
  try {
    const token = await login(api, 60_000);
    if (!token) throw new Error('the mock API did not answer within 60 s');
    const send = async <T>(path: string, method = 'GET', body?: unknown): Promise<{ body: T; ms: number }> => {
      const started = performance.now();
      const answer = await fetch(`${api.base}${path}`, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status}`);
      const parsed = (await answer.json()) as T;
      return { body: parsed, ms: performance.now() - started };
    };
    const base = `/pedidomanual`;
    const first = await send<{ totalElements: number; content: { id: number }[] }>(`${base}/${MANUAL_GENERATED}?page=0&size=10`);
    if (first.body.totalElements !== 300) throw new Error(`expected the power buyer's 300 branches, got ${first.body.totalElements}`);
    const later = await send<{ content: { id: number }[] }>(`${base}/${MANUAL_GENERATED}?page=20&size=10`);
    const branch = later.body.content[0].id;
    const firstItems = await send<{ content: { id: number; codBarras: string }[] }>(`${base}/getItens/${branch}?page=0&size=5`);
    const item = firstItems.body.content[0];
    const firstTotal = await send<{ valorTotal: number }>(`${base}/total/${MANUAL_GENERATED}`);

    const requests: { name: string; path: string; method?: string; body?: unknown }[] = [
      { name: 'filiais (10), página 1', path: `${base}/${MANUAL_GENERATED}?page=0&size=10` },
      { name: 'filiais (10), página 21', path: `${base}/${MANUAL_GENERATED}?page=20&size=10` },
      { name: 'filiais (10) com busca', path: `${base}/${MANUAL_GENERATED}?page=0&size=10&busca=comprimido` },
      { name: 'produtos de uma filial (5)', path: `${base}/getItens/${branch}?page=0&size=5` },
      { name: 'produtos de uma filial (5), página 100', path: `${base}/getItens/${branch}?page=99&size=5` },
      { name: 'respostas de um produto (5)', path: `${base}/getItensResposta/${item.id}?page=0&size=5` },
      { name: 'produto em todas as filiais (agrupado)', path: `${base}/getItensFiliais/${MANUAL_GENERATED}?codBarras=${item.codBarras}` },
      { name: 'total', path: `${base}/total/${MANUAL_GENERATED}` },
      { name: 'filiais (10) sem resposta selecionada', path: `${base}/${MANUAL_GENERATED}?page=0&size=10&semRespostaSelecionada=true` },
    ];
    const endpoints = [];
    for (const request of requests) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push((await send(request.path, request.method, request.body)).ms);
      endpoints.push({ name: request.name, path: request.path, medianMs: round1(percentile(times, 50)), p95Ms: round1(percentile(times, 95)), maxMs: round1(percentile(times, 100)) });
    }
    const figures = {
      scenario: 'large',
      runs: RUNS,
      firstPageTargetMs: FIRST_PAGE_TARGET_MS,
      targetMs: TARGET_MS,
      firstPageMs: round1(first.ms),
      laterPageFirstMs: round1(later.ms),
      branchFirstItemsMs: round1(firstItems.ms),
      firstTotalMs: round1(firstTotal.ms),
      rssMb: rssMb(api.child.pid),
      endpoints,
      at: new Date().toISOString(),
    };
    writeResult('mock-api-manual-order.json', figures);
    console.log(`manual order (large): first page of 10 branches ${figures.firstPageMs} ms (target < ${FIRST_PAGE_TARGET_MS}), page 21 first time ${figures.laterPageFirstMs} ms`);
    console.log(`a branch's first products ${figures.branchFirstItemsMs} ms; first total (every branch's proposal) ${figures.firstTotalMs} ms`);
    for (const e of endpoints) console.log(`${e.name.padEnd(44)} median ${String(e.medianMs).padStart(7)} ms  p95 ${String(e.p95Ms).padStart(7)} ms`);
  } catch (error) {
    console.error(`manual order benchmark did not run: ${(error as Error).message}`);
  } finally {
    api.child.kill();
  }
})();
