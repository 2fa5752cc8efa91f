import type { Page } from '@playwright/test';
import { expect, login, type MockApi } from './fixtures';
import { demoQuotationWith } from './automaticOrderSteps';

/** A branch order of the review page's list (/revisaoEnvio/{id}/filiais). */
export interface BranchOrder {
  idPedido: number;
  idFornecedor: number;
  nomeFantasiaFornecedor: string;
  nomeRepresentante: string;
  nomeFantasiaCliente: string;
}

/** Confirms the e2e scenario's quotation in analysis through the API; returns its id, the buyer's headers and its branch orders. */
export async function confirmedOrders(page: Page, mockApi: MockApi): Promise<{ id: number; headers: Record<string, string>; orders: BranchOrder[] }> {
  const id = await mockApi.quotationIdByStatus('EM_ANALISE');
  const headers = { Authorization: `Bearer ${await mockApi.token()}` };
  expect((await page.request.get(`/api/pedidoAutomatico/confirmar/${id}`, { headers })).ok()).toBe(true);
  const list = await page.request.post(`/api/revisaoEnvio/${id}/filiais`, { headers, data: {} });
  return { id, headers, orders: ((await list.json()) as { content: BranchOrder[] }).content };
}

/** The demo scenario's first quotation in analysis whose orders confirm, confirmed through the API: its id, the buyer's headers and its branch orders. */
export async function confirmedDemoOrders(page: Page, mockApi: MockApi): Promise<{ id: number; headers: Record<string, string>; orders: BranchOrder[] }> {
  let orders: BranchOrder[] = [];
  const { id, headers } = await demoQuotationWith(page, mockApi, async (candidate, headers) => {
    if (!(await page.request.get(`/api/pedidoAutomatico/confirmar/${candidate}`, { headers })).ok()) return false;
    orders = ((await (await page.request.post(`/api/revisaoEnvio/${candidate}/filiais`, { headers, data: {} })).json()) as { content: BranchOrder[] }).content;
    return orders.length > 0;
  });
  return { id, headers, orders };
}

/** Sends every order of the quotation through the API, without looping. */
export async function sendAll(page: Page, id: number, headers: Record<string, string>, key = `pagamento-${id}`): Promise<void> {
  const sent = await page.request.post(`/api/pedido/enviarTodos/${id}`, { headers: { ...headers, 'Idempotency-Key': key }, data: { enviarComLooping: false } });
  expect(sent.ok()).toBe(true);
}

/** Confirms the e2e scenario's quotation in analysis, opens its review and the first branch order; returns the order's product table. */
export async function openFirstReviewOrder(page: Page, mockApi: MockApi) {
  const id = await mockApi.quotationIdByStatus('EM_ANALISE');
  const headers = { Authorization: `Bearer ${await mockApi.token()}` };
  expect((await page.request.get(`/api/pedidoAutomatico/confirmar/${id}`, { headers })).ok()).toBe(true);
  await login(page, 'comprador', `/revisao-envio/${id}`);
  await page.locator('.review-supplier .review-toggle').first().click();
  await page.locator('.review-toggle--representative').first().click();
  await page.locator('.review-order__toggle').first().click();
  const grid = page.getByRole('region', { name: /Produtos do pedido de/ }).first();
  await expect(grid.locator('.ag-row').first()).toBeVisible();
  return { id, headers, grid };
}
