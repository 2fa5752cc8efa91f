import type { APIRequestContext } from '@playwright/test';
import { expect, login, test } from './fixtures';

/**
 * The automatic order of the power buyer's quotation (`large` scenario, issue 10 part 7): its 15
 * suppliers, a representative's first 15 branch-order cards with 'Carregar mais', and the
 * 5,000-item branch order showing rows. Timeouts are generous (playwright.large.config.ts); the
 * assertions are about what the buyer sees.
 */
interface Supplier {
  idFornecedor: number;
}

/** The quotation in analysis whose automatic order has the most suppliers (the power quotation). */
async function powerQuotation(request: APIRequestContext, token: string): Promise<{ id: number; suppliers: number }> {
  const headers = { Authorization: `Bearer ${token}` };
  const data = { id: 0, title: '', statusList: ['EM_ANALISE'], startRegistrationDate: null, endRegistrationDate: null, startExpirationDate: null, endExpirationDate: null };
  const list = (await (await request.post('/api/cotacao/getByFiltro?page=0&size=20', { headers, data })).json()) as { content: { id: number }[] };
  let best = { id: 0, suppliers: -1 };
  for (const { id } of list.content) {
    const answer = await request.get(`/api/pedidoAutomatico/${id}/fornecedores?page=0&size=50`, { headers, timeout: 60_000 });
    if (!answer.ok()) continue;
    const body = (await answer.json()) as Supplier[] | { content: Supplier[] };
    const suppliers = Array.isArray(body) ? body.length : body.content.length;
    if (suppliers > best.suppliers) best = { id, suppliers };
  }
  return best;
}

test.describe('automatic order of the large quotation', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test("shows the power quotation's 15 suppliers, a representative's 15 cards, and the 5,000-item order's rows", async ({ page, request, mockApi }) => {
    const { id, suppliers } = await powerQuotation(request, await mockApi.token());
    expect(suppliers).toBe(15);
    await login(page, 'comprador', `/pedido-automatico/${id}`);

    await test.step('the 15 suppliers, paged', async () => {
      await expect(page.locator('#suppliers-title')).toHaveText('Fornecedores (15)');
      await expect(page.locator('.supplier__toggle')).toHaveCount(10);
      await expect(page.getByText('Fornecedores por página')).toBeVisible();
    });

    await test.step("a representative's first 15 branch-order cards, with 'Carregar mais'", async () => {
      await page.locator('.supplier__toggle').first().click();
      await page.locator('.representative__toggle').first().click();
      const cards = page.getByRole('list', { name: /Pedidos por filial de/ }).first();
      await expect(cards.locator('.order-card')).toHaveCount(15);
      await expect(page.getByRole('button', { name: /Carregar mais \(15 de 300\)/ })).toBeVisible();
    });

    await test.step('the 5,000-item branch order shows rows', async () => {
      const card = page.locator('.order-card', { hasText: '5.000 itens' }).first();
      // The biggest order is not necessarily on the first page of cards: open it through the address.
      if ((await card.count()) === 0) {
        const query = await biggestOrderAddress(request, await mockApi.token(), id);
        await page.goto(`/pedido-automatico/${id}?${query}`);
        await page.locator('.supplier__toggle').first().click();
        await page.locator('.representative__toggle').first().click();
      }
      const biggest = page.locator('.order-card', { hasText: '5.000 itens' }).first();
      await biggest.locator('.order-card__toggle').click();
      const grid = page.getByRole('region', { name: /Produtos do pedido de/ });
      await expect(grid.locator('.ag-row').first()).toBeVisible();
      expect(await grid.locator('.ag-row').count()).toBeGreaterThan(5);
      // Virtualized: 5,000 items, a screenful of rows in the page.
      expect(await grid.locator('.ag-row').count()).toBeLessThan(200);
    });
  });
});

/** The address filter (supplier, representative, branch) that shows the quotation's biggest branch order alone. */
async function biggestOrderAddress(request: APIRequestContext, token: string, id: number): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const suppliers = (await (await request.get(`/api/pedidoAutomatico/${id}/fornecedores?page=0&size=50`, { headers })).json()) as Supplier[] | { content: Supplier[] };
  for (const { idFornecedor } of Array.isArray(suppliers) ? suppliers : suppliers.content) {
    const query = `idFornecedor=${idFornecedor}&page=0&size=1&sort=quantidadeItens&asc=false`;
    const orders = (await (await request.get(`/api/pedidoAutomatico/${id}/filiais?${query}`, { headers })).json()) as { content: { idRepresentante: number; idCliente: number; quantidadeItens: number }[] };
    const [top] = orders.content;
    if (top?.quantidadeItens === 5000) return `idFornecedor=${idFornecedor}&idRepresentante=${top.idRepresentante}&idCliente=${top.idCliente}`;
  }
  throw new Error('no 5,000-item order');
}
