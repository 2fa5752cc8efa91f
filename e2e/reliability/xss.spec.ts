import type { Page } from '@playwright/test';
import { recordFigure, recordZero } from '../../src/test/reliabilityFigures';
import { domThreats, XSS_PAYLOADS } from '../../src/test/xssPayloads';
import { expect, login, test } from '../fixtures';

/**
 * Issue 17 item 6 in a real browser: every name, title and description of the mock is an XSS
 * payload (POST /__mock/xss) and a server message carries every payload as HTML. Each payload,
 * if it ran, would call window.__xss(); the page counts the calls, the JavaScript dialogs and the
 * DOM's on* attributes and script URLs.
 */
const AREA = '6 XSS' as const;
const ALLOWED_FORMATTING = '<b>negrito</b> <i>itálico</i> <strong>forte</strong> <em>ênfase</em><br><p>parágrafo</p><ul><li>item</li></ul><a href="https://exemplo.com.br/ajuda" target="_blank">ajuda</a>';

const tally = { places: 0, executions: 0, dialogs: 0, onAttributes: [] as string[], scriptUrls: [] as string[] };

async function armCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: () => void; __xssCalls: number };
    w.__xssCalls = 0;
    w.__xss = () => {
      w.__xssCalls += 1;
    };
  });
  page.on('dialog', (dialog) => {
    tally.dialogs += 1;
    void dialog.dismiss();
  });
}

/** Hovers and focuses what the screen shows, then reads the counter and the DOM. */
async function judge(page: Page, place: string): Promise<void> {
  await page.evaluate(() => {
    for (const element of Array.from(document.body.querySelectorAll('*'))) ['mouseover', 'pointerenter', 'focus', 'toggle', 'animationstart'].forEach((type) => element.dispatchEvent(new Event(type)));
  });
  const threats = await page.evaluate(`(${domThreats.toString()})(document)`) as ReturnType<typeof domThreats>;
  const calls = await page.evaluate(() => (window as unknown as { __xssCalls: number }).__xssCalls);
  tally.places += 1;
  tally.executions += calls;
  tally.onAttributes.push(...threats.onAttributes.map((a) => `${place}: ${a}`));
  tally.scriptUrls.push(...threats.scriptUrls.map((u) => `${place}: ${u}`));
  expect(threats, place).toEqual({ onAttributes: [], scriptUrls: [] });
  expect(calls, place).toBe(0);
  expect(tally.dialogs, place).toBe(0);
}

const mainShowsPayload = (page: Page) => expect(page.locator('main')).toContainText('__xss()', { timeout: 15_000 });

test.describe('XSS corpus in the real DOM (issue 17 item 6)', () => {
  test.afterAll(() => {
    recordFigure({ id: 'xss.browser.places', area: AREA, label: 'Lugares verificados no navegador', value: tally.places, target: '≥ 7', pass: tally.places >= 7 });
    recordZero('xss.browser.executions', AREA, 'Execuções no navegador (window.__xss e diálogos)', tally.executions + tally.dialogs);
    recordZero('xss.browser.onAttributes', AREA, 'Atributos on* no DOM do navegador', tally.onAttributes.length);
    recordZero('xss.browser.scriptUrls', AREA, 'URLs javascript:/data: no DOM do navegador', tally.scriptUrls.length);
    expect(tally.places).toBeGreaterThanOrEqual(7);
  });

  test('names, titles and descriptions on the main screens', async ({ page, request, mockApi }) => {
    test.setTimeout(120_000);
    const inAnalysis = await mockApi.quotationIdByStatus('EM_ANALISE');
    const seeded = await request.post('/api/__mock/xss', { data: { payloads: XSS_PAYLOADS } });
    expect(seeded.ok()).toBe(true);
    await armCounter(page);
    await login(page, 'comprador');
    await page.getByRole('button', { name: /PARA ANÁLISE/ }).click();
    await mainShowsPayload(page);
    await judge(page, 'cotações e coluna lateral');

    for (const [place, path] of [
      ['resumo das respostas', `/pedido-resumo/${inAnalysis}`],
      ['pedido automático', `/pedido-automatico/${inAnalysis}`],
      ['revisão e envio', `/revisao-envio/${inAnalysis}`],
      ['nova cotação', '/cotacao/criar'],
      ['preferências de desempate', '/preferencia-sic'],
    ] as const) {
      await page.goto(path);
      await mainShowsPayload(page);
      await judge(page, place);
    }
  });

  test('a server message made of every payload, in the alert box, keeps only the allowed formatting', async ({ page, request }) => {
    test.setTimeout(90_000);
    await armCounter(page);
    await request.post('/api/__mock/faults', { data: { method: 'POST', path: '/pergunta/criar', status: 422, times: 1, body: { mensagem: `${ALLOWED_FORMATTING}${XSS_PAYLOADS.join('<br>')}` } } });
    await login(page, 'admin', '/configuracoes-alerta');
    await page.getByLabel('Pergunta').fill('Você vende genéricos?');
    await page.getByLabel(/Arquivo de CNPJs/).setInputFiles({ name: 'cnpjs.txt', mimeType: 'text/plain', buffer: Buffer.from('45.723.174/0001-10') });
    await page.getByLabel('Data de vencimento').pressSequentially('31122027');
    await page.getByRole('button', { name: 'Cadastrar questionário' }).click();
    const message = page.locator('.alert-box__message').filter({ hasText: 'Erro ao configurar o questionário' });
    await expect(message.locator('strong')).toHaveText('forte');
    const kept = await message.evaluate((el) => ['b', 'i', 'strong', 'em', 'br', 'p', 'ul > li', 'a[href="https://exemplo.com.br/ajuda"]'].filter((s) => el.querySelector(s)).length);
    const newWindow = await message.evaluate((el) => Array.from(el.querySelectorAll('a[target="_blank"]')).map((a) => a.getAttribute('rel')));
    recordFigure({ id: 'xss.browser.formattingKept', area: AREA, label: 'Formatação permitida preservada (navegador)', value: `${kept}/8`, target: 'n/n', pass: kept === 8 });
    recordZero('xss.browser.newWindowWithoutNoopener', AREA, 'Links em nova janela sem noopener (navegador)', newWindow.filter((rel) => rel !== 'noopener noreferrer').length);
    expect(kept).toBe(8);
    expect(newWindow.length).toBeGreaterThan(0);
    expect(newWindow.every((rel) => rel === 'noopener noreferrer')).toBe(true);
    await judge(page, 'mensagem do servidor (caixa de alerta)');
  });
});
