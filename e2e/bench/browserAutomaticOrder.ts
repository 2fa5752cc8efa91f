/**
 * npm run bench:automatic-order-page — the automatic order page on the production build against
 * the `large` scenario (issue 10 part 6), measured with browserMeasures.ts, written to
 * e2e/bench/results/browser-automatic-order.json, and -cpu4x.json at 4× CPU (benchRun.ts; report.ts
 * prints them beside the baselines of bench:browser at the same rate). Reports; never fails on a
 * figure. BENCH_QUICK=1 measures each figure a few times, at 1×. The mass edit and the heap, targets
 * at 1× only, are not measured at 4×.
 * - firstSuppliersAndCardsMedianMs: navigation → first suppliers painted, plus opening the first
 *   supplier and representative → its first 15 branch-order cards painted (the clicks' round trips excluded);
 * - fetchedItemShare: bytes of order items fetched by then / the quotation's whole item payload;
 * - openBiggestOrderMedianMs: click on the 5,000-item order's card → rows painted;
 * - editCommitP95Ms: a quantity typed and Enter → cell painted (enterCommit paintMs), p95;
 * - scrollP95Ms: the 5,000 rows scrolled 120 px a frame, frame interval p95.
 * - heapRatio50to20: heap after opening, scrolling and closing 50 branch orders / after 20 (browserHeap.ts).
 */
import type { BrowserContextOptions, Page } from '@playwright/test';
import { db } from '../../mocks/db/core/current';
import { QUICK, runBrowserBench } from './benchRun';
import { measureHeap } from './browserHeap';
import { enterCommit, firstPaintOf, newBenchPage, scrollFrameIntervals, signIn, timeToVisible, watchFirstPaint } from './browserMeasures';
import { AUTOMATIC_ORDER_FILE, type AutomaticOrderFigures } from './browserTargets';
import { median, percentile, round1 } from './stats';
import { massEditFigures, prepareMassEditPage } from './browserMassEdit';
import { apiCall, biggestOrder } from './largeQuotation';
// BENCH_RUNS: more runs of the first view and the opening in a quick run (before/after comparisons).
const RUNS = Number(process.env.BENCH_RUNS) || (QUICK ? 1 : 5);
const EDIT_RUNS = QUICK ? 5 : 40;
const SCROLL_FRAMES = QUICK ? 30 : 180;

/**
 * The mock builds its index of a quotation's orders on the first request (2–5 s for the power
 * quotation; a real backend has its database's indexes): build it before timing the page, so the
 * figures measure the browser, not the mock's warm-up.
 */
async function warmUpMock(base: string, idCotacao: number): Promise<void> {
  await apiCall(base, `/pedidoAutomatico/${idCotacao}/fornecedores?page=0&size=10`);
}

/** Navigation → first suppliers painted (ms since the document started), then the clicks to 15 cards. */
async function firstView(page: Page, base: string, idCotacao: number): Promise<{ ms: number; itemBytes: number }> {
  let itemBytes = 0;
  page.on('response', (response) => {
    if (/\/api\/pedidoAutomatico\/\d+\/itens/.test(response.url())) void response.body().then((body) => (itemBytes += body.length)).catch(() => undefined);
  });
  await watchFirstPaint(page, '.supplier__toggle');
  await page.goto(`${base}/pedido-automatico/${idCotacao}`);
  const suppliersAt = await firstPaintOf(page);
  const supplierMs = await timeToVisible(page, () => page.locator('.supplier__toggle').first().click(), '.representative__toggle');
  const cardsMs = await timeToVisible(page, () => page.locator('.representative__toggle').first().click(), '.order-card:nth-child(15), .order-cards__more, .representative__orders [role="status"]');
  return { ms: suppliersAt + supplierMs + cardsMs, itemBytes };
}

/** Opens the biggest order alone (the address filters its supplier, representative and branch); returns the click → rows time. */
async function openBiggest(page: Page, base: string, order: { idCotacao: number; idFornecedor: number; idRepresentante: number; idCliente: number }): Promise<number> {
  await page.goto(`${base}/pedido-automatico/${order.idCotacao}?idFornecedor=${order.idFornecedor}&idRepresentante=${order.idRepresentante}&idCliente=${order.idCliente}`);
  await page.locator('.supplier__toggle').first().click();
  await page.locator('.representative__toggle').first().click();
  const card = page.locator('.order-card__toggle').first();
  await card.waitFor();
  return timeToVisible(page, () => card.click(), '.order-card--open .ag-row');
}

async function edits(page: Page, idPedido: number): Promise<number[]> {
  const rendered = await page.locator('.order-card--open .ag-row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('row-id'))));
  const items = db().orderItems.get(idPedido).filter((item) => rendered.includes(item.id) && !item.combo && !item.quantidadeFixa && item.qtdeMinima === 0 && item.qtdePedida % Math.max(1, item.qtdeEmbalagem) === 0);
  if (items.length === 0) throw new Error('no editable item among the rendered rows');
  const times: number[] = [];
  for (let run = 0; run < EDIT_RUNS; run += 1) {
    const item = items[run % items.length];
    const cell = `.order-card--open .ag-row[row-id="${item.id}"] [col-id="qtdePedida"]`;
    await page.locator(cell).click();
    const value = String(Math.max(1, item.qtdeEmbalagem) * (run + 2));
    times.push((await enterCommit(page, value, cell)).paintMs);
  }
  return times;
}

interface Prepared {
  signedIn: BrowserContextOptions['storageState'];
  order: ReturnType<typeof biggestOrder>['order'];
  payload: number;
}

void runBrowserBench<AutomaticOrderFigures & Record<string, unknown>>({
  name: 'automatic order page',
  file: AUTOMATIC_ORDER_FILE,
  prepare: async ({ browser, base }): Promise<Prepared> => {
    const { order, payload } = biggestOrder();
    const login = await newBenchPage(browser);
    await signIn(login, base);
    await warmUpMock(base, order.idCotacao);
    const signedIn = await login.context().storageState();
    await login.context().close();
    return { signedIn, order, payload };
  },
  measure: async ({ browser, base }, rate, prepared) => {
    const { signedIn, order, payload } = prepared as Prepared;
    const firsts: number[] = [];
    let fetched = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const page = await newBenchPage(browser, signedIn, rate);
      const view = await firstView(page, base, order.idCotacao);
      firsts.push(view.ms);
      fetched = Math.max(fetched, view.itemBytes);
      await page.context().close();
    }

    const opens: number[] = [];
    let editTimes: number[] = [];
    let intervals: number[] = [];
    let mass = {};
    for (let run = 0; run < RUNS; run += 1) {
      const page = await newBenchPage(browser, signedIn, rate);
      if (run === 0 && rate === 1) await prepareMassEditPage(page);
      opens.push(await openBiggest(page, base, order));
      if (run === 0) {
        editTimes = await edits(page, order.idPedido);
        intervals = await scrollFrameIntervals(page, '.order-card--open .store-grid', SCROLL_FRAMES);
        if (rate === 1) mass = await massEditFigures(page, base, order, QUICK ? 1 : 5);
      }
      await page.context().close();
    }

    const heap = rate === 1 ? await measureHeap(browser, base, signedIn, order.idCotacao) : undefined;
    return {
      firstSuppliersAndCardsMedianMs: round1(median(firsts)),
      fetchedItemShare: Math.round((fetched / payload) * 10_000) / 10_000,
      openBiggestOrderMedianMs: round1(median(opens)),
      editCommitP95Ms: round1(percentile(editTimes, 95)),
      scrollP95Ms: round1(percentile(intervals, 95)),
      ...mass,
      ...(heap ?? {}),
      rows: order.quantidadeItens,
    };
  },
});
