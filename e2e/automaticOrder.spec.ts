import { expect, expectAccessible, login, test } from './fixtures';
import { orderGrid, quantityCell, openFirstOrder } from './automaticOrderSteps';

/**
 * /pedido-automatico/{id} (spec 03 §2.3, issue 10 part 1) at the buyer's 1330×860, on the e2e
 * scenario's quotation in analysis (it has orders).
 */
interface Item {
  id: number;
  codigoBarras: string;
  descricaoProdutoCliente: string;
  qtdePedida: number;
  qtdeEmbalagem: number;
  qtdeMinima: number;
  quantidadeFixa: boolean;
  combo?: boolean;
}


const free = (item: Item) => !item.combo && !item.quantidadeFixa && item.qtdeMinima === 0 && item.qtdePedida % Math.max(1, item.qtdeEmbalagem) === 0;

test.describe('automatic order', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('edits quantities like a spreadsheet, sorts by the server, filters through the address, and fits 1330×860', async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await login(page, 'comprador', `/pedido-automatico/${id}`);
    await expect(page.getByRole('heading', { name: new RegExp(`Cotação ${id}`) })).toBeVisible();
    await expect(page.locator('.order-total__value')).toHaveText('R$ -');

    const items = await openFirstOrder<Item>(page);
    const shown = items.slice(0, 8);
    const first = shown.find(free)!;
    const index = items.indexOf(first);

    // An accepted quantity is saved; Enter moves to the next enabled input.
    const typed = first.qtdePedida + Math.max(1, first.qtdeEmbalagem);
    const saved = page.waitForResponse((r) => r.url().includes('/api/pedidoAutomatico/updateItemQuatity'));
    await quantityCell(page, first.id).click();
    await page.keyboard.type(String(typed));
    await page.keyboard.press('Enter');
    await expect(quantityCell(page, first.id)).toHaveText(String(typed));
    expect((await saved).ok()).toBe(true);
    const next = items.slice(index + 1).find((item) => !item.combo)!;
    await expect(quantityCell(page, next.id)).toBeFocused();

    // A refused value (not a multiple of the packaging, or zero) reverts and says why.
    const packed = shown.find((item) => free(item) && item.qtdeEmbalagem > 1 && item.id !== first.id);
    const refused = packed ?? first;
    await quantityCell(page, refused.id).click();
    await page.keyboard.type(packed ? String(packed.qtdeEmbalagem + 1) : '0');
    await page.keyboard.press('Enter');
    await expect(page.getByText(packed ? `Preencher com múltiplos de ${packed.qtdeEmbalagem} un` : 'A quantidade não pode ser zero.')).toBeVisible();
    await expect(quantityCell(page, refused.id)).toHaveText(String(refused === first ? typed : refused.qtdePedida));

    // Ctrl+Z (outside an editor) puts the last committed quantity back, and saves it.
    await quantityCell(page, first.id).click();
    await page.keyboard.press('Control+z');
    await expect(quantityCell(page, first.id)).toHaveText(String(first.qtdePedida));

    // A header click sorts by the server: ascending → descending → the server's default.
    const header = orderGrid(page).locator('.ag-header-cell[col-id="codigoBarras"]');
    for (const [direction, query] of [['ascending', 'sort=codigoBarras&asc=true'], ['descending', 'sort=codigoBarras&asc=false'], ['none', 'sort=descricaoProdutoCliente']] as const) {
      const read = page.waitForRequest((r) => r.url().includes('/itens') && r.url().includes(query));
      await header.locator('.ag-header-cell-label').click();
      await read;
      if (direction === 'none') await expect(header).not.toHaveAttribute('aria-sort', /ascending|descending/);
      else await expect(header).toHaveAttribute('aria-sort', direction);
    }

    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('automatic-order-1330.png'), fullPage: true });
    // Neither the page nor the default columns of the grid need sideways scrolling.
    const overflow = await page.evaluate(() => {
      const root = document.querySelector('.order-card--open .ag-root-wrapper') as HTMLElement;
      const headerRight = Math.max(...[...root.querySelectorAll('.ag-header-cell')].map((cell) => cell.getBoundingClientRect().right));
      return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, grid: Math.max(0, Math.round(headerRight - root.getBoundingClientRect().right)) };
    });
    expect(overflow).toEqual({ page: 0, grid: 0 });

    // Showing more columns scrolls inside the grid, never the page.
    await page.getByRole('button', { name: 'Colunas' }).click();
    const picker = page.getByRole('dialog', { name: 'Colunas da tabela de produtos' });
    for (const name of ['Código', 'Valor histórico', 'Preço c/ ST', 'Estoque disponível']) await picker.getByRole('checkbox', { name, exact: true }).check();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('automatic-order-columns-1330.png') });
    await picker.getByRole('button', { name: 'Aplicar' }).click();
    await expect(orderGrid(page).locator('.ag-header-cell[col-id="codigoInterno"]')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // Filter by EAN, then by part of a description; the address keeps the filter through a reload.
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill(first.codigoBarras);
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`busca=${first.codigoBarras}`));
    await expect(page.locator('.supplier__toggle').first()).toBeVisible();
    const items2 = await openFirstOrder<Item>(page);
    expect(items2.map((item) => item.codigoBarras)).toEqual([first.codigoBarras]);

    const word = first.descricaoProdutoCliente.split(' ')[0].slice(1, 5);
    await search.fill(word);
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(word)}`));
    const items3 = await openFirstOrder<Item>(page);
    expect(items3.length).toBeGreaterThan(0);
    for (const item of items3) expect(item.descricaoProdutoCliente.toLowerCase()).toContain(word.toLowerCase());

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(word);
    await expect(page.locator('.supplier__toggle').first()).toBeVisible();
  });

  test('each revert rule of spec 03 §5 reverts the cell and says why; a save that fails stays marked on its cell with a retry', async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await login(page, 'comprador', `/pedido-automatico/${id}`);
    const items = await openFirstOrder<Item>(page);
    // The e2e scenario puts a fixed quantity and a minimum among each order's first items (ScenarioShape.quantityRuleSamples).
    const fixed = items.find((item) => !item.combo && item.quantidadeFixa && item.qtdeMinima > 0)!;
    const minimum = items.find((item) => !item.combo && !item.quantidadeFixa && item.qtdeMinima > Math.max(1, item.qtdeEmbalagem))!;
    const packed = items.find((item) => free(item) && item.qtdeEmbalagem > 1)!;
    const plain = items.find(free)!;
    expect([fixed, minimum, packed, plain].every(Boolean)).toBe(true);

    const refusal = page.locator('.refusal-tip');
    async function commit(item: Item, keys: string) {
      await quantityCell(page, item.id).click();
      await page.keyboard.press(keys === '' ? 'Enter' : keys[0]);
      for (const key of keys.slice(1)) await page.keyboard.press(key);
      if (keys === '') {
        // Enter opened the editor with the value: empty it.
        await page.keyboard.press('Control+a');
        await page.keyboard.press('Backspace');
      }
      await page.keyboard.press('Enter');
    }
    async function expectReverted(item: Item, message: string) {
      await expect(refusal).toContainText(`Quantidade não aceita para ${item.descricaoProdutoCliente}: ${message}`);
      await expect(quantityCell(page, item.id)).toHaveText(String(item.qtdePedida));
    }

    const notWhole = 'A quantidade deve ser um número inteiro, só com algarismos (sem vírgula, ponto, sinal ou letras).';
    await test.step('not a number (the input emptied)', async () => {
      await commit(plain, '');
      await expectReverted(plain, notWhole);
    });
    await test.step("not plain digits: '1,8' and '-12' are refused, never saved as 18 or 12 (issue 25 point 7)", async () => {
      for (const typed of ['1,8', '-12']) {
        await commit(plain, typed);
        await expectReverted(plain, notWhole);
      }
    });
    await test.step('zero', async () => {
      await commit(plain, '0');
      await expectReverted(plain, 'A quantidade não pode ser zero.');
    });
    await test.step('not a multiple of the packaging', async () => {
      await commit(packed, String(packed.qtdeEmbalagem + 1));
      await expectReverted(packed, `Preencher com múltiplos de ${packed.qtdeEmbalagem} un`);
    });
    await test.step('different from a fixed quantity', async () => {
      await commit(fixed, String(fixed.qtdeMinima + Math.max(1, fixed.qtdeEmbalagem)));
      await expectReverted(fixed, `Preencher com a quantidade fixa de ${fixed.qtdeMinima} un`);
    });
    await test.step('below the minimum', async () => {
      await commit(minimum, String(minimum.qtdeMinima - Math.max(1, minimum.qtdeEmbalagem)));
      await expectReverted(minimum, `Preencher com quantidade maior ou igual a ${minimum.qtdeMinima} un`);
    });

    await test.step('an accepted value is kept, and Enter moves to the next enabled input', async () => {
      const typed = plain.qtdePedida + Math.max(1, plain.qtdeEmbalagem);
      const saved = page.waitForResponse((r) => r.url().includes('/api/pedidoAutomatico/updateItemQuatity'));
      await commit(plain, String(typed));
      await expect(quantityCell(page, plain.id)).toHaveText(String(typed));
      await expect(refusal).toHaveCount(0);
      expect((await saved).ok()).toBe(true);
      const next = items.slice(items.indexOf(plain) + 1).find((item) => !item.combo);
      if (next) await expect(quantityCell(page, next.id)).toBeFocused();
      plain.qtdePedida = typed;
    });

    await test.step('a save that fails keeps the typed value, marked not saved on its cell, and its retry saves it', async () => {
      await mockApi.fault({ method: 'POST', path: '/pedidoAutomatico/updateItemQuatity', status: 500, times: 1 });
      const typed = plain.qtdePedida + Math.max(1, plain.qtdeEmbalagem);
      const failed = page.waitForResponse((r) => r.url().includes('/api/pedidoAutomatico/updateItemQuatity'));
      await commit(plain, String(typed));
      expect((await failed).status()).toBe(500);
      const cell = quantityCell(page, plain.id);
      await expect(cell).toHaveClass(/grid-quantity--unsaved/);
      await expect(cell).toContainText(String(typed));
      const retry = cell.getByRole('button', { name: 'Não salvo — Tentar novamente' });
      await expect(retry).toHaveAttribute('title', 'Não salvo — Tentar novamente');
      await expect(page.getByRole('alert', { name: 'Alterações não salvas' })).toContainText(`${plain.descricaoProdutoCliente}: ${typed} un`);
      await expectAccessible(page);
      await cell.screenshot({ path: test.info().outputPath('quantity-not-saved.png') });

      // From the keyboard: the cell (clicked on its left, away from the button), then Tab to its retry, then Enter.
      await cell.click({ position: { x: 4, y: 4 } });
      await expect(cell).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(retry).toBeFocused();
      const saved = page.waitForResponse((r) => r.url().includes('/api/pedidoAutomatico/updateItemQuatity'));
      await page.keyboard.press('Enter');
      expect((await saved).ok()).toBe(true);
      await expect(cell).not.toHaveClass(/grid-quantity--unsaved/);
      await expect(cell).toHaveText(String(typed));
      await expect(page.getByRole('alert', { name: 'Alterações não salvas' })).toHaveCount(0);
    });
  });
});
