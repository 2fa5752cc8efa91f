import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordZero } from '../../../src/test/reliabilityFigures';
import { expect, test } from '../../fixtures';
import { distPorts } from './ports';
import { clearCspReports, cspReports, directiveOf } from './cspReports';

/**
 * Issue 17 item 1 (ASVS V3.4.6): the production server's frame-ancestors comes from the configured
 * allowedParentOrigins. Two small parent pages on two local origins frame the app: the listed one
 * shows it, Chromium refuses the unlisted one (and reports the violation).
 */
const APP = `http://127.0.0.1:${distPorts.app}`;
const servers: http.Server[] = [];

function parentPage(port: number): Promise<string> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="pt-BR"><title>Portal ${port}</title><iframe id="app" title="Aplicação" src="${APP}/cotacao" style="width:1200px;height:700px"></iframe></html>`);
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)));
}

test.afterAll(() => servers.forEach((server) => server.close()));

test('the production server sends frame-ancestors from the configured origins, nosniff and a strict referrer policy', async ({ request }) => {
  const answer = await request.get('/cotacao');
  const csp = answer.headers()['content-security-policy'];
  expect(csp).toContain(`frame-ancestors http://127.0.0.1:${distPorts.allowedParent}`);
  expect(csp).not.toContain(String(distPorts.unlistedParent));
  // Every kind of answer: a page, a script file, the runtime configuration, an API answer.
  const script = /src="?(\/main\.[0-9a-f]+\.js)/.exec(await answer.text())?.[1];
  const answers = [answer, await request.get(script!), await request.get('/config.json'), await request.get('/api/__mock/faults')];
  const missing = answers.filter((a) => a.headers()['referrer-policy'] !== 'strict-origin' || a.headers()['x-content-type-options'] !== 'nosniff').length;
  recordZero('csp.headersMissing', '2 Token e sessão', `respostas sem Referrer-Policy strict-origin ou nosniff (de ${answers.length}: página, script, config, API)`, missing);
  expect(missing).toBe(0);
});

test('a page on an allowed origin can frame the app; a page on an unlisted origin cannot', async ({ page, request }) => {
  await clearCspReports(request);
  await page.goto(await parentPage(distPorts.allowedParent));
  await expect(page.frameLocator('#app').getByLabel('Login')).toBeVisible({ timeout: 20_000 });

  await page.goto(await parentPage(distPorts.unlistedParent));
  // Chromium reports the refusal to the app's report-uri: wait for it, then look inside the frame.
  await expect.poll(async () => (await cspReports(request)).filter((r) => directiveOf(r) === 'frame-ancestors').length, { timeout: 15_000 }).toBe(1);
  const framed = page.frames().filter((frame) => frame !== page.mainFrame() && frame.url().startsWith(APP));
  const shown = (await Promise.all(framed.map((frame) => frame.locator('#root').count()))).reduce((sum, n) => sum + n, 0);
  recordZero('csp.framingUnlistedAllowed', '1 Incorporação', 'páginas de origem não listada que exibem a aplicação num frame', shown);
  expect(shown).toBe(0);
  await expect(page.frameLocator('#app').getByLabel('Login')).toHaveCount(0);
});
