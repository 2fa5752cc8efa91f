import type { Page } from '@playwright/test';
import { quantityProblem, rulesOf } from '../src/domain/orderQuantity';
import { demoQuotationWith, openFirstOrder, quantityCell } from './automaticOrderSteps';
import { expect, login, type MockApi, test } from './fixtures';
import { type Ledger, LedgerReader, ordersOf, parseMoney, type Stage } from './reconcile/ledger';
import { differences, readScreen } from './reconcile/screenTotals';
import { topBar } from './summarySteps';

/**
 * Issue 25, "The screen agrees with the server": a buyer's journey (summary → automatic order
 * with a quantity edit, an answer change and a combo → review → send → billing return) that at
 * each stop reads every total on screen and compares it with the totals recomputed from the
 * API's items (e2e/reconcile/ledger.ts). Expected differences: none.
 */

interface Item {
  id: number;
  idPedido: number;
  codigoBarras: string;
  qtdePedida: number;
  qtdeEmbalagem: number;
  qtdeMinima: number;
  quantidadeFixa: boolean;
  combo?: boolean;
}

const cents = (value: number) => `R$ ${(value / 100).toFixed(2)}`;

/** A demo quotation in analysis with orders and a combo that can be ordered (the demo data has several representatives per branch). */
function demoQuotationWithCombo(page: Page, mockApi: MockApi): Promise<{ id: number; headers: Record<string, string> }> {
  return demoQuotationWith(page, mockApi, async (id, headers) => {
    const combo = (await (await page.request.get(`/api/pedidoAutomatico/temCombo/${id}`, { headers })).json()) as { temCombo: boolean };
    return combo.temCombo && (await orderableCombo(page, id, headers)) !== null;
  });
}

/** Reads the screen and the API's items at this stop and expects no difference. */
async function reconcile(page: Page, reader: LedgerReader, stage: Stage, id: number, stop: string): Promise<Ledger> {
  const ledger = await reader.read(stage, id);
  await expect.poll(async () => differences(await readScreen(page, stage), ledger), { message: `${stop}: screen vs items`, timeout: 10_000 }).toEqual([]);
  return ledger;
}

/** The automatic order's 'Total dos pedidos' after 'Atualizar' equals the sum of every order's items. */
async function reconcileQuotationTotal(page: Page, ledger: Ledger, stop: string): Promise<void> {
  const refresh = page.locator('.order-total__refresh');
  await expect(refresh).toBeEnabled({ timeout: 10_000 });
  await refresh.click();
  await expect.poll(async () => parseMoney((await page.locator('.order-total__value').textContent()) ?? ''), { message: `${stop}: 'Total dos pedidos'` }).toBe(ledger.total);
}

/** The first item of the open order whose quantity can take one more box under its rules. */
function editable(items: Item[]): { item: Item; quantity: number } {
  for (const item of items.filter((i) => !i.combo)) {
    const quantity = item.qtdePedida + Math.max(1, item.qtdeEmbalagem);
    if (quantity <= 99_999 && quantityProblem(String(quantity), rulesOf(item)) === null) return { item, quantity };
  }
  throw new Error('no item of the first order takes another box');
}

/** 'Ver Respostas por Produto' for the open order: chooses the first answer of another representative; returns its supplier's id. */
async function chooseOtherAnswer(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Selecionar o pedido de/ }).first().check();
  await page.getByRole('button', { name: 'Ver Respostas por Produto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ver Respostas por Produto' });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  const free = dialog.getByRole('listitem').filter({ has: page.locator('input[type="checkbox"]:not(:checked):not(:disabled)') });
  for (let turn = 0; turn < 30 && (await free.count()) === 0; turn += 1) {
    const current = await dialog.locator('[aria-current="page"]').textContent();
    await dialog.getByRole('button', { name: 'Próxima página' }).click();
    await expect(dialog.locator('[aria-current="page"]')).not.toHaveText(current ?? '');
  }
  const chosen = page.waitForResponse((r) => r.url().includes('/api/pedidoAutomatico/selecionarResposta'));
  await free.first().getByRole('checkbox').check();
  expect((await chosen).ok()).toBe(true);
  await dialog.locator('.modal__footer').getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('checkbox', { name: 'Selecionar todos os produtos' }).uncheck().catch(() => undefined);
}

/** A combo of the quotation that can be ordered now (none of its items below its minimum), by the API: its branch and supplier. */
async function orderableCombo(page: Page, id: number, headers: Record<string, string>): Promise<{ idCliente: number; idFornecedor: number } | null> {
  const get = async <T,>(path: string) => (await (await page.request.get(`/api/pedidoAutomatico/${path}`, { headers })).json()) as T;
  for (const branch of await get<{ idCliente: number }[]>(`buscarFiliaisCombo/${id}`)) {
    const combos = await get<{ content: { idRespostaCliente: number; idFornecedor: number; existePedidoDeCombo: boolean }[] }>(`buscarCombosFiliais/${id}?idCliente=${branch.idCliente}&page=0&size=10`);
    for (const combo of combos.content.filter((c) => !c.existePedidoDeCombo)) {
      if ((await get<{ sucesso: boolean }>(`problemaDeMinimoCombo/${id}?idRespostaCliente=${combo.idRespostaCliente}`)).sucesso) return { idCliente: branch.idCliente, idFornecedor: combo.idFornecedor };
    }
  }
  return null;
}

/** Combo → filter to a combo that can be ordered → 'Criar pedido combo' (taking the products out of their old orders) → back; returns the panel's value. */
async function createCombo(page: Page, id: number, headers: Record<string, string>): Promise<number> {
  const combo = await orderableCombo(page, id, headers);
  if (!combo) throw new Error('no combo of the quotation can be ordered');
  await page.getByRole('link', { name: 'Combo' }).click();
  await expect(page.getByRole('heading', { name: 'Combos', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filial' }).selectOption(String(combo.idCliente));
  await page.getByRole('combobox', { name: 'Fornecedor' }).selectOption(String(combo.idFornecedor));
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const panel = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Criar pedido combo' }) }).first();
  await expect(panel).toBeVisible();
  const value = parseMoney((await panel.textContent()) ?? '');
  const created = page.getByRole('button', { name: 'Excluir pedido combo' });
  await panel.getByRole('button', { name: 'Criar pedido combo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Produtos já em outros pedidos' });
  await expect(dialog.or(created.first())).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Remover dos pedidos antigos' }).click();
  await expect(created.first()).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao Pedido' }).click();
  await expect(page.getByRole('link', { name: 'Combo' })).toBeVisible();
  if (value === null) throw new Error('the combo panel shows no value');
  return value;
}

test.describe('the screen agrees with the server', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('summary → automatic order (edit, answer change, combo) → review → send → billing return: every total equals its items', async ({ page, mockApi }) => {
    test.setTimeout(300_000);
    const { id, headers } = await demoQuotationWithCombo(page, mockApi);
    const reader = new LedgerReader(page.request, headers);
    await login(page, 'comprador', `/pedido-resumo/${id}`);
    await topBar(page).getByRole('button', { name: 'Ver Pedidos' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-automatico/${id}$`));
    await expect(page.locator('.supplier__toggle').first()).toBeVisible();
    let ledger = await reconcile(page, reader, 'automatic', id, 'automatic order opened');
    await reconcileQuotationTotal(page, ledger, 'automatic order opened');

    // A quantity edit in the first order.
    const items = await openFirstOrder<Item>(page);
    const { item, quantity } = editable(items);
    const saved = page.waitForResponse((r) => r.url().includes('/api/pedidoAutomatico/updateItemQuatity'));
    await quantityCell(page, item.id).click();
    await page.keyboard.type(String(quantity));
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    ledger = await reconcile(page, reader, 'automatic', id, 'after a quantity edit');
    await reconcileQuotationTotal(page, ledger, 'after a quantity edit');

    // Another representative's answer for the open order's products.
    await chooseOtherAnswer(page);
    ledger = await reconcile(page, reader, 'automatic', id, 'after an answer change');
    await reconcileQuotationTotal(page, ledger, 'after an answer change');

    // A combo order, then back: it is listed, and it costs what its panel said.
    const comboValue = await createCombo(page, id, headers);
    await expect(page.locator('.supplier__toggle').first()).toBeVisible();
    ledger = await reconcile(page, reader, 'automatic', id, 'back from the combo');
    await reconcileQuotationTotal(page, ledger, 'back from the combo');
    const combos = ordersOf(ledger).filter((order) => order.combo);
    expect(combos.map((order) => cents(order.total))).toContain(cents(comboValue));

    // Confirm → the review.
    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    const overDouble = page.getByRole('dialog', { name: 'Pedidos com quantidade acima do dobro da cotada' });
    await expect(overDouble.or(page.getByRole('region', { name: 'Revisão e envio' }))).toBeVisible();
    if (await overDouble.isVisible()) await overDouble.getByRole('button', { name: 'Confirmar pedidos' }).click();
    await expect(page).toHaveURL(new RegExp(`/revisao-envio/${id}$`));
    await expect(page.locator('.review-supplier').first()).toBeVisible();
    await openFirstReviewOrders(page);
    const confirmed = await reconcile(page, reader, 'review', id, 'review');
    expect(confirmed.total).toBe(ledger.total);

    // Send everything, then the supplier's billing return six minutes later.
    await page.getByRole('button', { name: 'Enviar pedidos' }).click();
    const send = page.getByRole('dialog', { name: /Enviar pedidos?/ });
    await send.getByRole('button', { name: 'Enviar sem looping' }).click();
    await expect(send).toBeHidden();
    await reconcile(page, reader, 'review', id, 'sent');
    await page.request.post('/api/__mock/clock', { data: { advanceMs: 6 * 60_000 } });
    await page.getByRole('button', { name: 'Atualizar pedido' }).click();
    const billed = await reconcile(page, reader, 'review', id, 'after the billing return');
    expect(ordersOf(billed).some((order) => order.invoiced > 0)).toBe(true);
  });
});

/** Opens the review's first supplier and its first representative, so their branch orders are on screen. */
async function openFirstReviewOrders(page: Page): Promise<void> {
  await page.locator('.review-supplier .review-toggle').first().click();
  await page.locator('.review-toggle--representative').first().click();
  await expect(page.locator('.review-order').first()).toBeVisible();
}
