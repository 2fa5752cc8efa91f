import type { Page } from '@playwright/test';
import { browserTomorrow, expect, expectAccessible, login } from './fixtures';

/** Signs in and opens the wizard from the home's NOVA COTAÇÃO. */
export async function openWizard(page: Page): Promise<void> {
  await login(page, 'comprador', '/cotacao');
  await page.getByRole('link', { name: 'NOVA COTAÇÃO' }).click();
  await expect(page.getByRole('tab', { name: '1. cadastro' })).toHaveAttribute('aria-selected', 'true');
}

/** Signs in, fills step 1 of the wizard as a buyer would and creates the quotation; returns its id (now on step 2). */
export async function createThroughStep1(page: Page, title: string): Promise<number> {
  await openWizard(page);
  return fillStep1AndCreate(page, title);
}

export async function fillStep1AndCreate(page: Page, title: string): Promise<number> {
  const step = page.getByRole('tabpanel');
  await step.getByRole('checkbox').first().check(); // first representative of the first supplier
  await step.getByRole('checkbox', { name: 'Selecionar todas as filiais' }).check();
  await step.getByLabel('Título *').fill(title);
  await step.getByLabel('Vencimento *').pressSequentially((await browserTomorrow(page)).replace(/\//g, ''));
  await step.getByLabel('Hora *').pressSequentially('1030');
  await step.getByLabel('Condição de pagamento *').selectOption({ label: 'À vista' });
  await step.getByRole('radio', { name: /Endereço da matriz/ }).check();
  await expectAccessible(page);
  await step.getByRole('button', { name: 'Criar Cotação' }).click();
  await expect(page.getByRole('tab', { name: '2. adicionar produtos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/cotacao\/criar\/\d+$/);
  return Number(page.url().split('/').pop());
}

/** Step 2: adds the first product the search finds for `text`. */
export async function addFirstProduct(page: Page, text = 'mg x'): Promise<void> {
  const step = page.getByRole('tabpanel');
  await step.getByRole('group', { name: 'Busca de produto *' }).getByRole('radio', { name: 'Compra por produto específico' }).check();
  await step.getByLabel(/Buscar produto/).fill(text);
  const add = step.getByRole('button', { name: /^Adicionar / }).first();
  await expect(add).toBeVisible({ timeout: 5_000 });
  await add.click();
  await expect(step.getByRole('heading', { name: 'Produtos adicionados (1)' })).toBeVisible();
}
