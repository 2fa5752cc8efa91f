import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures';

/**
 * The combo screen /pedido-automatico/{id}/combo (spec 03 §2.5, §4.4, issue 14 part 2) at the
 * buyer's 1330×860, on the e2e scenario's quotation in analysis: its first participant offers a
 * combo to a branch where some of its products already sit in an order.
 */
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('combo screen', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('opens from the automatic order, creates a combo order that shows with its marker there, then excludes and restores an item', async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await login(page, 'comprador', `/pedido-automatico/${id}`);
    await page.getByRole('link', { name: 'Combo' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-automatico/${id}/combo$`));
    await expect(page.getByRole('heading', { name: 'Combos', exact: true })).toBeVisible();
    const panel = page.getByRole('article').first();
    await expect(panel.getByRole('button', { name: 'Criar pedido combo' })).toBeVisible();
    await expectAccessible(page);
    expect(await noHorizontalOverflow(page)).toBe(0);

    // Its products already sit in another order of the branch: the buyer takes them out of it.
    await panel.getByRole('button', { name: 'Criar pedido combo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produtos já em outros pedidos' });
    await expect(dialog.getByRole('row')).not.toHaveCount(1);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remover dos pedidos antigos' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Excluir pedido combo' })).toBeVisible();
    await expect(page.getByText('Pedido combo criado com sucesso.')).toBeVisible();

    // Back in the automatic order, the combo order is there with its marker.
    await page.getByRole('link', { name: 'Voltar ao Pedido' }).click();
    await expect(page.getByRole('link', { name: 'Combo' })).toBeVisible();
    const suppliers = page.locator('.supplier__toggle');
    await expect(suppliers.first()).toBeVisible();
    for (let s = 0; s < (await suppliers.count()); s += 1) await suppliers.nth(s).click();
    const representatives = page.locator('.representative__toggle');
    await expect(representatives.first()).toBeVisible();
    for (let r = 0; r < (await representatives.count()); r += 1) await representatives.nth(r).click();
    await expect(page.locator('.order-card__combo')).toHaveCount(1);
    await expect(page.locator('.order-card__combo')).toHaveAttribute('title', 'Pedido combo');

    // Back in Combo: a free item is excluded, then restored from the excluded view.
    await page.getByRole('link', { name: 'Combo' }).click();
    await expect(panel.getByRole('button', { name: 'Excluir pedido combo' })).toBeVisible();
    await panel.locator('.combo-panel__toggle').click();
    const free = panel.getByRole('checkbox', { name: /^Selecionar / });
    await expect(free.first()).toBeVisible();
    const name = (await free.first().getAttribute('aria-label'))!;
    await expect(panel.getByRole('checkbox', { disabled: true }).first()).toBeVisible();
    await expectAccessible(page);
    expect(await noHorizontalOverflow(page)).toBe(0);
    await panel.getByRole('checkbox', { name }).check();
    await panel.getByRole('button', { name: 'Excluir produtos selecionados' }).click();
    await expect(page.getByText('Produtos excluídos do combo.')).toBeVisible();
    await expect(panel.getByRole('checkbox', { name })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Ver produtos excluídos' }).click();
    await panel.getByRole('checkbox', { name }).check();
    await panel.getByRole('button', { name: 'Restaurar produtos selecionados' }).click();
    await expect(panel.getByText('Este combo não possui produtos excluídos.')).toBeVisible();
    await panel.getByRole('button', { name: 'Ver produtos do combo' }).click();
    await expect(panel.getByRole('checkbox', { name })).toBeVisible();
  });
});
