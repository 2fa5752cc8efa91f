import { expect, login, test } from './fixtures';

/**
 * Issue 28: counts a buyer reads right at 1330×860: 'Excluir Produtos' names how many items of how
 * many orders go, and the manual order counts items (a product at one branch) and their orders.
 */
test.use({ viewport: { width: 1330, height: 860 } });

test("'Excluir Produtos' on everything names how many items of how many orders go", async ({ page, mockApi }) => {
  const id = await mockApi.quotationIdByStatus('EM_ANALISE');
  await login(page, 'comprador', `/pedido-automatico/${id}`);
  await page.getByRole('checkbox', { name: 'Selecionar todos os produtos' }).check();
  await page.getByRole('button', { name: 'Excluir Produtos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir produtos' });
  await expect(dialog.getByText('Excluir todos os produtos de todos os pedidos?')).toBeVisible();
  await expect(dialog.getByText(/^Serão excluídos \d[\d.]* ite(m|ns) de \d[\d.]* pedidos?\.$/)).toBeVisible();
  await dialog.screenshot({ path: 'docs/screenshots/delete-counts-1330.png' });
});

test('the manual order counts items and the orders they make', async ({ page }) => {
  await login(page, 'comprador', '/pedido-manual/901');
  const counter = page.locator('.manual-totals__detail');
  await expect(counter).toHaveText(/· \d[\d.]* de \d[\d.]* ite(m selecionado|ns selecionados) \(\d[\d.]* pedidos?\)$/);
  await page.locator('.manual-totals').screenshot({ path: 'docs/screenshots/manual-order-counter-1330.png' });
});
