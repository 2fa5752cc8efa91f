import { expect, expectAccessible, login, test } from './fixtures';
import { confirmedDemoOrders, sendAll } from './reviewSteps';

/**
 * Issue 29 point 5 (spec 03 §4.6) at the buyer's 1330×860: an order paid by card leaves
 * 'Pendentes de pagamento' once the supplier confirms the payment, and reads 'Pago — aguardando
 * faturamento'. On the demo scenario.
 */
test.describe('review: paid orders', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('after the card payment the pending count moves and the order waits for invoicing', async ({ page, mockApi }, testInfo) => {
    const { id, headers, orders } = await confirmedDemoOrders(page, mockApi);
    const paid = orders.find((order) => order.idFornecedor % 7 !== 3)!;
    await page.request.post(`/api/__mock/pedidos/${paid.idPedido}/canal`, { data: { situacaoPedido: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'CARTAO_DE_CREDITO', ofertas: ['CARTAO'] } });
    await sendAll(page, id, headers);
    await page.request.post('/api/__mock/clock', { data: { advanceMs: 2 * 60_000 } });
    await login(page, 'comprador', `/revisao-envio/${id}`);

    const pendingTab = page.getByRole('tab', { name: /Pendentes de pagamento/ });
    await pendingTab.click();
    await expect(pendingTab).toHaveText(/\(\d+\)/);
    const pending = Number(/\((\d+)\)/.exec((await pendingTab.textContent()) ?? '')![1]);
    expect(pending).toBeGreaterThan(0);
    const pay = page.getByRole('button', { name: `Pagamento PD${paid.idPedido}` });
    await pay.click();
    const dialog = page.getByRole('dialog', { name: `Pagamento do pedido PD${paid.idPedido}` });
    const link = dialog.getByRole('link', { name: 'Abrir link de pagamento com cartão' });
    const checkout = (await link.getAttribute('href'))!;
    await page.keyboard.press('Escape');

    // The supplier's checkout page (a simulation of the demo): paying there confirms the payment.
    const tab = await page.context().newPage();
    await tab.goto(checkout);
    await tab.getByRole('button', { name: 'Pagar' }).click();
    await expect(tab.getByText('Pagamento confirmado pelo fornecedor.')).toBeVisible();
    await tab.close();

    await page.getByRole('button', { name: 'Atualizar pedido' }).click();
    // The order waits for a payment no more: the pending count moves by one (the tabs go with the last one), the order leaves the pending list.
    if (pending === 1) await expect(pendingTab).toHaveCount(0);
    else {
      await expect(pendingTab).toContainText(`(${pending - 1})`);
      await expect(pay).toHaveCount(0);
      await page.getByRole('tab', { name: /Todos/ }).click();
    }
    const card = page.locator('.review-order', { hasText: paid.nomeFantasiaCliente });
    await page.getByRole('button', { name: new RegExp(paid.nomeFantasiaFornecedor) }).click();
    await page.getByRole('button', { name: new RegExp(paid.nomeRepresentante) }).click();
    await expect(card.locator('.review-order__status')).toHaveText('Pago — aguardando faturamento');
    await expect(card.getByRole('button', { name: /Pagamento/ })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('paid.png') });
  });
});
