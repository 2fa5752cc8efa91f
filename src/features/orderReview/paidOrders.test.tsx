import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { confirmSupplierPayment } from '../../../mocks/db/sending/orderPayment';
import { sendOrders } from '../../../mocks/db/sending/orderSending';
import { setChannel } from '../../../mocks/db/sending/supplierChannels';
import { isPendingPayment } from '../../domain/orderReview';
import { PAID_AWAITING_INVOICE } from '../../domain/paidOrder';
import { renderApp } from '../../test/renderWithProviders';
import { PAYMENT_TEXTS } from './orderPaymentTexts';
import { REFRESH_ORDERS, TAB_PENDING } from './orderReviewTexts';

/** The e2e scenario's quotation in analysis, sent; one order's supplier asks for a card payment first. */
function cardPaymentPending() {
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length >= 2)!;
  const orders = [...db().ordersOf(quotation.id)];
  orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  const card = orders.find((order) => order.idFornecedor % 7 !== 3)!;
  setChannel(db(), card.idPedido, { situacao: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'CARTAO_DE_CREDITO', ofertas: ['CARTAO'] });
  sendOrders(db(), orders, false, null);
  return { idCotacao: quotation.id, card };
}

describe('paid orders leave Pendentes de pagamento (issue 29 point 5)', () => {
  it('an order paid by card and confirmed by the supplier waits for invoicing, not for a payment', () => {
    expect(isPendingPayment({ situacaoPedido: 'AGUARDANDO_FATURAMENTO', tipoPagamento: 'CARTAO_DE_CREDITO', pagamentoExterno: false })).toBe(true);
    expect(isPendingPayment({ situacaoPedido: 'AGUARDANDO_FATURAMENTO', tipoPagamento: 'CARTAO_DE_CREDITO', pagamentoExterno: false, pagamentoConfirmado: true })).toBe(false);
  });

  it('after the supplier confirms the card payment, the pending count moves and the order reads Pago — aguardando faturamento without a Pagamento button', async () => {
    const { idCotacao, card } = cardPaymentPending();
    const view = renderApp({ route: `/revisao-envio/${idCotacao}` });
    expect(await screen.findByRole('tab', { name: new RegExp(`${TAB_PENDING}.*1`) })).toBeInTheDocument();

    expect(confirmSupplierPayment(db(), card).sucesso).toBe(true);
    await view.user.click(screen.getByRole('button', { name: REFRESH_ORDERS }));
    // No order is pending any more: the tab bar goes (spec 03 §2.6), the order is in 'Todos'.
    await waitFor(() => expect(screen.queryByRole('tab', { name: new RegExp(TAB_PENDING) })).toBeNull());
    await view.user.click(await screen.findByRole('button', { name: new RegExp(db().supplierById.get(card.idFornecedor)!.nomeFantasia) }));
    await view.user.click(await screen.findByRole('button', { name: new RegExp(db().representativeById.get(card.idRepresentante)!.nome) }));
    const item = (await screen.findByRole('button', { name: new RegExp(card.nomeFantasiaCliente) })).closest('li')!;
    expect(within(item).getByText(PAID_AWAITING_INVOICE)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: new RegExp(PAYMENT_TEXTS.paymentButton) })).toBeNull();
  });
});
