import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures';

/** The quotation summary (issue 9 parts 1–5 and 9) at the buyer's 1330×860. */
test.use({ viewport: { width: 1330, height: 860 } });

/** Elements inside the summary wider than their box, unless cut with an ellipsis and a tooltip. */
function overflowing(page: Page): Promise<string[]> {
  return page.locator('.summary-page').evaluate((root) =>
    Array.from(root.querySelectorAll('*'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && !el.closest('.visually-hidden'))
      .filter((el) => getComputedStyle(el).overflowX !== 'auto' && getComputedStyle(el).overflowX !== 'scroll')
      .filter((el) => !(getComputedStyle(el).textOverflow === 'ellipsis' && (el.getAttribute('title') || el.closest('[title]'))))
      .map((el) => `${el.tagName}.${el.className}: ${(el.textContent ?? '').slice(0, 40)}`),
  );
}

async function openFromHome(page: Page): Promise<void> {
  await login(page);
  await page.getByRole('button', { name: 'PARA ANÁLISE', exact: true }).click();
  await page.getByRole('table', { name: 'PARA ANÁLISE' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pedido-resumo\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Cotação \d+/ })).toBeVisible();
}

test.describe('quotation summary', () => {
  test('opens from the home with header, stepper, action bars and supplier blocks that fit 1330×860', async ({ page }) => {
    await openFromHome(page);
    await expect(page.getByRole('navigation', { name: 'Etapas do pedido' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ações da cotação (topo)' }).getByRole('button', { name: 'Exportar Produtos' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('article').first().getByRole('button', { name: 'Visualizar respostas por filial' }).click();
    await expect(page.getByRole('article').first().getByRole('table')).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1330);
    await page.screenshot({ path: test.info().outputPath('summary-1330.png'), fullPage: true });
    await expectAccessible(page);
  });

  test('filters suppliers by category', async ({ page }) => {
    await openFromHome(page);
    const categories = page.getByRole('region', { name: 'Categorias de resposta' });
    const toggles = categories.getByRole('button', { pressed: true });
    await expect(toggles).toHaveCount(7);
    // Keep on only the last category that has answers; every block left shows that category's flag.
    const names = await categories.locator('.category-chip__name').allTextContents();
    const counts = (await categories.locator('.category-chip__count').allTextContents()).map(Number);
    const kept = names[counts.map((count, index) => (count > 0 ? index : -1)).reduce((a, b) => Math.max(a, b), -1)];
    for (const name of names.filter((n) => n !== kept)) await categories.getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')}`) }).click();
    await expect(categories.getByRole('button', { pressed: true })).toHaveCount(1);
    const blocks = page.getByRole('article');
    await expect(async () => {
      const count = await blocks.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) await expect(blocks.nth(i).getByRole('listitem').filter({ hasText: kept })).toBeVisible({ timeout: 100 });
      for (let i = 0; i < count; i += 1) expect(await blocks.nth(i).getByRole('listitem').count()).toBeGreaterThan(0);
    }).toPass();
    await page.reload(); // kept by the server
    await expect(page.getByRole('region', { name: 'Categorias de resposta' }).getByRole('button', { pressed: true })).toHaveCount(1);
    await expectAccessible(page);
  });

  test('response details: search and sort the answer items', async ({ page }) => {
    await openFromHome(page);
    const block = page.getByRole('article').first();
    await block.getByRole('button', { name: 'Visualizar respostas por filial' }).click();
    await block.getByRole('button', { name: /^Ver itens da resposta de/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Detalhes da resposta' });
    const items = dialog.getByRole('table', { name: 'Itens da resposta' });
    await expect(items.getByRole('row').nth(1)).toBeVisible();
    expect(await items.getByRole('row').count()).toBeLessThanOrEqual(7);
    await expectAccessible(page);

    await items.getByRole('button', { name: /Preço sem ST/ }).click();
    await expect(items.getByRole('columnheader', { name: /Preço sem ST/ })).toHaveAttribute('aria-sort', 'ascending');
    const prices = async () =>
      (await items.locator('tbody tr td:nth-child(7)').allTextContents()).map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
    await expect(async () => expect(await prices()).toEqual([...(await prices())].sort((a, b) => a - b))).toPass();

    const ean = (await items.locator('tbody tr td:nth-child(1)').first().textContent())!.slice(0, 13);
    await dialog.getByRole('searchbox', { name: 'Buscar produto' }).fill(ean);
    await expect(items.locator('tbody tr')).toHaveCount(1);
    await expect(items.locator('tbody tr').first()).toContainText(ean);
    await page.screenshot({ path: test.info().outputPath('summary-details-1330.png') });
  });
});
