/**
 * node -r esbuild-register e2e/bench/profileLongTasks.ts — the long tasks (main-thread work over
 * 50 ms, issue 31) of three interactions on the production build and the `large` scenario: opening
 * the 5,000-item order in the automatic order, the packaging screen's 'Aplicar', the manual order's
 * page change (ONLY=report: the review's 'Relatório' after opening an order). Per interaction and run: the longest task and the interaction's latency (Event
 * Timing, inpProbe.ts). PROFILE=1 also records a CPU profile (CDP Profiler) of each and prints the
 * functions with the most self time in the original sources (dist/*.js.map). RUNS (default 3),
 * BENCH_PORT, BENCH_CPU_RATES (first rate only) as the other browser benches.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { MANUAL_GENERATED } from '../../mocks/db/manualOrder/manualOrderSeeds';
import { db, resetDb } from '../../mocks/db/core/current';
import { BENCH_PORT, cpuRates } from './benchRun';
import { startBenchServer } from './benchServer';
import { enterCommit, launchBenchBrowser, newBenchPage, signIn } from './browserMeasures';
import { installInpProbe, interactionsBetween, pageNow } from './inpProbe';
import { apiCall, biggestBranchOrder } from './largeQuotation';

const RUNS = Number(process.env.RUNS ?? 3);
const PROFILE = process.env.PROFILE === '1';
const ONLY = process.env.ONLY;
const TRACE = process.env.TRACE === '1';
const CALLERS = process.env.CALLERS;
const DIST = path.resolve(__dirname, '../../dist');

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface CpuProfile { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

const consumers = new Map<string, SourceMapConsumer | null>();
function original(frame: ProfileNode['callFrame']): string {
  const file = frame.url.split('/').pop() ?? '';
  if (!consumers.has(file)) {
    const map = path.join(DIST, `${file}.map`);
    consumers.set(file, file && fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null);
  }
  const consumer = consumers.get(file);
  if (!consumer) return `${frame.functionName || '(anon)'} ${file}`;
  const at = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? '?').replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, 'nm/');
  return `${at.name ?? frame.functionName ?? '(anon)'} ${source}:${at.line}`;
}

/** Self time by function (ms) and inclusive time of the app's own functions, of the samples in [from, to] (µs, the trace's clock). */
function summary(profiles: CpuProfile | CpuProfile[], window = { from: 0, to: Infinity }): string {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const callers = new Map<string, number>();
  for (const profile of Array.isArray(profiles) ? profiles : [profiles]) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < window.from || at > window.to) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    const name = original(node.callFrame);
    if (node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return;
    self.set(name, (self.get(name) ?? 0) + ms);
    const called = CALLERS?.split(',').find((wanted) => name.startsWith(wanted));
    if (called) {
      const chain: string[] = [];
      for (let up = parent.get(id); up !== undefined && chain.length < 12; up = parent.get(up)) chain.push(original(byId.get(up)!.callFrame).replace(/ nm\/ag-grid-community.*:/, ' ag:'));
      const key = `${called} ← ${chain.join(' ← ')}`;
      callers.set(key, (callers.get(key) ?? 0) + ms);
    }
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const frame = byId.get(up)!.callFrame;
      const key = original(frame);
      if (!seen.has(key) && frame.url) { seen.add(key); total.set(key, (total.get(key) ?? 0) + ms); }
    }
  });
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n');
  if (CALLERS) console.log(top(callers, 20));
  return `self:\n${top(self, Number(process.env.TOP ?? 16))}\ninclusive (src/ only):\n${top(new Map([...total].filter(([k]) => k.includes(' src/'))), Number(process.env.INCL ?? 16))}`;
}

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: { type?: string; url?: string; functionName?: string } } }

/** Each main-thread task over 50 ms (TRACE=1): its direct children by name and what they ran. */
function longTaskComposition({ traceEvents }: { traceEvents: TraceEvent[] }): { text: string; windows: { from: number; to: number }[] } {
  const main = traceEvents.find((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  const events = traceEvents.filter((e) => e.ph === 'X' && e.dur !== undefined && (!main || (e.tid === main.tid && e.pid === main.pid)));
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur! > 50_000);
  const windows = tasks.map((task) => ({ from: task.ts, to: task.ts + task.dur! }));
  const text = tasks.map((task) => {
    const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    const byName = new Map<string, number>();
    for (const e of inside) {
      if (!['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'Layout', 'UpdateLayoutTree', 'Paint', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'ParseHTML', 'v8.compile', 'EvaluateScript', 'RunMicrotasks', 'XHRReadyStateChange', 'ResourceReceiveResponse', 'v8.run', 'Layerize', 'PrePaint', 'FireIdleCallback', 'HitTest', 'ParseAuthorStyleSheet'].includes(e.name)) continue;
      const what = e.args?.data?.type ?? e.args?.data?.functionName ?? '';
      const key = `${e.name}${what ? ` (${what})` : ''}`;
      byName.set(key, (byName.get(key) ?? 0) + e.dur! / 1000);
    }
    return `task ${(task.dur! / 1000).toFixed(0)} ms:\n${[...byName].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `    ${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n')}`;
  }).join('\n');
  return { text, windows };
}

/** The main thread's events of a short trace, nested by time, over 0.2 ms (TRACE=1 with ONLY=edit). */
function timeline({ traceEvents }: { traceEvents: TraceEvent[] }): string {
  const main = traceEvents.find((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  const events = traceEvents.filter((e) => e.ph === 'X' && (e.dur ?? 0) > 200 && (!main || (e.tid === main.tid && e.pid === main.pid))).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const t0 = events[0]?.ts ?? 0;
  const open: TraceEvent[] = [];
  return events.map((e) => {
    while (open.length > 0 && open[open.length - 1].ts + open[open.length - 1].dur! <= e.ts) open.pop();
    const depth = open.length;
    open.push(e);
    if (depth > 4) return '';
    const begin = (e.args as { beginData?: { dirtyObjects?: number; totalObjects?: number; stackTrace?: { functionName: string; url: string; lineNumber: number; columnNumber: number }[] } } | undefined)?.beginData;
    const frame = begin?.stackTrace?.[0];
    const layout = begin?.totalObjects !== undefined ? ` [${begin.dirtyObjects}/${begin.totalObjects} objects${frame ? ` from ${original({ ...frame, lineNumber: frame.lineNumber - 1, columnNumber: frame.columnNumber - 1 })}` : ''}]` : '';
    const what = (e.args?.data?.type ?? e.args?.data?.functionName ?? '') + layout;
    return `${((e.ts - t0) / 1000).toFixed(1).padStart(7)} ${'  '.repeat(depth)}${e.name}${what ? ` (${what})` : ''} ${(e.dur! / 1000).toFixed(1)} ms`;
  }).filter(Boolean).join('\n');
}

async function measured(page: Page, name: string, act: () => Promise<void>): Promise<void> {
  let cdp: CDPSession | undefined;
  if (PROFILE) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (TRACE) await page.context().browser()!.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
  const from = await pageNow(page);
  await act();
  const tasks = TRACE ? longTaskComposition(JSON.parse((await page.context().browser()!.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }) : undefined;
  if (tasks) console.log(tasks.text);
  const { latencies, longestTaskMs } = await interactionsBetween(page, from, await pageNow(page));
  console.log(`${name}: longest task ${longestTaskMs.toFixed(0)} ms, INP ${Math.max(0, ...latencies).toFixed(0)} ms (${latencies.map((l) => l.toFixed(0)).join(', ')})`);
  if (cdp) {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    if (!tasks) console.log(summary(profile));
    else tasks.windows.forEach((window, i) => console.log(`task ${i + 1} (${((window.to - window.from) / 1000).toFixed(0)} ms):\n${summary(profile, window)}`));
  }
}

/** ONLY=edit: ten quantity edits (typed, Enter) in the open 5,000-item order, profiled together. */
async function measureEdits(page: Page, base: string, order: ReturnType<typeof biggestBranchOrder>): Promise<void> {
  await page.goto(`${base}/pedido-automatico/${order.idCotacao}?idFornecedor=${order.idFornecedor}&idRepresentante=${order.idRepresentante}&idCliente=${order.idCliente}`);
  await page.locator('.supplier__toggle').first().click();
  await page.locator('.representative__toggle').first().click();
  await page.locator('.order-card__toggle').first().click();
  await page.locator('.order-card--open .ag-row').first().waitFor();
  await page.waitForTimeout(500);
  const rendered = await page.locator('.order-card--open .ag-row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('row-id'))));
  const items = db().orderItems.get(order.idPedido).filter((item) => rendered.includes(item.id) && !item.combo && !item.quantidadeFixa && item.qtdeMinima === 0 && item.qtdePedida % Math.max(1, item.qtdeEmbalagem) === 0);
  const times: number[] = [];
  const profiles: CpuProfile[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  for (let run = 0; run < 10; run += 1) {
    const item = items[run % items.length];
    const cell = `.order-card--open .ag-row[row-id="${item.id}"] [col-id="qtdePedida"]`;
    await page.locator(cell).click();
    await page.waitForTimeout(200);
    const traced = TRACE && run === Number(process.env.TRACE_RUN ?? 5);
    const start = async () => {
      if (traced) await page.context().browser()!.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'blink.user_timing'] });
      await cdp.send('Profiler.start');
    };
    times.push((await enterCommit(page, String(Math.max(1, item.qtdeEmbalagem) * (run + 2)), cell, start)).paintMs);
    profiles.push(((await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }).profile);
    if (traced) console.log(timeline(JSON.parse((await page.context().browser()!.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }));
    await page.waitForTimeout(300);
  }
  console.log(summary(process.env.FIRST === "1" ? profiles.slice(0, 1) : profiles));
  console.log(`edit painted: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
}

async function main(): Promise<void> {
  const rate = cpuRates()[0];
  const server = await startBenchServer(BENCH_PORT);
  const browser = await launchBenchBrowser();
  const login = await newBenchPage(browser);
  await signIn(login, server.base);
  const signedIn = await login.context().storageState();
  await login.context().close();
  try {
    for (let run = 0; run < RUNS; run += 1) {
      resetDb('large');
      const order = biggestBranchOrder();
      await apiCall(server.base, `/pedidoAutomatico/${order.idCotacao}/fornecedores?page=0&size=10`);
      const page = await newBenchPage(browser, signedIn, rate);
      await installInpProbe(page);
      if (!ONLY || ONLY === 'order') {
        await page.goto(`${server.base}/pedido-automatico/${order.idCotacao}?idFornecedor=${order.idFornecedor}&idRepresentante=${order.idRepresentante}&idCliente=${order.idCliente}`);
        await page.locator('.supplier__toggle').first().click();
        await page.locator('.representative__toggle').first().click();
        await page.locator('.order-card__toggle').first().waitFor();
        await page.waitForTimeout(500);
        await measured(page, 'open order', async () => {
          await page.locator('.order-card__toggle').first().click();
          await page.locator('.order-card--open .ag-row').first().waitFor();
          await page.waitForTimeout(300);
        });
      }
      if (ONLY === 'edit') await measureEdits(page, server.base, order);
      if (!ONLY || ONLY === 'apply') {
        await page.goto(`${server.base}/problemas-de-embalagem/${order.idCotacao}`);
        await page.getByRole('textbox', { name: /^Quantidade ajustada de / }).first().waitFor();
        await page.waitForTimeout(500);
        await measured(page, "packaging 'Aplicar'", async () => {
          const answer = page.waitForResponse((response) => /\/(aplicarLimitesEmbalagem|arredondarEmbalagem)\//.test(response.url()), { timeout: 120_000 });
          await page.getByRole('button', { name: 'Aplicar' }).click();
          await answer;
          await page.waitForFunction(() => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Aplicar')?.getAttribute('aria-busy') !== 'true');
          await page.waitForTimeout(300);
        });
      }
      if (ONLY === 'report') {
        await apiCall(server.base, `/pedidoAutomatico/confirmar/${order.idCotacao}`);
        await page.goto(`${server.base}/revisao-envio/${order.idCotacao}`);
        await page.locator('.review-supplier .review-toggle').first().click();
        await page.locator('.review-toggle--representative').first().click();
        await page.locator('.review-order__toggle').first().click();
        await page.locator('.review-order--open .ag-row').first().waitFor();
        await page.waitForTimeout(500);
        await measured(page, "review 'Relatório'", async () => {
          await page.getByRole('button', { name: 'Imprimir' }).click();
          await page.getByRole('dialog', { name: 'Relatório' }).locator('tfoot').waitFor();
          await page.waitForTimeout(300);
        });
      }
      if (!ONLY || ONLY === 'page') {
        await page.goto(`${server.base}/pedido-manual/${MANUAL_GENERATED}`);
        const product = 'input[type="checkbox"][aria-label^="Comprar "]';
        await page.locator(`.manual-branch ${product}`).first().waitFor();
        await page.waitForTimeout(500);
        await page.locator('.manual-branch').evaluateAll((panels) => panels.forEach((panel) => panel.setAttribute('data-bench-seen', '')));
        await measured(page, 'manual order: page change', async () => {
          await page.locator('.manual-branches nav[aria-label="Paginação"]').last().getByRole('button', { name: 'Próxima página' }).click();
          await page.locator(`.manual-branch:not([data-bench-seen]) ${product}`).first().waitFor();
          await page.waitForTimeout(300);
        });
      }
      await page.context().close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

void main().then(() => process.exit(0), (error: unknown) => { console.error(error); process.exit(1); });
