/**
 * npm run bench:review-page — the order review page (issue 12 part 10) on the production build
 * against the `large` scenario, after the power quotation's orders were confirmed through the API
 * as 'Confirmar Pedido' does. Written to e2e/bench/results/browser-order-review.json, and
 * -cpu4x.json at 4× CPU (benchRun.ts); report.ts prints them beside the automatic order's figures
 * and the bare AG Grid baseline. Reports; never fails on a figure. BENCH_QUICK=1 measures each
 * figure once, at 1×.
 * - firstSuppliersMedianMs: navigation → the first suppliers painted (ms since the document started);
 * - reportMedianMs: 'Imprimir' → the 'Relatório' of every order painted (its table's total row), and
 *   reportOrders, the orders it counts;
 * - openBiggestOrderMedianMs: click on the 5,000-item order's card → its first item rows painted;
 * - itemRowsFetchedOnOpen: item rows the browser received for that (the order pages server-side);
 * - nextPageMedianMs: 'Próxima página' → the next 10 rows painted.
 */
import type { BrowserContextOptions, Page } from '@playwright/test';
import { db } from '../../mocks/db/core/current';
import { QUICK, runBrowserBench } from './benchRun';
import { firstPaintOf, newBenchPage, signIn, timeToVisible, watchFirstPaint } from './browserMeasures';
import { ORDER_REVIEW_FILE, type OrderReviewFigures } from './browserTargets';
import { apiCall, biggestOrder } from './largeQuotation';
import { median, round1 } from './stats';
import { REVIEW_SUPPLIER_TOGGLE } from './benchSelectors';
const RUNS = QUICK ? 1 : 5;
const ITEMS_PATH = /\/api\/revisaoEnvio\/pedido\/\d+\/itens/;

/** 'Confirmar Pedido' through the API (the orders become CONFIRMADO), then the review lists once, so the mock's index exists. */
async function confirmAndWarmUp(base: string, idCotacao: number): Promise<void> {
  const confirmed = await apiCall(base, `/pedidoAutomatico/confirmar/${idCotacao}`);
  if (!confirmed.ok) throw new Error(`confirm refused: ${await confirmed.text()}`);
  await apiCall(base, `/revisaoEnvio/${idCotacao}/fornecedores`, { method: 'POST', body: '{}' });
}

async function firstSuppliers(page: Page, base: string, idCotacao: number): Promise<number> {
  await watchFirstPaint(page, '.review-supplier .review-toggle');
  await page.goto(`${base}/revisao-envio/${idCotacao}`);
  return firstPaintOf(page);
}

/** 'Imprimir' → the 'Relatório' painted with its total row; the time and the orders it counts. */
async function openReport(page: Page): Promise<{ ms: number; orders: number }> {
  const ms = await timeToVisible(page, () => page.getByRole('button', { name: 'Imprimir' }).click(), '.review-report__table tfoot');
  const total = await page.getByRole('dialog', { name: 'Relatório' }).locator('tfoot th').first().textContent();
  const orders = Number(/\((\d+) pedidos\)/.exec(total ?? '')?.[1] ?? Number.NaN);
  return { ms, orders };
}

/** Supplier → representative → the biggest order's card; returns the click → rows time, the rows received, and the next page's time. */
async function openBiggest(page: Page, base: string, order: ReturnType<typeof biggestOrder>['order']) {
  let rowsFetched = 0;
  page.on('response', (response) => {
    if (ITEMS_PATH.test(response.url())) void response.json().then((body: { content?: unknown[] }) => (rowsFetched += body.content?.length ?? 0)).catch(() => undefined);
  });
  const supplier = db().supplierById.get(order.idFornecedor)?.nomeFantasia ?? '';
  const representative = db().representativeById.get(order.idRepresentante)?.nome ?? '';
  await page.goto(`${base}/revisao-envio/${order.idCotacao}`);
  await page.locator(REVIEW_SUPPLIER_TOGGLE, { hasText: supplier }).first().click();
  await page.locator('.review-toggle--representative', { hasText: representative }).first().click();
  const card = page.locator('.review-order__toggle', { hasText: order.nomeFantasiaCliente }).first();
  await card.waitFor();
  const openMs = await timeToVisible(page, () => card.click(), '.review-order--open .ag-row');
  await page.waitForLoadState('networkidle');
  const received = rowsFetched;
  const firstRow = await page.locator('.review-order--open .ag-row').first().getAttribute('row-id');
  const nextMs = await timeToVisible(page, () => page.locator('.review-order--open').getByRole('button', { name: 'Próxima página' }).click(), `.review-order--open .ag-row:not([row-id="${firstRow}"])`);
  return { openMs, received, nextMs };
}

type Prepared = { signedIn: BrowserContextOptions['storageState']; order: ReturnType<typeof biggestOrder>['order'] };

void runBrowserBench<OrderReviewFigures & { rows: number }>({
  name: 'order review page',
  file: ORDER_REVIEW_FILE,
  prepare: async ({ browser, base }): Promise<Prepared> => {
    const { order } = biggestOrder();
    const login = await newBenchPage(browser);
    await signIn(login, base);
    await confirmAndWarmUp(base, order.idCotacao);
    const signedIn = await login.context().storageState();
    await login.context().close();
    return { signedIn, order };
  },
  measure: async ({ browser, base }, rate, prepared) => {
    const { signedIn, order } = prepared as Prepared;
    const firsts: number[] = [];
    const reports: number[] = [];
    const opens: number[] = [];
    const nexts: number[] = [];
    let received = 0;
    let reportOrders = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const page = await newBenchPage(browser, signedIn, rate);
      firsts.push(await firstSuppliers(page, base, order.idCotacao));
      const report = await openReport(page);
      reports.push(report.ms);
      reportOrders = report.orders;
      const opened = await openBiggest(page, base, order);
      opens.push(opened.openMs);
      nexts.push(opened.nextMs);
      received = Math.max(received, opened.received);
      await page.context().close();
    }
    return {
      firstSuppliersMedianMs: round1(median(firsts)),
      reportMedianMs: round1(median(reports)),
      reportOrders,
      openBiggestOrderMedianMs: round1(median(opens)),
      itemRowsFetchedOnOpen: received,
      nextPageMedianMs: round1(median(nexts)),
      rows: order.quantidadeItens,
    };
  },
});
