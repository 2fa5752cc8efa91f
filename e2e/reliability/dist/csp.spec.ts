import type { APIRequestContext, Page } from '@playwright/test';
import { recordZero } from '../../../src/test/reliabilityFigures';
import { expect, login, test } from '../../fixtures';
import { clearCspReports, cspReports, watchViolationEvents, type CspReport } from './cspReports';

/**
 * Issue 17 item 7: the production build under its strict CSP (mocks/server/securityHeaders.ts).
 * The main screens, with the chat widget (loaded from another origin, as a third party would be)
 * open and the document store read, raise no violation; an inline script injected into the page
 * is blocked and reported.
 */
test.use({ viewport: { width: 1330, height: 860 } });

async function openChat(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Fale conosco' }).click();
  await expect(page.getByRole('region', { name: 'Conversa com o suporte' })).toBeVisible();
}

const INJECTED = 'window.__injected = (window.__injected || 0) + 1';
const isInjected = (report: CspReport) => (report['csp-report']?.['script-sample'] ?? '').includes('__injected');

/** Injects an inline script and an inline handler (the sentinels); resolves once both reports have arrived. */
async function injectAndAwaitReports(page: Page, request: APIRequestContext): Promise<number> {
  await page.evaluate((code) => {
    const script = document.createElement('script');
    script.textContent = code;
    document.body.appendChild(script);
    document.body.insertAdjacentHTML('beforeend', `<img alt="" src="/favicon.svg?injetado" onload="${code}">`);
  }, INJECTED);
  await expect.poll(async () => (await cspReports(request)).filter(isInjected).length, { timeout: 15_000 }).toBe(2);
  return page.evaluate(() => (window as unknown as { __injected?: number }).__injected ?? 0);
}

test('the main screens with the chat open raise 0 violations; an injected inline script is blocked and reported', async ({ page, request, mockApi }) => {
  await clearCspReports(request);
  const violations = await watchViolationEvents(page);
  const seen: string[] = [];
  const collect = async () => seen.push(...(await violations()));
  const id = await mockApi.quotationIdByStatus('EM_ANALISE');

  // The document store (the user's preferences document; 404 until first saved) must keep working under the policy.
  const documentStore = page.waitForResponse((r) => r.url().includes('/api/docstore/') && [200, 404].includes(r.status()));
  await login(page, 'comprador', '/cotacao'); // login, then the home
  await documentStore;
  await expect(page.getByRole('link', { name: 'NOVA COTAÇÃO' })).toBeVisible();
  await openChat(page);
  await page.getByRole('link', { name: 'NOVA COTAÇÃO' }).click(); // the wizard
  await expect(page.getByRole('tab', { name: '1. cadastro' })).toHaveAttribute('aria-selected', 'true');
  await collect();

  await page.goto(`/pedido-resumo/${id}`); // the summary
  await expect(page.getByRole('heading', { name: /^Cotação \d+/ })).toBeVisible();
  await openChat(page);
  await collect();

  await page.goto(`/pedido-automatico/${id}`); // the automatic order, its grid open
  await openChat(page);
  await page.locator('.supplier__toggle').first().click();
  await page.locator('.representative__toggle').first().click();
  await page.locator('.order-card__toggle').first().click();
  await expect(page.getByRole('region', { name: /Produtos do pedido de/ }).locator('.ag-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click(); // the review
  const overDouble = page.getByRole('dialog', { name: 'Pedidos com quantidade acima do dobro da cotada' });
  await Promise.race([page.waitForURL(new RegExp(`/revisao-envio/${id}$`)), overDouble.waitFor().then(() => overDouble.getByRole('button', { name: 'Confirmar pedidos' }).click())]);
  await expect(page).toHaveURL(new RegExp(`/revisao-envio/${id}$`));
  await expect(page.getByRole('region', { name: 'Revisão e envio' }).getByText(/Total do pedido:/).first()).toBeVisible();
  await collect();

  await page.goto('/chat'); // the widget full size
  await expect(page.locator('#chat-widget-full').getByRole('region', { name: 'Conversa com o suporte' })).toBeVisible();

  // The sentinels: an inline script and an inline event handler injected as an attacker would.
  // Their reports arriving also means the reports of anything the walk did before have arrived.
  const executed = await injectAndAwaitReports(page, request);
  await collect();

  const reports = (await cspReports(request)).filter((report) => !isInjected(report));
  const events = seen.filter((line) => !line.includes('__injected'));
  recordZero('csp.walkReports', '7 CSP', 'relatórios de violação na volta pelas telas com o chat aberto', reports.length);
  recordZero('csp.walkViolationEvents', '7 CSP', 'eventos securitypolicyviolation na volta pelas telas', events.length);
  recordZero('csp.injectedInlineExecuted', '7 CSP', 'script inline e tratador on* injetados executados', executed);
  expect(reports).toEqual([]);
  expect(events).toEqual([]);
  expect(executed).toBe(0);
  expect(seen.filter((line) => line.includes('__injected')).map((line) => line.split(' ')[0])).toEqual(['script-src-elem', 'script-src-attr']);
});

/** Visits each route (waiting for the network to settle), then the sentinels; every violation seen or reported on the way. */
async function sweep(page: Page, request: APIRequestContext, violations: () => Promise<string[]>, routes: string[]): Promise<string[]> {
  const seen: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    seen.push(...(await violations()).map((line) => `${route}: ${line}`));
  }
  await injectAndAwaitReports(page, request);
  const reports = (await cspReports(request)).filter((report) => !isInjected(report));
  return [...seen.filter((line) => !line.includes('__injected')), ...reports.map((report) => JSON.stringify(report))];
}

test('every other screen, public, as buyer and as administrator, raises 0 violations', async ({ page, browser, request, mockApi }) => {
  await clearCspReports(request);
  const analysis = await mockApi.quotationIdByStatus('EM_ANALISE');
  const inProgress = await mockApi.quotationIdByStatus('EM_ANDAMENTO');
  const buyerRoutes = [
    '/cotacao/filter',
    `/cotacao/criar/${inProgress}`,
    `/produtos-nao-respondidos/${inProgress}`,
    `/pedido-manual/${analysis}`,
    `/problemas-de-embalagem/${analysis}`,
    `/pedido-automatico/${analysis}/combo`,
    `/revisao-envio/${analysis}/oportunidades`,
    '/OrdersShippedOrInvoiced',
    '/preferencia-sic',
    '/preferencia-cliente',
    '/suporte',
  ];
  const publicRoutes = ['/site/cadastro'];
  const adminRoutes = ['/configuracoes-alerta', '/manutencao-eans'];

  const anonymous = await watchViolationEvents(page);
  const found = await sweep(page, request, anonymous, publicRoutes);
  await clearCspReports(request);
  await login(page, 'comprador', '/cotacao');
  found.push(...(await sweep(page, request, anonymous, buyerRoutes)));

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminViolations = await watchViolationEvents(admin);
  await clearCspReports(request);
  await login(admin, 'admin', '/cotacao');
  found.push(...(await sweep(admin, request, adminViolations, adminRoutes)));
  await adminContext.close();

  const screens = publicRoutes.length + buyerRoutes.length + adminRoutes.length;
  recordZero('csp.routeSweepViolations', '7 CSP', `violações (eventos e relatórios) em ${screens} outras telas`, found.length);
  expect(found).toEqual([]);
});
