import { format, subDays } from 'date-fns';
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { addFirstProduct, fillStep1AndCreate, openWizard } from './wizardSteps';
import { pageLoaded } from './manualOrderSteps';
import { openFirstReviewOrder } from './reviewSteps';
import { MANUAL_GENERATED } from '../mocks/db/manualOrder/manualOrderSeeds';

/** The two sizes every page is checked at (ARCHITECTURE.md "Layout"). */
const SIZES = [
  { name: '1330x860', width: 1330, height: 860 },
  { name: '1920x1080', width: 1920, height: 1080 },
] as const;

const DIR = 'docs/screenshots';

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${DIR}/${name}-${size.name}.png`, fullPage: true });
  }
}

test('home and search', async ({ page }) => {
  await login(page);
  for (const panel of ['EM ANDAMENTO', 'CANCELADAS']) await page.getByRole('button', { name: panel, exact: true }).click();
  await expect(page.getByRole('table', { name: 'CANCELADAS' }).getByRole('row')).not.toHaveCount(1);
  await shoot(page, 'home');

  await page.goto(`/cotacao/filter?cadastroDe=${format(subDays(new Date(), 120), 'yyyy-MM-dd')}&cadastroAte=${format(new Date(), 'yyyy-MM-dd')}`);
  await expect(page.getByRole('heading', { name: /^RESULTADO DA BUSCA \([1-9]/ })).toBeVisible();
  await shoot(page, 'search');
});

test('wizard steps', async ({ page }) => {
  await openWizard(page);
  await expect(page.getByRole('heading', { name: 'Fornecedores' })).toBeVisible();
  await shoot(page, 'wizard-step1');
  await fillStep1AndCreate(page, 'Reposição mensal de analgésicos e antitérmicos das filiais da região Sul');
  await addFirstProduct(page);
  await shoot(page, 'wizard-step2');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Encerrar Adição de Produtos' }).click();
  await expect(page.getByRole('heading', { name: 'Dados Gerais' })).toBeVisible();
  await shoot(page, 'wizard-step3');
});

test('quotation summary, its dialogs and the unanswered products', async ({ page, mockApi }) => {
  const id = await mockApi.quotationIdByStatus('EM_ANDAMENTO');
  await login(page, 'comprador', `/pedido-resumo/${id}`);
  const firstBlock = page.getByRole('region', { name: /Fornecedores participantes/ }).getByRole('article').first();
  await firstBlock.getByText('Visualizar respostas por filial').click();
  await expect(firstBlock.getByRole('table')).toBeVisible();
  await shoot(page, 'summary');

  await firstBlock.getByRole('button', { name: /^Ver itens/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'summary-response-details');
  await page.keyboard.press('Escape');

  await page.getByRole('group', { name: 'Ações da cotação (topo)' }).getByRole('button', { name: 'Alterar Vencimento' }).click();
  await expect(page.getByRole('dialog', { name: 'Alterar vencimento' })).toBeVisible();
  await shoot(page, 'summary-due-date');
  await page.keyboard.press('Escape');

  await page.goto(`/produtos-nao-respondidos/${id}`);
  await expect(page.getByRole('heading', { name: /Produtos não Respondidos/ })).toBeVisible();
  await shoot(page, 'unanswered-products');
});

test('automatic order with a branch order open', async ({ page, mockApi }) => {
  const id = await mockApi.quotationIdByStatus('EM_ANALISE');
  await login(page, 'comprador', `/pedido-automatico/${id}`);
  await page.locator('.supplier__toggle').first().click();
  await page.locator('.representative__toggle').first().click();
  await page.locator('.order-card__toggle').first().click();
  const grid = page.getByRole('region', { name: /Produtos do pedido de/ });
  await expect(grid.locator('.ag-row').first()).toBeVisible();
  // A partial selection: two products of the open order checked.
  await grid.locator('.ag-row input.grid-selection').nth(0).check();
  await grid.locator('.ag-row input.grid-selection').nth(1).check();
  await shoot(page, 'automatic-order');

  await grid.getByRole('button', { name: /^Editar em massa/ }).first().click();
  const massEdit = page.getByRole('dialog', { name: 'Edição em massa do produto' });
  await expect(massEdit.getByRole('checkbox', { name: /^Selecionar / }).first()).toBeVisible();
  await shoot(page, 'automatic-order-mass-edit');
  await page.keyboard.press('Escape');
  await expect(massEdit).toBeHidden();

  await page.getByRole('button', { name: 'Ver Respostas por Produto' }).click();
  const answers = page.getByRole('dialog', { name: 'Ver Respostas por Produto' });
  await expect(answers.getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'automatic-order-answers');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Ver Produtos Excluídos' }).click();
  await expect(page.getByRole('region', { name: /Produtos excluídos/ })).toBeVisible();
  await shoot(page, 'automatic-order-excluded');
});

test('order review: an order open, the preferences, products not bought, a PIX payment', async ({ page, mockApi }) => {
  const { id, headers } = await openFirstReviewOrder(page, mockApi);
  await shoot(page, 'review');

  await page.getByRole('button', { name: 'Ver produtos não comprados' }).click();
  const notBought = page.getByRole('dialog', { name: 'Produtos não comprados' });
  await expect(notBought.getByRole('row').nth(1)).toBeVisible();
  await shoot(page, 'review-not-bought');
  await page.keyboard.press('Escape');

  const list = await page.request.post(`/api/revisaoEnvio/${id}/filiais`, { headers, data: {} });
  const orders = ((await list.json()) as { content: { idPedido: number; idFornecedor: number; nomeFantasiaCliente: string }[] }).content;
  const pix = orders.find((order) => order.idFornecedor % 7 !== 3)!;
  await page.request.post(`/api/__mock/pedidos/${pix.idPedido}/canal`, { data: { situacaoPedido: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PIX', ofertas: ['PIX', 'CARTAO'] } });
  expect((await page.request.post(`/api/pedido/enviarTodos/${id}`, { headers: { ...headers, 'Idempotency-Key': `shots-${id}` }, data: { enviarComLooping: false } })).ok()).toBe(true);
  await page.request.post('/api/__mock/clock', { data: { advanceMs: 2 * 60_000 } });
  await page.reload();
  await page.getByRole('tab', { name: /Pendentes de pagamento/ }).click();
  await page.locator('.review-order', { hasText: pix.nomeFantasiaCliente }).getByRole('button', { name: `Pagamento PD${pix.idPedido}` }).click();
  await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await shoot(page, 'review-pix');
});

test('manual order: branches with their products and answers, and the grouped view', async ({ page }) => {
  await login(page, 'comprador', `/pedido-manual/${MANUAL_GENERATED}`);
  await pageLoaded(page);
  await shoot(page, 'manual-order');
  await page.getByRole('switch', { name: 'Visualizar Agrupado' }).check();
  await pageLoaded(page);
  await shoot(page, 'manual-order-grouped');
});

test('packaging problems: limits applied and a row adjusted', async ({ page, mockApi }) => {
  const id = await mockApi.quotationIdByStatus('EM_ANALISE');
  await login(page, 'comprador', `/problemas-de-embalagem/${id}`);
  await expect(page.getByRole('textbox', { name: /^Quantidade ajustada de / }).first()).toBeVisible();
  await page.getByRole('checkbox', { name: /Ao menos a quantidade mínima exigida/ }).check();
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(/[1-9][\d.]* produtos? resolvidos?/)).toBeVisible();
  await shoot(page, 'packaging-problems');
  await page.getByRole('button', { name: 'Ajuda' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'packaging-problems-help');
});

test('combos: a branch with its combo open', async ({ page, mockApi }) => {
  const id = await mockApi.quotationIdByStatus('EM_ANALISE');
  await login(page, 'comprador', `/pedido-automatico/${id}/combo`);
  const panel = page.getByRole('article').first();
  await panel.locator('.combo-panel__toggle').click();
  await expect(panel.getByRole('checkbox', { name: /^Selecionar / }).first()).toBeVisible();
  await shoot(page, 'combos');
});

test('public sign-up: both steps at a phone width and on a desktop', async ({ page }) => {
  for (const width of [375, 1330]) {
    await page.setViewportSize({ width, height: 860 });
    await page.goto('/site/cadastro');
    await expect(page.getByRole('button', { name: 'Próximo' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/signup-step1-${width}.png`, fullPage: true });
  }
});

test('settings and history pages: tie-break preferences, sent orders, alerts, EAN maintenance', async ({ page }) => {
  const pages = [
    { user: 'comprador', path: '/preferencia-sic', heading: 'Preferência SIC', name: 'preferencia-sic' },
    { user: 'comprador', path: '/preferencia-cliente', heading: 'Preferência', name: 'preferencia-cliente' },
    { user: 'comprador', path: '/OrdersShippedOrInvoiced', heading: /Pedidos enviados/, name: 'sent-orders' },
    { user: 'admin', path: '/configuracoes-alerta', heading: /Configurar alertas/, name: 'alert-settings' },
    { user: 'admin', path: '/manutencao-eans', heading: 'Manutenção dos EANs', name: 'ean-maintenance' },
  ] as const;
  let signedIn: string | null = null;
  for (const { user, path, heading, name } of pages) {
    if (signedIn !== user) {
      if (signedIn) await page.getByRole('button', { name: 'Sair' }).click();
      await login(page, user, path);
      signedIn = user;
    } else {
      await page.goto(path);
    }
    await expect(page.getByRole('heading', { name: heading, exact: typeof heading === 'string' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, name);
  }
});
