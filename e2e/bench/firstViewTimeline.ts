/**
 * node -r esbuild-register e2e/bench/firstViewTimeline.ts — the automatic order page's first view
 * on the production build and `large` (as bench:automatic-order-page measures it): every request's
 * start and end (ms since navigation, Resource Timing) and the first suppliers painted, so a
 * request that waits for another (a waterfall) shows, then the clicks to 15 cards as the bench times
 * them. RUNS=n (default 3); QUIET=1 prints the figures only; CPU=4 slows the CPU; BENCH_PORT and
 * BENCH_DIST as the benches.
 */
import { BENCH_PORT } from './benchRun';
import { startBenchServer } from './benchServer';
import { firstPaintOf, launchBenchBrowser, newBenchPage, signIn, timeToVisible, watchFirstPaint } from './browserMeasures';
import { median } from './stats';
import { apiCall, biggestOrder } from './largeQuotation';

const RUNS = Number(process.env.RUNS ?? 3);

async function main(): Promise<void> {
  const server = await startBenchServer(BENCH_PORT);
  const browser = await launchBenchBrowser();
  try {
    const { order } = biggestOrder();
    const login = await newBenchPage(browser);
    await signIn(login, server.base);
    await apiCall(server.base, `/pedidoAutomatico/${order.idCotacao}/fornecedores?page=0&size=10`);
    const signedIn = await login.context().storageState();
    await login.context().close();
    const totals: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await newBenchPage(browser, signedIn, Number(process.env.CPU ?? 1));
      await watchFirstPaint(page, '.supplier__toggle');
      await page.goto(`${server.base}/pedido-automatico/${order.idCotacao}`);
      const painted = await firstPaintOf(page);
      const supplierMs = await timeToVisible(page, () => page.locator('.supplier__toggle').first().click(), '.representative__toggle');
      const cardsMs = await timeToVisible(page, () => page.locator('.representative__toggle').first().click(), '.order-card:nth-child(15), .order-cards__more, .representative__orders [role="status"]');
      totals.push(painted + supplierMs + cardsMs);
      console.log(`run ${run + 1}: suppliers ${Math.round(painted)} ms, + supplier ${Math.round(supplierMs)} + cards ${Math.round(cardsMs)} = ${Math.round(painted + supplierMs + cardsMs)} ms`);
      if (process.env.QUIET === '1') {
        await page.context().close();
        continue;
      }
      await page.waitForLoadState('networkidle');
      const entries = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => ({ name: e.name.replace(location.origin, ''), start: Math.round(e.startTime), end: Math.round((e as PerformanceResourceTiming).responseEnd) })),
      );
      for (const e of entries) console.log(`  ${String(e.start).padStart(5)} → ${String(e.end).padStart(5)}  ${e.name.slice(0, 110)}`);
      await page.context().close();
    }
    console.log(`first suppliers + 15 cards, median of ${RUNS}: ${Math.round(median(totals))} ms`);
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
