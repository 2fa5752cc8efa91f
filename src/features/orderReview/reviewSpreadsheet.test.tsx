import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { reviewOrders } from '../../../mocks/db/review/orderReview';
import { readXlsxRows } from '../../../mocks/handlers/xlsxRead';
import { renderApp } from '../../test/renderWithProviders';
import { quotationWithOrders } from '../../test/automaticOrderPage';

/** 'Exportar Planilha' gives a real spreadsheet (issue 29 point 6): an .xlsx file (a zip), read back with a reader that shares no code with the writer. */
describe("the review's 'Exportar Planilha'", () => {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:planilha'), revokeObjectURL: () => undefined });
  });

  it('downloads an .xlsx with one row per order, amounts as numbers, and the combo orders marked', async () => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
    db().orderItems.edit(orders[0].idPedido)[0].combo = true;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`pedidos-resumo-${quotation.id}.xlsx`);
    });
    const { user } = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await user.click(await screen.findByRole('button', { name: 'Exportar Planilha' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const bytes = Buffer.from(await created[0].arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const rows = await readXlsxRows(bytes);
    expect(rows[0]).toEqual(['Pedido', 'Fornecedor', 'Representante', 'Filial', 'Situação', 'Combo', 'Valor do pedido', 'Economia', 'Economia %', 'Total faturado', 'Faturado %']);
    const listed = reviewOrders(db(), quotation.id, {});
    expect(rows).toHaveLength(listed.length + 1);
    const byOrder = new Map(rows.slice(1).map((row) => [String(row[0]), row]));
    for (const order of listed) {
      const row = byOrder.get(String(order.codPedido ?? order.idPedido))!;
      expect(row.slice(1, 4)).toEqual([order.nomeFantasiaFornecedor, order.nomeRepresentante, order.nomeFantasiaCliente]);
      expect(row[5]).toBe(order.combo ? 'Sim' : 'Não');
      expect(row[6]).toBeCloseTo(order.valorTotal, 2);
    }
    expect(rows.filter((row) => row[5] === 'Sim')).toHaveLength(1);
    click.mockRestore();
  });

  it("'Relatório' marks the combo orders", async () => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
    // Two orders hold a combo offer's items (set before the review first reads the quotation).
    for (const order of orders.slice(0, 2)) db().orderItems.edit(order.idPedido)[0].combo = true;
    const listed = reviewOrders(db(), quotation.id, {});
    const combos = listed.filter((order) => order.combo);
    expect(combos.length).toBeGreaterThan(0);
    expect(combos.length).toBeLessThan(listed.length);
    const { user } = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await user.click(await screen.findByRole('button', { name: 'Imprimir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relatório' });
    await within(dialog).findByText(`Total (${listed.length} pedidos)`);
    const column = within(dialog).getAllByRole('columnheader').findIndex((cell) => cell.textContent === 'Combo');
    const marked = within(dialog).getAllByRole('row').slice(1, -1).filter((row) => within(row).getAllByRole('cell')[column]?.textContent === 'Combo');
    expect(marked).toHaveLength(combos.length);
  });
});
