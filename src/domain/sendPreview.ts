import { isSendable, isSentOrLater, type SituacaoPedido } from './orderStatus';

/**
 * Why a selected order would not go out with a send (issue 29 point 1; spec 03 §4.1, §4.6,
 * DECISIONS 13): only CONFIRMADO (and ENVIADO_PROBLEMA, sent again) is sent; the others stay as
 * they are and the send dialog names them with the reason. Null for an order the send takes.
 */
export const NOT_SENDABLE_REASONS = {
  notConfirmed: "Ainda não confirmado: confirme o pedido na etapa 'Pedido'.",
  sent: 'Já enviado.',
  cancelled: 'Pedido cancelado.',
  empty: 'Pedido sem produtos.',
} as const;

export function notSendableReason(status: SituacaoPedido): string | null {
  if (isSendable(status)) return null;
  if (status === 'CANCELADO') return NOT_SENDABLE_REASONS.cancelled;
  return isSentOrLater(status) ? NOT_SENDABLE_REASONS.sent : NOT_SENDABLE_REASONS.notConfirmed;
}
