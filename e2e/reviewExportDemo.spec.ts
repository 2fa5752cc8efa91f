import { readFileSync } from 'node:fs';
import { readXlsxRows } from '../mocks/handlers/xlsxRead';
import { expect, expectAccessible, login, test } from './fixtures';
import { confirmedDemoOrders } from './reviewSteps';
import { topBar } from './summarySteps';

/**
 * Issue 29 points 6 and 7 on the demo scenario at the buyer's 1330×860: the review's spreadsheet is
 * an .xlsx with one row per order (combo marked, values as numbers) and 'Relatório' counts the same
 * orders; starting the automatic order of a quotation without orders says nothing of replacing any.
 */
test.describe('review spreadsheet and the start of an order, on demo', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test("'Exportar Planilha' is an .xlsx of every order, and 'Relatório' counts the same orders", async ({ page, mockApi }) => {
    const { id } = await confirmedDemoOrders(page, mockApi);
    await login(page, 'comprador', `/revisao-envio/${id}`);
    await expect(page.getByText(/Total do pedido:/).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar Planilha' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`pedidos-resumo-${id}.xlsx`);
    const [header, ...lines] = await readXlsxRows(readFileSync((await file.path())!));
    expect(header[5]).toBe('Combo');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(['Sim', 'Não']).toContain(line[5]);
      expect(typeof line[6]).toBe('number');
    }
    await page.getByRole('button', { name: 'Imprimir' }).click();
    const report = page.getByRole('dialog', { name: 'Relatório' });
    await expect(report.getByText(new RegExp(`^Total \\(${lines.length} pedidos?\\)$`))).toBeVisible();
    await expectAccessible(page);
  });

  test("'Iniciar Pedido Automático' on a quotation without orders says nothing of replacing them", async ({ page, mockApi }) => {
    await mockApi.reset('demo');
    const id = await mockApi.closedQuotationId();
    await login(page, 'comprador', `/pedido-resumo/${id}`);
    await topBar(page).getByRole('button', { name: 'Iniciar Pedido Automático' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar pedido' });
    await expect(dialog.getByText('Deseja iniciar a geração do pedido automático desta cotação?')).toBeVisible();
    await expect(dialog.getByText(/serão substituídos/)).toHaveCount(0);
    await expectAccessible(page);
  });
});
