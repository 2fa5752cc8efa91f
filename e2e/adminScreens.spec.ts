import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures';

const LAPTOP = { width: 1330, height: 860 };

/** Nothing makes the page scroll sideways at the buyer's 1330×860. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** A real PNG of the repository (28,938 bytes, within 1 KB to 1,000 KB). */
const ALERT_IMAGE = path.join(__dirname, '..', 'docs', 'screenshots', 'signup-step1-375.png');

test.describe('administrator screens (issue 15 items 5 and 6)', () => {
  test('an administrator saves an alert with an image and a buyer sees it on the home', async ({ page, browser, baseURL }) => {
    await page.setViewportSize(LAPTOP);
    await login(page, 'admin', '/configuracoes-alerta');
    await expect(page.getByRole('heading', { name: 'Configurar alertas', level: 2 })).toBeVisible();
    await page.getByLabel('Imagem do alerta (PNG ou JPEG, de 1 KB a 1000 KB)').setInputFiles(ALERT_IMAGE);
    await expect(page.getByRole('img', { name: 'Pré-visualização do alerta' })).toBeVisible();
    await page.getByRole('switch', { name: 'Mostrar alerta aos compradores' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Alerta salvo com sucesso.')).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    const context = await browser.newContext({ baseURL });
    const buyer = await context.newPage();
    await login(buyer, 'comprador');
    const notice = buyer.getByRole('complementary', { name: 'Aviso' });
    await expect(notice.getByRole('img', { name: 'Aviso aos compradores' })).toBeVisible();
    await expectAccessible(buyer);
    await expectNoSidewaysScroll(buyer);
    await notice.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(notice).toBeHidden();
    await context.close();
  });

  test('a buyer is sent home from both administrator routes', async ({ page }) => {
    await login(page, 'comprador', '/configuracoes-alerta');
    await expect(page).toHaveURL(/\/cotacao$/);
    await page.goto('/manutencao-eans');
    await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
    await expect(page).toHaveURL(/\/cotacao$/);
  });

  test('an administrator adds a related EAN and removes it', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await login(page, 'admin', '/manutencao-eans');
    const panels = page.getByRole('list', { name: 'Produtos' }).getByRole('listitem');
    await expect(panels).toHaveCount(10);
    const firstCode = (await panels.nth(0).locator('.ean-panel__code').textContent())!.trim();
    const secondCode = (await panels.nth(1).locator('.ean-panel__code').textContent())!.trim();

    await panels.nth(1).getByRole('button', { name: new RegExp(`^${secondCode} `) }).click();
    const table = page.getByRole('table', { name: `Produtos relacionados a ${secondCode}` });
    await expect(table.getByRole('row')).toHaveCount(1 + 2);
    await panels.nth(1).getByRole('button', { name: 'Adicionar produto relacionado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar produto relacionado' });
    await dialog.getByLabel('Buscar por código ou descrição').fill(firstCode);
    await dialog.getByRole('radio', { name: new RegExp(`^${firstCode} - `) }).check();
    await expectAccessible(page);
    // The candidates stay inside the dialog (long names are cut with an ellipsis and a tooltip).
    const box = (await dialog.boundingBox())!;
    const list = (await dialog.getByRole('group', { name: 'Candidatos' }).boundingBox())!;
    expect(list.x + list.width).toBeLessThanOrEqual(box.x + box.width);
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog).toBeHidden();
    const added = table.getByRole('button', { name: `Excluir relacionado ${firstCode}` });
    await expect(added).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(1 + 3);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    await added.click();
    await expect(added).toBeHidden();
    await expect(table.getByRole('row')).toHaveCount(1 + 2);
  });
});
