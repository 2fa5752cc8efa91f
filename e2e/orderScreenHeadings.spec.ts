import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures';

/**
 * Issue 28: the packaging-problem and combo screens carry the quotation header and the stepper the
 * other order screens show (Pedido current), at the buyer's 1330×860, with no sideways scroll.
 */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.use({ viewport: { width: 1330, height: 860 } });

for (const [screen, path, title, shot] of [
  ['packaging-problem', (id: number) => `/problemas-de-embalagem/${id}`, 'Problemas de embalagem', 'packaging-heading-1330.png'],
  ['combo', (id: number) => `/pedido-automatico/${id}/combo`, 'Combos', 'combo-heading-1330.png'],
] as const) {
  test(`the ${screen} screen shows the quotation header and the stepper`, async ({ page, mockApi }) => {
    const id = await mockApi.quotationIdByStatus('EM_ANALISE');
    await login(page, 'comprador', path(id));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Cotação ${id} `) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Etapas do pedido' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Pedido');
    await expect(steps.getByRole('link', { name: /Resumo/ })).toHaveAttribute('href', `/pedido-resumo/${id}`);
    await expect(page.getByText('Vencimento', { exact: true })).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await expectAccessible(page);
    await page.screenshot({ path: `docs/screenshots/${shot}` });
  });
}
