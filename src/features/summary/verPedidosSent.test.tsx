import { screen, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { sendOrders } from '../../../mocks/db/sending/orderSending';
import { renderApp } from '../../test/renderWithProviders';

/** Issue 25 point 6: a sent quotation's header says where its orders are, and 'Ver Pedidos' opens the review (spec 02 §4.2). */
it("'Ver Pedidos' on a sent quotation goes to the review; the header shows the orders' situation", async () => {
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 0)!;
  const orders = [...db().ordersOf(quotation.id)];
  for (const order of orders) order.situacaoPedido = 'CONFIRMADO';
  sendOrders(db(), orders, false, null);
  for (const order of orders) if (order.situacaoPedido !== 'ENVIADO') order.situacaoPedido = 'AGUARDANDO_FATURAMENTO';

  const { user, router } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
  expect(await screen.findByText('Pedido(s) enviado(s) sem retorno')).toBeInTheDocument();
  await user.click(await within(await screen.findByRole('group', { name: 'Ações da cotação (topo)' })).findByRole('button', { name: 'Ver Pedidos' }));
  expect(router.state.location.pathname).toBe(`/revisao-envio/${quotation.id}`);
});
