import { brasiliaDate, startOfBrasiliaDay } from '../src/domain/brasiliaTime';
import { expect, expectAccessible, login, test } from './fixtures';
import { addFirstProduct, createThroughStep1 } from './wizardSteps';

test.describe('quotations', () => {
  test('creates a quotation through the three steps, sends it, finds it under EM ANDAMENTO and by code, and carries it from its summary to its automatic order', async ({ page }) => {
    const id = await createThroughStep1(page, 'Cotação E2E de analgésicos');
    const step = page.getByRole('tabpanel');
    await addFirstProduct(page);
    await expectAccessible(page);
    await step.getByRole('button', { name: 'Encerrar Adição de Produtos' }).click();
    await expect(page.getByRole('tab', { name: '3. enviar cotação' })).toHaveAttribute('aria-selected', 'true');
    await expect(step.getByRole('heading', { name: 'Dados Gerais' })).toBeVisible();
    await expect(step.getByText('Cotação E2E de analgésicos')).toBeVisible();
    await expectAccessible(page);

    await step.getByRole('button', { name: 'Enviar Cotação' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmação do vencimento' });
    await expect(confirm).toContainText('respondem automaticamente somente na data de vencimento');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Confirmar envio' }).click();

    await expect(page).toHaveURL(/\/cotacao$/);
    await expect(page.getByText(`Cotação ${id} enviada aos fornecedores.`)).toBeVisible();
    await page.getByRole('button', { name: 'EM ANDAMENTO', exact: true }).click();
    await expect(page.getByRole('table', { name: 'EM ANDAMENTO' }).getByRole('link', { name: 'Cotação E2E de analgésicos' })).toHaveAttribute('href', `/pedido-resumo/${id}`);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'CONSULTAR COTAÇÕES' }).click();
    await page.getByLabel('Código').fill(String(id));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByRole('heading', { name: 'RESULTADO DA BUSCA (1)' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Resultado da busca' })).toContainText('Em Andamento');
    await expectAccessible(page);

    // Its summary: the answers that arrived at once, then close it and generate its automatic order.
    await page.getByRole('table', { name: 'Resultado da busca' }).getByRole('link', { name: 'Cotação E2E de analgésicos' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-resumo/${id}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Cotação ${id}`);
    const actions = page.getByRole('group', { name: 'Ações da cotação (topo)' });
    await actions.getByRole('button', { name: 'Encerrar Cotação' }).click();
    await page.getByRole('dialog', { name: 'Encerrar cotação' }).getByRole('button', { name: 'Encerrar Cotação' }).click();
    await actions.getByRole('button', { name: 'Iniciar Pedido Automático' }).click();
    await page.getByRole('dialog', { name: 'Iniciar pedido' }).getByRole('button', { name: 'Sim' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-automatico/${id}$`), { timeout: 20_000 });
  });

  test('cancels a quotation from step 2 and finds it under CANCELADAS with its reason', async ({ page }) => {
    await createThroughStep1(page, 'Cotação E2E a cancelar');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Cancelar Cotação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aviso' });
    await dialog.getByLabel('Motivo do cancelamento').fill('Compra adiada pela matriz');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancelar Cotação' }).click();
    await expect(page).toHaveURL(/\/cotacao$/);
    await expect(page.getByText(/^Cotação \d+ cancelada\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'CANCELADAS', exact: true }).click();
    const row = page.getByRole('table', { name: 'CANCELADAS' }).getByRole('row', { name: /Cotação E2E a cancelar/ });
    await expect(row).toContainText('Compra adiada pela matriz');
    await expect(row.getByRole('link')).toHaveCount(0);
  });

  test('the export link downloads cotacao-{id}.csv: an attachment, ; separated, with a UTF-8 BOM', async ({ page, context, mockApi }) => {
    await login(page, 'comprador', '/cotacao');
    await page.getByRole('button', { name: 'EM ANDAMENTO', exact: true }).click();
    const exportButton = page.getByRole('button', { name: /^Exportar produtos da cotação\./ }).first();
    await expect(exportButton).toHaveAttribute('title', 'Exportar produtos da cotação.');
    const fileAnswer = context.waitForEvent('response', (r) => /\/api\/cotacao\/exportProdutosCotacao\/\d+\/arquivo\?/.test(r.url()));
    await exportButton.click();
    const answer = await fileAnswer;
    const id = /exportProdutosCotacao\/(\d+)\//.exec(answer.url())![1];
    expect(answer.headers()['content-disposition']).toBe(`attachment; filename="cotacao-${id}.csv"`);

    // The same link fetched as a spreadsheet program would: no Bearer token, the key in the link authorizes it.
    const link = (await (await page.request.get(`/api/cotacao/exportProdutosCotacao/${id}`, { headers: { Authorization: `Bearer ${await mockApi.token()}` } })).json()) as { mensagem: string };
    const file = await page.request.get(link.mensagem);
    expect(file.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers()['content-disposition']).toBe(`attachment; filename="cotacao-${id}.csv"`);
    const bytes = await file.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('EAN;Produto;Apresentação;Fabricante;Quantidade');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.split(';').length === 5)).toBe(true);
  });

  test('a quotation in progress past its due date shows as in analysis', async ({ page, request }) => {
    await login(page, 'comprador', '/cotacao');
    await page.getByRole('button', { name: 'EM ANDAMENTO', exact: true }).click();
    const row = page.getByRole('table', { name: 'EM ANDAMENTO' }).getByRole('row').nth(1);
    const title = (await row.getByRole('link').textContent())!;
    // The mock's own clock moves eleven days ahead (every generated quotation in progress is due within ten).
    await request.post('/api/__mock/clock', { data: { advanceMs: 11 * 86_400_000 } });
    await page.goto('/cotacao');
    await page.getByRole('button', { name: 'PARA ANÁLISE', exact: true }).click();
    await expect(page.getByRole('table', { name: 'PARA ANÁLISE' }).getByRole('link', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'EM ANDAMENTO', exact: true }).click();
    await expect(page.getByRole('table', { name: 'EM ANDAMENTO' }).getByRole('link', { name: title })).toHaveCount(0);
  });

  test('addresses with bad values: the search drops them with a notice, the wizard says the quotation was not found', async ({ page }) => {
    await login(page, 'comprador', '/cotacao/filter?codigo=abc&cadastroDe=foo');
    await expect(page.getByText('Parâmetros inválidos foram ignorados: codigo, cadastroDe.')).toBeVisible();
    await expect(page.getByText('Houve problemas ao efetuar a busca.')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /RESULTADO DA BUSCA/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/cotacao\/filter$/);

    await page.goto('/cotacao/criar/abc');
    await expect(page.getByRole('alert')).toContainText('Cotação abc não encontrada.');
    await expect(page.getByLabel('Título *')).toHaveCount(0);
    await page.goto('/cotacao/criar/987654');
    await expect(page.getByRole('alert')).toContainText('Cotação 987654 não encontrada.');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Criar nova cotação' }).click();
    await expect(page).toHaveURL(/\/cotacao\/criar$/);
    await expect(page.getByLabel('Título *')).toHaveValue('');
  });

  test('the search shows no result panel before the first search, and one message at a time', async ({ page }) => {
    await login(page, 'comprador', '/cotacao/filter');
    await expect(page.getByRole('heading', { name: 'FILTRO DE COTAÇÕES' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /RESULTADO DA BUSCA/ })).toHaveCount(0);
    await expect(page.getByText('Nenhum dado encontrado.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const banner = page.getByText(/É necessário selecionar um período/);
    await expect(banner).toBeVisible();
    const creation = page.getByRole('group', { name: 'Data de criação' });
    await creation.getByLabel('De').pressSequentially(brasiliaDate(new Date()).replaceAll('/', ''));
    await creation.getByLabel('Até').pressSequentially(brasiliaDate(startOfBrasiliaDay(new Date(), -30)).replaceAll('/', ''));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByText('A data inicial não pode ser depois da final.')).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /RESULTADO DA BUSCA/ })).toHaveCount(0);
  });
});
