import type { Page } from '@playwright/test';
import { expect, login, type MockApi } from './fixtures';

/**
 * The support flow's start (support.spec, reliability/token.spec): the buyer signs in, the 'EM
 * ANDAMENTO' list fails once with a 500 (a journal record), then loads; answers its titles.
 */
export async function failThenLoadInProgressList(page: Page, mockApi: MockApi): Promise<string[]> {
  await login(page);
  await mockApi.fault({ path: '/cotacao/getByFiltro', status: 500, times: 1 });
  const panel = page.getByRole('button', { name: 'EM ANDAMENTO', exact: true });
  await panel.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar as cotações.' })).toBeVisible();
  await panel.click();
  await panel.click();
  const rows = page.getByRole('table', { name: 'EM ANDAMENTO' }).getByRole('link');
  await expect(rows.first()).toBeVisible();
  return rows.allTextContents();
}
