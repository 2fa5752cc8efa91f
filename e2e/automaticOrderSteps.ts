import type { Page } from '@playwright/test';
import { quantityProblem, rulesOf } from '../src/domain/orderQuantity';
import { expect, type MockApi } from './fixtures';

/** The open branch order's product table. */
export const orderGrid = (page: Page) => page.getByRole('region', { name: /Produtos do pedido de/ });

/** The quantity cell of an item of the open order. */
export const quantityCell = (page: Page, id: number) => orderGrid(page).locator(`.ag-row[row-id="${id}"] [col-id="qtdePedida"]`);

/** Opens the first supplier, representative and branch order; returns the items the grid received, in order. */
export async function openFirstOrder<Item>(page: Page): Promise<Item[]> {
  await page.locator('.supplier__toggle').first().click();
  await page.locator('.representative__toggle').first().click();
  const itemsAnswer = page.waitForResponse((r) => /\/api\/pedidoAutomatico\/\d+\/itens/.test(r.url()));
  await page.locator('.order-card__toggle').first().click();
  const items = ((await (await itemsAnswer).json()) as { content: Item[] }).content;
  await expect(orderGrid(page).locator('.ag-row').first()).toBeVisible();
  return items;
}

/**
 * The demo scenario (several representatives answer each branch): the first quotation in analysis
 * with orders that `accept` also takes (any, by default), and the buyer's headers.
 */
export async function demoQuotationWith(page: Page, mockApi: MockApi, accept: (id: number, headers: Record<string, string>) => Promise<boolean> = async () => true) {
  await mockApi.reset('demo');
  const headers = { Authorization: `Bearer ${await mockApi.token()}` };
  const data = { id: 0, title: '', statusList: ['EM_ANALISE'], startRegistrationDate: null, endRegistrationDate: null, startExpirationDate: null, endExpirationDate: null };
  const found = (await (await page.request.post('/api/cotacao/getByFiltro?page=0&size=50', { headers, data })).json()) as { content: { id: number }[] };
  for (const { id } of found.content) {
    const suppliers = (await (await page.request.get(`/api/pedidoAutomatico/${id}/fornecedores`, { headers })).json()) as { content: unknown[] };
    if (suppliers.content.length > 0 && (await accept(id, headers))) return { id, headers };
  }
  throw new Error('no demo quotation with orders that fits');
}

/** The demo scenario: a quotation in analysis with orders. */
export async function demoQuotationWithOrders(page: Page, mockApi: MockApi): Promise<number> {
  return (await demoQuotationWith(page, mockApi)).id;
}

interface MixedItem {
  codigoBarras: string;
  qtdeEmbalagem: number;
  quantidadeFixa: boolean;
  combo?: boolean;
}

export interface Branch {
  cnpjCliente: string;
  nomefantasiaCliente: string;
  itens: { idPedido: number; qtdeEmbalagem: number; qtdeMinima: number; quantidadeFixa: boolean; qtdePedida: number; combo: boolean; editavel: boolean }[];
}

/** A product of the open order and a quantity that some of its branches take and some refuse (maybe the open order's). */
export async function productWithMixedBranches<I extends MixedItem>(mockApi: MockApi, page: Page, id: number, items: I[]) {
  const headers = { Authorization: `Bearer ${await mockApi.token()}` };
  for (const item of items.slice(0, 8).filter((i) => !i.combo && !i.quantidadeFixa)) {
    const answer = await page.request.post(`/api/pedidoAutomatico/buscarFiliaisFiltrada/${id}?page=0&size=100`, { headers, data: { codBarras: item.codigoBarras, listaFiltro: [] } });
    const branches = ((await answer.json()) as { content: Branch[] }).content;
    const refuses = (branch: Branch, quantity: number) => branch.itens.some((i) => i.combo || !i.editavel || quantityProblem(String(quantity), rulesOf(i)) !== null);
    for (const multiple of [1, 2, 3, 4]) {
      const quantity = Math.max(1, item.qtdeEmbalagem) * multiple;
      const unchanged = branches.filter((branch) => refuses(branch, quantity));
      if (unchanged.length > 0 && unchanged.length < branches.length) return { item, quantity, unchanged };
    }
  }
  throw new Error('no product with branches that both take and refuse one quantity');
}
