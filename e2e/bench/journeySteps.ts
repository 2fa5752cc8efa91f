/**
 * The scripted journey of the INP bench (browserJourney.ts) on the `large` scenario's power
 * quotation, as a buyer goes through it: each measured step is a `step(name, act)`, its actions
 * ending when their effect is on screen; what only leads to the next step (a navigation, closing
 * a dialog the way a user does) runs outside any step. Every click is a real input (Playwright's).
 */
import type { Page } from '@playwright/test';
import { MANUAL_GENERATED } from '../../mocks/db/manualOrder/manualOrderSeeds';
import type { JourneyStep } from './browserTargets';
import { REVIEW_SUPPLIER_TOGGLE } from './benchSelectors';

export type Step = (name: JourneyStep, act: () => Promise<void>) => Promise<void>;

export interface JourneyOrder {
  idCotacao: number;
  idPedido: number;
  idFornecedor: number;
  idRepresentante: number;
  idCliente: number;
}

export interface JourneyData {
  order: JourneyOrder;
  /** The items of that order whose quantity may be typed (id → packaging), and a product ordered at many branches (EAN). */
  editable: Record<number, number>;
  massEan: string;
  massItemId: number;
  /** A quantity the mass edit's product takes (its packaging's multiple). */
  massQuantity: number;
}

/** Closes a dialog with its own 'Fechar' (footer, else the title bar's ×) and waits for it to go, so the page is live again. */
async function closeDialog(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  const footer = dialog.locator('.modal__footer').getByRole('button', { name: 'Fechar' });
  await ((await footer.count()) > 0 ? footer : dialog.locator('.modal__title-bar').getByRole('button', { name: 'Fechar' })).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A step that clicks the first `toggle` and ends when the first `shows` is on screen. */
const opens = (page: Page, step: Step, name: JourneyStep, toggle: string, shows: string) =>
  step(name, async () => {
    await page.locator(toggle).first().click();
    await page.locator(shows).first().waitFor();
  });

async function automaticOrder(page: Page, step: Step, base: string, data: JourneyData): Promise<void> {
  const { order } = data;
  await page.goto(`${base}/pedido-automatico/${order.idCotacao}?idFornecedor=${order.idFornecedor}&idRepresentante=${order.idRepresentante}&idCliente=${order.idCliente}`);
  await page.locator('.supplier__toggle').first().waitFor();
  await opens(page, step, 'open supplier', '.supplier__toggle', '.representative__toggle');
  await opens(page, step, 'open representative', '.representative__toggle', '.order-card__toggle');
  await opens(page, step, 'open order', '.order-card__toggle', '.order-card--open .ag-row');
  // The grid renders a screenful of its 5,000 rows: the first rendered one whose quantity may be typed.
  const rendered = await page.locator('.order-card--open .ag-row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('row-id'))));
  const id = rendered.find((row) => data.editable[row] !== undefined);
  if (id === undefined) throw new Error('no editable item among the rendered rows');
  const quantity = String(data.editable[id] * 3);
  await step('edit a quantity', async () => {
    await page.locator(`.order-card--open .ag-row[row-id="${id}"] [col-id="qtdePedida"]`).click();
    await page.keyboard.type(quantity);
    await page.keyboard.press('Enter');
    await page.waitForFunction(({ id, quantity }) => document.querySelector(`.order-card--open .ag-row[row-id="${id}"] [col-id="qtdePedida"]`)?.textContent?.trim() === quantity, { id, quantity });
  });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(data.massEan);
  await step('filter', async () => {
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await page.waitForURL(new RegExp(`busca=${data.massEan}`));
    await page.locator('.supplier__toggle').first().waitFor();
  });
  await page.locator('.supplier__toggle').first().click();
  await page.locator('.representative__toggle').first().click();
  await page.locator('.order-card__toggle').first().click();
  await page.locator('.order-card--open .ag-row').first().waitFor();
  const selectAll = page.getByRole('checkbox', { name: 'Selecionar todos os produtos' });
  await step('select all', async () => {
    await selectAll.click();
    await page.waitForFunction(() => (document.querySelector('.selection-bar__all input') as HTMLInputElement | null)?.checked === true);
  });
  await step('Ver Respostas por Produto', async () => {
    await page.getByRole('button', { name: 'Ver Respostas por Produto' }).click();
    await page.getByRole('dialog', { name: 'Ver Respostas por Produto' }).locator('li.answer').first().waitFor();
  });
  await closeDialog(page, 'Ver Respostas por Produto');
  await selectAll.click();
  await massEdit(page, step, data);
}

async function massEdit(page: Page, step: Step, data: JourneyData): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Edição em massa do produto' });
  await step('mass edit', async () => {
    await page.locator(`.order-card--open .ag-row[row-id="${data.massItemId}"] [col-id="massEdit"] button`).click();
    await dialog.getByRole('checkbox', { name: /^Selecionar (?!todos|todas)/ }).first().waitFor();
    await dialog.getByRole('checkbox', { name: 'Selecionar todas as filiais' }).click();
    await dialog.getByRole('textbox', { name: 'Quantidade' }).fill(String(data.massQuantity));
    await dialog.getByRole('button', { name: 'Aplicar quantidade' }).click();
    await dialog.locator('.mass-edit__done').or(page.getByRole('dialog', { name: 'Atenção' })).or(dialog.locator('.mass-edit__error:not(:empty)')).first().waitFor();
  });
  const warning = page.getByRole('dialog', { name: 'Atenção' });
  if (await warning.isVisible()) {
    await warning.getByRole('button', { name: 'Ok' }).click();
    await warning.waitFor({ state: 'detached' });
  }
  await closeDialog(page, 'Edição em massa do produto');
}

/**
 * Packaging problems of the quotation: 'Aplicar' with the default limits; the click → the server's
 * quantities in and the page painted, and whether progress showed meanwhile (a status or progress bar put on screen).
 */
async function packaging(page: Page, step: Step, base: string, idCotacao: number): Promise<{ ms: number; progressShown: boolean }> {
  await page.goto(`${base}/problemas-de-embalagem/${idCotacao}`);
  const apply = page.getByRole('button', { name: 'Aplicar' });
  await page.getByRole('textbox', { name: /^Quantidade ajustada de / }).first().waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { __benchApply: { clickedAt: number; progressShown: boolean } };
    w.__benchApply = { clickedAt: 0, progressShown: false };
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Aplicar')!;
    button.addEventListener('click', () => (w.__benchApply.clickedAt = performance.now()), { capture: true, once: true });
    // Progress shown: a status or progress bar put on screen after the click (a busy attribute alone shows nothing).
    const PROGRESS = '[role="status"], [role="progressbar"]';
    new MutationObserver((mutations) => {
      if (!w.__benchApply.clickedAt) return;
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof Element && (node.matches(PROGRESS) || node.querySelector(PROGRESS)) && (node.textContent ?? '').trim() !== '') w.__benchApply.progressShown = true;
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  let applied = { ms: 0, progressShown: false };
  await step("packaging: 'Aplicar'", async () => {
    const answer = page.waitForResponse((response) => /\/(aplicarLimitesEmbalagem|arredondarEmbalagem)\//.test(response.url()), { timeout: 120_000 });
    await apply.click();
    await answer;
    await page.waitForFunction(() => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Aplicar')?.getAttribute('aria-busy') !== 'true');
    applied = await page.evaluate(
      () =>
        new Promise<{ ms: number; progressShown: boolean }>((resolve) =>
          requestAnimationFrame(() => {
            const { clickedAt, progressShown } = (window as unknown as { __benchApply: { clickedAt: number; progressShown: boolean } }).__benchApply;
            resolve({ ms: performance.now() - clickedAt, progressShown });
          }),
        ),
    );
  });
  return applied;
}

async function combo(page: Page, step: Step, base: string, idCotacao: number): Promise<void> {
  await page.goto(`${base}/pedido-automatico/${idCotacao}/combo`);
  const toggle = page.locator('.combo-panel__toggle').first();
  await toggle.waitFor();
  await step('combo: open', async () => {
    await toggle.click();
    await page.locator('.combo-panel__toggle[aria-expanded="true"]').first().waitFor();
  });
}

async function confirmAndReview(page: Page, step: Step, base: string, idCotacao: number): Promise<void> {
  await page.goto(`${base}/pedido-automatico/${idCotacao}`);
  const confirm = page.getByRole('button', { name: 'Confirmar Pedido' }).first();
  await confirm.waitFor();
  await step('Confirmar Pedido', async () => {
    await confirm.click();
    const overDouble = page.getByRole('dialog', { name: 'Pedidos com quantidade acima do dobro da cotada' });
    await overDouble.or(page.getByRole('region', { name: 'Revisão e envio' })).first().waitFor();
    if (await overDouble.isVisible()) await overDouble.getByRole('button', { name: 'Confirmar pedidos' }).click();
    await page.waitForURL(new RegExp(`/revisao-envio/${idCotacao}$`));
    await page.locator('.review-supplier .review-toggle').first().waitFor();
  });
  await opens(page, step, 'review: open supplier', REVIEW_SUPPLIER_TOGGLE, '.review-toggle--representative');
  await page.locator('.review-toggle--representative').first().click();
  await opens(page, step, 'review: open order', '.review-order__toggle', '.review-order--open .ag-row');
  await step('review: Relatório', async () => {
    await page.getByRole('button', { name: 'Imprimir' }).click();
    await page.getByRole('dialog', { name: 'Relatório' }).locator('tfoot').waitFor();
  });
  await closeDialog(page, 'Relatório');
}

async function manualOrder(page: Page, step: Step, base: string): Promise<void> {
  await page.goto(`${base}/pedido-manual/${MANUAL_GENERATED}`);
  const product = '.manual-branch input[type="checkbox"][aria-label^="Comprar "]';
  await page.locator(product).first().waitFor();
  await page.locator('.manual-branch').evaluateAll((panels) => panels.forEach((panel) => panel.setAttribute('data-bench-seen', '')));
  await step('manual order: page change', async () => {
    await page.locator('.manual-branches nav[aria-label="Paginação"]').last().getByRole('button', { name: 'Próxima página' }).click();
    await page.locator(`.manual-branch:not([data-bench-seen]) ${product.slice('.manual-branch '.length)}`).first().waitFor();
  });
  const quantity = page.locator('.manual-branch input[aria-label^="Quantidade a pedir de "]:not([disabled])').first();
  await step('manual order: quantity edit', async () => {
    await quantity.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('24');
    await page.keyboard.press('Enter');
    await page.waitForLoadState('networkidle');
  });
}

/** One pass of the journey; the packaging 'Aplicar' time and whether progress showed. */
export async function runJourney(page: Page, step: Step, base: string, data: JourneyData): Promise<{ ms: number; progressShown: boolean }> {
  await automaticOrder(page, step, base, data);
  const applied = await packaging(page, step, base, data.order.idCotacao);
  await combo(page, step, base, data.order.idCotacao);
  await confirmAndReview(page, step, base, data.order.idCotacao);
  await manualOrder(page, step, base);
  return applied;
}
