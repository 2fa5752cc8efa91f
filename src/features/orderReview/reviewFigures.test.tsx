import { selectItems } from './orderReviewSelectors';
import { waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { getFornecedoresRevisao, getRepresentantesRevisao } from '../../api/revisaoEnvioApi';
import { hasPackagingConflict } from '../../domain/orderQuantity';
import { formatMoney } from '../../shared/lib/format';
import { quantityCell, quotationWithOrders, typeQuantity } from '../../test/automaticOrderPage';
import { openFirstOrder } from '../../test/orderReviewPage';
import { renderApp } from '../../test/renderWithProviders';

/**
 * The review's supplier and representative totals follow a change made on the page, without a
 * reload: after a quantity saved in an open order, every supplier row and the open supplier's
 * representative rows show what the server now answers for them.
 */
const SCOPE = { filter: {}, pendentesPagamento: false };

const shown = (selector: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].map((button) => ({
    name: button.querySelector('.review-toggle__name')!.textContent,
    total: button.querySelector('.review-toggle__total')!.textContent!.replace('Total do pedido:', '').trim(),
  }));
const shownSuppliers = () => shown('button.review-toggle:not(.review-toggle--representative)');
const shownRepresentatives = () => shown('button.review-toggle--representative');

describe('the review totals follow a change (issue 26)', () => {
  it('after a quantity edit, the supplier and representative rows show the server’s new totals', async () => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const { grid, idPedido } = await openFirstOrder(view);
    const item = selectItems(view.store.getState(), idPedido).rows.find((i) => !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i) && i.valorSemST > 0)!;
    const supplierBefore = shownSuppliers()[0];
    const representativeBefore = shownRepresentatives()[0];
    const typed = item.qtdePedida + item.qtdeEmbalagem;

    await typeQuantity(view, quantityCell(grid, item.id), String(typed));
    await waitFor(() => expect(db().orderItems.get(idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(typed));

    await waitFor(() => expect(shownSuppliers()[0].total).not.toBe(supplierBefore.total));
    await waitFor(() => expect(shownRepresentatives()[0].total).not.toBe(representativeBefore.total));
    const suppliers = (await getFornecedoresRevisao(quotation.id, SCOPE)).content;
    for (const row of shownSuppliers()) expect(row.total).toBe(formatMoney(suppliers.find((s) => s.nomeFantasiaFornecedor === row.name)!.valorTotal));
    const supplier = suppliers.find((s) => s.nomeFantasiaFornecedor === supplierBefore.name)!;
    const representatives = (await getRepresentantesRevisao(quotation.id, SCOPE, supplier.idFornecedor)).content;
    for (const row of shownRepresentatives()) expect(row.total).toBe(formatMoney(representatives.find((r) => r.nomeRepresentante === row.name)!.valorTotal));
    expect(grid.isConnected).toBe(true); // no reload: the open order stayed open
  });
});
