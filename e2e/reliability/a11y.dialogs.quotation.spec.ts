import { expect, login, test } from '../fixtures';
import { recordScanFigures, scanAndEscape, scanDialog } from './a11yScan';

/**
 * Issue 17 item 9: axe inside every dialog of the quotation screens (summary, quotation actions,
 * order generation, side column, support, session, EAN maintenance), 0 serious or critical.
 * Dialogs are named by their source ('File.tsx#n', the n-th dialog of the file).
 */
test.describe('axe in the dialogs of the quotation screens', () => {
  test.use({ viewport: { width: 1330, height: 860 } });
  test.afterAll(recordScanFigures);

  test("the summary's dialogs, closing the quotation and starting its automatic order", async ({ page, mockApi }) => {
    test.setTimeout(120_000);
    await login(page, 'comprador', '/pedido-resumo/1001');
    const article = page.getByRole('article').first();
    await article.getByRole('button', { name: 'Visualizar respostas por filial' }).click();

    await page.getByRole('button', { name: 'Filtrar Fornecedores' }).click();
    await scanAndEscape(page, 'FilterModal.tsx#1', 'Filtrar fornecedores e representantes');
    await article.getByRole('list', { name: 'Sinalizadores' }).getByRole('button').first().click();
    await scanAndEscape(page, 'FlagDetailsModal.tsx#1');
    await article.getByRole('button', { name: /^\d+ dias$/ }).first().click();
    await scanAndEscape(page, 'PaymentConditionModal.tsx#1', /^Condição de pagamento - /);
    await article.getByRole('button', { name: /^Ver itens da resposta de/ }).first().click();
    await scanAndEscape(page, 'ResponseDetailsModal.tsx#1', 'Detalhes da resposta');

    const topBar = page.getByRole('group', { name: 'Ações da cotação (topo)' });
    await topBar.getByRole('button', { name: 'Alterar Vencimento' }).click();
    await scanAndEscape(page, 'DueDateModal.tsx#1', 'Alterar vencimento');
    await topBar.getByRole('button', { name: 'Cancelar Cotação' }).click();
    await scanAndEscape(page, 'CancelQuotationModal.tsx#1', 'Aviso');
    await topBar.getByRole('button', { name: 'Encerrar Cotação' }).click();
    const close = await scanDialog(page, 'CloseQuotationModal.tsx#1', 'Encerrar cotação');
    await close.getByRole('button', { name: 'Encerrar Cotação' }).click();
    await expect(close).toBeHidden();

    // The generation answers slowly once, so its progress dialog can be examined.
    await mockApi.fault({ method: 'GET', path: '/pedido/:id/generate', delayMs: 4_000, times: 1 });
    await topBar.getByRole('button', { name: 'Iniciar Pedido Automático' }).click();
    const start = await scanDialog(page, 'ConfirmStartDialog.tsx#1', 'Iniciar pedido');
    await start.getByRole('button', { name: 'Sim' }).click();
    const late = page.getByRole('dialog', { name: 'Respostas atrasadas' });
    const generating = page.getByRole('dialog', { name: 'Gerando pedidos' });
    await expect(late.or(generating)).toBeVisible();
    if (await late.isVisible()) {
      await scanDialog(page, 'LateAnswersModal.tsx#1', 'Respostas atrasadas');
      await late.getByRole('button', { name: 'Confirmar' }).click();
    }
    await scanDialog(page, 'GeneratingDialog.tsx#1', 'Gerando pedidos');
    await expect(page).toHaveURL(/\/pedido-automatico\/1001$/, { timeout: 20_000 });
  });

  test('a generation the server refuses shows its error dialog', async ({ page, mockApi }) => {
    await mockApi.closedQuotationId();
    await mockApi.fault({ method: 'GET', path: '/pedido/:id/generate', status: 409 });
    await login(page, 'comprador', '/pedido-resumo/1001');
    await page.getByRole('group', { name: 'Ações da cotação (topo)' }).getByRole('button', { name: 'Iniciar Pedido Automático' }).click();
    await page.getByRole('dialog', { name: 'Iniciar pedido' }).getByRole('button', { name: 'Sim' }).click();
    const late = page.getByRole('dialog', { name: 'Respostas atrasadas' });
    const error = page.getByRole('dialog', { name: 'Erro ao gerar o pedido' });
    await expect(late.or(error)).toBeVisible({ timeout: 20_000 });
    if (await late.isVisible()) await late.getByRole('button', { name: 'Confirmar' }).click();
    await scanDialog(page, 'GenerationErrorDialog.tsx#1', 'Erro ao gerar o pedido');
  });

  test('answers that arrived after the due date are offered before generating', async ({ page, mockApi }) => {
    const id = await mockApi.closedQuotationId();
    // The scenario has no late answer: the mock answers the late-answer list with one, once.
    const late = { idResposta: 1, idCliente: 1, cnpjCliente: '11222333000181', nomeCliente: 'Drogaria Centro', idFornecedor: 1, nomeFornecedor: 'Distribuidora Exemplo', idRepresentante: 1, nomeRepresentante: 'Ana Representante', dataEnvio: new Date().toISOString(), considerada: false };
    await page.request.post('/api/__mock/faults', { data: { method: 'GET', path: '/resumoresposta/filiaisComRespostasAtradadas/:id/:idFornecedor/:idRepresentante', status: 200, body: [late], times: 1 } });
    await login(page, 'comprador', `/pedido-resumo/${id}`);
    await page.getByRole('group', { name: 'Ações da cotação (topo)' }).getByRole('button', { name: 'Iniciar Pedido Automático' }).click();
    await page.getByRole('dialog', { name: 'Iniciar pedido' }).getByRole('button', { name: 'Sim' }).click();
    const dialog = await scanDialog(page, 'LateAnswersModal.tsx#1', 'Respostas atrasadas');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  test("a supplier's integration login error opens its integration data", async ({ page }) => {
    // 1002 (in analysis) has answers in 'Usuário e/ou senha inválido.'.
    await login(page, 'comprador', '/pedido-resumo/1002');
    const edit = page.getByRole('button', { name: 'Editar dados de integração' }).first();
    const articles = page.getByRole('article');
    await expect(articles.first()).toBeVisible();
    for (let n = 0; n < (await articles.count()) && !(await edit.isVisible()); n += 1) {
      await articles.nth(n).getByRole('button', { name: 'Visualizar respostas por filial' }).click();
    }
    await edit.click();
    await scanAndEscape(page, 'IntegrationModal.tsx#1', /^Dados de integração - /);
  });

  test('side column, session, support and EAN maintenance dialogs', async ({ page, mockApi }) => {
    test.setTimeout(90_000);
    await login(page, 'admin', '/cotacao/criar');
    await page.getByRole('tabpanel').getByLabel('Título *').fill('Compra de teste de acessibilidade');
    await page.getByRole('complementary', { name: 'Coluna lateral' }).getByRole('button', { name: 'Criar Cotação' }).click();
    await scanAndEscape(page, 'NewQuotationConfirm.tsx#1', 'Criar nova cotação?');

    await page.goto('/manutencao-eans');
    const panels = page.getByRole('list', { name: 'Produtos' }).getByRole('listitem');
    const code = (await panels.nth(1).locator('.ean-panel__code').textContent())!.trim();
    await panels.nth(1).getByRole('button', { name: new RegExp(`^${code} `) }).click();
    await panels.nth(1).getByRole('button', { name: 'Adicionar produto relacionado' }).click();
    await scanAndEscape(page, 'AddRelatedDialog.tsx#1', 'Adicionar produto relacionado');
    await panels.nth(1).getByRole('button', { name: /^Excluir todos/ }).click();
    await scanAndEscape(page, 'DeleteAllDialog.tsx#1', 'Excluir todos os produtos relacionados');

    await page.goto('/suporte');
    await page.getByRole('button', { name: 'Limpar registros' }).click();
    await scanAndEscape(page, 'SupportPage.tsx#1', 'Limpar registros');

    await page.goto('/cotacao');
    await mockApi.fault({ path: '/configuracao/tem/:flag', status: 401, times: 3 });
    await page.reload();
    await scanDialog(page, 'SessionGate.tsx#1', 'Sessão expirada');
  });
});
