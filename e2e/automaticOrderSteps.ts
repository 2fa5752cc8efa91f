import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The open branch order's product table. */
export const orderGrid = (page: Page) => page.getByRole('region', { name: /Produtos do pedido de/ });

/** The quantity cell of an item of the open order. */
export const quantityCell = (page: Page, id: number) => orderGrid(page).locator(`.ag-row[row-id="${id}"] [col-id="qtdePedida"]`);

/** Opens the first supplier, representative and branch order; returns the items the grid received, in order. */
export async function openFirstOrder<Item>(page: Page): Promise<Item[]> {
  await page.locator('.supplier__toggle').first().click();
  await page.locator('.representative__toggle').first().click();
  const itemsAnswer = page.waitForResponse((r) => /\/api\/pedidoAutomatico\/\d+\/itens/.test(r.url()));
  await page.locator('.order-card__toggle').first().click();
  const items = ((await (await itemsAnswer).json()) as { content: Item[] }).content;
  await expect(orderGrid(page).locator('.ag-row').first()).toBeVisible();
  return items;
}
