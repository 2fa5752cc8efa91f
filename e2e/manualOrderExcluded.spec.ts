import { MANUAL_GENERATED } from '../mocks/db/manualOrder/manualOrderSeeds';
import { expect, expectAccessible, login, test } from './fixtures';
import { filterTo, manualData, pageLoaded } from './manualOrderSteps';

/**
 * Issue 29 points 3 and 4 (spec 02 §2.2, §4.1) at the buyer's 1330×860: a product deleted from a
 * branch's manual order is listed under 'Ver Produtos Excluídos' and comes back with 'Reinserir';
 * an answer not chosen says its quantity will not be bought.
 */
test.describe('manual order: deleted products', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('delete a product, find it under Ver Produtos Excluídos, re-insert it', async ({ page, mockApi }, testInfo) => {
    const id = MANUAL_GENERATED;
    const rows = await manualData(page, mockApi, id);
    const { branch, item } = rows.find((row) => row.answers.some((a) => a.comprarCliente) && row.answers.some((a) => !a.comprarCliente && a.quantidadePedir > 0)) ?? rows[0];
    await login(page, 'comprador', `/pedido-manual/${id}`);
    await pageLoaded(page);
    await filterTo(page, branch.cnpjCliente, item.codBarras);
    await expect(page.getByText('Não será comprada').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('not-bought.png') });

    await page.getByRole('button', { name: `Excluir ${item.descricaoProduto} do pedido desta filial` }).click();
    await expect(page.getByText(`${item.descricaoProduto} foi excluído do pedido.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` })).toHaveCount(0);

    await page.getByRole('button', { name: 'Ver Produtos Excluídos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produtos Excluídos' });
    const restore = dialog.getByRole('button', { name: `Reinserir ${item.descricaoProduto} na filial ${branch.nomefantasiaCliente}` });
    await expect(restore).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('excluded.png') });
    await restore.click();
    await expect(dialog.getByText('Não há produtos excluídos.')).toBeVisible();
    // Keyboard: the focus stays in the dialog after the row left, so Esc closes it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` })).toBeVisible();
    await expectAccessible(page);
  });
});
