import { expect, expectAccessible, login, test } from './fixtures';

test.describe('application shell', () => {
  test('banners sit beside the content from 1600 px (docs/decisions.md) and are hidden below', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await login(page);
    await expect(page.getByRole('complementary', { name: 'Publicidade à esquerda' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Publicidade à direita' })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 1599, height: 900 });
    await expect(page.getByRole('complementary', { name: 'Publicidade à esquerda' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Publicidade à direita' })).toBeHidden();
    await expectAccessible(page);
  });

  test('administrator menu items only for the administrator; a buyer asking for them goes home', async ({ page }) => {
    await login(page, 'comprador');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Preferência SIC' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Configurar alertas' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Manutenção dos eans' })).toHaveCount(0);
    await page.goto('/manutencao-eans');
    await expect(page).toHaveURL(/\/cotacao$/);
    await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
    await page.getByRole('button', { name: 'Sair' }).click();

    await login(page, 'admin');
    await expect(menu.getByRole('link', { name: 'Configurar alertas' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Manutenção dos eans' })).toBeVisible();
    await expectAccessible(page);
  });

  test('every shell state is accessible: popover open, footer and contacts hidden, print and blank', async ({ page }) => {
    await login(page);
    await page.getByRole('region', { name: 'Itens recentes' }).getByRole('button').first().hover();
    await expect(page.getByRole('group', { name: /^Cotação / }).getByRole('button', { name: 'Ver' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ocultar contatos' }).click();
    await expect(page.getByRole('region', { name: 'Atendimento' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ocultar rodapé' }).click();
    await expect(page.getByRole('button', { name: 'Mostrar rodapé' })).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mostrar rodapé' })).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar rodapé' }).click();

    await page.goto('/cotacao?print');
    await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Coluna lateral' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Seções do portal' })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/blank');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Seções do portal' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
