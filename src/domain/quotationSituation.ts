import type { SituacaoPedido } from './orderStatus';
import { quotationStatusLabel } from './quotationStatus';

/**
 * The situation a quotation header shows (spec 02 §4.2, spec 03 §2.2; docs/decisions.md
 * "Quotation situation"): once the quotation has orders, the situation the buyer's orders are in;
 * before that (or when every order was cancelled), the quotation status' label. The quotation
 * status itself (spec 02 §4.4) is not changed by it: the home panels and the search still classify
 * by the status. Every text of a sent state contains 'envia' (spec 02 §4.2's 'Ver Pedidos' rule
 * reads it: domain/verPedidosTarget).
 */
export const ORDERS_SITUATION_TEXT = {
  problema: 'Problema ao enviar pedido(s)',
  codigo: 'Pedido(s) enviado(s) aguardando código de pedido',
  pagamento: 'Pedido(s) enviado(s) aguardando pagamento',
  semRetorno: 'Pedido(s) enviado(s) sem retorno',
  comRetorno: 'Pedido(s) enviado(s) com retorno',
  confirmado: 'Confirmado',
  emCriacao: 'Em criação',
} as const;

/** First match wins: what still needs the buyer comes before what waits on the supplier, which comes before what is settled. */
const PRECEDENCE: readonly { text: string; statuses: readonly SituacaoPedido[] }[] = [
  { text: ORDERS_SITUATION_TEXT.problema, statuses: ['ENVIADO_PROBLEMA'] },
  { text: ORDERS_SITUATION_TEXT.codigo, statuses: ['ENVIADO_FTP'] },
  { text: ORDERS_SITUATION_TEXT.pagamento, statuses: ['ENVIADO_PENDENTE_DE_PAGAMENTO', 'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR'] },
  { text: ORDERS_SITUATION_TEXT.semRetorno, statuses: ['ENVIADO', 'AGUARDANDO_FATURAMENTO'] },
  { text: ORDERS_SITUATION_TEXT.comRetorno, statuses: ['FATURADO_RETORNO', 'FATURADO_RETORNO_INCOMPLETO', 'NAO_FATURADO', 'FATURADO_MANUALMENTE'] },
];

const IN_CREATION: readonly SituacaoPedido[] = ['NAO_INICIADO', 'EM_CRIACAO', 'EM_NEGOCIACAO'];

/** The situation of the quotation's orders; null when it has none (or none but cancelled ones). */
export function ordersSituation(statuses: Iterable<SituacaoPedido>): string | null {
  const present = new Set(statuses);
  present.delete('CANCELADO');
  if (present.size === 0) return null;
  for (const { text, statuses: matching } of PRECEDENCE) if (matching.some((status) => present.has(status))) return text;
  // Nothing sent: 'Confirmado' once every open order is confirmed, 'Em criação' while one is not.
  return IN_CREATION.some((status) => present.has(status)) ? ORDERS_SITUATION_TEXT.emCriacao : ORDERS_SITUATION_TEXT.confirmado;
}

/** The header's situation: the orders' situation, else the quotation status' label (e.g. 'Em Análise'); a cancelled quotation reads 'Cancelada'. */
export function quotationSituation(situacao: string, statuses: Iterable<SituacaoPedido>): string {
  return (situacao === 'CANCELADA' ? null : ordersSituation(statuses)) ?? quotationStatusLabel(situacao);
}

/** What a quotation context (GET /resumoresposta/contexto/{id}) says the situation is: its descricaoSituacao, or the same rule over its fields (an answer without it). */
export function contextSituation(context: { situacao: string; situacoesPedido: readonly SituacaoPedido[]; descricaoSituacao?: string | null }): string {
  return context.descricaoSituacao ?? quotationSituation(context.situacao, context.situacoesPedido);
}
