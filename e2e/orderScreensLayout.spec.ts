import { expect, login, test } from './fixtures';
import { enableLoopingPreference, LATEST_LOOPING_TIME } from './loopingSteps';

/**
 * Issue 28's smaller layout points at the buyer's 1330×860: the review's action bar keeps to two
 * rows once the looping actions come, 'Alterar vencimento' is a styled form, and an unknown
 * quotation on each order screen says so without its toolbar.
 */
test.use({ viewport: { width: 1330, height: 860 } });

test.describe('order screens layout', () => {
  test("the review's action bar holds two rows with the looping actions", async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    const token = await mockApi.token();
    await enableLoopingPreference(page.request, token);
    expect((await page.request.get(`/api/pedidoAutomatico/confirmar/${id}`, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
    await login(page, 'comprador', `/revisao-envio/${id}`);
    await page.getByRole('button', { name: 'Enviar pedidos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar pedidos' });
    await dialog.getByLabel('Horário limite *').fill(LATEST_LOOPING_TIME);
    await dialog.getByRole('button', { name: 'Enviar com looping' }).click();
    await expect(dialog).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Ações da revisão' });
    await expect(bar.getByRole('button', { name: 'Looping', exact: true })).toBeVisible();
    const rows = await bar.locator(':scope > *').evaluateAll((buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size);
    expect(rows).toBeLessThanOrEqual(2);
    await bar.screenshot({ path: 'docs/screenshots/tables-review-actions-1330.png' });
  });

  test("'Alterar vencimento' is a styled form", async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANDAMENTO');
    await login(page, 'comprador', `/pedido-resumo/${id}`);
    await page.getByRole('group', { name: 'Ações da cotação (topo)' }).getByRole('button', { name: 'Alterar Vencimento' }).click();
    const due = page.getByRole('dialog', { name: 'Alterar vencimento' });
    const hour = due.getByLabel('Hora *');
    await expect(hour).toBeVisible();
    // The dialog form's look (shared/ui/DialogForm.css): bordered, padded fields and bold labels side by side.
    expect(await hour.evaluate((el) => getComputedStyle(el).paddingLeft)).toBe('8px');
    expect(await due.getByText('Hora *').evaluate((el) => getComputedStyle(el).fontWeight)).toBe('600');
    await due.screenshot({ path: 'docs/screenshots/due-date-form-1330.png' });
  });

  // Each order screen with an id the server does not know: it says so once, without its toolbar, and asks each address at most once (no 404 retried, no poll going on).
  for (const [screen, path, toolbar] of [
    ['the automatic order', '/pedido-automatico/999999', 'Excluir Produtos'],
    ['the combo screen', '/pedido-automatico/999999/combo', 'Voltar ao Pedido'],
    ['the packaging screen', '/problemas-de-embalagem/999999', 'Confirmar ajustes'],
    ['the manual order', '/pedido-manual/999999', 'Inserir no Pedido'],
    ['the summary', '/pedido-resumo/999999', 'Iniciar Pedido Automático'],
    ['the review', '/revisao-envio/999999', 'Enviar pedidos'],
  ] as const) {
    test(`an unknown quotation on ${screen} says so once, without the toolbar, asking each address once`, async ({ page }) => {
      // Requests answered in full (one the page aborted on its way, as React's development double mount does, is not an ask).
      const failed: string[] = [];
      const asked: string[] = [];
      page.on('requestfinished', async (request) => {
        if (!request.url().includes('/api/')) return;
        const { pathname } = new URL(request.url());
        asked.push(pathname);
        if ((await request.response())?.status() === 404) failed.push(pathname);
      });
      await login(page, 'comprador', path);
      await expect(page.getByText('Cotação não encontrada.')).toHaveCount(1);
      await expect(page.getByRole('button', { name: toolbar })).toHaveCount(0);
      await expect(page.getByRole('link', { name: toolbar })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
      // Longer than the changes poll (2 s): nothing asked again.
      await page.waitForTimeout(3000);
      const about = asked.filter((url) => url.includes('999999'));
      expect(failed, failed.join(', ')).toEqual([...new Set(failed)]);
      expect(about, about.join(', ')).toEqual([...new Set(about)]);
    });
  }
});
