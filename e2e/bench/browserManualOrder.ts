/**
 * npm run bench:manual-order-page — the manual order page (issue 13 part 8) on the production build
 * against the `large` scenario: the power buyer's generated manual order (300 branches × its
 * products). Written to e2e/bench/results/browser-manual-order.json; report.ts prints it beside
 * the automatic order's figures. Reports; never fails on a figure. BENCH_QUICK=1 measures once.
 * - firstBranchesMedianMs: navigation → the first branch panel with its products painted (ms since the document started);
 * - branchesReadOnOpen: branches whose products the browser asked for by then (the page's 10 at most);
 * - nextPageMedianMs: the branch pager's 'Próxima página' → the next page's first products painted;
 * - branchesReadAfterNextPage: branches whose products were asked for after that (20 at most).
 */
import { execSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { MANUAL_GENERATED } from '../../mocks/db/manualOrder/manualOrderSeeds';
import { writeResult } from './mockServer';
import { distIsBuilt, startBenchServer } from './benchServer';
import { launchBenchBrowser, newBenchPage, signIn, timeToVisible } from './browserMeasures';
import { MANUAL_ORDER_FILE, type ManualOrderFigures } from './browserTargets';
import { apiCall } from './largeQuotation';
import { median, round1 } from './stats';

const QUICK = process.env.BENCH_QUICK === '1';
const PORT = Number(process.env.BENCH_PORT ?? 8096);
const RUNS = QUICK ? 1 : 5;
const PRODUCTS_PATH = /\/api\/pedidomanual\/getItens\/(\d+)/;
const FIRST_PRODUCT = '.manual-branch input[type="checkbox"][aria-label^="Comprar "]';

/** The branches whose products the page asked for (each request names its branch). */
function watchBranchReads(page: Page): Set<string> {
  const branches = new Set<string>();
  page.on('request', (request) => {
    const match = PRODUCTS_PATH.exec(request.url());
    if (match) branches.add(match[1]);
  });
  return branches;
}

async function openAndPage(page: Page, base: string) {
  const reads = watchBranchReads(page);
  await page.goto(`${base}/pedido-manual/${MANUAL_GENERATED}`);
  await page.locator(FIRST_PRODUCT).first().waitFor();
  const firstMs = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
  await page.waitForLoadState('networkidle');
  const readOnOpen = reads.size;
  // The page's panels are marked; the next page's are new elements (keyed by branch), so unmarked.
  await page.locator('.manual-branch').evaluateAll((panels) => panels.forEach((panel) => panel.setAttribute('data-bench-seen', '')));
  const pager = page.locator('.manual-branches nav[aria-label="Paginação"]').last();
  const nextMs = await timeToVisible(page, () => pager.getByRole('button', { name: 'Próxima página' }).click(), `.manual-branch:not([data-bench-seen]) input[type="checkbox"][aria-label^="Comprar "]`);
  await page.waitForLoadState('networkidle');
  return { firstMs, readOnOpen, nextMs, readAfterNext: reads.size };
}

void (async () => {
  if (!distIsBuilt()) execSync('npm run build', { stdio: 'inherit' });
  const server = await startBenchServer(PORT);
  const browser = await launchBenchBrowser();
  try {
    const login = await newBenchPage(browser);
    await signIn(login, server.base);
    // The mock's warm-up, not the browser's time: its first requests work out the branch list and,
    // for the order's total, every branch's proposal (about 1.4 s, during which this one-process
    // mock answers nothing else; a backend keeps these totals in its database).
    await apiCall(server.base, `/pedidomanual/getFiliais/${MANUAL_GENERATED}`);
    await apiCall(server.base, `/pedidomanual/total/${MANUAL_GENERATED}`);
    const signedIn = await login.context().storageState();
    await login.context().close();

    const firsts: number[] = [];
    const nexts: number[] = [];
    let readOnOpen = 0;
    let readAfterNext = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const page = await newBenchPage(browser, signedIn);
      const figures = await openAndPage(page, server.base);
      firsts.push(figures.firstMs);
      nexts.push(figures.nextMs);
      readOnOpen = Math.max(readOnOpen, figures.readOnOpen);
      readAfterNext = Math.max(readAfterNext, figures.readAfterNext);
      await page.context().close();
    }
    const figures: ManualOrderFigures = {
      firstBranchesMedianMs: round1(median(firsts)),
      branchesReadOnOpen: readOnOpen,
      nextPageMedianMs: round1(median(nexts)),
      branchesReadAfterNextPage: readAfterNext,
    };
    writeResult(MANUAL_ORDER_FILE, { ...figures, quick: QUICK, at: new Date().toISOString() });
    console.log(`manual order page: ${JSON.stringify(figures)}`);
  } catch (error) {
    console.error('manual order page bench did not complete:', error);
  } finally {
    await browser.close();
    await server.close();
  }
  process.exit(0);
})();
