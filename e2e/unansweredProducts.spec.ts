import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, login, test, type MockApi } from './fixtures';

/**
 * /produtos-nao-respondidos/{id} (spec 02 §2.3) at the buyer's 1330×860: the e2e scenario's quotation
 * in creation, grown to 14 products, none answered yet, so every product is 'Não Encontrado'.
 */
async function quotationWithUnanswered(request: APIRequestContext, mockApi: MockApi): Promise<number> {
  const headers = { Authorization: `Bearer ${await mockApi.token()}` };
  const recent = (await (await request.get('/api/lateral/getItensRecentes', { headers })).json()) as { id: number; situacao: string }[];
  const id = recent.find((q) => q.situacao === 'EM_CRIACAO')!.id;
  const items = (await (await request.get(`/api/cotacao/getCotacaoItemByIdCotacao/${id}`, { headers })).json()) as { idProduto: number }[];
  const products = (await (await request.get('/api/produto/buscar?texto=mg&page=0&size=30', { headers })).json()) as { content: { id: number }[] };
  const taken = new Set(items.map((i) => i.idProduto));
  for (const product of products.content.filter((p) => !taken.has(p.id)).slice(0, 14 - items.length)) {
    await request.post(`/api/cotacaoCadastro/${id}/itens`, { headers, data: { idProduto: product.id, quantidade: 12 } });
  }
  return id;
}

test.describe('unanswered products', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('pages and sorts from the address, downloads the spreadsheet, and goes back to the summary', async ({ page, request, mockApi }) => {
    const id = await quotationWithUnanswered(request, mockApi);
    await login(page, 'comprador', `/produtos-nao-respondidos/${id}`);

    await expect(page.getByRole('heading', { name: 'Produtos não Respondidos (14)' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Produtos não Respondidos' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('cell', { name: 'Não Encontrado' })).toHaveCount(10);

    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/produtos-nao-respondidos/${id}\\?page=1$`));
    await expect(table.getByRole('row')).toHaveCount(5);

    await page.getByRole('button', { name: 'Quantidade' }).click();
    await expect(page).toHaveURL(/\?sort=quantidade&asc=true$/);
    await page.getByRole('button', { name: 'Quantidade' }).click();
    await expect(page).toHaveURL(/\?sort=quantidade&asc=false$/);
    await expect(page.getByRole('columnheader', { name: /Quantidade/ })).toHaveAttribute('aria-sort', 'descending');
    const firstQuantity = await table.getByRole('row').nth(1).getByRole('cell').nth(4).textContent();

    // A reload rebuilds the same page.
    await page.reload();
    await expect(page.getByRole('columnheader', { name: /Quantidade/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText(firstQuantity!);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('unanswered-products-1330.png'), fullPage: true });

    // Nothing in the table overflows its cell sideways.
    const overflow = await page.evaluate(() => {
      const region = document.querySelector('.paged-table') as HTMLElement;
      return region.scrollWidth - region.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);

    // The link opens in a new window, which downloads the file; it is fetched again as a spreadsheet program would.
    const fileAnswer = page.context().waitForEvent('response', (r) => r.url().includes(`/api/resumoresposta/exportProdutosWithoutResposta/${id}/arquivo?`));
    await page.getByRole('button', { name: 'Exportar Planilha' }).click();
    const answer = await fileAnswer;
    expect(answer.headers()['content-disposition']).toBe(`attachment; filename="produtos-nao-respondidos-${id}.csv"`);
    const file = await page.request.get(answer.url());
    const bytes = await file.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Tipo;Equivalente;Código;EAN;Produto;Fabricante;Quantidade;Valor de referência;Motivo');
    expect(lines).toHaveLength(15);

    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-resumo/${id}$`));
  });
});
