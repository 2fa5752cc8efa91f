import { expect, expectAccessible, login, test } from './fixtures';
import { addFirstProduct, createThroughStep1 } from './wizardSteps';

test.describe('quotations', () => {
  test('creates a quotation through the three steps, sends it, and finds it under EM ANDAMENTO and by code', async ({ page }) => {
    const id = await createThroughStep1(page, 'Cotação E2E de analgésicos');
    const step = page.getByRole('tabpanel');
    await addFirstProduct(page);
    await expectAccessible(page);
    await step.getByRole('button', { name: 'Encerrar Adição de Produtos' }).click();
    await expect(page.getByRole('tab', { name: '3. enviar cotação' })).toHaveAttribute('aria-selected', 'true');
    await expect(step.getByRole('heading', { name: 'Dados Gerais' })).toBeVisible();
    await expect(step.getByText('Cotação E2E de analgésicos')).toBeVisible();
    await expectAccessible(page);

    await step.getByRole('button', { name: 'Enviar Cotação' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmação do vencimento' });
    await expect(confirm).toContainText('respondem automaticamente somente na data de vencimento');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Confirmar envio' }).click();

    await expect(page).toHaveURL(/\/cotacao$/);
    await expect(page.getByText(`Cotação ${id} enviada aos fornecedores.`)).toBeVisible();
    await page.getByRole('button', { name: 'EM ANDAMENTO', exact: true }).click();
    await expect(page.getByRole('table', { name: 'EM ANDAMENTO' }).getByRole('link', { name: 'Cotação E2E de analgésicos' })).toHaveAttribute('href', `/pedido-resumo/${id}`);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'CONSULTAR COTAÇÕES' }).click();
    await page.getByLabel('Código').fill(String(id));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByRole('heading', { name: 'RESULTADO DA BUSCA (1)' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Resultado da busca' })).toContainText('Em Andamento');
    await expectAccessible(page);
  });

  test('cancels a quotation from step 2 and finds it under CANCELADAS with its reason', async ({ page }) => {
    await createThroughStep1(page, 'Cotação E2E a cancelar');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Cancelar Cotação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aviso' });
    await dialog.getByLabel('Motivo do cancelamento').fill('Compra adiada pela matriz');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancelar Cotação' }).click();
    await expect(page).toHaveURL(/\/cotacao$/);
    await expect(page.getByText(/^Cotação \d+ cancelada\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'CANCELADAS', exact: true }).click();
    const row = page.getByRole('table', { name: 'CANCELADAS' }).getByRole('row', { name: /Cotação E2E a cancelar/ });
    await expect(row).toContainText('Compra adiada pela matriz');
    await expect(row.getByRole('link')).toHaveCount(0);
  });

  test('the export link opens the products file in a new window', async ({ page, context }) => {
    await login(page, 'comprador', '/cotacao');
    await page.getByRole('button', { name: 'EM ANDAMENTO', exact: true }).click();
    const exportButton = page.getByRole('button', { name: /^Exportar produtos da cotação\./ }).first();
    await expect(exportButton).toHaveAttribute('title', 'Exportar produtos da cotação.');
    const popup = context.waitForEvent('page');
    await exportButton.click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toMatch(/\/api\/cotacao\/exportProdutosCotacao\/\d+\/arquivo\?/);
    await expect(opened.locator('body')).toContainText('EAN;Produto;Apresentação;Fabricante;Quantidade');
  });
});
