import type { SituacaoPedido } from './orderStatus';
import type { TipoPagamento } from '../api/envioPedidoDto';

/** Payment types of an order (spec 03 §3.4, §9): the wire type, whose home is api/envioPedidoDto.ts. */
export type { TipoPagamento } from '../api/envioPedidoDto';

export interface PaymentState {
  situacaoPedido: SituacaoPedido;
  tipoPagamento?: TipoPagamento | null;
  pagamentoExterno?: boolean | null;
  /** The supplier confirmed it was paid (card checkout approved, PIX notified): nothing left to pay (issue 29 point 5). */
  pagamentoConfirmado?: boolean | null;
}

/**
 * Spec 03 §4.6: an order is pending payment when it waits on the supplier's portal, waits for
 * invoicing with an external payment, is ENVIADO_PENDENTE_DE_PAGAMENTO, or waits for invoicing
 * (or was sent) with a payment type that is neither the default nor external.
 */
export function isPendingPayment(order: PaymentState): boolean {
  const { situacaoPedido: status, tipoPagamento, pagamentoExterno } = order;
  // Paid and confirmed by the supplier: it waits for invoicing only, no longer for a payment (issue 29 point 5).
  if (order.pagamentoConfirmado) return false;
  if (status === 'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR' || status === 'ENVIADO_PENDENTE_DE_PAGAMENTO') return true;
  if (status === 'AGUARDANDO_FATURAMENTO' && pagamentoExterno) return true;
  const paidOutside = Boolean(tipoPagamento) && tipoPagamento !== 'PADRAO' && !pagamentoExterno;
  return (status === 'AGUARDANDO_FATURAMENTO' || status === 'ENVIADO') && paidOutside;
}

/** The tab bar shows only when some order is pending payment; the pending tab is chosen when no order is outside it. */
export function reviewTabs(counts: { todos: number; pendentes: number }): { showTabs: boolean; autoPending: boolean } {
  return { showTabs: counts.pendentes > 0, autoPending: counts.pendentes > 0 && counts.pendentes === counts.todos };
}

/** The item's check after sending (§4.6): all invoiced, partly, none (unless the order still waits for invoicing); null before sending. */
export type ItemCheck = 'faturado' | 'parcial' | 'nenhum' | null;

/** An index above 5 (ENVIADO_PROBLEMA) counts as sent or later (§4.1). */
const SENT_OR_LATER: readonly SituacaoPedido[] = [
  'ENVIADO',
  'AGUARDANDO_FATURAMENTO',
  'FATURADO_MANUALMENTE',
  'FATURADO_RETORNO',
  'ENVIADO_FTP',
  'NAO_FATURADO',
  'FATURADO_RETORNO_INCOMPLETO',
  'ENVIADO_PENDENTE_DE_PAGAMENTO',
  'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR',
];

export const isSentOrLater = (status: SituacaoPedido): boolean => SENT_OR_LATER.includes(status);

export function itemCheck(status: SituacaoPedido, item: { qtdePedida: number; quantidadeFaturada?: number | null }): ItemCheck {
  if (!isSentOrLater(status)) return null;
  const invoiced = item.quantidadeFaturada ?? 0;
  if (invoiced > 0 && invoiced >= item.qtdePedida) return 'faturado';
  if (invoiced > 0) return 'parcial';
  return status === 'AGUARDANDO_FATURAMENTO' ? null : 'nenhum';
}

/** The statuses the pending tab asks the server for (the body's situacaoPedido list). */
export const PENDING_PAYMENT_STATUSES: readonly SituacaoPedido[] = ['AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR', 'AGUARDANDO_FATURAMENTO', 'ENVIADO_PENDENTE_DE_PAGAMENTO', 'ENVIADO'];
