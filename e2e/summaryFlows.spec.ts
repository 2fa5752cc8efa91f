import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { browserTomorrow, expect, expectAccessible, login, test } from './fixtures';
import { topBar } from './summarySteps';

/**
 * The summary's quotation actions end to end (issue 9): the summary's buttons, the app-wide
 * dialogs of the quotation commands and of order generation, the mock API's state changes.
 */
/** What the summary shows of the quotation's answers: category chips and supplier blocks. */
async function summaryContents(page: Page): Promise<{ categories: string[]; suppliers: string[] }> {
  const suppliers = page.getByRole('region', { name: /Fornecedores participantes/ }).getByRole('article');
  await expect(suppliers.first()).toBeVisible();
  return {
    categories: await page.getByRole('region', { name: 'Categorias de resposta' }).getByRole('listitem').allInnerTexts(),
    suppliers: await suppliers.evaluateAll((blocks) => blocks.map((block) => block.getAttribute('aria-label') ?? '')),
  };
}

test.use({ viewport: { width: 1330, height: 860 } });

test.describe('quotation summary actions', () => {
  test('closing a quotation changes its buttons, and a new due date reopens it', async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANDAMENTO');
    await login(page, 'comprador', `/pedido-resumo/${id}`);
    const bar = topBar(page);
    await expect(bar.getByRole('button', { name: 'Encerrar Cotação' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Iniciar Pedido Automático' })).toHaveCount(0);

    await bar.getByRole('button', { name: 'Encerrar Cotação' }).click();
    const close = page.getByRole('dialog', { name: 'Encerrar cotação' });
    await expect(close).toBeVisible();
    await expectAccessible(page);
    await close.getByRole('button', { name: 'Encerrar Cotação' }).click();
    await expect(close).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Encerrar Cotação' })).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'Iniciar Pedido Automático' })).toBeVisible();
    await expect(page.getByText('Em Análise').first()).toBeVisible();

    await bar.getByRole('button', { name: 'Alterar Vencimento' }).click();
    const due = page.getByRole('dialog', { name: 'Alterar vencimento' });
    const typed = await browserTomorrow(page);
    await due.getByLabel('Nova data de vencimento *').fill(typed);
    await due.getByLabel('Hora *').selectOption('17:00');
    await due.getByRole('button', { name: 'Alterar Vencimento' }).click();
    await expect(due).toBeHidden();
    await expect(page.getByText('Em Andamento').first()).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Encerrar Cotação' })).toBeVisible();
  });

  test('starting the automatic order generates once, even on a double click, and lands on its route', async ({ page, mockApi }) => {
    const id = await mockApi.closedQuotationId();
    await login(page, 'comprador', `/pedido-resumo/${id}`);
    const starts: Request[] = [];
    page.on('request', (request) => {
      if (/\/api\/pedido\/\d+\/generate/.test(request.url())) starts.push(request);
    });
    await topBar(page).getByRole('button', { name: 'Iniciar Pedido Automático' }).click();
    const confirm = page.getByRole('dialog', { name: 'Iniciar pedido' });
    await confirm.getByRole('button', { name: 'Sim' }).dblclick();
    const late = page.getByRole('dialog', { name: 'Respostas atrasadas' });
    if (await late.isVisible().catch(() => false)) await late.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-automatico/${id}$`), { timeout: 20_000 });
    expect(starts).toHaveLength(1);
  });

  test('a generation failing four times shows the support message and leaves a record that replays', async ({ page, mockApi, browser, baseURL }) => {
    const id = await mockApi.closedQuotationId();
    await mockApi.fault({ path: '/pedido/:id/generate', status: 500, times: 4 });
    await login(page, 'comprador', `/pedido-resumo/${id}`);
    const seen = await summaryContents(page);
    expect(seen.suppliers.length).toBeGreaterThan(0);
    await topBar(page).getByRole('button', { name: 'Iniciar Pedido Automático' }).click();
    await page.getByRole('dialog', { name: 'Iniciar pedido' }).getByRole('button', { name: 'Sim' }).click();
    const late = page.getByRole('dialog', { name: 'Respostas atrasadas' });
    await late.getByRole('button', { name: 'Confirmar' }).click({ timeout: 5_000 }).catch(() => undefined);
    const message = 'Ocorreu um erro ao tentar gerar o pedido, contate o suporte.';
    await expect(page.getByText(message)).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);

    // The buyer closes the message and opens the support page from the header, as support asks.
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('link', { name: 'Suporte' }).click();
    const record = page.getByRole('table', { name: 'Falhas registradas' }).getByRole('row').filter({ hasText: 'geracaoPedido' });
    await expect(record).toContainText(`/pedido-resumo/${id}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar diagnóstico' }).click()]);
    const file = await download.path();
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(readFileSync(file, 'utf8')).not.toContain(token!);

    const context = await browser.newContext({ baseURL, viewport: { width: 1330, height: 860 } });
    const support = await context.newPage();
    await support.goto('/suporte');
    await support.getByLabel('Importar diagnóstico').setInputFiles(file);
    await support.getByRole('button', { name: 'Reproduzir tela' }).click();
    await expect(support).toHaveURL(new RegExp(`/pedido-resumo/${id}`));
    await expect(support.getByRole('status').filter({ hasText: 'Reprodução de diagnóstico' })).toBeVisible();
    await expect(support.getByText(message).first()).toBeVisible();
    await expect(support.getByRole('list', { name: 'Falhas registradas nesta tela' })).toContainText(message);
    expect(await summaryContents(support)).toEqual(seen);
    await expectAccessible(support);
    await context.close();
  });
});
