import type { Page } from '@playwright/test';
import { orderSendRequested } from '../src/shared/lib/appEvents';
import { expect, expectAccessible, login, test } from './fixtures';
import { enableLoopingPreference } from './loopingSteps';

/**
 * The send dialog in the browser (issue 12 part 5) before the review page exists on this branch:
 * the page under test dispatches the review page's event itself, through the store's own
 * devtools extension point (no app change). e2e/orderSending.review.ts drives the same from the
 * review page once it is merged.
 */
function exposeStore(): void {
  type Store = { dispatch: (action: unknown) => unknown };
  type CreateStore = (...args: unknown[]) => Store;
  const w = window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown; __e2eStore?: Store };
  w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = () => (...enhancers: ((next: CreateStore) => CreateStore)[]) => (createStore: CreateStore) => (...args: unknown[]) => {
    const store = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore)(...args);
    w.__e2eStore = store;
    return store;
  };
}

async function requestSend(page: Page, idCotacao: number): Promise<void> {
  const action = orderSendRequested({ idCotacao, idPedidos: 'todos' });
  await page.evaluate((a) => (window as unknown as { __e2eStore: { dispatch: (x: unknown) => void } }).__e2eStore.dispatch(a), action);
}

test.describe('send orders dialog', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('opens with the looping defaults, fits 1330×860, is accessible, and a double click sends once', async ({ page, mockApi }, testInfo) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    const headers = { Authorization: `Bearer ${await mockApi.token()}` };
    expect((await page.request.get(`/api/pedidoAutomatico/confirmar/${id}`, { headers })).ok()).toBe(true);
    await enableLoopingPreference(page.request, await mockApi.token());
    await page.addInitScript(exposeStore);
    await login(page, 'comprador', `/pedido-resumo/${id}`);

    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/pedido/enviar')) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await requestSend(page, id);
    const dialog = page.getByRole('dialog', { name: 'Enviar pedidos' });
    await expect(dialog.getByLabel('Horário limite *')).toHaveValue('21:00');
    await expect(dialog.getByText('0 %', { exact: true })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(860);
    expect(box.x + box.width).toBeLessThanOrEqual(1330);
    await page.screenshot({ path: testInfo.outputPath('send-dialog.png') });
    await expectAccessible(page);

    const slider = dialog.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('End');
    await expect(dialog.getByText('Max.', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Enviar sem looping' }).dblclick();
    await expect(page.getByText(/^(Pedidos enviados com sucesso\.|Gerando arquivo de pedido no FTP para envio dos pedidos\.)$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(keys).toHaveLength(1);

    // a second dialog for the same orders never sends them again, and says so (issue 25 point 8)
    await requestSend(page, id);
    await page.getByRole('dialog', { name: 'Enviar pedidos' }).getByRole('button', { name: 'Enviar sem looping' }).click();
    await expect(page.getByText('Os pedidos já foram enviados: nada foi enviado de novo.')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
