import { readFileSync } from 'node:fs';
import { readXlsxRows } from '../mocks/handlers/xlsxRead';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures';

/**
 * /revisao-envio/{id} (spec 03 §2.6, issue 12 part 1) at the buyer's 1330×860: the e2e scenario's
 * quotation in analysis is confirmed on the automatic order ('Confirmar Pedido'), then its orders
 * are reviewed supplier → representative → branch order → items, with the summary.
 */
async function confirmAutomaticOrder(page: Page, id: number) {
  await login(page, 'comprador', `/pedido-automatico/${id}`);
  await page.locator('.supplier__toggle').first().waitFor();
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  const overDouble = page.getByRole('dialog', { name: 'Pedidos com quantidade acima do dobro da cotada' });
  await Promise.race([page.waitForURL(new RegExp(`/revisao-envio/${id}$`)), overDouble.waitFor().then(() => overDouble.getByRole('button', { name: 'Confirmar pedidos' }).click())]);
  await expect(page).toHaveURL(new RegExp(`/revisao-envio/${id}$`));
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('order review', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('confirmed orders: suppliers → representative → orders → items (10 per page), the summary, axe clean and no sideways overflow', async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await confirmAutomaticOrder(page, id);

    const review = page.getByRole('region', { name: 'Revisão e envio' });
    await expect(page.getByRole('navigation', { name: 'Etapas do pedido' }).locator('[aria-current="step"]')).toContainText('Revisão e envio');
    await expect(review.getByText(/Total do pedido:/).first()).toBeVisible();
    // No order is pending payment right after confirming: no tab bar.
    await expect(page.getByRole('tablist', { name: 'Pedidos' })).toHaveCount(0);

    await page.locator('.review-supplier .review-toggle').first().click();
    await page.locator('.review-toggle--representative').first().click();
    const order = page.locator('.review-order__toggle').first();
    await expect(order).toContainText('Confirmado');
    const itemsAnswer = page.waitForResponse((r) => /\/api\/revisaoEnvio\/pedido\/\d+\/itens/.test(r.url()));
    await order.click();
    const answer = (await (await itemsAnswer).json()) as { content: unknown[]; totalElements: number };
    expect(answer.content.length).toBe(Math.min(10, answer.totalElements));
    const grid = page.getByRole('region', { name: /Produtos do pedido de/ });
    await expect(grid.locator('.ag-row')).toHaveCount(answer.content.length);
    await expect(grid.locator('.ag-header-cell[col-id="qtdePedida"]')).toBeVisible();
    if (answer.totalElements > 10) await expect(page.getByLabel('Produtos por página')).toBeVisible();

    await expectAccessible(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('order-review-1330.png'), fullPage: true });

    await page.getByRole('button', { name: 'Resumo dos Pedidos' }).click();
    const summary = page.getByRole('dialog', { name: 'Resumo dos Pedidos' });
    await expect(summary.getByText(/Economia: R\$/)).toBeVisible();
    await summary.getByRole('tab', { name: 'Retorno faturamento' }).click();
    await expect(summary.getByText(/Faturado: R\$/)).toBeVisible();
    await summary.getByRole('tab', { name: 'Produtos e unidades' }).click();
    await expect(summary.getByText(/Unidades: /)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('order-review-summary-1330.png') });
    await summary.getByRole('button', { name: /Fechar/ }).click();

    await page.getByRole('button', { name: 'Legenda' }).click();
    await expect(page.getByRole('dialog', { name: 'Legenda' })).toContainText('Gerado por looping');
    await page.keyboard.press('Escape');

    // The order filter and its notice.
    await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
    const filter = page.getByRole('dialog', { name: 'Filtrar Pedidos' });
    await filter.getByLabel('Código do pedido').fill('999999999');
    await filter.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect(page.getByText('Nenhum dado foi encontrado!')).toBeVisible();
    await page.getByRole('button', { name: 'Filtro de pedidos aplicado, clique aqui para remover.' }).click();
    await expect(review.getByText(/Total do pedido:/).first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("'Exportar Planilha' gives an .xlsx spreadsheet; 'Relatório' prints alone", async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await confirmAutomaticOrder(page, id);
    await expect(page.getByText(/Total do pedido:/).first()).toBeVisible();

    // Issue 29 point 6: a real spreadsheet written in the browser, read back with read-excel-file.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar Planilha' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`pedidos-resumo-${id}.xlsx`);
    const rows = await readXlsxRows(readFileSync((await file.path())!));
    expect(rows[0]).toEqual(['Pedido', 'Fornecedor', 'Representante', 'Filial', 'Situação', 'Combo', 'Valor do pedido', 'Economia', 'Economia %', 'Total faturado', 'Faturado %']);
    expect(typeof rows[1][6]).toBe('number');

    await page.getByRole('button', { name: 'Imprimir' }).click();
    const report = page.getByRole('dialog', { name: 'Relatório' });
    await expect(report.getByText(/^Total \(\d+ pedidos\)$/)).toBeVisible();
    await expectAccessible(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.order-review__actions').first()).toBeHidden();
    await expect(report.locator('.modal__footer')).toBeHidden();
    await expect(report.locator('tfoot')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('order-review-report-print.png'), fullPage: true });
  });
});
