import { selectItems } from './orderReviewSelectors';
import { screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { hasPackagingConflict, NOT_A_WHOLE_NUMBER } from '../../domain/orderQuantity';
import { quantityCell, quotationWithOrders } from '../../test/automaticOrderPage';
import { openFirstOrder } from '../../test/orderReviewPage';
import { renderApp } from '../../test/renderWithProviders';
import { recordRequests } from '../../test/requestLog';

/** Issue 25 point 7 on the review: the item quantity refuses text that is not plain digits (before: '-12' saved as 12, '1,8' as 18). */
describe("review item quantity: text that is not plain digits", () => {
  it.each(['1,8', '12.5', '-12', '12a4'])('refuses %p with its reason, keeps the old value and sends nothing', async (text) => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const { grid, idPedido } = await openFirstOrder(view);
    const item = selectItems(view.store.getState(), idPedido).rows.find((i) => !i.combo && !i.quantidadeFixa && i.qtdeMinima <= 1 && i.qtdeEmbalagem === 1 && !hasPackagingConflict(i))!;
    const saves = recordRequests('Quatity');
    await view.user.click(quantityCell(grid, item.id));
    await waitFor(() => expect(quantityCell(grid, item.id)).toHaveFocus());
    await view.user.keyboard(`${text}{Enter}`);
    // The reason at the cell (RefusalTip): announced, naming the typed text, the cell described by it.
    const reason = await screen.findByRole('alert');
    expect(reason).toHaveTextContent(`Quantidade não aceita para ${item.descricaoProdutoCliente}: ${NOT_A_WHOLE_NUMBER} (digitado: ${text})`);
    expect(quantityCell(grid, item.id)).toHaveAttribute('aria-describedby', reason.id);
    expect(quantityCell(grid, item.id)).toHaveClass('grid-quantity--refused');
    expect(quantityCell(grid, item.id)).toHaveTextContent(String(item.qtdePedida));
    expect(saves).toEqual([]);
    expect(db().orderItems.get(idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(item.qtdePedida);
  });
});
