/**
 * The mass-edit figure of the automatic-order page bench (issue 11 part 5): on the open 5,000-item
 * order of the large scenario's power quotation, the product of its rendered rows ordered at the
 * most branches is changed at every one of them through the mass-edit modal ('Selecionar todas as
 * filiais', a quantity, 'Aplicar quantidade').
 * - massEditMedianMs: the click on 'Aplicar quantidade' → the open grid's cell showing the new
 *   quantity, painted (the server's answer included: the server decides which branches take it);
 * - massEditItemStoreChanges: how many dispatched actions changed the order-items store meanwhile
 *   (counted in the page by a store subscriber installed through Redux's devtools hook, the store's
 *   own extension point), the target being one;
 * - massEditBranches: how many branches the product is ordered at (what "across N branches" is).
 * Compared with one quantity edit (editCommitP95Ms) of the same run.
 */
import type { Page } from '@playwright/test';
import { productBranches } from '../../mocks/db/automaticOrderMassEdit';
import { db } from '../../mocks/db/current';
import { quantityProblem, rulesOf } from '../../src/domain/orderQuantity';
import type { AutomaticOrderFigures } from './browserTargets';
import { median } from './stats';

type MassEditFigures = Pick<AutomaticOrderFigures, 'massEditMedianMs' | 'massEditItemStoreChanges' | 'massEditBranches'>;

/** Installed before the app loads: counts the dispatches that give entities.orderItems a new reference. */
function countItemStoreChanges(): void {
  const w = window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown; __benchItemStoreChanges: number };
  w.__benchItemStoreChanges = 0;
  type Store = { getState: () => { entities?: { orderItems?: unknown } }; subscribe: (listener: () => void) => void };
  type CreateStore = (...args: unknown[]) => Store;
  w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = () => (...enhancers: ((next: CreateStore) => CreateStore)[]) => (createStore: CreateStore) => (...args: unknown[]) => {
    const store = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore)(...args);
    let last = store.getState().entities?.orderItems;
    store.subscribe(() => {
      const now = store.getState().entities?.orderItems;
      if (now !== last) w.__benchItemStoreChanges += 1;
      last = now;
    });
    return store;
  };
}

/** Call before the page's first navigation. */
export async function prepareMassEditPage(page: Page): Promise<void> {
  await page.addInitScript(countItemStoreChanges);
}

/** The rendered item of the open order whose product is ordered at the most branches, and those branches. */
async function widestProduct(page: Page, idCotacao: number, idPedido: number) {
  const rendered = await page.locator('.order-card--open .ag-row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('row-id'))));
  const candidates = db().orderItems.get(idPedido).filter((item) => rendered.includes(item.id) && !item.combo && !item.quantidadeFixa);
  let best: { item: (typeof candidates)[number]; branches: number } | null = null;
  const seen = new Set<string>();
  for (const item of candidates) {
    if (seen.has(item.codigoBarras)) continue;
    seen.add(item.codigoBarras);
    const branches = productBranches(db(), idCotacao, item.codigoBarras)?.length ?? 0;
    if (!best || branches > best.branches) best = { item, branches };
  }
  if (!best) throw new Error('no editable product among the rendered rows');
  return best;
}

/** Click → the cell shows `value`, painted (ms, in the page). */
async function clickToCellText(page: Page, button: string, cell: string, value: string): Promise<number> {
  await page.evaluate(
    ({ button, cell, value }) => {
      const w = window as unknown as { __benchMass?: Promise<number> };
      w.__benchMass = new Promise((resolve) => {
        let clickedAt = 0;
        document.querySelector(button)!.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (!clickedAt || document.querySelector(cell)?.textContent?.trim() !== value) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - clickedAt));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    { button, cell, value },
  );
  await page.locator(button).click();
  return page.evaluate(() => (window as unknown as { __benchMass: Promise<number> }).__benchMass);
}

/** Runs `runs` mass edits on the open order (the page has the biggest order open, prepared with prepareMassEditPage). */
export async function massEditFigures(page: Page, order: { idCotacao: number; idPedido: number }, runs: number): Promise<MassEditFigures> {
  const { item, branches } = await widestProduct(page, order.idCotacao, order.idPedido);
  const pack = Math.max(1, item.qtdeEmbalagem);
  const cell = `.order-card--open .ag-row[row-id="${item.id}"] [col-id="qtdePedida"]`;
  const times: number[] = [];
  let changes = 0;
  for (let run = 0; run < runs; run += 1) {
    let quantity = pack * (run + 2);
    while (quantityProblem(String(quantity), rulesOf(item)) || quantity === Number((await page.locator(cell).textContent())?.trim())) quantity += pack;
    await page.locator(`.order-card--open .ag-row[row-id="${item.id}"] [col-id="massEdit"] button`).click();
    const dialog = page.getByRole('dialog', { name: 'Edição em massa do produto' });
    await dialog.getByRole('checkbox', { name: /^Selecionar (?!todos|todas)/ }).first().waitFor();
    await dialog.getByRole('checkbox', { name: 'Selecionar todas as filiais' }).check();
    await dialog.getByRole('textbox', { name: 'Quantidade' }).fill(String(quantity));
    const before = await page.evaluate(() => (window as unknown as { __benchItemStoreChanges: number }).__benchItemStoreChanges);
    times.push(await clickToCellText(page, '.mass-edit button[type="submit"]', cell, String(quantity)));
    await page.waitForLoadState('networkidle');
    changes = Math.max(changes, (await page.evaluate(() => (window as unknown as { __benchItemStoreChanges: number }).__benchItemStoreChanges)) - before);
    const warning = page.getByRole('dialog', { name: 'Atenção' });
    if (await warning.isVisible()) await warning.getByRole('button', { name: 'Ok' }).click();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  return { massEditMedianMs: Math.round(median(times) * 10) / 10, massEditItemStoreChanges: changes, massEditBranches: branches };
}
