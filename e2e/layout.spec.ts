import { brasiliaDate, brasiliaIsoDay, startOfBrasiliaDay } from '../src/domain/brasiliaTime';
import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

/**
 * Layout at the buyer's 1330×860 and at 1920×1080 (docs/decisions.md "Layout"). Figures at 1330:
 * body padding 2 × 20, gap 16, side column 240 (rail 44): the main column is 1034 px minus the
 * vertical scrollbar (≤ 17 px), so ≥ 1010 with the column and ≥ 1200 with the rail.
 */
const LAPTOP = { width: 1330, height: 860 };
const WIDE = { width: 1920, height: 1080 };
const MAIN_WITH_COLUMN = 1010;
const MAIN_WITH_RAIL = 1200;

/** 120 characters, not one space: the title that used to push the main column off the screen. */
const LONG_TITLE = 'CompraProgramadaDeMedicamentosDeAltoCustoParaTodasAsFiliais'.repeat(3).slice(0, 120);

const main = (page: Page) => page.getByRole('main');
const sideColumn = (page: Page) => page.getByRole('complementary', { name: 'Coluna lateral' });
const railToggle = (page: Page) => sideColumn(page).getByRole('button', { name: 'Coluna lateral' });

async function widthOf(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.width ?? 0;
}

/** Table cells (and what is inside them) wider than their box, unless cut with an ellipsis and a tooltip. */
function clippedCells(table: Locator): Promise<string[]> {
  return table.evaluate((root) =>
    Array.from(root.querySelectorAll('td, td *'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
      .filter((el) => !(getComputedStyle(el).textOverflow === 'ellipsis' && el.getAttribute('title')))
      .map((el) => el.textContent ?? ''),
  );
}

async function expectTablesFit(page: Page): Promise<void> {
  const tables = page.locator('.paged-table');
  await expect(tables.first()).toBeVisible();
  for (const table of await tables.all()) {
    const { scroll, client } = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll, `${await table.getAttribute('aria-label')} scrolls sideways`).toBeLessThanOrEqual(client);
    expect(await clippedCells(table)).toEqual([]);
  }
}

const searchUrl = () => `/cotacao/filter?cadastroDe=${brasiliaIsoDay(startOfBrasiliaDay(new Date(), -120))}&cadastroAte=${brasiliaIsoDay(new Date())}`;

test.describe('layout at 1330×860', () => {
  test.use({ viewport: LAPTOP });

  test('a 120-character title without spaces is cut in the side column, which keeps its width on every page', async ({ page, mockApi }) => {
    await mockApi.retitleLatest(LONG_TITLE);
    await login(page);
    for (const path of ['/cotacao', '/cotacao/filter', '/cotacao/criar']) {
      await page.goto(path);
      const item = sideColumn(page).getByRole('button', { name: LONG_TITLE });
      await expect(item).toHaveAttribute('title', LONG_TITLE);
      expect(await item.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await widthOf(sideColumn(page))).toBe(240);
      expect(await widthOf(main(page))).toBeGreaterThanOrEqual(MAIN_WITH_COLUMN);
    }
    await railToggle(page).click();
    for (const path of ['/cotacao', '/cotacao/filter', '/cotacao/criar']) {
      await page.goto(path);
      await expect(railToggle(page)).toHaveAttribute('aria-expanded', 'false');
      expect(await widthOf(main(page))).toBeGreaterThanOrEqual(MAIN_WITH_RAIL);
    }
  });

  test('no banners; the home and search tables fit without sideways scrolling or clipped text', async ({ page, mockApi }) => {
    await mockApi.retitleLatest(LONG_TITLE);
    await login(page);
    await expect(page.getByRole('complementary', { name: 'Publicidade à esquerda' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Publicidade à direita' })).toBeHidden();
    for (const panel of ['COTAÇÕES EM CRIAÇÃO', 'EM ANDAMENTO', 'PARA ANÁLISE', 'FINALIZADAS', 'CANCELADAS']) {
      await page.getByRole('button', { name: panel, exact: true }).click();
      await expect(page.getByRole('table', { name: panel }).getByRole('row').nth(1)).toBeVisible();
    }
    await expectTablesFit(page);

    await page.goto(searchUrl());
    const results = page.getByRole('table', { name: 'Resultado da busca' });
    const long = results.getByText(LONG_TITLE);
    await expect(long).toHaveAttribute('title', LONG_TITLE);
    await expect(results.getByText('Em Processamento')).toBeVisible();
    await expectTablesFit(page);
  });

  test('the rail choice is remembered after a reload', async ({ page }) => {
    await login(page);
    await expect(railToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await railToggle(page).click();
    await expect(sideColumn(page).getByRole('region', { name: 'Itens recentes' })).toHaveCount(0);
    await page.reload();
    await expect(railToggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await widthOf(sideColumn(page))).toBe(44);
    await railToggle(page).click();
    await page.reload();
    await expect(railToggle(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('order pages get the full width and start with the rail collapsed; the home opens it again', async ({ page }) => {
    await login(page);
    for (const path of ['/pedido-resumo/1001', '/revisao-envio/1001', '/pedido-manual/1001', '/problemas-de-embalagem/1001']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: /Cotação 1001/ })).toBeVisible();
      await expect(railToggle(page)).toHaveAttribute('aria-expanded', 'false');
      expect(await widthOf(main(page))).toBeGreaterThanOrEqual(MAIN_WITH_RAIL);
    }
    // The combo screen (issue 14): its old address opens it, with the order pages' layout.
    await page.goto('/combo/1001');
    await expect(page).toHaveURL(/\/pedido-automatico\/1001\/combo$/);
    await expect(page.getByRole('heading', { name: 'Combos', exact: true })).toBeVisible();
    await expect(railToggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await widthOf(main(page))).toBeGreaterThanOrEqual(MAIN_WITH_RAIL);
    // Back on the home (not an order page) the rail opens again.
    await page.goto('/cotacao');
    await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
    await expect(railToggle(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('a summary link from the search opens its page, not the home', async ({ page }) => {
    await login(page, 'comprador', searchUrl());
    const link = page.getByRole('table', { name: 'Resultado da busca' }).getByRole('link').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { name: /^Cotação \d+/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Consultar cotações' })).toBeVisible();
  });

  test('the header marks one section', async ({ page }) => {
    await login(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const current = menu.locator('[aria-current="page"]');
    await expect(current).toHaveText(['Home']);
    await menu.getByRole('link', { name: 'Pedido Manual' }).click();
    await expect(page).toHaveURL(/\/cotacao\/filter$/);
    await expect(current).toHaveText(['Cotações']);
    await menu.getByRole('link', { name: 'Preferência SIC' }).click();
    await expect(current).toHaveText(['Preferência SIC']);
  });

  test("on the wizard the side column's 'Criar Cotação' is secondary and asks before leaving", async ({ page }) => {
    await login(page, 'comprador', '/cotacao/criar');
    const step = page.getByRole('tabpanel');
    await expect(step.getByRole('button', { name: 'Criar Cotação' })).toHaveClass(/btn--primary/);
    const sideCreate = sideColumn(page).getByRole('button', { name: 'Criar Cotação' });
    await expect(sideCreate).not.toHaveClass(/btn--primary/);

    await step.getByLabel('Título *').fill('Compra que não pode se perder');
    await sideCreate.click();
    const dialog = page.getByRole('dialog', { name: 'Criar nova cotação?' });
    await expect(dialog).toContainText('o que ainda não foi salvo nesta será perdido');
    await dialog.getByRole('button', { name: 'Continuar nesta cotação' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(step.getByLabel('Título *')).toHaveValue('Compra que não pode se perder');

    await sideCreate.click();
    await dialog.getByRole('button', { name: 'Criar nova cotação' }).click();
    await expect(step.getByLabel('Título *')).toHaveValue('');
  });

  test('the search dates are masked dd/mm/aaaa fields and the search keeps ISO dates in the address', async ({ page }) => {
    await login(page, 'comprador', '/cotacao/filter');
    const range = page.getByRole('group', { name: 'Data de criação' });
    const from = range.getByLabel('De');
    expect(await from.evaluate((el: HTMLInputElement) => el.type)).toBe('text'); // not the browser's date input
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    const start = startOfBrasiliaDay(new Date(), -120); // the buyer's days: Brasília, not this runner's zone
    await from.pressSequentially(brasiliaDate(start).replaceAll('/', ''));
    await expect(from).toHaveValue(brasiliaDate(start));
    await range.getByLabel('Até').pressSequentially(brasiliaDate(new Date()).replaceAll('/', ''));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByRole('heading', { name: /^RESULTADO DA BUSCA \([1-9]/ })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`cadastroDe=${brasiliaIsoDay(start)}`));
    await page.reload();
    await expect(from).toHaveValue(brasiliaDate(start));
  });
});

test.describe('layout at 1920×1080', () => {
  test.use({ viewport: WIDE });

  test('banners show beside the content, except on the full-width order pages', async ({ page }) => {
    await login(page);
    await expect(page.getByRole('complementary', { name: 'Publicidade à esquerda' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Publicidade à direita' })).toBeVisible();
    await page.goto('/pedido-manual/1001');
    await expect(page.getByRole('heading', { name: /Cotação 1001/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: /Publicidade/ })).toHaveCount(0);
    expect(await widthOf(main(page))).toBeGreaterThanOrEqual(WIDE.width - 200);
  });
});
