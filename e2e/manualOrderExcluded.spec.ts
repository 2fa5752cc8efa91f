import type { Page } from '@playwright/test';
import { MANUAL_GENERATED } from '../mocks/db/manualOrder/manualOrderSeeds';
import type { TotaisPedidoManualDto } from '../src/api/pedidoManualPaginaDto';
import { formatMoney } from '../src/shared/lib/format';
import { expect, expectAccessible, login, test, type MockApi } from './fixtures';
import { filterTo, fitsTheWindow, manualData, pageLoaded } from './manualOrderSteps';

/** The server's totals: the order's, and these branches' (by idCliente). */
async function serverTotals(page: Page, mockApi: MockApi, idClientes: number[]) {
  const headers = { Authorization: `Bearer ${await mockApi.token()}` };
  const totals = (await (await page.request.post('/api/pedidomanual/totais', { headers, data: { idCotacao: MANUAL_GENERATED, idClientes } })).json()) as TotaisPedidoManualDto;
  return { order: totals.pedido.valorTotal, branches: totals.porFilial.map((row) => row.total.valorTotal) };
}

const branchTotal = (page: Page, title: string) => page.locator('.manual-branch', { has: page.getByRole('heading', { name: title }) }).locator('.manual-branch__total strong');
const orderTotal = (page: Page) => page.locator('.manual-totals__value');

/**
 * Issue 29 points 3 and 4 (spec 02 §2.2, §4.1) at the buyer's 1330×860: a product deleted from a
 * branch's manual order is listed under 'Ver Produtos Excluídos' and comes back with 'Reinserir';
 * an answer not chosen says its quantity will not be bought.
 */
test.describe('manual order: deleted products', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('delete a product, find it under Ver Produtos Excluídos, re-insert it', async ({ page, mockApi }, testInfo) => {
    const id = MANUAL_GENERATED;
    const rows = await manualData(page, mockApi, id);
    const { branch, item } = rows.find((row) => row.answers.some((a) => a.comprarCliente) && row.answers.some((a) => !a.comprarCliente && a.quantidadePedir > 0)) ?? rows[0];
    await login(page, 'comprador', `/pedido-manual/${id}`);
    await pageLoaded(page);
    await filterTo(page, branch.cnpjCliente, item.codBarras);
    await expect(page.getByText('Não será comprada').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('not-bought.png') });

    await page.getByRole('button', { name: `Excluir ${item.descricaoProduto} do pedido desta filial` }).click();
    await expect(page.getByText(`${item.descricaoProduto} foi excluído do pedido.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` })).toHaveCount(0);

    await page.getByRole('button', { name: 'Ver Produtos Excluídos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produtos Excluídos' });
    const restore = dialog.getByRole('button', { name: `Reinserir ${item.descricaoProduto} na filial ${branch.nomefantasiaCliente}` });
    await expect(restore).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('excluded.png') });
    await restore.click();
    await expect(dialog.getByText('Não há produtos excluídos.')).toBeVisible();
    // Keyboard: the focus stays in the dialog after the row left, so Esc closes it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` })).toBeVisible();
    await expectAccessible(page);
  });

  test('delete the selected products of two branches and all filtered ones: the confirmation names them, the totals follow, re-insert brings them back', async ({ page, mockApi }, testInfo) => {
    // Two deletions, two re-reads of every total and four accessibility scans of the demo's manual order.
    test.setTimeout(120_000);
    await mockApi.reset('demo');
    const id = MANUAL_GENERATED;
    const rows = await manualData(page, mockApi, id);
    const branches = [...new Map(rows.map((row) => [row.branch.id, row.branch])).values()].slice(0, 2);
    // A bought product on each branch's first page of products (5, by description).
    const chosen = branches.map((branch) => rows.filter((row) => row.branch.id === branch.id).slice(0, 5).find((row) => row.item.comprarCliente)!);
    const removed = chosen.map(({ answers }) => answers.filter((a) => a.comprarCliente).reduce((sum, a) => sum + a.quantidadePedir * a.precoSemST, 0));
    const idClientes = branches.map((branch) => branch.idCliente);
    const titles = branches.map((branch) => `${branch.cnpjCliente} - ${branch.nomefantasiaCliente}`);
    const before = await serverTotals(page, mockApi, idClientes);
    await login(page, 'comprador', `/pedido-manual/${id}`);
    await pageLoaded(page);
    await expect(orderTotal(page)).toHaveText(formatMoney(before.order));

    for (const [at, { item }] of chosen.entries()) await page.getByRole('checkbox', { name: `Selecionar ${item.descricaoProduto} de ${titles[at]} para excluir` }).check();
    await expect(page.getByText('2 produtos selecionados para excluir')).toBeVisible();
    await fitsTheWindow(page);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'docs/screenshots/manual-order-delete-selection-1330x860.png' });
    await page.getByRole('button', { name: 'Excluir Produtos' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir produtos' });
    await expect(confirm.getByText('Excluir 2 produtos em 2 filiais do pedido manual?')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('confirm.png') });
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(page.getByText('2 produtos excluídos de 2 filiais.', { exact: false })).toBeVisible();
    for (const { item } of chosen) await expect(page.getByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` })).toHaveCount(rows.filter((row) => row.item.codBarras === item.codBarras && !branches.some((b) => b.id === row.branch.id)).length);

    // The figures: each branch loses its product's value, the order both.
    const after = await serverTotals(page, mockApi, idClientes);
    expect(Math.abs(after.order - (before.order - removed[0] - removed[1]))).toBeLessThanOrEqual(0.011);
    for (const at of [0, 1]) expect(Math.abs(after.branches[at] - (before.branches[at] - removed[at]))).toBeLessThanOrEqual(0.011);
    await expect(orderTotal(page)).toHaveText(formatMoney(after.order));
    for (const at of [0, 1]) await expect(branchTotal(page, titles[at])).toHaveText(formatMoney(after.branches[at]));

    await page.getByRole('button', { name: 'Ver Produtos Excluídos' }).click();
    const list = page.getByRole('dialog', { name: 'Produtos Excluídos' });
    for (const [at, { item }] of chosen.entries()) await expect(list.getByRole('button', { name: `Reinserir ${item.descricaoProduto} na filial ${branches[at].nomefantasiaCliente}` })).toBeVisible();
    await list.getByRole('button', { name: 'Reinserir todos' }).click();
    await expect(list.getByText('Não há produtos excluídos.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(orderTotal(page)).toHaveText(formatMoney(before.order));
    for (const at of [0, 1]) await expect(branchTotal(page, titles[at])).toHaveText(formatMoney(before.branches[at]));

    // All filtered: every product of one maker in every branch, but one row unticked.
    const maker = chosen[0].item.descricaoFabricante;
    const ofMaker = rows.filter((row) => row.item.descricaoFabricante.toLowerCase().includes(maker.toLowerCase()));
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill(maker);
    await search.press('Enter');
    await pageLoaded(page);
    await page.getByRole('checkbox', { name: 'Selecionar todos os produtos filtrados' }).check();
    await expect(page.getByText(`${ofMaker.length} produtos selecionados para excluir`)).toBeVisible();
    const kept = ofMaker.find((row) => row.branch.id === branches[0].id)!;
    await page.getByRole('checkbox', { name: `Selecionar ${kept.item.descricaoProduto} de ${titles[0]} para excluir` }).uncheck();
    const rest = ofMaker.filter((row) => row !== kept);
    const restBranches = new Set(rest.map((row) => row.branch.id)).size;
    await expect(page.getByText(`${rest.length} produtos selecionados para excluir`)).toBeVisible();
    await page.getByRole('button', { name: 'Excluir Produtos' }).click();
    await expect(confirm.getByText(`Excluir ${rest.length} produtos em ${restBranches} filiais do pedido manual?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(page.getByText(`${rest.length} produtos excluídos de ${restBranches} filiais.`, { exact: false })).toBeVisible();
    // The unticked product alone is left under the filter.
    await expect(page.locator('.manual-product')).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: `Comprar ${kept.item.descricaoProduto}`, exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
