import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { quotationWithOrders } from '../../test/automaticOrderPage';

/** The review page's exports and print view (spec 03 §2.6): real CSV files with ';' and a BOM, and 'Relatório'. */
function confirmedQuotation() {
  const { quotation, orders } = quotationWithOrders();
  orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  return { quotation, orders };
}

async function download(link: string): Promise<string> {
  const bytes = new Uint8Array(await (await fetch(link)).arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
}

describe('order review exports and report', () => {
  it.each([
    ['Exportar Arquivo', '/exportarArquivo/arquivo?', 'Pedido;CNPJ filial;Filial;Fornecedor;EAN;Código;Quantidade;Valor unitário s/ ST'],
    ['Exportar Produtos', '/getProdutos/', 'Fornecedor;Representante;Filial;Situação;EAN;Produto;Fabricante;Qtd. cotada;Qtd. pedida;Qtd. faturada;Valor s/ ST;Valor c/ ST;Total s/ ST'],
  ])("'%s' opens a CSV link (';', BOM, Portuguese headers, decimal commas)", async (label, path, header) => {
    const { quotation, orders } = confirmedQuotation();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await user.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [link, target] = open.mock.calls[0];
    expect(target).toBe('_blank');
    expect(String(link)).toContain(path);
    const lines = (await download(String(link))).trim().split('\r\n');
    expect(lines[0]).toBe(header);
    expect(lines.length).toBeGreaterThan(orders.length + 1);
    expect(lines[1]).toMatch(/\d,\d{2}/);
    open.mockRestore();
  });

  it("'Imprimir' opens 'Relatório' with every order and the total, printable", async () => {
    const { quotation, orders } = confirmedQuotation();
    const print = jest.spyOn(window, 'print').mockReturnValue(undefined);
    const { user } = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await user.click(await screen.findByRole('button', { name: 'Imprimir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relatório' });
    expect(await within(dialog).findByText(`Total (${orders.length} pedidos)`)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(orders.length + 2);
    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
