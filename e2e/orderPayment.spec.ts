import type { Page } from '@playwright/test';
import { ORDER_STATUS_TEXT } from '../src/domain/orderStatus';
import { expect, expectAccessible, login, test } from './fixtures';
import { confirmedOrders, sendAll } from './reviewSteps';

/** Nothing on the page (dialogs included) reaches past 1330 px. */
async function expectFits(page: Page): Promise<void> {
  const widest = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, ...Array.from(document.querySelectorAll('[role="dialog"], .review-order')).map((el) => el.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(1330);
}

/** Draws the page's QR code SVG on a canvas and reads it with jsQR (the dev dependency, loaded into the page for the test only). */
async function decodeQrOnPage(page: Page): Promise<string | null> {
  await page.addScriptTag({ path: require.resolve('jsqr') });
  return page.evaluate(async () => {
    const svg = document.querySelector('svg[aria-label="QR Code do PIX"]')!;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const side = 400;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, side, side);
    const pixels = context.getImageData(0, 0, side, side);
    const reader = (window as unknown as { jsQR: (data: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR;
    return reader(pixels.data, side, side)?.data ?? null;
  });
}

/**
 * Payment and supplier codes on the review page (issue 12 part 6, spec 03 §4.6): the e2e
 * scenario's quotation in analysis has two orders, one of a supplier that takes orders by FTP file
 * (they wait for its order code) and one sent directly; the PIX case tells the mock that the
 * second supplier asks for a PIX payment first (test control /__mock/pedidos/{id}/canal).
 */
test.describe('review page: payment and supplier codes', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('registers the supplier code of an FTP order, which moves to Enviado - Sem Retorno', async ({ page, mockApi }, testInfo) => {
    const { id, headers, orders } = await confirmedOrders(page, mockApi);
    await sendAll(page, id, headers);
    const ftp = orders.find((order) => order.idFornecedor % 7 === 3)!;
    await login(page, 'comprador', `/revisao-envio/${id}`);

    await page.getByRole('button', { name: new RegExp(ftp.nomeFantasiaFornecedor) }).click();
    await page.getByRole('button', { name: new RegExp(ftp.nomeRepresentante) }).click();
    const card = page.locator('.review-order', { hasText: ftp.nomeFantasiaCliente });
    await expect(card.locator('.review-order__status')).toHaveText(ORDER_STATUS_TEXT.ENVIADO_FTP);

    // The representative's code table lists it, with 'Enviar código' and 'Enviar sem aguardar Cód. Pedido'.
    await page.getByRole('button', { name: 'Códigos de pedido (1)' }).click();
    const table = page.getByRole('dialog', { name: `Códigos de pedido · ${ftp.nomeRepresentante}` });
    await expect(table.getByRole('button', { name: `Enviar código PD${ftp.idPedido}` })).toBeDisabled();
    await expect(table.getByRole('button', { name: 'Enviar sem aguardar Cód. Pedido' })).toBeEnabled();
    await expectFits(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('code-table.png') });
    await page.keyboard.press('Escape');
    await expect(table).toBeHidden();

    await card.getByRole('button', { name: `Cód. pedido PD${ftp.idPedido}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Código do pedido no fornecedor' });
    await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await dialog.getByLabel('Código do pedido no fornecedor').fill('458812');
    await expectFits(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('supplier-code.png') });
    await dialog.getByRole('button', { name: 'Enviar' }).click();

    await expect(page.getByText('Código do pedido cadastrado com sucesso.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.locator('.review-order__status')).toHaveText(ORDER_STATUS_TEXT.AGUARDANDO_FATURAMENTO);
    await expect(card.getByRole('button', { name: /Cód\. pedido/ })).toHaveCount(0);
    await expectFits(page);
  });

  test('opens a PIX payment: waits for the supplier, then the code and a QR code that decodes to it', async ({ page, mockApi }, testInfo) => {
    const { id, headers, orders } = await confirmedOrders(page, mockApi);
    const pix = orders.find((order) => order.idFornecedor % 7 !== 3)!;
    await page.request.post(`/api/__mock/pedidos/${pix.idPedido}/canal`, { data: { situacaoPedido: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PIX', ofertas: ['PIX', 'CARTAO'] } });
    await sendAll(page, id, headers);
    await login(page, 'comprador', `/revisao-envio/${id}`);

    await page.getByRole('tab', { name: /Pendentes de pagamento/ }).click();
    const card = page.locator('.review-order', { hasText: pix.nomeFantasiaCliente });
    await expect(card.locator('.review-order__status')).toHaveText(ORDER_STATUS_TEXT.ENVIADO_PENDENTE_DE_PAGAMENTO);
    await card.getByRole('button', { name: `Pagamento PD${pix.idPedido}` }).click();

    const dialog = page.getByRole('dialog', { name: `Pagamento do pedido PD${pix.idPedido}` });
    await expect(dialog.getByText('Aguarde enquanto recebemos os dados de pagamento do fornecedor.')).toBeVisible();
    await page.request.post('/api/__mock/clock', { data: { advanceMs: 2 * 60_000 } });
    await dialog.getByRole('button', { name: 'Atualizar' }).click();

    const code = dialog.getByLabel('PIX copia e cola');
    await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    await expect(dialog.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
    expect(await decodeQrOnPage(page)).toBe(await code.inputValue());
    await expectFits(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('pix-payment.png') });

    await dialog.getByRole('radio', { name: 'Cartão' }).click();
    await expect(dialog.getByRole('link', { name: 'Abrir link de pagamento com cartão' })).toHaveAttribute('href', new RegExp(`/api/__mock/checkout/${pix.idPedido}$`));
    await expect(dialog.getByRole('form', { name: 'Dados do cartão' })).toBeVisible();
    await expectFits(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('card-payment.png') });
  });
});
