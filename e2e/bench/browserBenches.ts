/**
 * npm run bench:browser — the browser benchmarks of issue 10 part 6 on the production build
 * (built first when dist/ is missing) against the `large` scenario, in one run (benchRun.ts: at
 * 1× and 4× CPU, a failed rate retried once):
 * (a) the JavaScript /cotacao needs after login (gzip), beside the 150 kB budget, and whether any
 *     of it is AG Grid code;
 * (b) the baselines the automatic-order benchmarks are compared with: a bare AG Grid opening the
 *     5,000 items of the biggest branch order (fetch + JSON.parse + rows painted), its scroll
 *     frame intervals, and a vanilla DOM cell update measured as a quantity edit is.
 * Writes e2e/bench/results/browser-*.json (the first page at 1× only: bytes do not depend on the
 * CPU). Reports; never fails on a figure. BENCH_QUICK=1 (CI) measures each figure a few times, at 1×.
 */
import type { Browser } from '@playwright/test';
import { writeResult } from './mockServer';
import { buildBareGrid } from './bareGrid/buildBareGrid';
import { QUICK, runBrowserBench } from './benchRun';
import { enterCommit, newBenchPage, scrollFrameIntervals, scriptsLoadedBy, signIn, timeToVisible } from './browserMeasures';
import { BASELINES_FILE, FIRST_PAGE_BUDGET_BYTES, FIRST_PAGE_FILE, type BaselineFigures, type FirstPageFigures } from './browserTargets';
import { median, percentile, round1 } from './stats';
const OPEN_RUNS = QUICK ? 1 : 5;
const EDIT_RUNS = QUICK ? 5 : 40;
const SCROLL_FRAMES = QUICK ? 30 : 180;

async function firstPage(browser: Browser, base: string): Promise<FirstPageFigures> {
  const login = await newBenchPage(browser);
  await signIn(login, base);
  const signedIn = await login.context().storageState();
  await login.context().close();
  // A fresh context (nothing cached) holding the signed-in user's token: the first page as it loads.
  const page = await newBenchPage(browser, signedIn);
  const scripts = await scriptsLoadedBy(page, async () => {
    await page.goto(`${base}/cotacao`);
    await page.getByRole('button', { name: 'Sair' }).waitFor();
  });
  await page.context().close();
  return {
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    budgetBytes: FIRST_PAGE_BUDGET_BYTES,
    agGridFree: scripts.every((script) => !script.hasAgGrid),
    scripts: scripts.map(({ url, gzipBytes, hasAgGrid }) => ({ url, gzipBytes, hasAgGrid })),
  };
}

async function bareGrid(browser: Browser, base: string, rate: number): Promise<Pick<BaselineFigures, 'bareOpenMedianMs' | 'bareScrollP95Ms'>> {
  const opens: number[] = [];
  let intervals: number[] = [];
  // The server builds the order's JSON on its first request: built before timing, so one quick run measures the page, not the build.
  await fetch(`${base}/bench-grid/items.json`);
  for (let run = 0; run < OPEN_RUNS; run += 1) {
    const page = await newBenchPage(browser, undefined, rate);
    await page.goto(`${base}/bench-grid/`);
    opens.push(await timeToVisible(page, () => page.getByRole('button', { name: 'Abrir', exact: true }).click(), '#grid .ag-row'));
    if (run === 0) intervals = await scrollFrameIntervals(page, '#grid', SCROLL_FRAMES);
    await page.context().close();
  }
  return { bareOpenMedianMs: round1(median(opens)), bareScrollP95Ms: round1(percentile(intervals, 95)) };
}

async function vanillaEdits(browser: Browser, base: string, rate: number): Promise<Pick<BaselineFigures, 'vanillaCommitP95Ms' | 'vanillaCommitPaintP95Ms'>> {
  const page = await newBenchPage(browser, undefined, rate);
  await page.goto(`${base}/bench-grid/`);
  await page.getByRole('button', { name: 'Abrir tabela simples' }).click();
  const inputs = page.locator('#vanilla input');
  await inputs.first().waitFor();
  const dom: number[] = [];
  const paint: number[] = [];
  for (let run = 0; run < EDIT_RUNS; run += 1) {
    await inputs.nth(run).focus();
    const times = await enterCommit(page, String(20_000 + run), `#vanilla tr:nth-child(${run + 1}) .shown`);
    dom.push(times.domMs);
    paint.push(times.paintMs);
  }
  await page.context().close();
  return { vanillaCommitP95Ms: round1(percentile(dom, 95)), vanillaCommitPaintP95Ms: round1(percentile(paint, 95)) };
}

buildBareGrid();
void runBrowserBench<BaselineFigures>({
  name: 'browser baselines',
  file: BASELINES_FILE,
  alsoWrites: [FIRST_PAGE_FILE],
  measure: async ({ browser, base }, rate) => {
    if (rate === 1) {
      const first = await firstPage(browser, base);
      writeResult(FIRST_PAGE_FILE, { ...first, at: new Date().toISOString() });
      console.log(`/cotacao after login: ${first.gzipBytes} bytes of JavaScript gzip (budget ${first.budgetBytes}); AG Grid code: ${first.agGridFree ? 'none' : 'PRESENT'}`);
    }
    return { runs: OPEN_RUNS, rows: 5000, ...(await bareGrid(browser, base, rate)), ...(await vanillaEdits(browser, base, rate)) };
  },
});
