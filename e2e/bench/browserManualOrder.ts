/**
 * npm run bench:manual-order-page — the manual order page (issue 13 part 8) on the production build
 * against the `large` scenario: the power buyer's generated manual order (300 branches × its
 * products). Written to e2e/bench/results/browser-manual-order.json, and -cpu4x.json at 4× CPU
 * (benchRun.ts); report.ts prints them beside the automatic order's figures. Reports; never fails
 * on a figure. BENCH_QUICK=1 measures once, at 1×.
 * - firstBranchesMedianMs: navigation → the first branch panel with its products painted (ms since the document started);
 * - firstPageRequests: requests to the API from the navigation until that page is painted and the network idle;
 * - branchesReadOnOpen: branches whose products the browser asked for by then (the page's 10 at most);
 * - nextPageMedianMs: the branch pager's 'Próxima página' → the next page's first products painted;
 * - branchesReadAfterNextPage: branches whose products were asked for after that (20 at most).
 */
import type { BrowserContextOptions, Page } from '@playwright/test';
import { MANUAL_GENERATED } from '../../mocks/db/manualOrder/manualOrderSeeds';
import { QUICK, runBrowserBench } from './benchRun';
import { firstPaintOf, newBenchPage, signIn, timeToVisible, watchFirstPaint } from './browserMeasures';
import { MANUAL_ORDER_FILE, type ManualOrderFigures } from './browserTargets';
import { apiCall } from './largeQuotation';
import { median, round1 } from './stats';
const RUNS = QUICK ? 1 : 5;
const PRODUCTS_PATH = /\/api\/pedidomanual\/getItens\/(\d+)/;
const PAGE_PATH = /\/api\/pedidomanual\/pagina\/\d+/;
const FIRST_PRODUCT = '.manual-branch input[type="checkbox"][aria-label^="Comprar "]';

/** The branches whose products the page asked for: one request each (getItens), or a page of them in one (pagina). */
function watchBranchReads(page: Page): Set<string> {
  const branches = new Set<string>();
  page.on('request', (request) => {
    const match = PRODUCTS_PATH.exec(request.url());
    if (match) branches.add(match[1]);
  });
  page.on('response', (response) => {
    if (!PAGE_PATH.test(response.url())) return;
    void response
      .json()
      .then((body: { itens?: { idPedidoManual: number }[] }) => body.itens?.forEach((entry) => branches.add(String(entry.idPedidoManual))))
      .catch(() => undefined);
  });
  return branches;
}

async function openAndPage(page: Page, base: string) {
  const reads = watchBranchReads(page);
  const requested: string[] = [];
  const countRequest = (request: { url: () => string }) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) requested.push(pathname);
  };
  page.on('request', countRequest);
  await watchFirstPaint(page, FIRST_PRODUCT);
  await page.goto(`${base}/pedido-manual/${MANUAL_GENERATED}`);
  const firstMs = await firstPaintOf(page);
  await page.waitForLoadState('networkidle');
  page.off('request', countRequest);
  const readOnOpen = reads.size;
  // The page's panels are marked; the next page's are new elements (keyed by branch), so unmarked.
  await page.locator('.manual-branch').evaluateAll((panels) => panels.forEach((panel) => panel.setAttribute('data-bench-seen', '')));
  const pager = page.locator('.manual-branches nav[aria-label="Paginação"]').last();
  const nextMs = await timeToVisible(page, () => pager.getByRole('button', { name: 'Próxima página' }).click(), `.manual-branch:not([data-bench-seen]) input[type="checkbox"][aria-label^="Comprar "]`);
  await page.waitForLoadState('networkidle');
  return { firstMs, requests: requested.length, requested, readOnOpen, nextMs, readAfterNext: reads.size };
}

void runBrowserBench<ManualOrderFigures & { firstPageRequestPaths: string[] }>({
  name: 'manual order page',
  file: MANUAL_ORDER_FILE,
  prepare: async ({ browser, base }) => {
    const login = await newBenchPage(browser);
    await signIn(login, base);
    // The mock's warm-up, not the browser's time: its first requests work out the branch list and,
    // for the order's total, every branch's proposal (about 1.4 s, during which this one-process
    // mock answers nothing else; a backend keeps these totals in its database).
    await apiCall(base, `/pedidomanual/getFiliais/${MANUAL_GENERATED}`);
    await apiCall(base, `/pedidomanual/total/${MANUAL_GENERATED}`);
    const signedIn = await login.context().storageState();
    await login.context().close();
    return signedIn;
  },
  measure: async ({ browser, base }, rate, signedIn) => {
    const firsts: number[] = [];
    const nexts: number[] = [];
    let requests = 0;
    let requested: string[] = [];
    let readOnOpen = 0;
    let readAfterNext = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const page = await newBenchPage(browser, signedIn as BrowserContextOptions['storageState'], rate);
      const figures = await openAndPage(page, base);
      firsts.push(figures.firstMs);
      nexts.push(figures.nextMs);
      if (figures.requests >= requests) requested = figures.requested;
      requests = Math.max(requests, figures.requests);
      readOnOpen = Math.max(readOnOpen, figures.readOnOpen);
      readAfterNext = Math.max(readAfterNext, figures.readAfterNext);
      await page.context().close();
    }
    return {
      firstBranchesMedianMs: round1(median(firsts)),
      firstPageRequests: requests,
      branchesReadOnOpen: readOnOpen,
      nextPageMedianMs: round1(median(nexts)),
      branchesReadAfterNextPage: readAfterNext,
      firstPageRequestPaths: requested,
    };
  },
});
