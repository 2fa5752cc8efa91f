/**
 * The heap figure of issue 10 part 6, for npm run bench:automatic-order-page: on the automatic
 * order of the large quotation, branch orders under the first supplier's first representative
 * (more cards through 'Carregar mais', 15 a page) are opened one after another, their grid
 * scrolled to the end (or the page, for an order short enough to show all its rows) and closed; the JavaScript heap after a forced collection is taken after
 * the first `first` orders and after `second` orders. heapRatio50to20 = second / first (the
 * target: ≤ 1.10). BENCH_QUICK=1 (CI) uses 12 and 24 orders (see QUICK_FIRST); the counts are written with the figure.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { MAX_CLOSED_ORDERS } from '../../src/entities/orderItemsSlice';
import { heapUsedMb, newBenchPage } from './browserMeasures';

export interface HeapFigures {
  heapRatio50to20: number;
  heapAfterFirstMb: number;
  heapAfterSecondMb: number;
  heapOrders: { first: number; second: number };
}

/**
 * The quick run's counts lie beyond the orders the item store keeps on purpose for a quick
 * reopening (MAX_CLOSED_ORDERS closed accordions): with 4 and 10 orders the figure measured that
 * bounded cache filling up (1.48 with nothing else kept per order: 11.7 → 17.3 MB; 12 → 24 orders
 * gave 0.97 on the same build).
 */
const QUICK_FIRST = MAX_CLOSED_ORDERS + 2;
const COUNTS = process.env.BENCH_QUICK === '1' ? { first: QUICK_FIRST, second: QUICK_FIRST * 2 } : { first: 20, second: 50 };

/** Makes sure the card `index` exists, asking for more cards as the user does. */
async function cardAt(page: Page, index: number) {
  const cards = page.locator('.representative__orders .order-card');
  while ((await cards.count()) <= index) {
    const before = await cards.count();
    await page.locator('.order-cards__more').first().click();
    await page.waitForFunction((n) => document.querySelectorAll('.representative__orders .order-card').length > n, before);
  }
  return cards.nth(index);
}

/** Opens the card's order, scrolls its grid to the end in a few steps, closes it. */
async function openScrollClose(page: Page, index: number): Promise<void> {
  const card = await cardAt(page, index);
  await card.locator('.order-card__toggle').click();
  await card.locator('.ag-row').first().waitFor();
  await card.locator('.store-grid').evaluate(async (grid) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A long order scrolls inside the grid; a short one grows with its rows and the page scrolls.
    const scroller = [grid, ...grid.querySelectorAll('*')].find((element) => element.scrollHeight > element.clientHeight + 10 && getComputedStyle(element).overflowY !== 'visible');
    for (let step = 1; step <= 8; step += 1) {
      if (scroller) scroller.scrollTop = (scroller.scrollHeight * step) / 8;
      else grid.scrollIntoView({ block: step === 8 ? 'end' : 'start' });
      await frame();
    }
  });
  await card.locator('.order-card__toggle').click();
  await card.locator('.order-card__panel').waitFor({ state: 'detached' });
}

export async function measureHeap(browser: Browser, base: string, signedIn: BrowserContextOptions['storageState'], idCotacao: number): Promise<HeapFigures> {
  const page = await newBenchPage(browser, signedIn);
  try {
    await page.goto(`${base}/pedido-automatico/${idCotacao}`);
    await page.locator('.supplier__toggle').first().click();
    await page.locator('.representative__toggle').first().click();
    await page.locator('.representative__orders .order-card').first().waitFor();
    let heapAfterFirstMb = 0;
    for (let index = 0; index < COUNTS.second; index += 1) {
      await openScrollClose(page, index);
      if (index + 1 === COUNTS.first) heapAfterFirstMb = await heapUsedMb(page);
    }
    const heapAfterSecondMb = await heapUsedMb(page);
    return { heapRatio50to20: Math.round((heapAfterSecondMb / heapAfterFirstMb) * 1000) / 1000, heapAfterFirstMb, heapAfterSecondMb, heapOrders: COUNTS };
  } finally {
    await page.context().close();
  }
}
