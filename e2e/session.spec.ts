import { expect, expectAccessible, login, test } from './fixtures';

test.describe('session', () => {
  test('signs in with the login form and lands on the asked page', async ({ page }) => {
    await page.goto('/cotacao');
    await expect(page.getByLabel('Login')).toBeVisible();
    await expectAccessible(page);
    await login(page, 'comprador', '/cotacao');
    await expect(page).toHaveURL(/\/cotacao$/);
    await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
    await expectAccessible(page);
  });

  test("shows 'Usuário ou senha incorretos.' for a wrong password", async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Login').fill('comprador');
    await page.getByLabel('Password').fill('senha-errada');
    await page.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText('Usuário ou senha incorretos.')).toBeVisible();
    await expect(page.getByLabel('Login')).toHaveValue('comprador');
    await expectAccessible(page);
  });

  test('a token in the address is stored and removed from the address bar, keeping the other parameters', async ({ page, mockApi }) => {
    const token = await mockApi.token('comprador');
    await page.goto(`/cotacao?embed=1&token=${token}&aba=2`);
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('?embed=1&aba=2');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(token);
  });

  test('a 401 brings the login back over the same screen, once, and signing in again carries on', async ({ page, mockApi }) => {
    await login(page, 'comprador', '/cotacao?aba=1');
    // The three feature-switch calls of the next start all answer 401 together.
    await mockApi.fault({ path: '/configuracao/tem/:flag', status: 401, times: 3 });
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Sessão expirada' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expectAccessible(page);
    await dialog.getByLabel('Login').fill('comprador');
    await dialog.getByLabel('Password').fill('comprador123');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/cotacao\?aba=1$/);
  });

  test('Sair returns to the login and forgets the token', async ({ page }) => {
    await login(page);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByLabel('Login')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('an invalid runtime configuration stops the app on a page that names the field', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ environment: 'homologacao', apiBaseUrl: '/api', documentStore: { url: '/api/docstore', database: 'users' } }) }),
    );
    await page.goto('/cotacao');
    await expect(page.getByRole('heading', { name: 'Configuração inválida' })).toBeVisible();
    await expect(page.getByText('environment')).toBeVisible();
    await expect(page.getByText('deve ser "production" ou "development"')).toBeVisible();
    await expectAccessible(page);
  });
});
