import { expect, expectAccessible, login, test } from './fixtures';
import { orderGrid, quantityCell, openFirstOrder, productWithMixedBranches } from './automaticOrderSteps';

/**
 * Automatic order, part 2 (issue 11): the mass edit of a product across branches, the orders
 * above double, 'Confirmar Pedido' and 'Reiniciar Pedidos', at the buyer's 1330×860 on the e2e
 * scenario's quotation in analysis.
 */
interface Item {
  id: number;
  idPedido: number;
  codigoBarras: string;
  descricaoProdutoCliente: string;
  qtdeCotada: number;
  qtdePedida: number;
  qtdeEmbalagem: number;
  qtdeMinima: number;
  quantidadeFixa: boolean;
  combo?: boolean;
}

test.describe('automatic order: mass edit, over double, confirm and restart', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('a mass quantity across branches warns about the branches left unchanged', async ({ page, mockApi }, testInfo) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await login(page, 'comprador', `/pedido-automatico/${id}`);
    const items = await openFirstOrder<Item>(page);
    const { item, quantity, unchanged } = await productWithMixedBranches(mockApi, page, id, items);

    // The row action is reachable from the keyboard: from the EAN cell, ← to its cell, Enter.
    await orderGrid(page).locator(`.ag-row[row-id="${item.id}"] [col-id="codigoBarras"]`).click();
    await page.keyboard.press('ArrowLeft');
    await expect(orderGrid(page).locator(`.ag-row[row-id="${item.id}"] [col-id="massEdit"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edição em massa do produto' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(item.codigoBarras)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /^Selecionar (?!todos|todas)/ }).first()).toBeVisible();
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(900);
    expect(Math.round(box!.height)).toBe(500);

    await dialog.getByRole('button', { name: 'Excluir das filiais' }).click();
    await expect(dialog.getByRole('alert').first()).toHaveText('Selecione ao menos uma filial para excluir*');

    await dialog.getByRole('checkbox', { name: 'Selecionar todas as filiais' }).check();
    const input = dialog.getByRole('textbox', { name: 'Quantidade' });
    await input.fill('0');
    await expect(dialog.getByRole('button', { name: 'Aplicar quantidade' })).toBeDisabled();
    await expect(dialog.getByText('Não é permitido valores zerados')).toBeVisible();
    await input.fill(String(quantity));
    await page.screenshot({ path: testInfo.outputPath('mass-edit-modal.png') });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Aplicar quantidade' }).click();

    const warning = page.getByRole('dialog', { name: 'Atenção' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('listitem')).toHaveCount(unchanged.length);
    for (const branch of unchanged) await expect(warning.getByText(new RegExp(`^${branch.nomefantasiaCliente}:`))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('mass-edit-warning.png') });
    await warning.getByRole('button', { name: 'Ok' }).click();
    const openOrderUnchanged = unchanged.some((branch) => branch.itens.some((i) => i.idPedido === item.idPedido));
    await expect(quantityCell(page, item.id)).toHaveText(String(openOrderUnchanged ? item.qtdePedida : quantity));
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
  });

  test("orders above double: 'Revisar as quantidades' sets the filter; 'Confirmar Pedido' then lands on the review route", async ({ page, mockApi }, testInfo) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await login(page, 'comprador', `/pedido-automatico/${id}`);
    const items = await openFirstOrder<Item>(page);
    const item = items.slice(0, 8).find((i) => !i.combo && !i.quantidadeFixa && i.qtdeCotada > 0)!;
    const pack = Math.max(1, item.qtdeEmbalagem);
    const above = Math.max(item.qtdeMinima, Math.ceil((item.qtdeCotada * 2.5) / pack) * pack);
    const saved = page.waitForResponse((r) => r.url().includes('/api/pedidoAutomatico/updateItemQuatity'));
    await quantityCell(page, item.id).click();
    await page.keyboard.type(String(above));
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);

    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pedidos com quantidade acima do dobro da cotada' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(item.codigoBarras)).toBeVisible();
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(850);
    await page.screenshot({ path: testInfo.outputPath('over-double-modal.png') });
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Revisar as quantidades' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/tipoComparacao=2/);
    expect(page.url()).toContain('valor=100.00');
    await expect(page.locator('.supplier__toggle')).toHaveCount(1);

    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await page.getByRole('dialog', { name: 'Pedidos com quantidade acima do dobro da cotada' }).getByRole('button', { name: 'Confirmar pedidos' }).click();
    await expect(page).toHaveURL(new RegExp(`/revisao-envio/${id}$`));
    await expect(page.getByRole('region', { name: 'Revisão e envio' })).toBeVisible();
  });

  test("a refused pre-check shows the server's message at the top; 'Reiniciar Pedidos' returns to Resumo", async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await mockApi.fault({ method: 'GET', path: `/api/pedidoAutomatico/validarConfirmacao/${id}`, status: 409, times: 1 });
    await login(page, 'comprador', `/pedido-automatico/${id}`);
    await page.locator('.supplier__toggle').first().click();
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Falha simulada (409).' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/pedido-automatico/${id}`));

    await page.getByRole('button', { name: 'Reiniciar Pedidos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reiniciar Pedidos' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Reiniciar Pedidos' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-resumo/${id}$`));
    await expect(page.getByRole('navigation', { name: 'Etapas do pedido' })).toBeVisible();
  });
});
