import { screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { sendToOpportunity } from '../../../mocks/db/automaticOrder/opportunityItems';
import { DEFAULT_FILTER } from '../../domain/automaticOrderFilter';
import { opportunityQuantity } from '../../domain/opportunityQuantity';
import { rulesOf } from '../../domain/orderQuantity';
import { renderApp } from '../../test/renderWithProviders';
import { quotationWithOrders } from '../../test/automaticOrderPage';
import { openFirstOrder } from '../../test/orderReviewPage';
import { BACK_TO_REVIEW, OPPORTUNITY_NOTICE } from './opportunityRouteTexts';

/** A quotation with one opportunity product sent to the opportunities route, its quantity first put at 1 (below its pack). */
function quotationWithOpportunity() {
  const { quotation, orders } = quotationWithOrders();
  for (const order of orders) {
    const item = db().orderItems.edit(order.idPedido).find((candidate) => candidate.oportunidade && !candidate.combo && candidate.qtdeEmbalagem > 1);
    if (!item) continue;
    item.qtdePedida = 1;
    sendToOpportunity(db(), quotation.id, DEFAULT_FILTER, { filtrado: false, itens: [{ cnpj: order.cnpjCliente, codBarras: item.codigoBarras, grupoProduto: item.grupoProduto }], filtros: DEFAULT_FILTER });
    return { quotation, order, item };
  }
  throw new Error('no opportunity item');
}

describe('order review: the opportunities route (spec 03 §5)', () => {
  it('lists only the opportunity products, with the raised quantity as a plain value, the notice and the way back', async () => {
    const { quotation, order, item } = quotationWithOpportunity();
    const view = renderApp({ route: `/revisao-envio/${quotation.id}/oportunidades` });
    expect(await screen.findByText(OPPORTUNITY_NOTICE)).toBeInTheDocument();
    const { grid, idPedido } = await openFirstOrder(view);
    expect(idPedido).toBe(order.idPedido);
    const rows = grid.querySelectorAll('.ag-row');
    expect(rows).toHaveLength(1);
    expect(rows[0].getAttribute('row-id')).toBe(String(item.id));
    const quantity = grid.querySelector<HTMLElement>(`.ag-row[row-id="${item.id}"] [col-id="qtdePedida"]`)!;
    expect(quantity).toHaveTextContent(String(opportunityQuantity(1, rulesOf(item))));
    expect(quantity).not.toHaveClass('grid-quantity');
    expect(grid.querySelector('input')).toBeNull();

    await view.user.click(screen.getByRole('link', { name: BACK_TO_REVIEW }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/revisao-envio/${quotation.id}`));
    expect(screen.queryByText(OPPORTUNITY_NOTICE)).toBeNull();
    await waitFor(() => expect(view.store.getState().orderReview.suppliers.ids.length).toBeGreaterThan(1));
  });
});
