import { expect, expectAccessible, login, test } from './fixtures';

/**
 * Sending from the review page (issue 12 part 5) — TO ENABLE at integration: rename this file to
 * `orderSending.spec.ts` once the review page `/revisao-envio/{id}` (branch `review`) is merged,
 * and adjust the two page selectors marked REVIEW-PAGE to the page's real labels. It does not run
 * before (the send dialog has no trigger without that page); the feature itself is covered in
 * Jest through renderApp (src/features/orderSending/orderSending.test.tsx).
 */
test.describe('review page: send orders', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('confirm, send without looping, then statuses change over time; a double click sends once', async ({ page, mockApi }, testInfo) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    const headers = { Authorization: `Bearer ${await mockApi.token()}` };
    expect((await page.request.get(`/api/pedidoAutomatico/confirmar/${id}`, { headers })).ok()).toBe(true);
    await login(page, 'comprador', `/revisao-envio/${id}`);

    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/pedido/enviar')) sends.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: 'Enviar pedidos' }).click(); // REVIEW-PAGE: the header's send action
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
    // REVIEW-PAGE: the branch orders' status texts (spec 03 §4.1) once the supplier's billing returned
    await expect(page.getByText(/^(Faturado|Faturado Parcialmente|Não Faturado)$/).first()).toBeVisible();
  });
});
