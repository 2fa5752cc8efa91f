import { BILLED_STATUSES, type SituacaoPedido } from './orderStatus';
import { isPendingPayment, type PaymentState, type TipoPagamento } from './orderReview';

/**
 * The payment button and the supplier codes of a sent order (spec 03 §4.6, §8; docs/decisions.md
 * "Payment and supplier codes").
 */

/** What the payment button does: nothing (disabled), the supplier code modal, the PIX/card modal, or the portal question. */
export type PaymentAction = 'desabilitado' | 'codigoFornecedor' | 'pagamento' | 'portal';

/** PADRAO is the default (no payment to make through the platform): only PIX and the cards are payment types. */
export const hasPaymentType = (tipo: TipoPagamento | null | undefined): boolean => tipo != null && tipo !== 'PADRAO';

/**
 * Spec 03 §4.6: disabled for invoiced, incompletely invoiced and not-invoiced orders; an order
 * waiting on the supplier's portal, or awaiting invoicing with external payment, opens the
 * supplier code modal; otherwise a payment type opens the PIX/card modal, and no payment type the
 * portal question.
 */
export function paymentAction(order: PaymentState): PaymentAction {
  const { situacaoPedido: status, tipoPagamento, pagamentoExterno } = order;
  if (BILLED_STATUSES.includes(status)) return 'desabilitado';
  if (status === 'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR' || (status === 'AGUARDANDO_FATURAMENTO' && pagamentoExterno)) return 'codigoFornecedor';
  return hasPaymentType(tipoPagamento) ? 'pagamento' : 'portal';
}

/**
 * Where the payment button shows: on orders pending payment, and (disabled) on invoiced orders
 * that had a payment (a payment type or an external payment). Orders that never involve a
 * payment show none.
 */
export function showsPaymentButton(order: PaymentState): boolean {
  if (isPendingPayment(order)) return true;
  return BILLED_STATUSES.includes(order.situacaoPedido) && (hasPaymentType(order.tipoPagamento) || Boolean(order.pagamentoExterno));
}

/** Spec 03 §4.1 'Aguardando código de pedido': sent by FTP file, the supplier's order code is still to be registered. */
export const awaitsSupplierCode = (status: SituacaoPedido): boolean => status === 'ENVIADO_FTP';

/** Spec 03 §8: the digits of a refusal's message are the code already registered (the last run of digits); null when it has none. */
export function existingCodeOf(message: string | null | undefined): string | null {
  const runs = message?.match(/\d+/g);
  return runs ? runs[runs.length - 1] : null;
}

/** The payment modal's radio: the card types share the card option. */
export const formaOf = (tipo: TipoPagamento | null | undefined): 'PIX' | 'CARTAO' => (tipo === 'CARTAO_DE_CREDITO' || tipo === 'CARTAO_DE_DEBITO' ? 'CARTAO' : 'PIX');
