import type { Page } from '@playwright/test';
import { ORDER_STATUS_TEXT } from '../src/domain/orderStatus';
import { expect, expectAccessible, login, test } from './fixtures';
import { topBar } from './summarySteps';

/** A branch order's status once the supplier's billing returned (sent directly, by FTP, or waiting for payment). */
const AFTER_BILLING = new RegExp(`^(${[ORDER_STATUS_TEXT.FATURADO_RETORNO, ORDER_STATUS_TEXT.FATURADO_RETORNO_INCOMPLETO, ORDER_STATUS_TEXT.NAO_FATURADO, ORDER_STATUS_TEXT.ENVIADO_FTP, ORDER_STATUS_TEXT.ENVIADO_PENDENTE_DE_PAGAMENTO].join('|')})$`);


/** The first supplier's first representative's branch orders on the review page. */
async function firstBranchStatuses(page: Page) {
  await page.locator('.review-supplier .review-toggle').first().click();
  await page.locator('.review-toggle--representative').first().click();
  return page.locator('.review-order__status');
}

/**
 * A buyer's whole route (issue 12, part 11), each step through the screens: the summary closes
 * the quotation and starts the automatic order; 'Confirmar Pedido' lands on the review page; the
 * orders are sent without looping; the supplier's billing return (the mock's clock) changes the
 * statuses on the page.
 */
test.describe('from the summary to sent orders', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('close → automatic order → Confirmar Pedido → Enviar sem looping → statuses follow the billing return', async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANDAMENTO');
    await login(page, 'comprador', `/pedido-resumo/${id}`);

    await topBar(page).getByRole('button', { name: 'Encerrar Cotação' }).click();
    const close = page.getByRole('dialog', { name: 'Encerrar cotação' });
    await close.getByRole('button', { name: 'Encerrar Cotação' }).click();
    await expect(close).toBeHidden();
    await topBar(page).getByRole('button', { name: 'Iniciar Pedido Automático' }).click();
    await page.getByRole('dialog', { name: 'Iniciar pedido' }).getByRole('button', { name: 'Sim' }).click();
    const late = page.getByRole('dialog', { name: 'Respostas atrasadas' });
    if (await late.isVisible().catch(() => false)) await late.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-automatico/${id}$`), { timeout: 20_000 });
    await expect(page.locator('.supplier__toggle').first()).toBeVisible();

    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    const overDouble = page.getByRole('dialog', { name: 'Pedidos com quantidade acima do dobro da cotada' });
    await expect(overDouble.or(page.getByRole('region', { name: 'Revisão e envio' }))).toBeVisible();
    if (await overDouble.isVisible()) await overDouble.getByRole('button', { name: 'Confirmar pedidos' }).click();
    await expect(page).toHaveURL(new RegExp(`/revisao-envio/${id}$`));
    const statuses = await firstBranchStatuses(page);
    await expect(statuses.first()).toHaveText(ORDER_STATUS_TEXT.CONFIRMADO);
    expect(new Set(await statuses.allInnerTexts())).toEqual(new Set([ORDER_STATUS_TEXT.CONFIRMADO]));

    await page.getByRole('button', { name: 'Enviar pedidos' }).click();
    const send = page.getByRole('dialog', { name: 'Enviar pedidos' });
    await send.getByRole('button', { name: 'Enviar sem looping' }).click();
    await expect(page.getByText(/^(Pedidos enviados com sucesso\.|Gerando arquivo de pedido no FTP para envio dos pedidos\.)$/)).toBeVisible();
    await expect(send).toBeHidden();
    await expectAccessible(page);

    await page.request.post('/api/__mock/clock', { data: { advanceMs: 6 * 60_000 } });
    // 'Atualizar pedido' reads the lists again; the panels the buyer opened stay open.
    await page.getByRole('button', { name: 'Atualizar pedido' }).click();
    await expect(statuses.first()).toHaveText(AFTER_BILLING);
  });
});
