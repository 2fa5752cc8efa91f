import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures';
import { orderGrid, openFirstOrder, quantityCell } from './automaticOrderSteps';

/**
 * 'Enviar para Oportunidade' → the review's opportunities route (spec 03 §5, §7.1; issue 12
 * item 4) at the buyer's 1330×860, on the e2e scenario's quotation in analysis (its one
 * opportunity product is ordered at 12 where the supplier's minimum is 24).
 */
interface Item {
  id: number;
  qtdePedida: number;
  oportunidade: boolean;
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('order opportunity', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('select the opportunity product → Enviar para Oportunidade → its quantity is raised and not editable; axe clean, nothing overflows', async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    // The 'Oportunidade' filter: only opportunity products are listed.
    await login(page, 'comprador', `/pedido-automatico/${id}?oportunidade=true`);
    const [item] = await openFirstOrder<Item>(page);
    expect(item.oportunidade).toBe(true);
    await orderGrid(page).locator(`.ag-row[row-id="${item.id}"] input.grid-selection`).check();
    await page.getByRole('button', { name: 'Enviar para Oportunidade' }).click();

    await expect(page).toHaveURL(new RegExp(`/revisao-envio/${id}/oportunidades$`));
    await expect(page.getByRole('region', { name: 'Revisão de oportunidades' })).toBeVisible();
    await page.locator('.review-supplier .review-toggle').first().click();
    await page.locator('.review-toggle--representative').first().click();
    await expect(page.locator('.review-order__toggle')).toHaveCount(1);
    await page.locator('.review-order__toggle').first().click();
    const grid = page.getByRole('region', { name: /Produtos do pedido de/ });
    await expect(grid.locator('.ag-row')).toHaveCount(1);
    const quantity = quantityCell(page, item.id);
    await expect(quantity).toHaveText('24');
    expect(item.qtdePedida).toBeLessThan(24);
    await expect(quantity).not.toHaveClass(/grid-quantity/);
    await expect(grid.locator('input')).toHaveCount(0);

    await expectAccessible(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('order-opportunity-1330.png'), fullPage: true });

    await page.getByRole('link', { name: 'Voltar à revisão completa' }).click();
    await expect(page).toHaveURL(new RegExp(`/revisao-envio/${id}$`));
    await expect(page.getByRole('region', { name: 'Revisão de oportunidades' })).toHaveCount(0);
  });
});
