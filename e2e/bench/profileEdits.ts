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
  const doms: number[] = [];
  const N = Number(process.env.N ?? 20);
  for (let run = 0; run < 3; run += 1) {
    const item = items[run % items.length];
    const cell = `.order-card--open .ag-row[row-id="${item.id}"] [col-id="qtdePedida"]`;
    await page.locator(cell).click();
    await enterCommit(page, String(Math.max(1, item.qtdeEmbalagem) * (run + 2)), cell);
  }
  await page.evaluate(() => window.addEventListener('keydown', (e) => { if (e.key === 'Enter') performance.mark('enter'); }, { capture: true }));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing,v8.execute,disabled-by-default-devtools.timeline', transferMode: 'ReturnAsStream' });
  for (let run = 0; run < N; run += 1) {
    const item = items[run % items.length];
    const cell = `.order-card--open .ag-row[row-id="${item.id}"] [col-id="qtdePedida"]`;
    await page.locator(cell).click();
    const t = await enterCommit(page, String(Math.max(1, item.qtdeEmbalagem) * (run + 7)), cell);
    times.push(t.paintMs); doms.push(t.domMs);
  }
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e: any) => resolve(e.stream)));
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) { const r: any = await cdp.send('IO.read', { handle: stream }); text += r.data; if (r.eof) break; }
  const events: any[] = JSON.parse(text).traceEvents ?? JSON.parse(text);
  console.log('times', times.map((t) => Math.round(t)).join(' '));
  console.log('dom', doms.map((t) => Math.round(t)).join(' '));
  const marks = events.filter((e) => e.name === 'enter' && e.cat.includes('user_timing')).map((e) => e.ts).sort((a, b) => a - b);
  const mainTid = events.find((e) => e.name === 'enter').tid;
  const pid = events.find((e) => e.name === 'enter').pid;
  const agg = new Map<string, number>();
  const N2 = marks.length;
  marks.forEach((m, i) => {
    const endTs = m + times[i] * 1000;
    // top-level complete events on the main thread inside the window
    const inWin = events.filter((e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && e.ts >= m - 2000 && e.ts < endTs);
    for (const e of inWin) { const k = e.name + (e.name === 'EventDispatch' ? ':' + e.args?.data?.type : '') + (e.name === 'FunctionCall' ? ':' + (e.args?.data?.functionName ?? '') : ''); agg.set(k, (agg.get(k) ?? 0) + (e.dur ?? 0)); }
  });
  for (const i of [2, 5, 8]) {
    const m = marks[i];
    console.log('--- edit', i, 'paint', Math.round(times[i]), 'dom', Math.round(doms[i]));
    console.log(events.filter((e) => /sync-|edit-request/.test(e.name) && e.ts > m - 1000 && e.ts < m + 200000).map((e) => `${e.name}@${((e.ts - m) / 1000).toFixed(1)}`).join(' '));
    const tasks = events.filter((e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= m - 20000 && e.ts < m + times[i] * 1000 + 5000);
    for (const t of tasks) {
      const kids = events.filter((e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 300).map((e) => `${e.name}${e.args?.data?.type ? ':' + e.args.data.type : ''}${e.args?.data?.functionName ? ':' + e.args.data.functionName : ''}${e.args?.data?.url ? '@' + String(e.args.data.url).split('/').pop() + ':' + e.args.data.lineNumber : ''} ${(e.dur / 1000).toFixed(1)}`);
      if (t.dur > 300) console.log(((t.ts - m) / 1000).toFixed(1).padStart(7), (t.dur / 1000).toFixed(1).padStart(6), kids.slice(0, 8).join(' | '));
    }
  }
  console.log('per edit (ms, inclusive, all nesting levels) over', N2, 'edits');
  for (const [k, v] of [...agg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000 / N2).toFixed(2).padStart(8), k);
  await browser.close();
  await server.close();
  process.exit(0);
})();
