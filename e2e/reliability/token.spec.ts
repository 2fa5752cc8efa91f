import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { recordFigure, recordZero } from '../../src/test/reliabilityFigures';
import { expect, login, test } from '../fixtures';
import { failThenLoadInProgressList } from '../supportSteps';
import type { TokenScan } from './tokenScan';

/**
 * Issue 17 items 2 and 10 in the browser. The token scan (the automatic fixture of every test,
 * e2e/reliability/tokenScan.ts) runs here over the paths where a leak would hide: the journal and
 * the exported diagnostic, the chat widget, a document store on another origin, and the Referer
 * the browser really sends. Then storage that throws and a garbage token must still give the login
 * and the app, and the exported diagnostic replays the screen.
 */
const AREA = '2 Token e sessão';

async function expectNoLeak(scan: TokenScan, testInfo: TestInfo): Promise<void> {
  const counts = await scan.measure(testInfo);
  expect(counts.tokens).toBeGreaterThan(0);
  expect(counts.hits).toEqual([]);
}

/** Serves config.json with the chat widget and the document store on another local origin (localhost against 127.0.0.1). */
async function withChatAndForeignStore(page: Page, storeOrigin: string): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const answer = await route.fetch();
    const config = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ response: answer, json: { ...config, chatWidgetScript: '/chat-widget-demo.js', documentStore: { url: `${storeOrigin}/api/docstore`, database: 'users' } } });
  });
}

test.describe('token and session in the browser (issue 17 item 2)', () => {
  test('the chat widget and a document store on another origin get no token; Referer carries the origin only', async ({ page, baseURL, tokenScan }, testInfo) => {
    const appOrigin = new URL(baseURL!).origin;
    const storeOrigin = appOrigin.replace('127.0.0.1', 'localhost');
    await withChatAndForeignStore(page, storeOrigin);
    const storeCalls = page.waitForRequest((request) => request.url().startsWith(`${storeOrigin}/api/docstore/`));
    await login(page);
    await page.getByRole('button', { name: 'Fale conosco' }).click();
    await expect(page.getByRole('region', { name: 'Conversa com o suporte' })).toBeVisible();
    await page.goto('/pedido-automatico/1'); // a screen that reads the cloud preferences
    const storeCall = await storeCalls;
    const headers = await storeCall.allHeaders();
    expect(headers.authorization).toBeUndefined();
    // strict-origin: another origin, and the app's own static files, see the origin and no path or query.
    expect(headers.referer).toBe(`${appOrigin}/`);
    const policy = await page.locator('meta[name="referrer"]').getAttribute('content');
    const strict = ['strict-origin', 'strict-origin-when-cross-origin', 'same-origin', 'no-referrer'].includes(policy ?? '');
    recordFigure({ id: 'token.referrerPolicy', area: AREA, label: 'Referrer-Policy da página (Referer enviado: só a origem)', value: policy ?? 'nenhuma', target: 'strict-origin-when-cross-origin ou mais estrita', pass: strict && headers.referer === `${appOrigin}/` });
    expect(strict).toBe(true);
    await expectNoLeak(tokenScan, testInfo);
  });

  test('the journal and the exported diagnostic hold no token, and the diagnostic replays the same screen', async ({ page, mockApi, browser, baseURL, tokenScan }, testInfo) => {
    const titles = await failThenLoadInProgressList(page, mockApi);
    await page.getByRole('link', { name: 'Suporte' }).click();
    await expect(page.getByRole('table', { name: 'Falhas registradas' }).getByRole('row').filter({ hasText: 'HTTP 500' })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar diagnóstico' }).click()]);
    const file = await download.path();
    const exported = readFileSync(file, 'utf8');
    expect(token).toBeTruthy();
    expect(exported.split(token!).length - 1).toBe(0);
    await expectNoLeak(tokenScan, testInfo);

    const context = await browser.newContext({ baseURL });
    const support = await context.newPage();
    await support.goto('/suporte');
    await support.getByLabel('Importar diagnóstico').setInputFiles(file);
    await support.getByRole('button', { name: 'Reproduzir tela' }).click();
    await expect(support).toHaveURL(/\/cotacao$/);
    await expect(support.getByRole('status').filter({ hasText: 'Reprodução de diagnóstico' })).toBeVisible();
    const replayed = support.getByRole('table', { name: 'EM ANDAMENTO' }).getByRole('link');
    await expect(replayed).toHaveText(titles);
    recordFigure({ id: 'support.replaySameScreen', area: '10 Registro de suporte', label: `o diagnóstico exportado reproduz a mesma tela (/cotacao, ${titles.length} cotações)`, value: 'sim', target: 'sim', pass: true });
    await context.close();
  });
});

test.describe('storage that throws and a garbage token never give a white screen (issue 17 item 2)', () => {
  const blank: string[] = [];
  let cases = 0;

  test.afterAll(() => {
    recordZero('token.browserWhiteScreens', AREA, `telas em branco ou erros de página no navegador (${cases} casos: armazenamento bloqueado, token lixo de 10 KB)`, blank.length);
  });

  async function seesTheAppAfterLogin(page: Page, name: string, run: () => Promise<void>): Promise<void> {
    cases += 1;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await run();
      expect(errors).toEqual([]);
    } catch (error) {
      blank.push(name);
      throw error;
    }
  }

  test('localStorage and sessionStorage throwing SecurityError: login, then the app', async ({ page }) => {
    await seesTheAppAfterLogin(page, 'armazenamento bloqueado', async () => {
      await page.addInitScript(() => {
        for (const name of ['localStorage', 'sessionStorage']) {
          Object.defineProperty(window, name, {
            configurable: true,
            get: () => {
              throw new DOMException('O acesso ao armazenamento foi negado.', 'SecurityError');
            },
          });
        }
      });
      await login(page);
      await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
    });
  });

  test('a 10 KB garbage token at load: the login says why', async ({ page }) => {
    await seesTheAppAfterLogin(page, 'token lixo', async () => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('semeado')) {
          sessionStorage.setItem('semeado', '1');
          localStorage.setItem('token', 'x9$%'.repeat(2_560));
        }
      });
      await page.goto('/cotacao');
      await expect(page.getByText('Sua sessão expirou ou o acesso recebido é inválido. Entre novamente.')).toBeVisible();
      await expect(page.getByLabel('Login')).toBeVisible();
    });
  });
});
