import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { openFirstOrder, quantityCell } from '../../automaticOrderSteps';
import { expect, login, MockApi, test } from '../../fixtures';
import { quantityProblem, rulesOf } from '../../../src/domain/orderQuantity';
import { distPorts } from './ports';

/**
 * Issue 30 item 2: the production build served from one origin, its apiBaseUrl pointing at the
 * mock API alone on another (README "Mock API alone"): every call is cross-origin, the saves carry
 * X-Save-Id and the commands Idempotency-Key, and each preflight must allow them.
 */
const APP = `http://127.0.0.1:${distPorts.crossOriginApp}`;
const API = `http://127.0.0.1:${distPorts.crossOriginApi}`;

interface Item {
  id: number;
  qtdePedida: number;
  qtdeEmbalagem: number;
  qtdeMinima: number;
  quantidadeFixa: boolean;
  combo?: boolean;
}

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: API });
});
test.afterAll(() => api.dispose());
// The token goes to the API's origin only (the token scan of every test checks it against that origin).
test.use({ baseURL: APP, apiOrigin: API, viewport: { width: 1330, height: 860 } });

test('the preflight allows every header the app sends', async () => {
  const answer = await api.fetch('/api/pedido/enviar', {
    method: 'OPTIONS',
    headers: { Origin: APP, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key,x-save-id' },
  });
  expect(answer.status()).toBe(204);
  expect(answer.headers()['access-control-allow-origin']).toBe(APP);
  const allowed = (answer.headers()['access-control-allow-headers'] ?? '').toLowerCase().split(/\s*,\s*/);
  expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'x-save-id']));
});

/** Answers of the API origin, and any request the browser failed (a refused preflight fails the request). */
function watchApi(page: Page) {
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.url().startsWith(API)) failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  });
  return failed;
}

test('a build on another origin than its API: generation, a quantity edit and a send', async ({ page }) => {
  test.setTimeout(120_000);
  const mock = new MockApi(api);
  await mock.reset('e2e');
  const id = await mock.closedQuotationId();
  const failed = watchApi(page);
  await login(page, 'comprador', `/pedido-resumo/${id}`);

  const top = page.getByRole('group', { name: 'Ações da cotação (topo)' });
  const generated = page.waitForResponse((r) => r.url().startsWith(`${API}/api/pedido/${id}/generate`) && r.request().headers()['idempotency-key'] !== undefined);
  await top.getByRole('button', { name: 'Iniciar Pedido Automático' }).click();
  await page.getByRole('dialog', { name: 'Iniciar pedido' }).getByRole('button', { name: 'Sim' }).click();
  expect((await generated).ok()).toBe(true);
  const late = page.getByRole('dialog', { name: 'Respostas atrasadas' });
  if (await late.isVisible().catch(() => false)) await late.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(new RegExp(`/pedido-automatico/${id}$`), { timeout: 30_000 });

  const items = await openFirstOrder<Item>(page);
  const item = items.find((i) => !i.combo && quantityProblem(String(i.qtdePedida + Math.max(1, i.qtdeEmbalagem)), rulesOf(i)) === null)!;
  const quantity = item.qtdePedida + Math.max(1, item.qtdeEmbalagem);
  const saved = page.waitForResponse((r) => r.url().startsWith(`${API}/api/pedidoAutomatico/updateItemQuatity`) && r.request().method() === 'POST');
  await quantityCell(page, item.id).click();
  await page.keyboard.type(String(quantity));
  await page.keyboard.press('Enter');
  const save = await saved;
  expect(save.ok()).toBe(true);
  expect(save.request().headers()['x-save-id']).toBeTruthy();

  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  const overDouble = page.getByRole('dialog', { name: 'Pedidos com quantidade acima do dobro da cotada' });
  await expect(overDouble.or(page.getByRole('region', { name: 'Revisão e envio' }))).toBeVisible();
  if (await overDouble.isVisible()) await overDouble.getByRole('button', { name: 'Confirmar pedidos' }).click();
  await expect(page).toHaveURL(new RegExp(`/revisao-envio/${id}$`));
  await page.getByRole('button', { name: 'Enviar pedidos' }).click();
  const sent = page.waitForResponse((r) => r.url().startsWith(`${API}/api/pedido/enviar`) && r.request().method() === 'POST');
  await page.getByRole('dialog', { name: /Enviar pedidos?/ }).getByRole('button', { name: 'Enviar sem looping' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByText(/^(Pedidos enviados com sucesso\.|Pedido enviado com sucesso\.|Gerando arquivo de pedido no FTP para envio dos pedidos\.)$/)).toBeVisible();

  // The API origin saw the edit: its item holds the new quantity.
  const headers = { Authorization: `Bearer ${await mock.token()}` };
  const stored = (await (await api.get(`/api/pedidoAutomatico/${id}/itens?idPedido=${Math.floor(item.id / 10_000)}`, { headers })).json()) as { content: Item[] };
  expect(stored.content.find((i) => i.id === item.id)?.qtdePedida).toBe(quantity);
  expect(failed).toEqual([]);
});
