import { MANUAL_GENERATED } from '../../mocks/db/manualOrder/manualOrderSeeds';
import { expect, login, test } from '../fixtures';
import { openFirstOrder, orderGrid, productWithMixedBranches, quantityCell } from '../automaticOrderSteps';
import { pageLoaded } from '../manualOrderSteps';
import { recordScanFigures, scanAndEscape, scanDialog } from './a11yScan';

/**
 * Issue 17 item 9: axe inside every dialog of the order screens (automatic order, combos, manual
 * order, packaging problems), 0 serious or critical; named 'File.tsx#n' like the other dialog specs.
 */
test.describe('axe in the dialogs of the order screens', () => {
  test.use({ viewport: { width: 1330, height: 860 } });
  test.afterAll(recordScanFigures);

  test('automatic order: columns, mass edit, answers, deletion, restart and over double', async ({ page, mockApi }) => {
    test.setTimeout(120_000);
    await login(page, 'comprador', '/pedido-automatico/1002');
    await openFirstOrder(page);
    const grid = orderGrid(page);

    await page.getByRole('button', { name: 'Colunas' }).click();
    await scanAndEscape(page, 'ColumnPicker.tsx#1', 'Colunas da tabela de produtos');
    await grid.getByRole('button', { name: /^Editar em massa/ }).first().click();
    await scanAndEscape(page, 'MassEditModal.tsx#1', 'Edição em massa do produto');
    await page.getByRole('checkbox', { name: /Selecionar o pedido de/ }).first().check();
    await page.getByRole('button', { name: 'Ver Respostas por Produto' }).click();
    await scanAndEscape(page, 'AnswersModal.tsx#1', 'Ver Respostas por Produto');
    await page.getByRole('button', { name: 'Excluir Produtos' }).click();
    await scanAndEscape(page, 'SelectionBar.tsx#1', 'Excluir produtos');

    await mockApi.fault({ method: 'GET', path: '/api/pedidoAutomatico/validarConfirmacao/1002', status: 409, times: 1 });
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Falha simulada (409).' })).toBeVisible();
    await page.getByRole('button', { name: 'Reiniciar Pedidos' }).click();
    await scanAndEscape(page, 'ConfirmFlow.tsx#1', 'Reiniciar Pedidos');

    // A quantity above twice the quoted one: confirming asks about it first.
    const item = grid.locator('.ag-row').first();
    const quoted = Number((await item.locator('[col-id="qtdeCotada"]').innerText()).replace(/\D/g, '')) || 1;
    await item.locator('[col-id="qtdePedida"]').click();
    await page.keyboard.type(String(quoted * 10));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await scanAndEscape(page, 'OverDoubleModal.tsx#1', 'Pedidos com quantidade acima do dobro da cotada');
  });

  test('a mass quantity some branches refuse warns about them', async ({ page, mockApi }) => {
    await login(page, 'comprador', '/pedido-automatico/1002');
    const items = await openFirstOrder<{ id: number; codigoBarras: string; qtdeEmbalagem: number; quantidadeFixa: boolean; combo?: boolean }>(page);
    const { item, quantity } = await productWithMixedBranches(mockApi, page, 1002, items);
    await orderGrid(page).locator(`.ag-row[row-id="${item.id}"] [col-id="massEdit"]`).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Edição em massa do produto' });
    await dialog.getByRole('checkbox', { name: 'Selecionar todas as filiais' }).check();
    await dialog.getByRole('textbox', { name: 'Quantidade' }).fill(String(quantity));
    await dialog.getByRole('button', { name: 'Aplicar quantidade' }).click();
    const warning = await scanDialog(page, 'MassEditModal.tsx#2', 'Atenção');
    await warning.getByRole('button', { name: 'Ok' }).click();
    await expect(warning).toBeHidden();
  });

  test('a quantity changed in another session since it was read: the conflict at the cell', async ({ page, mockApi }) => {
    await login(page, 'comprador', '/pedido-automatico/1002');
    // This session hears nothing of the other one: its save meets the server's version check.
    await page.route('**/api/pedidoAutomatico/changes/**', (route) => route.abort());
    const items = await openFirstOrder<{ id: number; qtdePedida: number; qtdeEmbalagem: number; qtdeMinima: number; quantidadeFixa: boolean; combo?: boolean }>(page);
    const item = items.find((i) => !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && i.qtdeEmbalagem <= 1)!;
    const elsewhere = await page.request.post('/api/pedidoAutomatico/updateItemQuatity', { headers: { Authorization: `Bearer ${await mockApi.token()}` }, data: { id: item.id, qtdePedida: item.qtdePedida + 1 } });
    expect(elsewhere.ok()).toBe(true);
    const saved = page.waitForResponse((r) => r.url().includes('/updateItemQuatity'));
    await quantityCell(page, item.id).click();
    await page.keyboard.type(String(item.qtdePedida + 2));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(409);
    const conflict = await scanDialog(page, 'CellConflictPopover.tsx#1', /Este valor foi alterado em outra sessão/);
    await conflict.getByRole('button', { name: 'Usar o valor atual' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(quantityCell(page, item.id)).toHaveText(String(item.qtdePedida + 1));
  });

  test('combo orders: products already in other orders, deleting a combo order', async ({ page }) => {
    await login(page, 'comprador', '/pedido-automatico/1002/combo');
    const panel = page.getByRole('article').first();
    await panel.getByRole('button', { name: 'Criar pedido combo' }).click();
    const conflict = await scanDialog(page, 'ComboConflictDialog.tsx#1', 'Produtos já em outros pedidos');
    await conflict.getByRole('button', { name: 'Remover dos pedidos antigos' }).click();
    await expect(conflict).toBeHidden();
    await panel.getByRole('button', { name: 'Excluir pedido combo' }).click();
    await scanAndEscape(page, 'ComboPanel.tsx#1');
  });

  test('manual order: discount, mass change, insertion and restart; packaging help', async ({ page }) => {
    test.setTimeout(90_000);
    await login(page, 'comprador', `/pedido-manual/${MANUAL_GENERATED}`);
    await pageLoaded(page);
    await page.locator('.manual-answer__discount').first().click();
    await scanAndEscape(page, 'DiscountModal.tsx#1');
    await page.getByRole('button', { name: /^Alterar em todas as filiais: / }).first().click();
    await scanAndEscape(page, 'MassChangeModal.tsx#1', /^Alterar em massa — /);
    await page.getByRole('button', { name: 'Inserir no Pedido' }).click();
    await scanAndEscape(page, 'InsertFlow.tsx#1', 'Inserir no Pedido');
    await page.getByRole('button', { name: 'Reiniciar', exact: true }).click();
    await scanAndEscape(page, 'InsertFlow.tsx#2', 'Reiniciar');
    await page.getByRole('button', { name: 'Ver Produtos Excluídos' }).click();
    await scanAndEscape(page, 'ExcludedProducts.tsx#1', 'Produtos Excluídos');
    await page.getByRole('checkbox', { name: 'Selecionar todos os produtos filtrados' }).check();
    await page.getByRole('button', { name: 'Excluir Produtos' }).click();
    await scanAndEscape(page, 'DeleteSelection.tsx#1', 'Excluir produtos');

    await page.goto('/problemas-de-embalagem/1001');
    await page.getByRole('button', { name: 'Ajuda' }).click();
    await scanAndEscape(page, 'HelpModal.tsx#1', 'Como resolver problemas de embalagem');
  });
});
