import { ORDER_STATUS_TEXT } from '../src/domain/orderStatus';
import { expect, expectAccessible, login, test } from './fixtures';
import { enableLoopingPreference } from './loopingSteps';

/** What an order sent directly (not by FTP, not paid first) shows once its billing returned. */
const STATUS_AFTER_BILLING = new RegExp(`^(${[ORDER_STATUS_TEXT.FATURADO_RETORNO, ORDER_STATUS_TEXT.FATURADO_RETORNO_INCOMPLETO, ORDER_STATUS_TEXT.NAO_FATURADO, ORDER_STATUS_TEXT.ENVIADO_FTP, ORDER_STATUS_TEXT.ENVIADO_PENDENTE_DE_PAGAMENTO].join('|')})$`);

/**
 * Sending from the review page (issue 12 part 5): 'Enviar pedidos' opens the sending feature's
 * dialog; a double click sends once; the supplier's billing return (the mock's clock) changes the
 * branch orders' statuses.
 */
test.describe('review page: send orders', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('confirm, send without looping, then statuses change over time; a double click sends once', async ({ page, mockApi }, testInfo) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    const headers = { Authorization: `Bearer ${await mockApi.token()}` };
    await enableLoopingPreference(page.request, await mockApi.token());
    expect((await page.request.get(`/api/pedidoAutomatico/confirmar/${id}`, { headers })).ok()).toBe(true);
    await login(page, 'comprador', `/revisao-envio/${id}`);

    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/pedido/enviar')) sends.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: 'Enviar pedidos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar pedidos' });
    await expect(dialog.getByLabel('Horário limite *')).toHaveValue('21:00');
    await expect(dialog.getByText('0 %', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('send-dialog.png') });
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Enviar sem looping' }).dblclick();
    await expect(page.getByText(/^(Pedidos enviados com sucesso\.|Gerando arquivo de pedido no FTP para envio dos pedidos\.)$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(sends).toHaveLength(1);

    await page.request.post('/api/__mock/clock', { data: { advanceMs: 6 * 60_000 } });
    await page.reload();
    // The branch orders' status texts (spec 03 §4.1) once the supplier's billing returned.
    await page.locator('.review-supplier .review-toggle').first().click();
    await page.locator('.review-toggle--representative').first().click();
    await expect(page.locator('.review-order__status').first()).toHaveText(STATUS_AFTER_BILLING);
  });
});
