import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { reviewItems, reviewOrders } from '../../../mocks/db/review/orderReview';
import { renderApp } from '../../test/renderWithProviders';
import { quotationWithOrders } from '../../test/automaticOrderPage';
import { openFirstOrder } from '../../test/orderReviewPage';
import { FILTER_NOTICE, FILTER_ORDERS } from './orderReviewTexts';
import { readReviewFilter, writeReviewFilter } from './reviewFilterAddress';

function confirmed() {
  const { quotation, orders } = quotationWithOrders();
  orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  return { quotation, rows: reviewOrders(db(), quotation.id, {}) };
}

describe('the review order filter by suppliers, branches and product situation (issue 29 point 2)', () => {
  it('reads back what it writes, in a stable order, and drops values that make no sense', () => {
    const filter = { idsFornecedores: [12, 3], cnpjFiliais: ['12.345.678/0001-90'], situacaoProduto: ['MONITORADO'], codPedido: 'PD9', looping: true as const };
    expect(readReviewFilter(new URLSearchParams(writeReviewFilter(filter)))).toEqual({ ...filter, idsFornecedores: [3, 12] });
    expect(readReviewFilter(new URLSearchParams('idsFornecedores=a,-1,4&situacaoProduto=XYZ&situacaoPedido=NADA,CONFIRMADO&cnpjFiliais=<b>'))).toEqual({ idsFornecedores: [4], situacaoPedido: ['CONFIRMADO'] });
  });

  it('the mock lists only orders of the chosen suppliers and branches, and of products in the chosen situation', () => {
    const { quotation, rows } = confirmed();
    const [one] = rows;
    const filtered = reviewOrders(db(), quotation.id, { idsFornecedores: [one.idFornecedor], cnpjFiliais: [one.cnpjCliente] });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((o) => o.idFornecedor === one.idFornecedor && o.cnpjCliente === one.cnpjCliente)).toBe(true);
    expect(filtered).toEqual(rows.filter((o) => o.idFornecedor === one.idFornecedor && o.cnpjCliente === one.cnpjCliente));
    // Only the monitored products of one order: it alone still holds a monitored product.
    const [kept, ...others] = rows;
    for (const row of others) for (const item of db().orderItems.edit(row.idPedido)) item.tipoProduto = 'LIBERADO';
    const monitored = reviewOrders(db(), quotation.id, { situacaoProduto: ['MONITORADO'] }).map((o) => o.idPedido);
    const hasMonitored = (idPedido: number) => (reviewItems(db(), quotation.id, idPedido) ?? []).some((item) => item.situacaoProduto === 'MONITORADO');
    expect(monitored).toEqual(rows.map((o) => o.idPedido).filter(hasMonitored));
    expect(monitored).toContain(kept.idPedido);
  });

  it('a filter in the address is applied on entering; a filter chosen on the page goes into the address', async () => {
    const { quotation, rows } = confirmed();
    const [one] = rows;
    const other = rows.find((o) => o.idFornecedor !== one.idFornecedor)!;
    const view = renderApp({ route: `/revisao-envio/${quotation.id}?idsFornecedores=${one.idFornecedor}&cnpjFiliais=${encodeURIComponent(one.cnpjCliente)}` });
    expect(await screen.findByRole('button', { name: FILTER_NOTICE })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/Total do pedido:/)).toHaveLength(1));
    expect(screen.getByRole('button', { name: new RegExp(one.nomeFantasiaFornecedor) })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: FILTER_ORDERS }));
    const dialog = await screen.findByRole('dialog', { name: FILTER_ORDERS });
    const suppliers = within(dialog).getByRole('group', { name: 'Fornecedores' });
    expect(await within(suppliers).findByRole('checkbox', { name: one.nomeFantasiaFornecedor })).toBeChecked();
    await view.user.click(within(suppliers).getByRole('checkbox', { name: other.nomeFantasiaFornecedor }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(new URLSearchParams(view.router.state.location.search).get('idsFornecedores')).toBe([one.idFornecedor, other.idFornecedor].sort((a, b) => a - b).join(',')));
    expect(new URLSearchParams(view.router.state.location.search).get('cnpjFiliais')).toBe(one.cnpjCliente);
  });

  it('under a product situation an open order lists only its products of that situation (spec 03 §7.4: the items are read with the filter)', async () => {
    const { quotation, rows } = confirmed();
    // Every order holds both kinds of product.
    for (const row of rows) db().orderItems.edit(row.idPedido).forEach((item, at) => (item.tipoProduto = at % 2 === 0 ? 'MONITORADO' : 'LIBERADO'));
    const view = renderApp({ route: `/revisao-envio/${quotation.id}?situacaoProduto=MONITORADO` });
    const { grid, idPedido } = await openFirstOrder(view);
    const items = reviewItems(db(), quotation.id, idPedido) ?? [];
    const monitored = items.filter((item) => item.situacaoProduto === 'MONITORADO').map((item) => item.codigoBarras);
    const released = items.filter((item) => item.situacaoProduto === 'LIBERADO').map((item) => item.codigoBarras);
    expect(monitored.length).toBeGreaterThan(0);
    expect(released.length).toBeGreaterThan(0);
    // The first page (10 rows): the first monitored products by name.
    const rowsShown = () => new Set([...grid.querySelectorAll('.ag-row')].map((row) => row.getAttribute('row-index'))).size;
    await waitFor(() => expect(rowsShown()).toBe(Math.min(10, monitored.length)));
    const shown = grid.textContent ?? '';
    expect(monitored.slice(0, 10).filter((ean) => !shown.includes(ean))).toEqual([]);
    expect(released.filter((ean) => shown.includes(ean))).toEqual([]);
  });
});
