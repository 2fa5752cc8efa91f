import { act, screen } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { sendOrders } from '../../../mocks/db/sending/orderSending';
import { ordersChanged } from '../../shared/lib/appEvents';
import { quotationWithOrders } from '../../test/automaticOrderPage';
import { renderApp } from '../../test/renderWithProviders';

/** Issue 25 point 6: the review header says where the orders are, and follows them when they change (a send) without a reload. */
it("the header reads 'Confirmado', then after the send 'Pedido(s) enviado(s) …'", async () => {
  const { quotation, orders } = quotationWithOrders();
  orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  const { store } = renderApp({ route: `/revisao-envio/${quotation.id}` });
  expect(await screen.findByText('Confirmado', { selector: '.quotation-header dd' })).toBeInTheDocument();

  sendOrders(db(), orders, false, null);
  act(() => void store.dispatch(ordersChanged({ idCotacao: quotation.id })));
  expect(await screen.findByText(/^Pedido\(s\) enviado\(s\)/, { selector: '.quotation-header dd' })).toBeInTheDocument();
});
