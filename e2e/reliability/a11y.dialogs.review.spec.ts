import { expect, login, test } from '../fixtures';
import { enableLoopingPreference, LATEST_LOOPING_TIME } from '../loopingSteps';
import { confirmedOrders, sendAll } from '../reviewSteps';
import { recordScanFigures, scan, scanAndEscape, scanDialog } from './a11yScan';

/**
 * Issue 17 item 9: axe inside every dialog of the review and send page (the e2e scenario's
 * quotation in analysis, its orders confirmed through the API), 0 serious or critical; named
 * 'File.tsx#n' like the other dialog specs.
 */
test.describe('axe in the dialogs of the review page', () => {
  test.use({ viewport: { width: 1330, height: 860 } });
  test.afterAll(recordScanFigures);

  test('summary, legend, filter, report, not bought, item deletion, tour, preferences and limiter help', async ({ page, mockApi }) => {
    test.setTimeout(120_000);
    const { id } = await confirmedOrders(page, mockApi);
    await login(page, 'comprador', `/revisao-envio/${id}`);
    await expect(page.getByText(/Total do pedido:/).first()).toBeVisible();

    await page.getByRole('button', { name: 'Resumo dos Pedidos' }).click();
    await scanAndEscape(page, 'SummaryModal.tsx#1', 'Resumo dos Pedidos');
    await page.getByRole('button', { name: 'Legenda' }).click();
    await scanAndEscape(page, 'LegendModal.tsx#1', 'Legenda');
    await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
    await scanAndEscape(page, 'OrderFilterModal.tsx#1', 'Filtrar Pedidos');
    await page.getByRole('button', { name: 'Imprimir' }).click();
    await scanAndEscape(page, 'ReportModal.tsx#1', 'Relatório');
    await page.getByRole('button', { name: 'Ver produtos não comprados' }).click();
    await scanAndEscape(page, 'NotBoughtModal.tsx#1', 'Produtos não comprados');

    await page.locator('.review-supplier .review-toggle').first().click();
    await page.locator('.review-toggle--representative').first().click();
    await page.locator('.review-order__toggle').first().click();
    await page.getByRole('button', { name: /^Excluir do pedido: / }).first().click();
    await scanAndEscape(page, 'DeleteItemModal.tsx#1', 'Excluir produto do pedido');

    const gear = page.getByRole('button', { name: 'Preferências do pedido' });
    await gear.click();
    const tour = await scanDialog(page, 'PreferencesTour.tsx#1', /Tour da revisão e envio/);
    for (let step = 1; step <= 6; step += 1) await tour.getByRole('button', { name: step === 6 ? 'Concluir' : 'Próximo' }).click();
    await expect(tour).toBeHidden();
    const popover = page.getByRole('dialog', { name: 'Preferências do pedido' });
    if (!(await popover.isVisible())) await gear.click();
    await popover.getByRole('switch', { name: 'Enviar pedidos com looping' }).click();
    await expect(popover.getByLabel('Horário limite *')).toBeVisible();
    await scanDialog(page, 'PreferencesPopover.tsx#1', 'Preferências do pedido');
    await popover.getByRole('button', { name: 'Ajuda sobre o limitador de preço' }).click();
    await scanAndEscape(page, 'LimiterHelpModal.tsx#1', 'Limitador de preço do looping');
  });

  test('sending: settings loading, the send form, looping summary, ending the looping and restarting', async ({ page, mockApi }) => {
    test.setTimeout(120_000);
    const { id } = await confirmedOrders(page, mockApi);
    await enableLoopingPreference(page.request, await mockApi.token());
    await login(page, 'comprador', `/revisao-envio/${id}`);
    await expect(page.getByText(/Total do pedido:/).first()).toBeVisible();

    await page.getByRole('button', { name: 'Reiniciar pedidos' }).click();
    await scanAndEscape(page, 'ConfirmCommandDialog.tsx#1', 'Reiniciar Pedidos');

    // The looping settings answer slowly once: the dialog shows it is loading them.
    await mockApi.fault({ method: 'GET', path: '/pedido/getAndCreateDadosLooping/:id', delayMs: 3_000, times: 1 });
    await page.getByRole('button', { name: 'Enviar pedidos' }).click();
    const send = page.getByRole('dialog', { name: 'Enviar pedidos' });
    await expect(send.getByRole('status')).toBeVisible();
    await scan(page, 'dialog', 'SendOrdersModal.tsx#1', send);
    await expect(send.getByRole('button', { name: 'Enviar com looping' })).toBeVisible({ timeout: 15_000 });
    await scanDialog(page, 'SendOrdersModal.tsx#2', 'Enviar pedidos');
    await send.getByLabel('Horário limite *').fill(LATEST_LOOPING_TIME);
    await send.getByRole('button', { name: 'Enviar com looping' }).click();
    await expect(send).toBeHidden({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Looping', exact: true }).click();
    await scanAndEscape(page, 'LoopingSummaryModal.tsx#1', 'Looping');
    await page.getByRole('button', { name: 'Encerrar looping' }).click();
    await scanAndEscape(page, 'ConfirmCommandDialog.tsx#1', 'Encerrar looping');
  });

  test('payment dialogs: supplier codes, a supplier code and a PIX payment', async ({ page, mockApi }) => {
    test.setTimeout(120_000);
    const { id, headers, orders } = await confirmedOrders(page, mockApi);
    const ftp = orders.find((order) => order.idFornecedor % 7 === 3)!;
    const pix = orders.find((order) => order.idFornecedor % 7 !== 3)!;
    await page.request.post(`/api/__mock/pedidos/${pix.idPedido}/canal`, { data: { situacaoPedido: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PIX', ofertas: ['PIX', 'CARTAO'] } });
    await sendAll(page, id, headers, `a11y-${id}`);
    await login(page, 'comprador', `/revisao-envio/${id}`);

    await page.getByRole('button', { name: new RegExp(ftp.nomeFantasiaFornecedor) }).click();
    await page.getByRole('button', { name: new RegExp(ftp.nomeRepresentante) }).click();
    await page.getByRole('button', { name: 'Códigos de pedido (1)' }).click();
    await scanAndEscape(page, 'SupplierCodesModal.tsx#1', `Códigos de pedido · ${ftp.nomeRepresentante}`);
    const ftpCard = page.locator('.review-order', { hasText: ftp.nomeFantasiaCliente });
    await ftpCard.getByRole('button', { name: `Cód. pedido PD${ftp.idPedido}` }).click();
    await scanAndEscape(page, 'SupplierCodeModal.tsx#1', 'Código do pedido no fornecedor');

    await page.getByRole('tab', { name: /Pendentes de pagamento/ }).click();
    const pixCard = page.locator('.review-order', { hasText: pix.nomeFantasiaCliente });
    await pixCard.getByRole('button', { name: `Pagamento PD${pix.idPedido}` }).click();
    await scanAndEscape(page, 'PaymentModal.tsx#1', `Pagamento do pedido PD${pix.idPedido}`);
  });

  test('a payment without a payment type asks whether it was made on the portal', async ({ page, mockApi }) => {
    const { id, headers, orders } = await confirmedOrders(page, mockApi);
    const direct = orders.find((order) => order.idFornecedor % 7 !== 3)!;
    await page.request.post(`/api/__mock/pedidos/${direct.idPedido}/canal`, { data: { situacaoPedido: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PADRAO', ofertas: [] } });
    await sendAll(page, id, headers, `a11y-portal-${id}`);
    await login(page, 'comprador', `/revisao-envio/${id}`);
    await page.getByRole('tab', { name: /Pendentes de pagamento/ }).click();
    await page.locator('.review-order', { hasText: direct.nomeFantasiaCliente }).getByRole('button', { name: `Pagamento PD${direct.idPedido}` }).click();
    await scanAndEscape(page, 'PortalModal.tsx#1', 'Pagamento no Portal');
  });
});
