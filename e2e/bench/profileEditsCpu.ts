import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { db } from '../../mocks/db/current';
import { startBenchServer } from './benchServer';
import { enterCommit, launchBenchBrowser, newBenchPage, signIn } from './browserMeasures';

const DIST = '/work/wt-edit/dist';
void (async () => {
  const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 8122));
  const browser = await launchBenchBrowser();
  const order = db().data.orders.reduce((a, b) => (b.quantidadeItens > a.quantidadeItens ? b : a));
  const page = await newBenchPage(browser);
  await signIn(page, server.base);
  await page.goto(`${server.base}/pedido-automatico/${order.idCotacao}?idFornecedor=${order.idFornecedor}&idRepresentante=${order.idRepresentante}&idCliente=${order.idCliente}`);
  await page.locator('.supplier__toggle').first().click();
  await page.locator('.representative__toggle').first().click();
  await page.locator('.order-card__toggle').first().click();
  await page.locator('.order-card--open .ag-row').first().waitFor();
  const rendered = await page.locator('.order-card--open .ag-row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('row-id'))));
  const items = db().orderItems.get(order.idPedido).filter((item) => rendered.includes(item.id) && !item.combo && !item.quantidadeFixa && item.qtdeMinima === 0 && item.qtdePedida % Math.max(1, item.qtdeEmbalagem) === 0);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const times: number[] = [];
  const N = Number(process.env.N ?? 20);
  for (let run = 0; run < 3; run += 1) {
    const item = items[run % items.length];
    const cell = `.order-card--open .ag-row[row-id="${item.id}"] [col-id="qtdePedida"]`;
    await page.locator(cell).click();
    await enterCommit(page, String(Math.max(1, item.qtdeEmbalagem) * (run + 2)), cell);
  }
  await cdp.send('Profiler.start');
  for (let run = 0; run < N; run += 1) {
    const item = items[run % items.length];
    const cell = `.order-card--open .ag-row[row-id="${item.id}"] [col-id="qtdePedida"]`;
    await page.locator(cell).click();
    const t = await enterCommit(page, String(Math.max(1, item.qtdeEmbalagem) * (run + 7)), cell);
    times.push(t.paintMs);
  }
  const { profile } = await cdp.send('Profiler.stop');
  console.log('times', times.map((t) => Math.round(t)).join(' '));
  // self time per node
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<number, number>();
  const dts = profile.timeDeltas!;
  const samples = profile.samples!;
  for (let i = 0; i < samples.length; i += 1) self.set(samples[i], (self.get(samples[i]) ?? 0) + (dts[i] ?? 0));
  const consumers = new Map<string, SourceMapConsumer>();
  async function resolve(cf: any): Promise<string> {
    const file = cf.url.split('/').pop();
    if (!file || !file.endsWith('.js')) return `${cf.functionName || '(anon)'} ${cf.url}`;
    const map = path.join(DIST, file + '.map');
    if (!fs.existsSync(map)) return `${cf.functionName} ${file}`;
    if (!consumers.has(file)) consumers.set(file, await new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))));
    const pos = consumers.get(file)!.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    return `${pos.name ?? cf.functionName ?? '?'} ${pos.source?.replace(/.*node_modules\//, 'nm/').replace(/.*src\//, 'src/')}:${pos.line}`;
  }
  const agg = new Map<string, number>();
  for (const [id, t] of self) {
    const n: any = byId.get(id);
    const key = await resolve(n.callFrame);
    agg.set(key, (agg.get(key) ?? 0) + t);
  }
  const total = [...agg.values()].reduce((a, b) => a + b, 0);
  console.log('total sampled ms', Math.round(total / 1000));
  for (const [k, v] of [...agg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((v / 1000).toFixed(1).padStart(8), k);
  // inclusive time
  const parent = new Map<number, number>();
  for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>();
  for (const [id, t] of self) {
    const seen = new Set<string>();
    let cur: number | undefined = id;
    while (cur !== undefined) {
      const key = await resolve((byId.get(cur) as any).callFrame);
      if (!seen.has(key)) { incl.set(key, (incl.get(key) ?? 0) + t); seen.add(key); }
      cur = parent.get(cur);
    }
  }
  console.log('--- inclusive');
  for (const [k, v] of [...incl.entries()].filter(([k]) => /src\//.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 50)) console.log((v / 1000).toFixed(1).padStart(8), k);
  await browser.close();
  await server.close();
  process.exit(0);
})();
