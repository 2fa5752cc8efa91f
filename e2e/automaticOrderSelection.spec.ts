import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures';
import { demoQuotationWithOrders, orderGrid, openFirstOrder } from './automaticOrderSteps';

/**
 * Selection, deletion, excluded products and answers per product of /pedido-automatico/{id}
 * (spec 03 §2.3, §4.2, §7.1; issue 11) at the buyer's 1330×860, on the e2e scenario's quotation
 * in analysis.
 */
interface Item {
  id: number;
  codigoBarras: string;
  descricaoProdutoCliente: string;
}

const rowBox = (page: Page, id: number) => orderGrid(page).locator(`.ag-row[row-id="${id}"] input.grid-selection`);

async function confirmDeletion(page: Page) {
  await page.getByRole('button', { name: 'Excluir Produtos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir produtos' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /excluídos?\./ })).toBeVisible();
}

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('automatic order: selection and deletion', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('filter by EAN → select all → Excluir Produtos: the product is gone, shows in the excluded view and is re-inserted', async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await login(page, 'comprador', `/pedido-automatico/${id}`);
    await page.getByRole('button', { name: 'Excluir Produtos' }).click();
    await expect(page.getByText('ATENÇÃO! Nenhum produto foi selecionado.')).toBeVisible();

    const [first] = await openFirstOrder<Item>(page);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(first.codigoBarras);
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect(page.locator('.supplier__toggle').first()).toBeVisible();
    const selectAll = page.getByRole('checkbox', { name: 'Selecionar todos os produtos' });
    await selectAll.check();
    await expect(selectAll).toBeChecked();
    await confirmDeletion(page);
    await expect(page.getByText('Nenhum dado foi encontrado!')).toBeVisible();

    await page.getByRole('button', { name: 'Ver Produtos Excluídos' }).click();
    const excluded = page.getByRole('region', { name: /Produtos excluídos/ });
    const row = excluded.getByRole('row').filter({ hasText: first.codigoBarras }).first();
    await expect(row).toBeVisible();
    expect(await noHorizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('automatic-order-excluded-1330.png') });
    await expectAccessible(page);
    await excluded.getByRole('button', { name: 'Reinserir todos' }).click();
    await expect(excluded.getByText('Não há produtos excluídos. Para excluir um produto, selecione o produto e clique em "Excluir".')).toBeVisible();
    await excluded.getByRole('button', { name: 'Voltar aos pedidos' }).click();
    const items = await openFirstOrder<Item>(page);
    expect(items.map((item) => item.codigoBarras)).toEqual([first.codigoBarras]);
  });

  test('a partial selection deletes only the checked products', async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await login(page, 'comprador', `/pedido-automatico/${id}`);
    const items = await openFirstOrder<Item>(page);
    const [a, b] = items;
    await rowBox(page, a.id).check();
    await rowBox(page, b.id).check();
    const cardBox = page.getByRole('checkbox', { name: /Selecionar o pedido de/ }).first();
    await expect.poll(() => cardBox.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Selecionar todos os produtos' }).evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    expect(await noHorizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('automatic-order-partial-selection-1330.png') });
    await expectAccessible(page);

    await confirmDeletion(page);
    const after = await openFirstOrder<Item>(page);
    expect(after.map((item) => item.id)).toEqual(items.slice(2).map((item) => item.id));
  });

  test("'Ver Respostas por Produto' changes the chosen answer", async ({ page, mockApi }) => {
    const id = await demoQuotationWithOrders(page, mockApi);
    await login(page, 'comprador', `/pedido-automatico/${id}`);
    await openFirstOrder<Item>(page);
    await page.getByRole('checkbox', { name: /Selecionar o pedido de/ }).first().check();
    await page.getByRole('button', { name: 'Ver Respostas por Produto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ver Respostas por Produto' });
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expect(dialog.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
    // Another representative's answer: page on until one shows (not every product was answered by both).
    const free = dialog.getByRole('listitem').filter({ has: page.locator('input[type="checkbox"]:not(:checked):not(:disabled)') });
    for (let turn = 0; turn < 30 && (await free.count()) === 0; turn += 1) {
      const current = await dialog.locator('[aria-current="page"]').textContent();
      await dialog.getByRole('button', { name: 'Próxima página' }).click();
      await expect(dialog.locator('[aria-current="page"]')).not.toHaveText(current ?? '');
      await expect(dialog.getByRole('listitem').first()).toBeVisible();
    }
    const rows = dialog.getByRole('listitem');
    const boxes = await rows.evaluateAll((items) => items.map((item) => item.querySelector<HTMLInputElement>('input[type="checkbox"]')));
    const index = boxes.findIndex((box) => box && !box.checked && !box.disabled);
    const other = rows.nth(index);
    const box = other.getByRole('checkbox');
    const chosen = page.waitForResponse((r) => r.url().includes('/api/pedidoAutomatico/selecionarResposta'));
    await box.check();
    expect((await chosen).ok()).toBe(true);
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await other.getByRole('button', { name: 'Ver descontos' }).click();
    await expect(other.getByRole('table', { name: 'Descontos' })).toBeVisible();
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('automatic-order-answers-1330.png') });
    await expectAccessible(page);
    await dialog.locator('.modal__footer').getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });
});
