/**
 * Benchmark: order generation of the `large` scenario's power quotation (300 branches × 3,000
 * products × 15 representatives) in the standalone mock API. Starts the generation, polls
 * pedidoGerando every 250 ms and reports how long the generation took and the slowest status
 * answer meanwhile (the server must keep answering while it generates). Writes
 * e2e/bench/results/mock-api-generation.json. It reports; it never fails the command.
 */
import { login, rssMb, startMockApi, writeResult } from './mockServer';

const PORT = 8098;
const STATUS_TARGET_MS = 200;

void (async () => {
  const api = startMockApi(PORT, 'large');
  try {
    const token = await login(api, 60_000);
    if (!token) throw new Error('the mock API did not answer within 60 s');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const found = await fetch(`${api.base}/cotacao/getByFiltro?page=0&size=1`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: 0, title: '300 filiais', statusList: ['EM_ANALISE'] }),
    });
    const power = ((await found.json()) as { content: { id: number }[] }).content[0]?.id;
    if (!power) throw new Error('the power quotation of the large scenario was not found');

    const started = performance.now();
    const start = await fetch(`${api.base}/pedido/${power}/generate?pedidoManual=false`, { headers: { ...headers, 'Idempotency-Key': 'bench-generation' } });
    if (start.status !== 202) throw new Error(`generate answered ${start.status}`);
    const statusTimes: number[] = [];
    let outcome: { gerando: boolean; quantidadePedidos?: number; quantidadeItens?: number } = { gerando: true };
    while (outcome.gerando) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const asked = performance.now();
      outcome = (await (await fetch(`${api.base}/resumoresposta/pedidoGerando/${power}`, { headers })).json()) as typeof outcome;
      statusTimes.push(performance.now() - asked);
    }
    const generationMs = Math.round(performance.now() - started);
    const slowestStatusMs = Math.round(Math.max(...statusTimes) * 10) / 10;
    writeResult('mock-api-generation.json', {
      scenario: 'large',
      generationMs,
      slowestStatusMs,
      statusTargetMs: STATUS_TARGET_MS,
      checks: statusTimes.length,
      orders: outcome.quantidadePedidos,
      items: outcome.quantidadeItens,
      rssMb: rssMb(api.child.pid),
      at: new Date().toISOString(),
    });
    console.log(`mock API (large) generation: ${generationMs} ms for ${outcome.quantidadePedidos} orders / ${outcome.quantidadeItens} items; slowest status answer ${slowestStatusMs} ms`);
  } catch (error) {
    console.error(`generation benchmark did not run: ${(error as Error).message}`);
  } finally {
    api.child.kill();
  }
})();
