import type { Page } from '@playwright/test';
import { recordFigure } from '../../src/test/reliabilityFigures';
import { expect, test } from '../fixtures';
import { focusedDescription, KeyboardOnly } from './keyboardFlow';

/**
 * Issue 17 item 9: the main flow with the keyboard only — login → summary → automatic order →
 * review → send — in the e2e scenario (quotation 1001 in progress: closed on the summary, then its automatic order started). No click, no focus() on a
 * page element: Tab/Shift+Tab/Enter/Space/typing, each step asserting the screen it reached.
 */
const STEPS = ['login', 'resumo', 'pedido automático', 'revisão', 'envio'] as const;
const AREA = '9 Dependências e acessibilidade' as const;

/** A dialog the flow may meet (late answers, over-double quantities): answer it with the keyboard when it shows. */
async function answerIfShown(page: Page, keys: KeyboardOnly, dialogName: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  if (await dialog.isVisible()) await keys.activate(dialog.getByRole('button', { name: button }));
}

test.describe('keyboard only', () => {
  test.use({ viewport: { width: 1330, height: 860 } });

  test('login → summary (close, start) → automatic order → review → send, without a mouse', async ({ page }) => {
    test.setTimeout(180_000);
    const keys = new KeyboardOnly(page);
    const reached: string[] = [];
    try {
      await page.goto('/cotacao');
      const user = page.getByLabel('Login');
      await expect(user).toBeFocused();
      await keys.type('comprador');
      await keys.press('Tab');
      await keys.type('comprador123');
      await keys.press('Enter');
      await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
      reached.push(STEPS[0]);

      const inProgress = page.getByRole('button', { name: /EM ANDAMENTO/ });
      await keys.activate(inProgress);
      await expect(inProgress).toHaveAttribute('aria-expanded', 'true');
      await keys.activate(page.getByRole('table', { name: /EM ANDAMENTO/ }).getByRole('link', { name: /^Compra programada do trimestre/ }));
      await expect(page).toHaveURL(/\/pedido-resumo\/1001$/);
      await expect(page.getByRole('heading', { name: /^Fornecedores participantes/ })).toBeVisible();
      reached.push(STEPS[1]);

      const topBar = page.getByRole('group', { name: 'Ações da cotação (topo)' });
      await keys.activate(topBar.getByRole('button', { name: 'Encerrar Cotação' }));
      const close = page.getByRole('dialog', { name: 'Encerrar cotação' });
      await keys.activate(close.getByRole('button', { name: 'Encerrar Cotação' }));
      await expect(close).toBeHidden();
      await keys.activate(topBar.getByRole('button', { name: 'Iniciar Pedido Automático' }));
      const start = page.getByRole('dialog', { name: 'Iniciar pedido' });
      await expect(start).toBeVisible();
      await keys.activate(start.getByRole('button', { name: 'Sim' }));
      await expect(page.getByRole('dialog', { name: 'Respostas atrasadas' }).or(page.locator('.supplier__toggle').first())).toBeVisible({ timeout: 20_000 });
      await answerIfShown(page, keys, 'Respostas atrasadas', 'Confirmar');
      await expect(page).toHaveURL(/\/pedido-automatico\/1001$/, { timeout: 20_000 });
      await expect(page.locator('.supplier__toggle').first()).toBeVisible();
      reached.push(STEPS[2]);

      await keys.activate(page.getByRole('button', { name: 'Confirmar Pedido' }));
      const overDouble = page.getByRole('dialog', { name: 'Pedidos com quantidade acima do dobro da cotada' });
      await expect(overDouble.or(page.getByRole('region', { name: 'Revisão e envio' }))).toBeVisible();
      await answerIfShown(page, keys, 'Pedidos com quantidade acima do dobro da cotada', 'Confirmar pedidos');
      await expect(page).toHaveURL(/\/revisao-envio\/1001$/);
      await expect(page.getByRole('region', { name: 'Revisão e envio' })).toBeVisible();
      reached.push(STEPS[3]);

      await keys.activate(page.getByRole('button', { name: 'Enviar pedidos' }));
      const send = page.getByRole('dialog', { name: 'Enviar pedidos' });
      await expect(send).toBeVisible();
      await keys.activate(send.getByRole('button', { name: 'Enviar sem looping' }));
      await expect(page.getByText(/^(Pedidos enviados com sucesso\.|Gerando arquivo de pedido no FTP para envio dos pedidos\.)$/)).toBeVisible();
      await expect(send).toBeHidden();
      reached.push(STEPS[4]);
    } finally {
      const last = `${reached.length}/${STEPS.length}`;
      recordFigure({ id: 'a11y.keyboardSteps', area: AREA, label: `só teclado: etapas alcançadas de login → resumo → pedido automático → revisão → envio${reached.length === STEPS.length ? '' : ` (parou com o foco em ${await focusedDescription(page)})`}`, value: last, target: `= ${STEPS.length}/${STEPS.length}`, pass: reached.length === STEPS.length });
      recordFigure({ id: 'a11y.keyboardPresses', area: AREA, label: 'só teclado: teclas pressionadas no fluxo principal', value: keys.presses, target: 'medido', pass: reached.length === STEPS.length });
    }
    expect(reached).toEqual([...STEPS]);
  });
});
