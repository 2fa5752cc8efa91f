import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { quotationBranches } from '../../../mocks/db/review/notBoughtProducts';
import { notBoughtRow, selectNotBought } from '../../../mocks/db/review/notBoughtSelection';
import { DEFAULT_NOT_BOUGHT_SITUATIONS, NOT_BOUGHT_LEGEND, NOT_BOUGHT_SITUATIONS } from '../../domain/notBought';
import { parseShortageFile } from '../../domain/shortageFile';
import { renderApp } from '../../test/renderWithProviders';
import { quotationWithOrders } from '../../test/automaticOrderPage';
import { EMPTY_TABLE, FILTER_DONE, FILTER_EMPTY, FILTER_INCOMPLETE, FILTER_PENDING, LOADING_OPTIONS, NOT_BOUGHT_ACTION, NOT_BOUGHT_TITLE } from './notBoughtTexts';

/** 'Ver produtos não comprados' on the review page (spec 03 §2.6, §3.4, §5; issue 12 part 7), against the mock API. */
function confirmedQuotation() {
  const { quotation, orders } = quotationWithOrders();
  orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  return quotation;
}

type View = ReturnType<typeof renderApp>;

async function openModal(view: View) {
  await view.user.click(await screen.findByRole('button', { name: NOT_BOUGHT_ACTION }));
  const dialog = await screen.findByRole('dialog', { name: NOT_BOUGHT_TITLE });
  await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(1));
  await waitFor(() => expect(within(dialog).queryByText('Carregando…')).toBeNull());
  return dialog;
}

const bodyRows = (dialog: HTMLElement) => within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);

/** What the mock's own computation says a page holds (the product and branch of each row). */
function expectedPage(quotationId: number, page: number, situations = DEFAULT_NOT_BOUGHT_SITUATIONS) {
  const quotation = db().quotationById.get(quotationId)!;
  const filter = { cnpjFiliais: quotationBranches(db(), quotation).map((b) => b.cnpj), cnpjFornecedores: db().data.suppliers.map((s) => s.cnpj), ...situations };
  const selection = selectNotBought(db(), quotation, filter);
  return { total: selection.rows.length, rows: Array.from(selection.rows.subarray(page * 5, page * 5 + 5), (row) => notBoughtRow(db(), selection.table, row)) };
}

describe('products not bought', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens with every supplier and branch chosen, every situation but sem retorno, 5 products per page and the code legend', async () => {
    const quotation = confirmedQuotation();
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const dialog = await openModal(view);
    const suppliers = within(dialog).getByRole('region', { name: /Fornecedores/ });
    const branches = within(dialog).getByRole('region', { name: /Filiais/ });
    expect(within(suppliers).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(branches).getAllByRole('checkbox')).toHaveLength(quotation.filiais.length);
    expect(within(branches).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(suppliers).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    for (const { label, key } of NOT_BOUGHT_SITUATIONS) expect(within(dialog).getByRole('checkbox', { name: new RegExp(label) })).toHaveProperty('checked', DEFAULT_NOT_BOUGHT_SITUATIONS[key]);
    expect(within(dialog).getByRole('checkbox', { name: /Produtos sem retorno/ })).not.toBeChecked();

    const expected = expectedPage(quotation.id, 0);
    expect(expected.total).toBeGreaterThan(5);
    const rows = bodyRows(dialog);
    expect(rows).toHaveLength(5);
    expected.rows.forEach((row, i) => {
      expect(rows[i]).toHaveTextContent(row.status);
      expect(rows[i]).toHaveTextContent(row.codigoBarras);
      expect(rows[i]).toHaveTextContent(row.filial);
      expect(rows[i]).toHaveTextContent(row.statusDescricao);
    });
    for (const { status, text } of NOT_BOUGHT_LEGEND) expect(within(dialog).getByText(status, { selector: 'dt' }).nextElementSibling).toHaveTextContent(text);

    await view.user.click(within(dialog).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(bodyRows(dialog)[0]).toHaveTextContent(expectedPage(quotation.id, 1).rows[0].codigoBarras));
    expect(view.store.getState().orderReviewNotBought.page).toBe(1);
  });

  it("the switches choose all or none; 'Filtrar' refuses an empty choice, says how it went, and shows 'Nenhum dado foi encontrado!'", async () => {
    const quotation = confirmedQuotation();
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const dialog = await openModal(view);
    const suppliers = within(dialog).getByRole('region', { name: /Fornecedores/ });
    await view.user.click(within(suppliers).getByRole('switch'));
    expect(within(suppliers).getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(within(suppliers).getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(within(dialog).getByText(FILTER_PENDING)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    expect(await within(dialog).findByText(FILTER_INCOMPLETE)).toBeInTheDocument();

    await view.user.click(within(suppliers).getByRole('switch'));
    await view.user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    expect(await within(dialog).findByText(FILTER_DONE)).toBeInTheDocument();

    // Nothing was sent: 'sem retorno' alone finds nothing.
    for (const { label, key } of NOT_BOUGHT_SITUATIONS) if (DEFAULT_NOT_BOUGHT_SITUATIONS[key] || key === 'produtosSemRetornos') await view.user.click(within(dialog).getByRole('checkbox', { name: new RegExp(label) }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    expect(await within(dialog).findByText(FILTER_EMPTY)).toBeInTheDocument();
    expect(within(dialog).getByText(EMPTY_TABLE)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Exportar Planilha' })).toBeDisabled();
  });

  it("'Exportar Planilha' (txt) and 'Gerar arquivo de cotação' open the links of the filter shown; the quotation file is what the wizard's upload reads", async () => {
    const quotation = confirmedQuotation();
    const opened: string[] = [];
    jest.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return null;
    });
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const dialog = await openModal(view);
    await view.user.selectOptions(within(dialog).getByLabelText('Formato da planilha'), 'txt');
    await view.user.click(within(dialog).getByRole('button', { name: 'Exportar Planilha' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatch(/\/naoComprados\/exportar\/arquivo\?/);
    const sheet = await (await fetch(opened[0])).text();
    const lines = sheet.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Status;Situação;Tipo;Código;EAN;Códigos substitutos;Produto;Fabricante;Quantidade;Quantidade cotada;Filial;CNPJ filial;Fornecedor');
    expect(lines).toHaveLength(expectedPage(quotation.id, 0).total + 1);

    await view.user.click(within(dialog).getByRole('button', { name: 'Gerar arquivo de cotação' }));
    await waitFor(() => expect(opened).toHaveLength(2));
    const parsed = parseShortageFile(await (await fetch(opened[1])).text());
    expect(parsed.rejected).toEqual([]);
    expect(parsed.lines.length).toBeGreaterThan(0);
  });

  it('says it is loading the options, and why the products did not load, with a retry', async () => {
    const quotation = confirmedQuotation();
    db().faults.add({ path: '/revisaoEnvio/:id/naoComprados/filiais', delayMs: 300, times: 1 });
    db().faults.add({ method: 'POST', path: '/revisaoEnvio/:id/naoComprados', status: 500, body: { mensagem: 'Falha ao calcular.' }, times: 1 });
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await view.user.click(await screen.findByRole('button', { name: NOT_BOUGHT_ACTION }));
    const dialog = await screen.findByRole('dialog', { name: NOT_BOUGHT_TITLE });
    expect(within(dialog).getByText(LOADING_OPTIONS)).toBeInTheDocument();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Falha ao calcular.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(bodyRows(dialog)).toHaveLength(5));
  });
});
