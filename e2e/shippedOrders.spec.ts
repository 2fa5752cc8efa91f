import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test, type MockApi } from './fixtures';

/**
 * /OrdersShippedOrInvoiced (DECISIONS 3) at the buyer's 1330×860: the e2e scenario's invoiced
 * orders of its finished quotation, plus the orders of its quotation in analysis, confirmed and
 * sent through the API as the review page sends them.
 */
async function sendAnalysisOrders(page: Page, mockApi: MockApi): Promise<number> {
  const id = await mockApi.quotationIdByStatus('EM_ANALISE');
  const headers = { Authorization: `Bearer ${await mockApi.token()}` };
  expect((await page.request.get(`/api/pedidoAutomatico/confirmar/${id}`, { headers })).ok()).toBe(true);
  const sent = await page.request.post(`/api/pedido/enviarTodos/${id}`, { headers: { ...headers, 'Idempotency-Key': 'e2e-shipped' }, data: { enviarComLooping: false } });
  expect(sent.ok()).toBe(true);
  return id;
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('sent orders', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('filters by status and period from the keyboard and opens an order’s review page; axe clean, nothing wider than the window', async ({ page, mockApi }) => {
    const id = await sendAnalysisOrders(page, mockApi);
    await login(page, 'comprador', '/OrdersShippedOrInvoiced');
    const table = page.getByRole('table', { name: 'Pedidos enviados ou faturados' });
    await expect(page.getByRole('heading', { name: /Pedidos enviados ou faturados \(\d+\)/ })).toBeVisible();
    await expect(page.getByLabel('Situação do pedido')).toHaveValue('');
    await expect(page.getByLabel('Situação do pedido').locator('option:checked')).toHaveText('[Todas]');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
    expect(await sidewaysOverflow(page)).toBe(0);

    // Keyboard only: the status, then Enter in the period applies the filter.
    await page.getByLabel('Situação do pedido').focus();
    await page.getByLabel('Situação do pedido').selectOption({ label: 'Faturado' });
    await page.getByRole('textbox', { name: 'De', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?situacao=FATURADO_RETORNO$/);
    await expect(table.getByRole('cell', { name: 'Faturado', exact: true }).first()).toBeVisible();
    const statuses = await table.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['Faturado']));

    // A period with nothing sent: the empty text.
    await page.getByRole('textbox', { name: 'De', exact: true }).fill('01/01/2020');
    await page.getByRole('textbox', { name: 'Até', exact: true }).fill('31/01/2020');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('Nenhum pedido encontrado no período.')).toBeVisible();

    // Every status again, the default period: the orders just sent link to their quotation's review page.
    await page.goto('/OrdersShippedOrInvoiced');
    const link = table.getByRole('link', { name: new RegExp(`revisão e envio da cotação ${id}$`) }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/revisao-envio/${id}$`));
    await expect(page.getByText(/Total do pedido:/).first()).toBeVisible();
  });

  test('exports the filtered list: a CSV with a UTF-8 BOM, read with ;', async ({ page, mockApi }) => {
    await sendAnalysisOrders(page, mockApi);
    await login(page, 'comprador', '/OrdersShippedOrInvoiced');
    const heading = page.getByRole('heading', { name: /Pedidos enviados ou faturados \((\d+)\)/ });
    await expect(heading).toBeVisible();
    const total = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);

    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/pedido/enviadosOuFaturados/exportar');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const { mensagem } = (await (await answer).json()) as { mensagem: string };
    await (await popup).close();
    // The same link fetched as a spreadsheet program would: no token, the key in the link authorizes it.
    const file = await page.request.get(mensagem);
    expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers()['content-disposition']).toBe('attachment; filename="pedidos-enviados.csv"');
    const bytes = await file.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n').map((line) => line.split(';'));
    expect(header).toEqual(['Pedido', 'Cotação', 'Título da cotação', 'Enviado em', 'Situação', 'Fornecedor', 'Representante', 'Filial', 'CNPJ filial', 'Valor total']);
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row.length === header.length && /^\d+,\d{2}$/.test(row[9]))).toBe(true);
  });
});
