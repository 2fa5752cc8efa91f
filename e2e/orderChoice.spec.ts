import type { Page } from '@playwright/test';
import { ORDER_STATUS_TEXT } from '../src/domain/orderStatus';
import { expect, expectAccessible, login, test } from './fixtures';
import { demoQuotationWith } from './automaticOrderSteps';
import type { BranchOrder } from './reviewSteps';

interface ReviewOrder extends BranchOrder {
  idRepresentante: number;
  cnpjCliente: string;
  situacaoPedido: string;
}

const DIRECT = { situacaoPedido: 'ENVIADO', tipoPagamento: 'PADRAO', ofertas: [] };

/** The demo's quotation with a supplier whose only representative has exactly three orders, confirmed through the API. */
async function supplierWithThreeOrders(page: Page, mockApi: Parameters<typeof demoQuotationWith>[1]) {
  let trio: ReviewOrder[] = [];
  const { id } = await demoQuotationWith(page, mockApi, async (candidate, headers) => {
    if (!(await page.request.get(`/api/pedidoAutomatico/confirmar/${candidate}`, { headers })).ok()) return false;
    const orders = ((await (await page.request.post(`/api/revisaoEnvio/${candidate}/filiais`, { headers, data: {} })).json()) as { content: ReviewOrder[] }).content;
    const bySupplier = new Map<number, ReviewOrder[]>();
    for (const order of orders) bySupplier.set(order.idFornecedor, [...(bySupplier.get(order.idFornecedor) ?? []), order]);
    trio = [...bySupplier.values()].find((list) => list.length === 3 && new Set(list.map((o) => o.idRepresentante)).size === 1) ?? [];
    return trio.length === 3;
  });
  // The supplier takes these orders directly (no FTP file, no payment first: mocks/db/supplierChannels.ts), so a send says it plainly.
  for (const order of trio) await page.request.post(`/api/__mock/pedidos/${order.idPedido}/canal`, { data: DIRECT });
  return { id, trio };
}

const card = (page: Page, branch: string) => page.locator('.review-order', { has: page.getByRole('button', { name: new RegExp(branch) }) });

/**
 * Issue 29 points 1 and 2 (spec 03 §3.4, §4.1, §4.6) at the buyer's 1330×860: choosing which
 * orders go out, the send dialog naming what goes and what stays, a later send of the order left;
 * the review filter by supplier and branch, kept in the address across a reload.
 */
test.describe('review: choosing the orders to send, filtering by supplier and branch', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('two of a supplier’s three orders go out; the third stays Confirmado and is sent later on its own', async ({ page, mockApi }, testInfo) => {
    const { id, trio } = await supplierWithThreeOrders(page, mockApi);
    const [first, second, third] = trio;
    await login(page, 'comprador', `/revisao-envio/${id}`);
    await page.getByRole('button', { name: new RegExp(first.nomeFantasiaFornecedor) }).click();
    await page.getByRole('button', { name: new RegExp(first.nomeRepresentante) }).click();
    await page.getByRole('checkbox', { name: `Selecionar pedido da filial ${first.nomeFantasiaCliente}` }).check();
    // Keyboard: Space ticks the next box.
    await page.getByRole('checkbox', { name: `Selecionar pedido da filial ${second.nomeFantasiaCliente}` }).focus();
    await page.keyboard.press('Space');
    const supplierBox = page.getByRole('checkbox', { name: `Selecionar pedidos de ${first.nomeFantasiaFornecedor}` });
    expect(await supplierBox.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await expect(page.getByText(/^2 pedidos selecionados · R\$/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('chosen.png') });

    await page.getByRole('button', { name: 'Enviar pedidos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar pedidos' });
    await expect(dialog.getByText(/^Serão enviados 2 pedidos, no total de R\$/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('send-dialog.png') });
    await dialog.getByRole('button', { name: 'Enviar sem looping' }).click();
    await expect(page.getByText('Pedidos enviados com sucesso.')).toBeVisible();
    await expect(card(page, third.nomeFantasiaCliente).locator('.review-order__status')).toHaveText(ORDER_STATUS_TEXT.CONFIRMADO);
    await expect(card(page, first.nomeFantasiaCliente).locator('.review-order__status')).not.toHaveText(ORDER_STATUS_TEXT.CONFIRMADO);

    await page.getByRole('button', { name: `Enviar pedido da filial ${third.nomeFantasiaCliente}` }).click();
    const one = page.getByRole('dialog', { name: 'Enviar pedido' });
    await expect(one.getByText(/^Será enviado 1 pedido, no total de R\$/)).toBeVisible();
    await one.getByRole('button', { name: 'Enviar sem looping' }).click();
    await expect(page.getByText('Pedido enviado com sucesso.')).toBeVisible();
    await expect(card(page, third.nomeFantasiaCliente).locator('.review-order__status')).not.toHaveText(ORDER_STATUS_TEXT.CONFIRMADO);
  });

  test('the filter by one supplier and one branch holds across a reload', async ({ page, mockApi }, testInfo) => {
    const { id, trio } = await supplierWithThreeOrders(page, mockApi);
    const [order] = trio;
    await login(page, 'comprador', `/revisao-envio/${id}`);
    await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrar Pedidos' });
    await dialog.getByRole('group', { name: 'Fornecedores' }).getByRole('checkbox', { name: order.nomeFantasiaFornecedor }).check();
    await dialog.getByRole('group', { name: 'Filiais' }).getByRole('checkbox', { name: new RegExp(order.nomeFantasiaCliente) }).check();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('filter.png') });
    await dialog.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`idsFornecedores=${order.idFornecedor}.*cnpjFiliais=`));
    await expect(page.getByText(/Total do pedido:/)).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Filtro de pedidos aplicado, clique aqui para remover.' })).toBeVisible();
    await expect(page.getByText(/Total do pedido:/)).toHaveCount(1);
    await page.getByRole('button', { name: new RegExp(order.nomeFantasiaFornecedor) }).click();
    await page.getByRole('button', { name: new RegExp(order.nomeRepresentante) }).click();
    await expect(page.locator('.review-order')).toHaveCount(1);
    await expect(card(page, order.nomeFantasiaCliente)).toBeVisible();
    await page.getByRole('button', { name: 'Filtrar Pedidos' }).click();
    await expect(page.getByRole('dialog', { name: 'Filtrar Pedidos' }).getByRole('group', { name: 'Fornecedores' }).getByRole('checkbox', { name: order.nomeFantasiaFornecedor })).toBeChecked();
  });
});
