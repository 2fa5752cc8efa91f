import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { updateQuantities } from '../../../mocks/db/automaticOrder/automaticOrderViews';
import { hasPackagingConflict } from '../../domain/orderQuantity';
import { quantityCell, quotationWithOrders, typeQuantity } from '../../test/automaticOrderPage';
import { openFirstOrder } from '../../test/orderReviewPage';
import { renderApp } from '../../test/renderWithProviders';

describe('review: a quantity changed elsewhere is never overwritten silently (docs/api.md "Versioned writes")', () => {
  it("shows the other value at the cell; 'Manter o meu' writes the buyer's value, and its next edit lands without a conflict", async () => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const { grid, idPedido } = await openFirstOrder(view);
    const item = { ...view.store.getState().orderReview.items[idPedido].ids.map((id) => view.store.getState().entities.reviewItems.entities[id]!).find((i) => !i.combo && !i.quantidadeFixa && i.qtdeMinima <= 1 && !hasPackagingConflict(i))! };
    const server = () => db().orderItems.get(idPedido).find((i) => i.id === item.id)!.qtdePedida;
    const theirs = item.qtdePedida + 2 * item.qtdeEmbalagem;
    updateQuantities(db(), quotation.idComprador, [{ id: item.id, qtdePedida: theirs }]);

    const mine = item.qtdePedida + item.qtdeEmbalagem;
    await typeQuantity(view, quantityCell(grid, item.id), String(mine));
    const popover = await screen.findByRole('dialog', { name: new RegExp(`Este valor foi alterado em outra sessão. ${item.descricaoProdutoCliente}`) });
    expect(popover).toHaveTextContent(`Valor atual: ${theirs}. Seu valor: ${mine}.`);
    expect(server()).toBe(theirs);

    await view.user.click(within(popover).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(server()).toBe(mine));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull());

    // The row now holds the version of its own write: the next edit lands without a conflict.
    await typeQuantity(view, quantityCell(grid, item.id), String(theirs));
    await waitFor(() => expect(server()).toBe(theirs));
    expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull();
  });
});
