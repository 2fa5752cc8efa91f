import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test } from './fixtures';
import { failThenLoadInProgressList } from './supportSteps';

test.describe('support page and diagnostic replay (DECISIONS 16)', () => {
  test('a failure is listed, exported, and replayed read-only in a browser where nobody is signed in', async ({ page, mockApi, browser, baseURL }) => {
    const titles = await failThenLoadInProgressList(page, mockApi);

    // The shell's link, by keyboard.
    await page.getByRole('link', { name: 'Suporte' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Suporte' })).toBeVisible();
    const failure = page.getByRole('table', { name: 'Falhas registradas' }).getByRole('row').filter({ hasText: 'HTTP 500' });
    await expect(failure).toContainText('api:http');
    await expect(failure).toContainText('/cotacao');
    await expectAccessible(page);

    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar diagnóstico' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^diagnostico-\d{8}-\d{4}\.json$/);
    const file = await download.path();
    const text = readFileSync(file, 'utf8');
    expect(token).toBeTruthy();
    for (const secret of [token!, 'comprador123', 'Ana Comprador']) expect(text).not.toContain(secret);

    // Support's browser: a fresh context, no login.
    const context = await browser.newContext({ baseURL });
    const support = await context.newPage();
    await support.goto('/suporte');
    await support.getByLabel('Importar diagnóstico').setInputFiles(file);
    await expect(support.getByLabel('Resumo do diagnóstico')).toContainText('/cotacao');
    await support.getByRole('button', { name: 'Reproduzir tela' }).click();

    await expect(support).toHaveURL(/\/cotacao$/);
    const banner = support.getByRole('status').filter({ hasText: 'Reprodução de diagnóstico' });
    await expect(banner).toHaveText(/^Reprodução de diagnóstico — somente leitura \(gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)Encerrar reprodução$/);
    await expect(support.getByRole('table', { name: 'EM ANDAMENTO' }).getByRole('link')).toHaveText(titles);
    await expectAccessible(support);

    await banner.getByRole('button', { name: 'Encerrar reprodução' }).click();
    await expect(support).toHaveURL(/\/suporte$/);
    await expect(support.getByRole('heading', { name: 'Suporte' })).toBeVisible();
    await expect(support.getByText('Reprodução de diagnóstico')).toHaveCount(0);
    await context.close();
  });
});
