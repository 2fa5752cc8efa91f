import { ORDER_STATUS_TEXT, type SituacaoPedido } from './orderStatus';

/** Issue 29 point 5: an order the supplier confirmed as paid, before its billing return. */
export const PAID_AWAITING_INVOICE = 'Pago — aguardando faturamento';

/** The status text of a review order: 'Pago — aguardando faturamento' once paid and until invoiced, the table's text otherwise (spec 03 §4.1). */
export function reviewStatusText(order: { situacaoPedido: SituacaoPedido; pagamentoConfirmado?: boolean | null }): string {
  if (order.pagamentoConfirmado && order.situacaoPedido === 'AGUARDANDO_FATURAMENTO') return PAID_AWAITING_INVOICE;
  return ORDER_STATUS_TEXT[order.situacaoPedido] ?? order.situacaoPedido;
}
