import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { hasPackagingConflict } from '../../src/domain/orderQuantity';
import { recordFigure, recordZero } from '../../src/test/reliabilityFigures';
import { openFirstOrder, orderGrid, quantityCell } from '../automaticOrderSteps';
import { expect, expectAccessible, login, test, type MockApi } from '../fixtures';

/**
 * Issue 27 in the browser: no lost update across tabs and buyers' sessions. Two browser contexts
 * are two buyers of one chain (A: comprador, B: admin, the same buyer account; no shared storage or
 * BroadcastChannel: B hears of A only through
 * the changes poll); two pages of one context are two tabs of one buyer (BroadcastChannel). The
 * figures: lost updates (a value a session saw saved that the server no longer holds, or a
 * session left showing another value than the server's) = 0, every conflict shown at its cell,
 * and the time from a save acknowledged in one tab to the other tab's cell showing it ≤ 1 s.
 */
const AREA = '3 Perda de dados';
const CONFLICT = /Este valor foi alterado em outra sessão/;
/** The stated bound for a change by another session to show (changes poll every 2 s). */
const OTHER_SESSION_MS = 5_000;

interface Item {
  id: number;
  idPedido: number;
  qtdePedida: number;
  qtdeEmbalagem: number;
  qtdeMinima: number;
  quantidadeFixa: boolean;
  combo?: boolean;
}

const free = (item: Item) => !item.combo && !item.quantidadeFixa && item.qtdeMinima === 0 && !hasPackagingConflict(item as never);

async function serverQuantity(request: APIRequestContext, token: string, idCotacao: number, item: Item): Promise<number> {
  const answer = await request.post(`/api/pedidoAutomatico/${idCotacao}/itens?idPedido=${item.idPedido}&page=0&size=10000`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  return ((await answer.json()) as { content: Item[] }).content.find((i) => i.id === item.id)!.qtdePedida;
}

/** Types a quantity into a cell and presses Enter; resolves with the save's answer status. */
async function typeAndSave(page: Page, item: Item, value: number): Promise<number> {
  const saved = page.waitForResponse((r) => r.url().includes('/api/pedidoAutomatico/updateItemQuatity'));
  await quantityCell(page, item.id).click();
  await page.keyboard.type(String(value));
  await page.keyboard.press('Enter');
  return (await saved).status();
}

const conflictAt = (page: Page) => page.getByRole('dialog', { name: CONFLICT });

async function secondSession(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

/** Both sessions on the same quotation's automatic order, the same branch order open. */
async function openBoth(page: Page, other: Page, mockApi: MockApi) {
  const id = await mockApi.quotationIdByStatus('EM_ANALISE');
  await login(page, 'comprador', `/pedido-automatico/${id}`);
  await login(other, 'admin', `/pedido-automatico/${id}`);
  const items = await openFirstOrder<Item>(page);
  await openFirstOrder<Item>(other);
  return { id, item: items.slice(0, 8).find(free)!, token: await mockApi.token('comprador') };
}

/** Stops (or lets through again) a session's changes poll: what it does not hear of meets the server's version check. */
async function deafen(page: Page, deaf: boolean): Promise<void> {
  if (deaf) await page.route('**/api/pedidoAutomatico/changes/**', (route) => route.abort());
  else await page.unroute('**/api/pedidoAutomatico/changes/**');
}

test.describe('no lost update across sessions and tabs (issue 27)', () => {
  test('A and B edit the same quantity, in both orders, with undo: lost updates = 0 and every conflict shown', async ({ page, browser, mockApi, request, baseURL }) => {
    test.setTimeout(90_000);
    const other = await secondSession(browser, baseURL);
    const { id, item, token } = await openBoth(page, other, mockApi);
    const p = Math.max(1, item.qtdeEmbalagem);
    let conflicts = 0;
    let shown = 0;
    let lost = 0;
    /** Every session ends showing the server's value, and the server holds the last value a session saw saved. */
    const settle = async (expected: number) => {
      const server = await serverQuantity(request, token, id, item);
      if (server !== expected) lost += 1;
      for (const session of [page, other]) {
        try {
          await expect(quantityCell(session, item.id)).toHaveText(String(server), { timeout: OTHER_SESSION_MS + 1_000 });
        } catch {
          lost += 1;
        }
      }
    };
    const seeConflict = async (session: Page) => {
      conflicts += 1;
      await expect(conflictAt(session)).toBeVisible();
      shown += 1;
    };

    // Order 1: A first, then B. A's poll is held back (A hears nothing of B). B has a value typed in the open
    // editor while A's save lands and reaches B: the typed text stays, and Enter meets the version check.
    await deafen(page, true);
    const a1 = item.qtdePedida + p;
    const b1 = item.qtdePedida + 2 * p;
    await quantityCell(other, item.id).click();
    await other.keyboard.type(String(b1));
    const editor = other.locator(`.ag-row[row-id="${item.id}"] [col-id="qtdePedida"] input`);
    await expect(editor).toHaveValue(String(b1));
    const heard = other.waitForResponse(async (r) => r.url().includes('/pedidoAutomatico/changes/') && ((await r.json()) as { itens: Item[] }).itens.some((i) => i.id === item.id), { timeout: OTHER_SESSION_MS });
    expect(await typeAndSave(page, item, a1)).toBe(200);
    await heard;
    await other.waitForTimeout(200); // the answer is in the store (a saga step after the response)
    await expect(editor).toHaveValue(String(b1));
    const bSave = other.waitForResponse((r) => r.url().includes('/updateItemQuatity'));
    await other.keyboard.press('Enter');
    expect((await bSave).status()).toBe(409);
    await seeConflict(other);
    await expectAccessible(other);
    // The cell is described by the popover; its buttons work from the keyboard.
    const described = await quantityCell(other, item.id).getAttribute('aria-describedby');
    await expect(other.locator(`[id="${described}"]`)).toContainText('Este valor foi alterado em outra sessão.');
    const kept = other.waitForResponse((r) => r.url().includes('/updateItemQuatity'));
    await conflictAt(other).getByRole('button', { name: 'Manter o meu' }).focus();
    await other.keyboard.press('Enter');
    expect((await kept).status()).toBe(200);
    await expect(conflictAt(other)).toHaveCount(0);
    // A's undo (back to the value before a1): A still shows a1, so it goes to the server over a1's version, which refuses it.
    const undo = page.waitForResponse((r) => r.url().includes('/updateItemQuatity'));
    await quantityCell(page, item.id).click();
    await page.keyboard.press('Control+z');
    expect((await undo).status()).toBe(409);
    await seeConflict(page);
    await conflictAt(page).getByRole('button', { name: 'Usar o valor atual' }).click();
    await deafen(page, false);
    await settle(b1);

    // Order 2: B first, then A, who has not heard of it: A's save is refused, A keeps its own value over B's (seen now).
    await deafen(page, true);
    const b2 = item.qtdePedida + 3 * p;
    const a2 = item.qtdePedida + 4 * p;
    expect(await typeAndSave(other, item, b2)).toBe(200);
    expect(await typeAndSave(page, item, a2)).toBe(409);
    await seeConflict(page);
    const keptA = page.waitForResponse((r) => r.url().includes('/updateItemQuatity'));
    await conflictAt(page).getByRole('button', { name: 'Manter o meu' }).click();
    expect((await keptA).status()).toBe(200);
    const keptAt = Date.now();
    await deafen(page, false);
    // B hears of a2 within the stated bound; B's undo (b2 → b1) is not sent over it: B is asked.
    await expect(quantityCell(other, item.id)).toHaveText(String(a2), { timeout: OTHER_SESSION_MS });
    const heardMs = Date.now() - keptAt;
    recordFigure({ id: 'concurrency.otherSessionMs', area: AREA, label: 'Outra sessão mostra a alteração (consulta de alterações a cada 2 s)', value: heardMs, unit: 'ms', target: '≤ 5000 ms', pass: heardMs <= OTHER_SESSION_MS });
    await quantityCell(other, item.id).click();
    await other.keyboard.press('Control+z');
    await seeConflict(other);
    await conflictAt(other).getByRole('button', { name: 'Usar o valor atual' }).click();
    await settle(a2);

    recordZero('concurrency.lostUpdates', AREA, 'Duas sessões, mesma quantidade, nas duas ordens e com desfazer: atualizações perdidas', lost);
    recordFigure({ id: 'concurrency.conflictsShown', area: AREA, label: 'Conflitos mostrados na célula / conflitos ocorridos', value: `${shown}/${conflicts}`, target: 'todos', pass: conflicts > 0 && shown === conflicts });
    expect(lost).toBe(0);
    expect(shown).toBe(conflicts);
    await other.context().close();
  });

  test("a save in one tab shows in the buyer's other tab within 1 s", async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await login(page, 'comprador', `/pedido-automatico/${id}`);
    const tab = await page.context().newPage();
    await tab.goto(`/pedido-automatico/${id}`);
    const items = await openFirstOrder<Item>(page);
    await openFirstOrder<Item>(tab);
    const item = items.slice(0, 8).find(free)!;
    const typed = item.qtdePedida + Math.max(1, item.qtdeEmbalagem);
    // The other tab notes (wall clock) when its cell first shows the value.
    await tab.evaluate(
      ([selector, value]) => {
        const cell = document.querySelector(selector)!;
        const seen = () => {
          if (cell.textContent === value && !(window as { shownAt?: number }).shownAt) (window as { shownAt?: number }).shownAt = performance.timeOrigin + performance.now();
        };
        new MutationObserver(seen).observe(cell, { childList: true, subtree: true, characterData: true });
      },
      [`.ag-row[row-id="${item.id}"] [col-id="qtdePedida"]`, String(typed)] as const,
    );
    expect(await typeAndSave(page, item, typed)).toBe(200);
    const ackAt = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes('/updateItemQuatity')).pop() as PerformanceResourceTiming;
      return performance.timeOrigin + entry.responseEnd;
    });
    await expect(quantityCell(tab, item.id)).toHaveText(String(typed), { timeout: 5_000 });
    const shownAt = await tab.evaluate(() => (window as { shownAt?: number }).shownAt ?? 0);
    const ms = Math.max(0, Math.round(shownAt - ackAt));
    recordFigure({ id: 'concurrency.otherTabMs', area: AREA, label: 'Outra aba do mesmo comprador mostra o valor salvo (da confirmação à célula)', value: ms, unit: 'ms', target: '≤ 1000 ms', pass: shownAt > 0 && ms <= 1000 });
    expect(shownAt).toBeGreaterThan(0);
    expect(ms).toBeLessThanOrEqual(1000);
    await tab.close();
  });

  test("a product deleted in one tab leaves the buyer's other tab within 1 s and another session's within 5 s", async ({ page, browser, mockApi, baseURL }) => {
    const other = await secondSession(browser, baseURL);
    const { id, item } = await openBoth(page, other, mockApi);
    const tab = await page.context().newPage();
    await tab.goto(`/pedido-automatico/${id}`);
    await openFirstOrder<Item>(tab);
    const selector = `.ag-row[row-id="${item.id}"]`;
    const row = (on: Page) => orderGrid(on).locator(selector);
    await expect(row(tab)).toHaveCount(1);
    // The other tab and the other session note (wall clock) when the row leaves their grid.
    for (const watcher of [tab, other]) {
      await watcher.evaluate((rowSelector) => {
        const gone = () => {
          if (!document.querySelector(rowSelector) && !(window as { goneAt?: number }).goneAt) (window as { goneAt?: number }).goneAt = performance.timeOrigin + performance.now();
        };
        new MutationObserver(gone).observe(document.body, { childList: true, subtree: true });
      }, selector);
    }

    await row(page).locator('[col-id="massEdit"] button').click();
    const dialog = page.getByRole('dialog', { name: 'Edição em massa do produto' });
    await dialog.getByRole('checkbox', { name: 'Selecionar todas as filiais' }).check();
    const deleted = page.waitForResponse((r) => r.url().includes('/api/pedidoAutomatico/excluirProdutoDasFiliais/'));
    await dialog.getByRole('button', { name: 'Excluir das filiais' }).click();
    expect((await deleted).status()).toBe(200);
    const ackAt = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes('/excluirProdutoDasFiliais/')).pop() as PerformanceResourceTiming;
      return performance.timeOrigin + entry.responseEnd;
    });
    await expect(row(page)).toHaveCount(0);
    await expect(row(tab)).toHaveCount(0, { timeout: 5_000 });
    await expect(row(other)).toHaveCount(0, { timeout: OTHER_SESSION_MS + 1_000 });
    const msFor = async (watcher: Page) => Math.max(0, Math.round((await watcher.evaluate(() => (window as { goneAt?: number }).goneAt ?? Infinity)) - ackAt));
    const tabMs = await msFor(tab);
    const otherMs = await msFor(other);
    recordFigure({ id: 'concurrency.deletionOtherTabMs', area: AREA, label: 'Produto excluído numa aba some da outra aba do mesmo comprador (da confirmação à grade)', value: tabMs, unit: 'ms', target: '≤ 1000 ms', pass: tabMs <= 1000 });
    recordFigure({ id: 'concurrency.deletionOtherSessionMs', area: AREA, label: 'Produto excluído some da grade de outra sessão', value: otherMs, unit: 'ms', target: '≤ 5000 ms', pass: otherMs <= OTHER_SESSION_MS });
    expect(tabMs).toBeLessThanOrEqual(1000);
    expect(otherMs).toBeLessThanOrEqual(OTHER_SESSION_MS);
    await tab.close();
    await other.context().close();
  });
});
