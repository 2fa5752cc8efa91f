import type { Page } from '@playwright/test';
import { MANUAL_GENERATED } from '../mocks/db/manualOrder/manualOrderSeeds';
import { expect, login, test } from './fixtures';
import { openFirstOrder, orderGrid, quantityCell } from './automaticOrderSteps';
import { answerTables, pageLoaded } from './manualOrderSteps';
import { openFirstReviewOrder } from './reviewSteps';
import { expectLegible, expectNoSidewaysScroll, expectReasonAtCell, shoot, VIEWPORTS } from './tableLegibilitySteps';

/**
 * Issue 28: every order table a buyer reads (automatic order, excluded products, review items, not
 * bought, manual order answers, combo, packaging) at 1330×860 and 1920×1080 on the `e2e` scenario:
 * every EAN shows its whole code, no money value is cut, two presentations of a product read
 * differently, a refused quantity's reason shows next to its cell inside the window. Screenshots
 * of each table go to docs/screenshots/tables-*.
 */
interface Item {
  id: number;
  codigoBarras: string;
  combo?: boolean;
}

async function excludeFirstProduct(page: Page, ean: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(ean);
  await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
  await expect(page.locator('.supplier__toggle').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Selecionar todos os produtos' }).check();
  await page.getByRole('button', { name: 'Excluir Produtos' }).click();
  await page.getByRole('dialog', { name: 'Excluir produtos' }).getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /excluídos?\./ })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`order tables at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('automatic order, its excluded products, combo and packaging: identity and money whole, the refusal at its cell', async ({ page, mockApi }) => {
      const id = await mockApi.quotationIdByStatus('EM_ANALISE');
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await login(page, 'comprador', `/pedido-automatico/${id}`);
      const items = await openFirstOrder<Item>(page);

      await test.step('the order items', async () => {
        await expectLegible(orderGrid(page), 'pedido automático');
        await expectNoSidewaysScroll(page);
        await shoot(orderGrid(page), 'automatic-order', viewport);
      });

      await test.step('a refused quantity keeps its reason at the cell', async () => {
        const item = items.find((candidate) => !candidate.combo)!;
        const cell = quantityCell(page, item.id);
        await cell.click();
        await page.keyboard.press('0');
        await page.keyboard.press('Enter');
        await expectReasonAtCell(page, cell, 'A quantidade não pode ser zero.');
        await expect(cell).toHaveClass(/grid-quantity--refused/);
        await page.screenshot({ path: `docs/screenshots/tables-refusal-${viewport.width}.png` });
        // The next edit takes it away.
        await cell.click();
        await page.keyboard.press('1');
        await expect(page.locator('.refusal-tip')).toHaveCount(0);
        await page.keyboard.press('Escape');
      });

      await test.step('the excluded products', async () => {
        await excludeFirstProduct(page, items[0].codigoBarras);
        await page.getByRole('button', { name: 'Ver Produtos Excluídos' }).click();
        const excluded = page.getByRole('region', { name: /Produtos excluídos/ });
        await expect(excluded.getByRole('row').nth(1)).toBeVisible();
        await expectLegible(excluded, 'produtos excluídos');
        await expectNoSidewaysScroll(page);
        await shoot(excluded, 'excluded-products', viewport);
      });

      await test.step('the combo items', async () => {
        await page.goto(`/pedido-automatico/${id}/combo`);
        const table = page.locator('.combo-panel').first();
        const toggle = table.locator('.combo-panel__toggle');
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(table.locator('tbody tr').first()).toBeVisible();
        await expect(table.locator('.paged-table__skeleton')).toHaveCount(0);
        await expectLegible(table, 'combo');
        await expectNoSidewaysScroll(page);
        await shoot(table, 'combo', viewport);
      });

      await test.step('the packaging problems', async () => {
        await page.goto(`/problemas-de-embalagem/${id}`);
        const table = page.locator('.packaging .paged-table');
        await expect(table.locator('tbody tr').first()).toBeVisible();
        await expectLegible(table, 'problemas de embalagem');
        await expectNoSidewaysScroll(page);
        await shoot(table, 'packaging', viewport);
        // A refused adjusted quantity keeps its reason at its input too.
        const input = table.getByRole('textbox').first();
        await input.fill('1,5');
        await input.press('Enter');
        await expectReasonAtCell(page, input, 'Quantidade não aceita para');
      });
      expect(consoleErrors, 'nenhum erro no console (um documento de preferências ainda inexistente não é erro)').toEqual([]);
    });

    test('review items and products not bought', async ({ page, mockApi }) => {
      const { grid } = await openFirstReviewOrder(page, mockApi);
      await expectLegible(grid, 'revisão');
      await expectNoSidewaysScroll(page);
      await shoot(grid, 'review', viewport);

      await page.getByRole('button', { name: 'Ver produtos não comprados' }).click();
      const dialog = page.getByRole('dialog', { name: 'Produtos não comprados' });
      await expect(dialog.locator('tbody tr').first()).toBeVisible();
      await expect(dialog.locator('.paged-table__skeleton')).toHaveCount(0);
      await expectLegible(dialog, 'não comprados', { money: false });
      await shoot(dialog, 'not-bought', viewport);
    });

    test('manual order answers fit the window', async ({ page }) => {
      await login(page, 'comprador', `/pedido-manual/${MANUAL_GENERATED}`);
      await pageLoaded(page);
      const branch = page.locator('.manual-branch').first();
      await expectLegible(branch, 'pedido manual');
      await expectNoSidewaysScroll(page);
      // The answer rows fit the panel: no sideways scroll inside it either.
      const inner = await answerTables(page).first().evaluate((table) => (table.parentElement!.scrollWidth - table.parentElement!.clientWidth));
      expect(inner).toBeLessThanOrEqual(0);
      await shoot(branch, 'manual-order', viewport);
    });
  });
}
