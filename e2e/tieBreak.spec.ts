import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures';
import { demoQuotationWithOrders, openFirstOrder } from './automaticOrderSteps';

/**
 * Tie-break settings and the explained award (issue 15; spec 02 §2.4, §4.7) at the buyer's
 * 1330×860: 'Preferência SIC' reordered by keyboard and saved; 'Preferência' switched to custom,
 * reordered and saved, then the orders generated again and 'Por que este fornecedor?' naming the
 * buyer's preference in the chain that chose.
 */
/** What the test controls answer (mocks/db/answers/tiedAnswers.ts). */
interface TiedAnswer {
  idFornecedor: number;
  fornecedor: string;
  representante: string;
}
interface TiedProduct {
  idProduto: number;
  idFilial: number;
  respostas: [TiedAnswer, TiedAnswer];
}
interface Award {
  idFornecedor: number;
  porQueEsteFornecedor: { cadeia: string; comparacoes: { fornecedorNomeFantasia: string; venceu: boolean; motivo: string }[] };
}

const SIC_LIST = 'Ordem dos fornecedores no desempate SIC';
const CUSTOM_LIST = 'Ordem dos fornecedores e representantes no desempate personalizado';
const entryName = async (page: Page, list: string, index: number) => ((await page.getByRole('list', { name: list }).getByRole('listitem').nth(index).textContent()) ?? '').replace(/^\d+º/, '');

/** Generates the quotation's automatic orders again and waits for the generation to end. */
async function regenerate(page: Page, id: number, headers: Record<string, string>): Promise<void> {
  const started = await page.request.get(`/api/pedido/${id}/generate?sic=false&pedidoManual=false&oportunidade=false&ajustarQuantidade=true&configPedidoManual=false`, { headers });
  expect(started.ok()).toBe(true);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/resumoresposta/pedidoGerando/${id}`, { headers })).json()) as { gerando: boolean }).gerando, { timeout: 20_000 })
    .toBe(false);
}

test.describe('tie-break settings', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test("'Preferência SIC': a supplier moved up by keyboard and saved stays in its place", async ({ page }) => {
    await login(page, 'comprador', '/preferencia-sic');
    await expect(page.getByRole('heading', { name: 'Preferência SIC' })).toBeVisible();
    const list = page.getByRole('list', { name: SIC_LIST });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const moved = await entryName(page, SIC_LIST, 1);
    await list.getByRole('listitem').nth(1).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    expect(await entryName(page, SIC_LIST, 0)).toBe(moved);
    await expect(list.getByRole('listitem').first()).toBeFocused();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo com sucesso.')).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('list', { name: SIC_LIST }).getByRole('listitem').first()).toBeVisible();
    expect(await entryName(page, SIC_LIST, 0)).toBe(moved);
  });

  test("'Preferência SIC' by mouse: a supplier dragged to the top, another moved down with ▼, saved", async ({ page }) => {
    await login(page, 'comprador', '/preferencia-sic');
    const list = page.getByRole('list', { name: SIC_LIST });
    await expect(list.getByRole('listitem').nth(2)).toBeVisible();
    const dragged = await entryName(page, SIC_LIST, 2);
    await list.getByRole('listitem').nth(2).dragTo(list.getByRole('listitem').first());
    expect(await entryName(page, SIC_LIST, 0)).toBe(dragged);
    const label = (await list.getByRole('listitem').first().locator('.sortable__label').textContent()) ?? '';
    await list.getByRole('button', { name: `Mover ${label} para baixo` }).click();
    expect(await entryName(page, SIC_LIST, 1)).toBe(dragged);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo com sucesso.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('list', { name: SIC_LIST }).getByRole('listitem').first()).toBeVisible();
    expect(await entryName(page, SIC_LIST, 1)).toBe(dragged);
  });

  test("'Preferência' custom on, reordered and saved; the regenerated order explains its award by the buyer's chain", async ({ page, mockApi }) => {
    const headers = { Authorization: `Bearer ${await mockApi.token()}` };
    const id = await demoQuotationWithOrders(page, mockApi);
    await login(page, 'comprador', '/preferencia-cliente');
    await expect(page.getByRole('heading', { name: 'Preferência', exact: true })).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Usar desempate personalizado' });
    await expect(toggle).toBeEnabled();
    await toggle.check();
    const list = page.getByRole('list', { name: CUSTOM_LIST });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const moved = await entryName(page, CUSTOM_LIST, 2);
    await list.getByRole('listitem').nth(2).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await entryName(page, CUSTOM_LIST, 0)).toBe(moved);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo com sucesso.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('tie-break-custom-1330.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await regenerate(page, id, headers);
    await page.goto(`/pedido-automatico/${id}`);
    await openFirstOrder(page);
    await page.getByRole('checkbox', { name: /Selecionar o pedido de/ }).first().check();
    await page.getByRole('button', { name: 'Ver Respostas por Produto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ver Respostas por Produto' });
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    const why = dialog.getByRole('button', { name: /^Por que este fornecedor\?/ }).first();
    for (let turn = 0; turn < 20 && (await why.count()) === 0; turn += 1) {
      const current = await dialog.locator('[aria-current="page"]').textContent();
      await dialog.getByRole('button', { name: 'Próxima página' }).click();
      await expect(dialog.locator('[aria-current="page"]')).not.toHaveText(current ?? '');
    }
    await why.click();
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    const explanation = dialog.locator('.award').first();
    await expect(explanation).toContainText('Desempate personalizado');
    await expect(explanation).toContainText('preferência do comprador');
    await page.screenshot({ path: test.info().outputPath('tie-break-explained-award-1330.png') });
    await expectAccessible(page);
  });

  test("a tie on cost price, net price and term: the buyer's custom order puts the other supplier first and the regenerated order names 'preferência do comprador'", async ({ page, mockApi }) => {
    const headers = { Authorization: `Bearer ${await mockApi.token()}` };
    const id = await demoQuotationWithOrders(page, mockApi);
    const made = await page.request.post(`/api/__mock/tie/${id}`);
    expect(made.ok()).toBe(true);
    const tie = (await made.json()) as TiedProduct;
    const [first, second] = tie.respostas;
    const awardNow = async () => (await (await page.request.get(`/api/__mock/award/${id}?idProduto=${tie.idProduto}&idFilial=${tie.idFilial}`)).json()) as Award;

    await regenerate(page, id, headers);
    expect((await awardNow()).idFornecedor).toBe(first.idFornecedor);

    await login(page, 'comprador', '/preferencia-cliente');
    await page.getByRole('switch', { name: 'Usar desempate personalizado' }).check();
    const list = page.getByRole('list', { name: CUSTOM_LIST });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const labels = await list.getByRole('listitem').allTextContents();
    const at = labels.findIndex((label) => label.includes(`${second.fornecedor} / ${second.representante}`));
    expect(at).toBeGreaterThanOrEqual(0);
    await list.getByRole('listitem').nth(at).focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < at; step += 1) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await entryName(page, CUSTOM_LIST, 0)).toContain(`${second.fornecedor} / ${second.representante}`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Salvo com sucesso.')).toBeVisible();

    await regenerate(page, id, headers);
    const after = await awardNow();
    expect(after.idFornecedor).toBe(second.idFornecedor);
    expect(after.porQueEsteFornecedor.cadeia).toBe('PERSONALIZADA');
    const line = after.porQueEsteFornecedor.comparacoes.find((comparison) => comparison.fornecedorNomeFantasia === first.fornecedor);
    expect(line?.venceu).toBe(true);
    expect(line?.motivo).toMatch(/^empate em preço de custo, preço líquido e prazo; preferência do comprador: 1º × \d+º$/);
  });
});
