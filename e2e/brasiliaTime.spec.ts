import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

/**
 * Issue 25 point 5: the mock API runs in another zone than Brasília's (playwright.config.ts,
 * TZ=Asia/Tokyo) while the browser is in America/Sao_Paulo; the due date the summary's header
 * reads from the server (`/resumoresposta/contexto`) is the one the home shows.
 */
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
const headerDueDate = (page: Page) => page.locator('.quotation-header__facts > div').filter({ has: page.getByText('Vencimento', { exact: true }) }).locator('dd');

test.use({ viewport: { width: 1330, height: 860 } });

test('the summary header shows the due date the home shows, in Brasília time, whatever the server zone', async ({ page }) => {
  await login(page, 'comprador', '/cotacao');
  await page.getByRole('button', { name: 'EM ANDAMENTO', exact: true }).click();
  const table = page.getByRole('table', { name: 'EM ANDAMENTO' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link') }).first();
  await expect(row).toBeVisible();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const onHome = (await row.getByRole('cell').nth(headers.findIndex((h) => h.trim().startsWith('Vencimento'))).innerText()).trim();
  expect(onHome).toMatch(DATE_TIME);

  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pedido-resumo\/\d+/);
  await expect(headerDueDate(page)).toHaveText(onHome);
});
