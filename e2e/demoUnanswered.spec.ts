import { expect, login, test } from './fixtures';

/**
 * Issue 28: on the `demo` data, 'Ver Produtos não Respondidos' and its export can be tried: the
 * quotation in analysis 902 has products nobody answered (mocks/db/answers/unansweredSample.ts).
 */
test.use({ viewport: { width: 1330, height: 860 } });

test("the demo data's quotation with unanswered products: the summary's button, the list and its export", async ({ page, mockApi }) => {
  await mockApi.reset('demo');
  await login(page, 'comprador', '/pedido-resumo/902');
  await page.getByRole('group', { name: 'Ações da cotação (topo)' }).getByRole('button', { name: 'Ver Produtos não Respondidos' }).click();
  await expect(page).toHaveURL(/\/produtos-nao-respondidos\/902/);
  const heading = page.getByRole('heading', { name: /^Produtos não Respondidos \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const count = Number((await heading.textContent())!.match(/\((\d+)\)/)![1]);
  expect(count).toBeGreaterThanOrEqual(9);
  await expect(page.getByRole('cell', { name: 'Sem estoque' }).first()).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/demo-unanswered-1330.png' });
  // The spreadsheet opens in a new tab (noopener), which downloads it: the link it is given.
  const asked = page.context().waitForEvent('request', (request) => request.url().includes('/arquivo'));
  await page.getByRole('button', { name: 'Exportar Planilha' }).click();
  const link = (await asked).url();
  expect(link).toContain('/api/resumoresposta/exportProdutosWithoutResposta/902/arquivo');
  const file = await page.request.get(link);
  expect(file.headers()['content-disposition']).toBe('attachment; filename="produtos-nao-respondidos-902.csv"');
  expect((await file.text()).trimEnd().split('\r\n')).toHaveLength(count + 1);
});
