import { login, test } from './fixtures';
import { openFirstOrder, orderGrid } from './automaticOrderSteps';
import { expectLegible, expectNoSidewaysScroll, shoot, VIEWPORTS } from './tableLegibilitySteps';

/**
 * Issue 28 on the `large` scenario (playwright.large.config.ts): the automatic order's product
 * table of the first quotation in analysis, at 1330×860 and 1920×1080, with its bigger figures
 * (line totals in the thousands): EANs whole, no money cut, presentations told apart.
 */
for (const viewport of VIEWPORTS) {
  test.describe(`large: order table at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the automatic order items read whole', async ({ page, mockApi }) => {
      const id = await mockApi.quotationIdByStatus('EM_ANALISE');
      await login(page, 'comprador', `/pedido-automatico/${id}`);
      await openFirstOrder(page);
      await expectLegible(orderGrid(page), 'pedido automático (large)');
      await expectNoSidewaysScroll(page);
      await shoot(orderGrid(page), 'large-automatic-order', viewport);
    });
  });
}
