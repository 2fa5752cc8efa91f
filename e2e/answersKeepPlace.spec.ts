import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

/**
 * Issue 28: closing 'Ver Respostas por Produto' keeps the buyer's place on the automatic order:
 * the open supplier, representative and branch-order panels stay open and the page does not
 * scroll, whether an answer was changed or not.
 */
test.use({ viewport: { width: 1330, height: 860 } });

const openPanels = (page: Page) => page.locator('[aria-expanded="true"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-controls')));

for (const change of [false, true]) test(`closing 'Ver Respostas por Produto'${change ? ' after choosing another answer' : ''} keeps the open panels and the scroll position`, async ({ page, mockApi }) => {
  // The demo data: products with several answers to choose from.
  if (change) await mockApi.reset('demo');
  const id = await mockApi.quotationIdByStatus('EM_ANALISE');
  await login(page, 'comprador', `/pedido-automatico/${id}`);
  await page.getByRole('button', { name: /\d pedidos?/, expanded: false }).first().click();
  await page.getByRole('button', { name: /\d pedidos?/, expanded: false }).first().click();
  const box = page.getByRole('checkbox', { name: /Selecionar o pedido de/ }).first();
  await expect(box).toBeVisible();
  await page.locator('.order-card [aria-expanded="false"]').first().click();
  await expect(page.locator('.ag-row').first()).toBeVisible();
  if (change) await page.getByRole('checkbox', { name: 'Selecionar todos os produtos' }).check();
  else await box.check();
  const before = await openPanels(page);
  expect(before.length).toBeGreaterThanOrEqual(3);
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Ver Respostas por Produto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ver Respostas por Produto' });
  await expect(dialog.locator('li.answer').first()).toBeVisible();
  if (change) {
    // Another representative's answer for a product of the open order: the item moves to that representative's order.
    const name = (await dialog.getByRole('checkbox', { name: /^Escolher a resposta de/, checked: false, disabled: false }).first().getAttribute('aria-label'))!;
    const other = dialog.getByRole('checkbox', { name, exact: true });
    await other.check();
    await expect(other).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  expect(await openPanels(page)).toEqual(before);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
