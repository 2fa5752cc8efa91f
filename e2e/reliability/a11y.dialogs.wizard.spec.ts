import { expect, test } from '../fixtures';
import { addFirstProduct, fillStep1AndCreate, openWizard } from '../wizardSteps';
import { recordScanFigures, scan, scanAndEscape, scanDialog } from './a11yScan';

/**
 * Issue 17 item 9: axe inside the quotation wizard's dialogs (payment condition per branch,
 * payment terms loading and editing, due-date confirmation, the loading dialog while sending),
 * 0 serious or critical. Slow answers (mock faults with a delay) hold the loading dialogs open.
 */
test.describe('axe in the dialogs of the quotation wizard', () => {
  test.use({ viewport: { width: 1330, height: 860 } });
  test.afterAll(recordScanFigures);

  test('conditions, payment terms, due-date confirmation and sending', async ({ page, mockApi }) => {
    test.setTimeout(120_000);
    await openWizard(page);
    const warning = page.getByRole('button', { name: /^Condição de pagamento por filial: / }).first();
    await expect(warning).toBeVisible();
    await warning.click();
    await scanAndEscape(page, 'PaymentConditionsModal.tsx#1', /^Condição de pagamento por filial: /);

    await fillStep1AndCreate(page, 'Cotação de acessibilidade');
    await mockApi.fault({ method: 'GET', path: '/cotacaoCadastro/:id/prazos', delayMs: 3_000, times: 1 });
    await page.getByRole('button', { name: 'Gerenciar prazo de pagamento' }).click();
    const terms = page.getByRole('dialog', { name: 'Gerenciamento do prazo de pagamento' });
    await expect(terms.getByRole('status')).toBeVisible();
    await scan(page, 'dialog', 'PaymentTermsModal.tsx#2', terms);
    await expect(terms.getByLabel('Prazo (dias)')).toBeVisible({ timeout: 15_000 });
    await scanAndEscape(page, 'PaymentTermsModal.tsx#1', 'Gerenciamento do prazo de pagamento');

    await addFirstProduct(page);
    const step = page.getByRole('tabpanel');
    await step.getByRole('button', { name: 'Encerrar Adição de Produtos' }).click();
    await step.getByRole('button', { name: 'Enviar Cotação' }).click();
    const confirm = await scanDialog(page, 'WizardModals.tsx#1', 'Confirmação do vencimento');
    await mockApi.fault({ method: 'POST', path: '/cotacaoCadastro/:id/enviar', delayMs: 3_000, times: 1 });
    await confirm.getByRole('button', { name: 'Confirmar envio' }).click();
    await scanDialog(page, 'WizardModals.tsx#2', 'Carregando');
    await expect(page).toHaveURL(/\/cotacao$/, { timeout: 15_000 });
  });
});
