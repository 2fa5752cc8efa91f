import type { Page } from '@playwright/test';
import { parseShortageFile } from '../src/domain/shortageFile';
import { readXlsxRows } from '../mocks/handlers/xlsxRead';
import { expect, expectAccessible, login, test } from './fixtures';

/**
 * The review page's 'Ver produtos não comprados' and the delete-product-from-order modal (spec 03
 * §2.6, §3.4, §5; issue 12 part 7) at the buyer's 1330×860: the e2e scenario's quotation in
 * analysis, its orders confirmed.
 */
async function openConfirmedReview(page: Page, mockApi: { quotationIdByStatus: (status: string) => Promise<number>; token: () => Promise<string> }): Promise<number> {
  const id = await mockApi.quotationIdByStatus('EM_ANALISE');
  const headers = { Authorization: `Bearer ${await mockApi.token()}` };
  expect((await page.request.get(`/api/pedidoAutomatico/confirmar/${id}`, { headers })).ok()).toBe(true);
  await login(page, 'comprador', `/revisao-envio/${id}`);
  await expect(page.getByText(/Total do pedido:/).first()).toBeVisible();
  return id;
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The file behind the link the export call answered (its popup closed: the test reads the file itself). */
async function fileOf(page: Page, path: RegExp, click: () => Promise<void>): Promise<Buffer> {
  const answer = page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
  const popup = page.waitForEvent('popup');
  await click();
  const { mensagem } = (await (await answer).json()) as { mensagem: string };
  await (await popup).close();
  const file = await page.request.get(mensagem);
  expect(file.ok()).toBe(true);
  return file.body();
}

test.describe('order review: products not bought and deleting a product', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test("the modal's defaults, filter, paging, the xlsx export and the quotation file; axe clean, nothing wider than the window", async ({ page, mockApi }) => {
    const id = await openConfirmedReview(page, mockApi);
    const firstPage = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/revisaoEnvio/${id}/naoComprados`);
    await page.getByRole('button', { name: 'Ver produtos não comprados' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produtos não comprados' });
    const { totalElements } = (await (await firstPage).json()) as { totalElements: number };
    expect(totalElements).toBeGreaterThan(0);

    // Defaults (spec 03 §5): everything chosen, every situation but 'sem retorno'.
    await expect(dialog.getByRole('switch', { name: 'Todos: Fornecedores' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('switch', { name: 'Todos: Filiais' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('checkbox', { name: /Produtos não respondidos/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Produtos sem retorno/ })).not.toBeChecked();
    const rows = dialog.locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(5, totalElements));
    await expect(dialog.getByText('Legenda:')).toBeVisible();
    for (const code of ['NR', 'PR', 'EX', 'NF', 'PP', 'SR']) await expect(dialog.locator('dt', { hasText: code })).toBeVisible();
    if (totalElements > 5) {
      await dialog.getByRole('button', { name: 'Página 2' }).click();
      await expect(dialog.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    }

    await expectAccessible(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(1330);
    expect(await dialog.locator('.modal__body').evaluate((body) => body.scrollWidth - body.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('not-bought-1330.png') });

    // Filter: one branch only.
    await dialog.getByRole('switch', { name: 'Todos: Filiais' }).click();
    await dialog.getByRole('region', { name: /Filiais/ }).getByRole('checkbox').first().check();
    await expect(dialog.getByText('Clique em Filtrar para aplicar as alterações.')).toBeVisible();
    const filtered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/revisaoEnvio/${id}/naoComprados`);
    await dialog.getByRole('button', { name: 'Filtrar', exact: true }).click();
    const oneBranch = (await (await filtered).json()) as { totalElements: number; content: { filial: string }[] };
    await expect(dialog.getByText(/^Produtos filtrados com sucesso/)).toBeVisible();
    expect(new Set(oneBranch.content.map((row) => row.filial)).size).toBeLessThanOrEqual(1);

    // 'Exportar Planilha' as xlsx: a real workbook with the filter's rows.
    await dialog.getByLabel('Formato da planilha').selectOption('xlsx');
    const workbook = await fileOf(page, /\/naoComprados\/exportar$/, () => dialog.getByRole('button', { name: 'Exportar Planilha' }).click());
    const sheet = await readXlsxRows(workbook);
    expect(sheet[0]).toEqual(['Status', 'Situação', 'Tipo', 'Código', 'EAN', 'Códigos substitutos', 'Produto', 'Fabricante', 'Quantidade', 'Quantidade cotada', 'Filial', 'CNPJ filial', 'Fornecedor']);
    expect(sheet).toHaveLength(oneBranch.totalElements + 1);
    if (oneBranch.totalElements > 0) expect(sheet.slice(1).every((row) => row[10] === oneBranch.content[0].filial)).toBe(true);

    // 'Gerar arquivo de cotação': lines the wizard's 'Arquivos de falta' upload takes.
    if (oneBranch.totalElements > 0) {
      const quotationFile = await fileOf(page, /\/naoComprados\/arquivoCotacao$/, () => dialog.getByRole('button', { name: 'Gerar arquivo de cotação' }).click());
      const parsed = parseShortageFile(quotationFile.toString('utf-8'));
      expect(parsed.rejected).toEqual([]);
      expect(parsed.lines.length).toBeGreaterThan(0);
    }
  });

  test('delete a product from an order: confirmation, the order total changes, the product is EX among the products not bought', async ({ page, mockApi }) => {
    await openConfirmedReview(page, mockApi);
    await page.locator('.review-supplier .review-toggle').first().click();
    await page.locator('.review-toggle--representative').first().click();
    const card = page.locator('.review-order__toggle').first();
    await card.click();
    const grid = page.getByRole('region', { name: /Produtos do pedido de/ });
    await expect(grid.locator('.ag-row').first()).toBeVisible();
    const totalBefore = await card.locator('.review-order__total').innerText();
    const rowsBefore = await grid.locator('.ag-row').count();

    const deleteButton = grid.getByRole('button', { name: /^Excluir do pedido: / }).first();
    await page.screenshot({ path: test.info().outputPath('review-delete-1330.png') });
    const product = ((await deleteButton.getAttribute('aria-label')) ?? '').replace('Excluir do pedido: ', '');
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: 'Excluir produto do pedido' });
    await expect(confirm).toContainText(product);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(card.locator('.review-order__total')).not.toHaveText(totalBefore);
    if (rowsBefore < 10) await expect(grid.locator('.ag-row')).toHaveCount(rowsBefore - 1);
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.getByRole('button', { name: 'Ver produtos não comprados' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produtos não comprados' });
    await dialog.getByRole('checkbox', { name: /Produtos parcialmente pedidos/ }).uncheck();
    await dialog.getByRole('checkbox', { name: /Produtos parcialmente respondidos/ }).uncheck();
    await dialog.getByRole('checkbox', { name: /Produtos não respondidos/ }).uncheck();
    await dialog.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect(dialog.getByText('Produtos filtrados com sucesso.')).toBeVisible();
    await expect(dialog.locator('tbody tr').filter({ hasText: product }).filter({ hasText: 'Excluído do pedido' })).toHaveCount(1);
  });
});
