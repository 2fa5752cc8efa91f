import { selectItems } from './orderReviewSelectors';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';
import { quotationWithOrders } from '../../test/automaticOrderPage';
import { openFirstOrder } from '../../test/orderReviewPage';
import { formatMoney } from '../../shared/lib/format';
import { DELETE_TITLE, deleteActionLabel } from './itemDeletionTexts';

/** Deleting a product from an order on the review page (spec 03 §2.6, DECISIONS 13). */

function confirmedQuotation() {
  const { quotation, orders } = quotationWithOrders();
  orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  return { quotation, orders };
}

const orderTotal = (idPedido: number) => Math.round(db().orderItems.get(idPedido).reduce((sum, i) => sum + i.qtdePedida * i.valorSemST, 0) * 100) / 100;

describe('delete a product from an order', () => {
  it('asks first, deletes, reads the items again and shows the new order total', async () => {
    const { quotation } = confirmedQuotation();
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const { card, grid, idPedido } = await openFirstOrder(view);
    const item = selectItems(view.store.getState(), idPedido).rows.find((row) => !row.combo && row.qtdePedida > 0)!;
    const before = view.store.getState().orderReview.items[idPedido].total;

    await view.user.click(within(grid).getByRole('button', { name: deleteActionLabel(item.descricaoProdutoCliente) }));
    const dialog = await screen.findByRole('dialog', { name: DELETE_TITLE });
    expect(dialog).toHaveTextContent(item.descricaoProdutoCliente);
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: DELETE_TITLE })).toBeNull());
    await waitFor(() => expect(view.store.getState().orderReview.items[idPedido].total).toBe(before - 1));
    await waitFor(() => expect(grid.querySelector(`.ag-row[row-id="${item.id}"]`)).toBeNull());
    const expected = Math.round((orderTotal(idPedido) - item.qtdePedida * item.valorSemST) * 100) / 100;
    await waitFor(() => expect(card.textContent).toContain(formatMoney(expected)));
  });

  it('a refusal keeps the product and shows the message; Cancelar closes without deleting', async () => {
    const { quotation } = confirmedQuotation();
    db().faults.add({ path: '/revisaoEnvio/pedido/:id/excluirItem', status: 409, body: { sucesso: false, mensagem: 'Pedido em alteração por outro usuário.' }, times: 1 });
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const { grid, idPedido } = await openFirstOrder(view);
    const item = selectItems(view.store.getState(), idPedido).rows.find((row) => !row.combo)!;
    await view.user.click(within(grid).getByRole('button', { name: deleteActionLabel(item.descricaoProdutoCliente) }));
    const dialog = await screen.findByRole('dialog', { name: DELETE_TITLE });
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Pedido em alteração por outro usuário.');
    expect(grid.querySelector(`.ag-row[row-id="${item.id}"]`)).not.toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: DELETE_TITLE })).toBeNull();
    expect(db().orderItems.get(idPedido).some((i) => i.id === item.id)).toBe(true);
  });

  it('an order that was sent has no delete icon', async () => {
    const { quotation, orders } = confirmedQuotation();
    orders.forEach((order) => (order.situacaoPedido = 'AGUARDANDO_FATURAMENTO'));
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    expect(within(grid).queryAllByRole('button', { name: /^Excluir do pedido:/ })).toHaveLength(0);
  });
});
