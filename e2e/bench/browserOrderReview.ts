/**
 * npm run bench:review-page — the order review page (issue 12 part 10) on the production build
 * against the `large` scenario, after the power quotation's orders were confirmed through the API
 * as 'Confirmar Pedido' does. Written to e2e/bench/results/browser-order-review.json; report.ts
 * prints it beside the automatic order's figures and the bare AG Grid baseline. Reports; never
 * fails on a figure. BENCH_QUICK=1 measures each figure once.
 * - firstSuppliersMedianMs: navigation → the first suppliers painted (ms since the document started);
 * - openBiggestOrderMedianMs: click on the 5,000-item order's card → its first item rows painted;
 * - itemRowsFetchedOnOpen: item rows the browser received for that (the order pages server-side);
 * - nextPageMedianMs: 'Próxima página' → the next 10 rows painted.
 */
import { execSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { db } from '../../mocks/db/core/current';
import { writeResult } from './mockServer';
import { distIsBuilt, startBenchServer } from './benchServer';
import { launchBenchBrowser, newBenchPage, signIn, timeToVisible } from './browserMeasures';
import { ORDER_REVIEW_FILE, type OrderReviewFigures } from './browserTargets';
import { apiCall, biggestOrder } from './largeQuotation';
import { median, round1 } from './stats';

const QUICK = process.env.BENCH_QUICK === '1';
const PORT = Number(process.env.BENCH_PORT ?? 8096);
const RUNS = QUICK ? 1 : 5;
const ITEMS_PATH = /\/api\/revisaoEnvio\/pedido\/\d+\/itens/;

/** 'Confirmar Pedido' through the API (the orders become CONFIRMADO), then the review lists once, so the mock's index exists. */
async function confirmAndWarmUp(base: string, idCotacao: number): Promise<void> {
  const confirmed = await apiCall(base, `/pedidoAutomatico/confirmar/${idCotacao}`);
  if (!confirmed.ok) throw new Error(`confirm refused: ${await confirmed.text()}`);
  await apiCall(base, `/revisaoEnvio/${idCotacao}/fornecedores`, { method: 'POST', body: '{}' });
}

async function firstSuppliers(page: Page, base: string, idCotacao: number): Promise<number> {
  await page.goto(`${base}/revisao-envio/${idCotacao}`);
  await page.locator('.review-supplier .review-toggle').first().waitFor();
  return page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
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
  await page.locator('.review-supplier > .review-heading .review-toggle', { hasText: supplier }).first().click();
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

void (async () => {
  if (!distIsBuilt()) execSync('npm run build', { stdio: 'inherit' });
  const server = await startBenchServer(PORT);
  const browser = await launchBenchBrowser();
  const { order } = biggestOrder();
  try {
    const login = await newBenchPage(browser);
    await signIn(login, server.base);
    await confirmAndWarmUp(server.base, order.idCotacao);
    const signedIn = await login.context().storageState();
    await login.context().close();

    const firsts: number[] = [];
    const opens: number[] = [];
    const nexts: number[] = [];
    let received = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const page = await newBenchPage(browser, signedIn);
      firsts.push(await firstSuppliers(page, server.base, order.idCotacao));
      const opened = await openBiggest(page, server.base, order);
      opens.push(opened.openMs);
      nexts.push(opened.nextMs);
      received = Math.max(received, opened.received);
      await page.context().close();
    }
    const figures: OrderReviewFigures = {
      firstSuppliersMedianMs: round1(median(firsts)),
      openBiggestOrderMedianMs: round1(median(opens)),
      itemRowsFetchedOnOpen: received,
      nextPageMedianMs: round1(median(nexts)),
    };
    writeResult(ORDER_REVIEW_FILE, { ...figures, rows: order.quantidadeItens, quick: QUICK, at: new Date().toISOString() });
    console.log(`order review page: ${JSON.stringify(figures)}`);
  } catch (error) {
    console.error('order review page bench did not complete:', error);
  } finally {
    await browser.close();
    await server.close();
  }
  process.exit(0);
})();
