/**
 * The mass-edit figure of the automatic-order page bench (issue 11 part 5): in the large scenario's
 * power quotation, the product of the 5,000-item order ordered at the most branches is changed at
 * every one of them through the mass-edit modal ('Selecionar todas as filiais', a quantity,
 * 'Aplicar quantidade'), from that order's grid (opened alone, filtered to the product's EAN).
 * - massEditMedianMs: the click on 'Aplicar quantidade' → the open grid's cell showing the new
 *   quantity, painted (the server's answer included: the server decides which branches take it);
 * - massEditRequestMedianMs: of which the mass change's request (sent → answer received), median;
 * - massEditItemStoreChanges: how many dispatched actions changed the order-items store meanwhile
 *   (counted in the page by a store subscriber installed through Redux's devtools hook, the store's
 *   own extension point), the target being one;
 * - massEditBranches: how many branches the product is ordered at (what "across N branches" is).
 * Compared with one quantity edit (editCommitP95Ms) of the same run.
 */
import type { Locator, Page } from '@playwright/test';
import { automaticOrderIndex } from '../../mocks/db/automaticOrder/automaticOrderIndex';
import type { DbOrderItem } from '../../mocks/db/core/types';
import { db } from '../../mocks/db/core/current';
import { quantityProblem, rulesOf } from '../../src/domain/orderQuantity';
import type { AutomaticOrderFigures } from './browserTargets';
import { median } from './stats';

type MassEditFigures = Pick<AutomaticOrderFigures, 'massEditMedianMs' | 'massEditRequestMedianMs' | 'massEditItemStoreChanges' | 'massEditBranches'>;

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

/** The product of the order ordered at the most branches of the quotation (one pass over the mock's index), and that count. */
function widestProduct(idCotacao: number, idPedido: number) {
  const index = automaticOrderIndex(db(), idCotacao);
  const branchesOf = new Map<number, Set<number>>();
  for (let p = 0; p < index.orders.length; p += 1) {
    const idCliente = index.orders[p].idCliente;
    for (let at = index.start[p]; at < index.start[p + 1]; at += 1) {
      let set = branchesOf.get(index.product[at]);
      if (!set) branchesOf.set(index.product[at], (set = new Set()));
      set.add(idCliente);
    }
  }
  let best: { item: DbOrderItem; branches: number } | null = null;
  for (const item of db().orderItems.get(idPedido)) {
    if (item.combo || item.quantidadeFixa) continue;
    const branches = branchesOf.get(item.idProduto)?.size ?? 0;
    if (!best || branches > best.branches) best = { item, branches };
  }
  if (!best) throw new Error('no editable product in the order');
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

/**
 * After 'Aplicar quantidade' the server's answer ends the action in one of three ways: the done
 * message, the 'Atenção' dialog listing the branches left as they were (a modal above the mass
 * edit: while it is open the mass edit is inert and its backdrop takes the clicks), or an error.
 * Waits for that outcome (the cell showing the quantity comes earlier, optimistically), answers
 * 'Atenção' with 'Ok' and waits for it to go, then closes the mass edit with 'Fechar' and waits
 * for it to go: the page is live again only then.
 */
async function closeAsTheBuyerDoes(page: Page, dialog: Locator): Promise<void> {
  const warning = page.getByRole('dialog', { name: 'Atenção' });
  const done = dialog.locator('.mass-edit__done');
  const failed = dialog.locator('.mass-edit__error:not(:empty)');
  await done.or(warning).or(failed).first().waitFor();
  if (await failed.isVisible()) throw new Error(`the mass edit was refused: ${await failed.textContent()}`);
  if (await warning.isVisible()) {
    await warning.getByRole('button', { name: 'Ok' }).click();
    await warning.waitFor({ state: 'detached' });
  }
  await dialog.locator('.modal__footer').getByRole('button', { name: 'Fechar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

type Order = { idCotacao: number; idPedido: number; idFornecedor: number; idRepresentante: number; idCliente: number };

/** Opens the order alone, showing only the product's rows (the address filter: the ids and busca = its EAN). */
async function openOrderAt(page: Page, base: string, order: Order, ean: string): Promise<void> {
  await page.goto(`${base}/pedido-automatico/${order.idCotacao}?idFornecedor=${order.idFornecedor}&idRepresentante=${order.idRepresentante}&idCliente=${order.idCliente}&busca=${ean}`);
  await page.locator('.supplier__toggle').first().click();
  await page.locator('.representative__toggle').first().click();
  await page.locator('.order-card__toggle').first().click();
  await page.locator('.order-card--open .ag-row').first().waitFor();
}

/** Runs `runs` mass edits of the product ordered at the most branches, from the order's grid (the page prepared with prepareMassEditPage). */
export async function massEditFigures(page: Page, base: string, order: Order, runs: number): Promise<MassEditFigures> {
  const { item, branches } = widestProduct(order.idCotacao, order.idPedido);
  await openOrderAt(page, base, order, item.codigoBarras);
  const pack = Math.max(1, item.qtdeEmbalagem);
  const cell = `.order-card--open .ag-row[row-id="${item.id}"] [col-id="qtdePedida"]`;
  const times: number[] = [];
  const server: number[] = [];
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
    server.push(
      await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/alterarQuantidadeRespostaEmMassa/')) as PerformanceResourceTiming[];
        const last = entries[entries.length - 1];
        return last ? last.responseEnd - last.startTime : 0;
      }),
    );
    changes = Math.max(changes, (await page.evaluate(() => (window as unknown as { __benchItemStoreChanges: number }).__benchItemStoreChanges)) - before);
    await closeAsTheBuyerDoes(page, dialog);
  }
  return { massEditMedianMs: Math.round(median(times) * 10) / 10, massEditRequestMedianMs: Math.round(median(server) * 10) / 10, massEditItemStoreChanges: changes, massEditBranches: branches };
}
