import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures';

/**
 * /problemas-de-embalagem/{id} (spec 03 §2.4, §4.3, §5; issue 14) at the buyer's 1330×860, from
 * the e2e scenario's quotation in analysis: its second order holds a fixed-quantity mismatch, an
 * item below its minimum and one out of its box (mocks/db/packaging/packagingSamples.ts).
 */
interface Row {
  idPedidoItem: number;
  produto: string;
  quantidade: number;
  quantidadeEmbalagem: number;
  quantidadeMinima: number;
  quantidadeFixa: boolean;
}

const adjusted = (page: Page, row: Row) => page.getByRole('textbox', { name: `Quantidade ajustada de ${row.produto}` });
const refusal = (page: Page) => page.locator('.refusal-tip');

async function refreshedTotal(page: Page): Promise<string> {
  const value = page.locator('.order-total__value');
  await expect(value).toHaveText('R$ -');
  await page.getByRole('button', { name: /Atualizar o total/ }).click();
  await expect(value).not.toHaveText('R$ -');
  return (await value.textContent()) ?? '';
}

test.describe('packaging problems', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test("from 'Resolver Conflitos': apply limits, each revert rule, confirm, and the automatic order shows the conflict gone and a new total", async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await login(page, 'comprador', `/pedido-automatico/${id}`);
    const before = await refreshedTotal(page);

    await page.getByRole('link', { name: 'Resolver Conflitos' }).click();
    await expect(page).toHaveURL(new RegExp(`/problemas-de-embalagem/${id}$`));
    await expect(page.getByRole('heading', { name: 'Problemas de embalagem', exact: true })).toBeVisible();
    const headers = { Authorization: `Bearer ${await mockApi.token()}` };
    const listed = await page.request.get(`/api/pedidoAutomatico/getItensWithPackOrMinimumProblem/${id}?unpaged=1`, { headers });
    const rows = ((await listed.json()) as { content: Row[] }).content;
    const fixed = rows.find((row) => row.quantidadeFixa)!;
    const minimum = rows.find((row) => !row.quantidadeFixa && row.quantidadeMinima > row.quantidade)!;
    const boxed = rows.find((row) => row.quantidadeMinima === 0 && row.quantidade % row.quantidadeEmbalagem !== 0)!;
    expect([fixed, minimum, boxed].every(Boolean)).toBe(true);
    for (const row of rows) await expect(adjusted(page, row)).toHaveValue('0');

    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.screenshot({ path: test.info().outputPath('packaging-problems-1330.png'), fullPage: true });

    await test.step('the limits: at least the minimum, rounding down', async () => {
      await page.getByRole('checkbox', { name: /Ao menos a quantidade mínima exigida/ }).check();
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await expect(adjusted(page, minimum)).toHaveValue(String(minimum.quantidadeMinima));
      await expect(adjusted(page, fixed)).toHaveValue(String(fixed.quantidadeMinima));
      await expect(adjusted(page, boxed)).toHaveValue(String(Math.floor(boxed.quantidade / boxed.quantidadeEmbalagem) * boxed.quantidadeEmbalagem));
    });

    async function commit(row: Row, text: string) {
      await adjusted(page, row).fill(text);
      await adjusted(page, row).press('Enter');
    }

    await test.step('each revert rule puts the row back and says why', async () => {
      const kept = await adjusted(page, boxed).inputValue();
      await commit(boxed, String(boxed.quantidadeEmbalagem * 3 + 1));
      await expect(refusal(page)).toContainText(`Quantidade não aceita para ${boxed.produto}: Preencher com múltiplos de ${boxed.quantidadeEmbalagem} un`);
      await expect(adjusted(page, boxed)).toHaveValue(kept);
      await commit(minimum, String(minimum.quantidadeMinima - minimum.quantidadeEmbalagem));
      await expect(refusal(page)).toContainText(`Preencher com quantidade maior ou igual a ${minimum.quantidadeMinima} un`);
      await expect(adjusted(page, minimum)).toHaveValue(String(minimum.quantidadeMinima));
      await commit(fixed, String(fixed.quantidadeMinima + fixed.quantidadeEmbalagem));
      await expect(refusal(page)).toContainText(`Preencher com a quantidade fixa de ${fixed.quantidadeMinima} un`);
      await expect(adjusted(page, fixed)).toHaveValue(String(fixed.quantidadeMinima));
      // Accepted: the next multiple up, and Enter moves on.
      const up = Math.ceil(boxed.quantidade / boxed.quantidadeEmbalagem) * boxed.quantidadeEmbalagem;
      await commit(boxed, String(up));
      await expect(adjusted(page, boxed)).toHaveValue(String(up));
      await expect(page.getByText(`${rows.length} ${rows.length === 1 ? 'produto resolvido' : 'produtos resolvidos'}`)).toBeVisible();
    });

    await test.step("'Confirmar ajustes' goes back to the automatic order, with no conflict left and a new total", async () => {
      const confirmed = page.waitForResponse((r) => r.url().includes(`/api/pedidoAutomatico/confirmarAjustesEmbalagem/${id}`));
      await page.getByRole('button', { name: 'Confirmar ajustes' }).click();
      expect((await confirmed).ok()).toBe(true);
      await expect(page).toHaveURL(new RegExp(`/pedido-automatico/${id}$`));
      await expect(page.locator('.supplier__toggle').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Resolver Conflitos' })).toHaveCount(0);
      // The total on show before is read again on return, not left stale nor blanked.
      const value = page.locator('.order-total__value');
      await expect(value).not.toHaveText('R$ -');
      await expect(value).not.toHaveText(before);
    });
  });

  test("the help shows its picture; 'Ver Pedidos' goes back; with no problems left the screen says so", async ({ page, mockApi }) => {
    const done = await mockApi.quotationIdByStatus('FINALIZADA');
    await login(page, 'comprador', `/problemas-de-embalagem/${done}`);
    await expect(page.getByText('Não existem produtos com problemas de embalagem.')).toBeVisible();
    await page.getByRole('button', { name: 'Ajuda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Como resolver problemas de embalagem' });
    await expect(dialog.getByRole('img')).toBeVisible();
    // The picture has loaded (visible comes first: the image box is there before its bytes).
    await expect.poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Ver Pedidos' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-automatico/${done}$`));
  });
});
