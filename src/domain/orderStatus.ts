
export type SituacaoPedido =
  | 'NAO_INICIADO'
  | 'EM_CRIACAO'
  | 'EM_NEGOCIACAO'
  | 'CONFIRMADO'
  | 'ENVIADO_PROBLEMA'
  | 'ENVIADO'
  | 'AGUARDANDO_FATURAMENTO'
  | 'FATURADO_MANUALMENTE'
  | 'FATURADO_RETORNO'
  | 'ENVIADO_FTP'
  | 'NAO_FATURADO'
  | 'FATURADO_RETORNO_INCOMPLETO'
  | 'ENVIADO_PENDENTE_DE_PAGAMENTO'
  | 'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR'
  | 'CANCELADO';

/** Order status texts (spec 03 §4.1); the last two have none in the spec (docs/decisions.md). */
export const ORDER_STATUS_TEXT: Record<SituacaoPedido, string> = {
  NAO_INICIADO: 'Pedido Não iniciado',
  EM_CRIACAO: 'Em criação',
  EM_NEGOCIACAO: 'Em negociação',
  CONFIRMADO: 'Confirmado',
  ENVIADO_PROBLEMA: 'Problema no envio',
  ENVIADO: 'Enviado',
  AGUARDANDO_FATURAMENTO: 'Enviado - Sem Retorno',
  FATURADO_MANUALMENTE: 'Confirmado pelo representante',
  FATURADO_RETORNO: 'Faturado',
  ENVIADO_FTP: 'Aguardando código de pedido',
  NAO_FATURADO: 'Não Faturado',
  FATURADO_RETORNO_INCOMPLETO: 'Faturado Parcialmente',
  ENVIADO_PENDENTE_DE_PAGAMENTO: 'Aguardando pagamento',
  AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR: 'Aguardando conclusão no portal do fornecedor',
  CANCELADO: 'Cancelado',
};

/** DECISIONS 13: quantities, selection and deletion are allowed in these statuses only. */
export const EDITABLE_ORDER_STATUSES: readonly SituacaoPedido[] = ['NAO_INICIADO', 'EM_CRIACAO', 'EM_NEGOCIACAO', 'CONFIRMADO'];

export const isOrderEditable = (status: SituacaoPedido): boolean => EDITABLE_ORDER_STATUSES.includes(status);

/** The server's `editavel` when the branch order carries it (GET /{id}/filiais does); the status rule otherwise. */
export const isBranchOrderEditable = (order: { situacaoPedido: SituacaoPedido; editavel?: boolean }): boolean => order.editavel ?? isOrderEditable(order.situacaoPedido);
