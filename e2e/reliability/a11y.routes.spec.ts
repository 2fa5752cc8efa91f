import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { dialogIds, recordScanFigures, routePatterns, scan } from './a11yScan';

/**
 * Issue 17 item 9: axe (WCAG 2 A/AA) on every route of src/app/routes.tsx, in the e2e scenario
 * (1001 in progress, 1002 in analysis with its automatic order, confirmed before the review page), 0 serious or critical violations.
 */
interface RouteVisit {
  pattern: string;
  path: string;
  /** What shows once the page has loaded. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /** What the buyer does first so the page has something to show (for example confirming the orders). */
  prepare?: (page: Page) => Promise<void>;
}

/** 'Confirmar Pedido' on the automatic order, so the review page lists confirmed orders. */
async function confirmOrders(page: Page): Promise<void> {
  await page.goto('/pedido-automatico/1002');
  await page.locator('.supplier__toggle').first().waitFor();
  await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
  const overDouble = page.getByRole('dialog', { name: 'Pedidos com quantidade acima do dobro da cotada' });
  await Promise.race([page.waitForURL(/\/revisao-envio\/1002$/), overDouble.waitFor().then(() => overDouble.getByRole('button', { name: 'Confirmar pedidos' }).click())]);
  await expect(page).toHaveURL(/\/revisao-envio\/1002$/);
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();

const BUYER: RouteVisit[] = [
  { pattern: 'cotacao', path: '/cotacao', ready: heading('Início') },
  { pattern: 'cotacao/filter', path: '/cotacao/filter', ready: heading('Consultar cotações') },
  { pattern: 'cotacao/criar/:id?', path: '/cotacao/criar', ready: heading('Nova cotação') },
  { pattern: 'cotacao/criar/:id?', path: '/cotacao/criar/1001', ready: heading('Dados da Cotação') },
  { pattern: 'blank', path: '/blank', ready: heading('Página em branco') },
  { pattern: 'chat', path: '/chat', ready: heading('Chat') },
  { pattern: 'produtos-nao-respondidos/:id', path: '/produtos-nao-respondidos/1002', ready: heading(/^Produtos não Respondidos/) },
  { pattern: 'pedido-resumo/:id', path: '/pedido-resumo/1002', ready: heading(/^Fornecedores participantes/) },
  { pattern: 'pedido-automatico/:id', path: '/pedido-automatico/1002', ready: (page) => page.locator('.supplier__toggle').first() },
  { pattern: 'revisao-envio/:id', path: '/revisao-envio/1002', ready: (page) => page.locator('.review-supplier').first(), prepare: confirmOrders },
  { pattern: 'revisao-envio/:id/oportunidades', path: '/revisao-envio/1002/oportunidades', ready: heading('Revisão de oportunidades') },
  { pattern: 'pedido-manual/:id', path: '/pedido-manual/1001', ready: heading(/Cotação 1001/) },
  { pattern: 'problemas-de-embalagem/:id', path: '/problemas-de-embalagem/1001', ready: heading(/Cotação 1001/) },
  { pattern: 'pedido-automatico/:id/combo', path: '/pedido-automatico/1001/combo', ready: heading('Combos') },
  { pattern: 'OrdersShippedOrInvoiced', path: '/OrdersShippedOrInvoiced', ready: (page) => page.getByRole('main') },
  { pattern: 'preferencia-sic', path: '/preferencia-sic', ready: (page) => page.getByRole('main') },
  { pattern: 'preferencia-cliente', path: '/preferencia-cliente', ready: (page) => page.getByRole('main') },
];

const ADMIN: RouteVisit[] = [
  { pattern: 'configuracoes-alerta', path: '/configuracoes-alerta', ready: (page) => page.getByRole('main') },
  { pattern: 'manutencao-eans', path: '/manutencao-eans', ready: (page) => page.getByRole('main') },
];

const PUBLIC: RouteVisit[] = [
  { pattern: 'suporte', path: '/suporte', ready: (page) => page.getByRole('heading').first() },
  { pattern: 'site/cadastro', path: '/site/cadastro', ready: (page) => page.getByRole('heading').first() },
  { pattern: 'site/resposta', path: '/site/resposta', ready: heading('Dados enviados com sucesso!') },
  { pattern: 'login', path: '/cotacao', ready: (page) => page.getByLabel('Login') },
];

async function visitAll(page: Page, visits: RouteVisit[]): Promise<void> {
  for (const visit of visits) {
    await visit.prepare?.(page);
    await page.goto(visit.path);
    await expect(visit.ready(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.page-loading')).toHaveCount(0);
    await scan(page, 'route', visit.pattern);
  }
}

test.describe('axe on every route', () => {
  test.afterAll(recordScanFigures);

  test('every route of routes.tsx is in this list', () => {
    const listed = new Set([...BUYER, ...ADMIN, ...PUBLIC].map((v) => v.pattern));
    expect(routePatterns().filter((p) => !listed.has(p))).toEqual([]);
  });

  test('every dialog of src is opened and scanned by one of the dialog specs', () => {
    const specs = fs
      .readdirSync(__dirname)
      .filter((name) => name.startsWith('a11y.dialogs.') && name.endsWith('.spec.ts'))
      .map((name) => fs.readFileSync(path.join(__dirname, name), 'utf8'))
      .join('\n');
    expect(dialogIds().filter((id) => !specs.includes(`'${id}'`))).toEqual([]);
  });

  test('public pages and the login form', async ({ page }) => {
    await visitAll(page, PUBLIC);
  });

  test("the buyer's pages", async ({ page }) => {
    test.setTimeout(240_000);
    await login(page);
    await visitAll(page, BUYER);
  });

  test("the administrator's pages", async ({ page }) => {
    await login(page, 'admin');
    await visitAll(page, ADMIN);
  });
});
