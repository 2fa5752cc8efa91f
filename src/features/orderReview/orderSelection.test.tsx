import { screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { reviewOrders } from '../../../mocks/db/review/orderReview';
import { orderSendRequested } from '../../shared/lib/appEvents';
import { formatMoney } from '../../shared/lib/format';
import { renderApp } from '../../test/renderWithProviders';
import { quotationWithOrders } from '../../test/automaticOrderPage';
import { SELECTION_TEXTS } from './orderSelectionTexts';

/** The demo's quotation with many orders, confirmed, and a supplier–representative pair with at least three of them. */
function confirmedWithTrio() {
  const { quotation, orders } = quotationWithOrders();
  orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  const rows = reviewOrders(db(), quotation.id, {});
  const byPair = new Map<string, typeof rows>();
  for (const row of rows) byPair.set(`${row.idFornecedor}:${row.idRepresentante}`, [...(byPair.get(`${row.idFornecedor}:${row.idRepresentante}`) ?? []), row]);
  const trio = [...byPair.values()].find((list) => list.length >= 3 && rows.filter((r) => r.idFornecedor === list[0].idFornecedor).length === list.length)!;
  return { quotation, trio };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('choosing the review orders to send (issue 29 point 1)', () => {
  it('a supplier box chooses its orders; unticking one leaves the supplier and representative mixed; Enviar pedidos sends only the chosen', async () => {
    const { quotation, trio } = confirmedWithTrio();
    const [first, , third] = trio;
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    expect(await screen.findByText(SELECTION_TEXTS.noneChosen)).toBeInTheDocument();

    await view.user.click(await screen.findByRole('checkbox', { name: SELECTION_TEXTS.supplier(first.nomeFantasiaFornecedor) }));
    const total = trio.reduce((sum, o) => sum + o.valorTotal, 0);
    await waitFor(() => expect(document.querySelector('.review-selection__summary')).toHaveTextContent(SELECTION_TEXTS.chosen(trio.length, formatMoney(total)).replace(/\s/g, ' ')));

    await view.user.click(screen.getByRole('button', { name: new RegExp(first.nomeFantasiaFornecedor) }));
    await view.user.click(await screen.findByRole('button', { name: new RegExp(first.nomeRepresentante) }));
    const orderBox = await screen.findByRole('checkbox', { name: SELECTION_TEXTS.order(third.nomeFantasiaCliente) });
    expect(orderBox).toBeChecked();
    await view.user.click(orderBox);

    expect(box(SELECTION_TEXTS.supplier(first.nomeFantasiaFornecedor)).indeterminate).toBe(true);
    expect(box(SELECTION_TEXTS.representative(first.nomeRepresentante)).indeterminate).toBe(true);
    expect(box(SELECTION_TEXTS.selectAll).indeterminate).toBe(true);
    // Orders are shown only with a per-order 'Enviar' when confirmed.
    expect(screen.getByRole('button', { name: SELECTION_TEXTS.sendOneLabel(third.nomeFantasiaCliente) })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Enviar pedidos' }));
    const sent = view.dispatched(orderSendRequested);
    expect(sent).toHaveLength(1);
    const chosen = trio.filter((o) => o.idPedido !== third.idPedido).map((o) => o.idPedido);
    expect(sent[0].idCotacao).toBe(quotation.id);
    expect([...(sent[0].idPedidos as number[])].sort()).toEqual([...chosen].sort());
  });

  it("one order's 'Enviar' asks to send that order alone; 'Limpar seleção' empties the choice", async () => {
    const { quotation, trio } = confirmedWithTrio();
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await view.user.click(await screen.findByRole('checkbox', { name: SELECTION_TEXTS.selectAll }));
    await view.user.click(await screen.findByRole('button', { name: SELECTION_TEXTS.clear }));
    expect(await screen.findByText(SELECTION_TEXTS.noneChosen)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: new RegExp(trio[0].nomeFantasiaFornecedor) }));
    await view.user.click(await screen.findByRole('button', { name: new RegExp(trio[0].nomeRepresentante) }));
    const list = await screen.findAllByRole('button', { name: SELECTION_TEXTS.sendOneLabel(trio[1].nomeFantasiaCliente) });
    await view.user.click(list[0]);
    await waitFor(() => expect(view.dispatched(orderSendRequested)).toEqual([{ idCotacao: quotation.id, idPedidos: [trio[1].idPedido] }]));
  });
});
