import type { SituacaoPedido } from '../api/dto';
import type { StatusLooping } from '../api/envioPedidoDto';

/** The order status as the server sends it (its one home: api/dto.ts); the rules about it are here. */
export type { SituacaoPedido } from '../api/dto';
export type { StatusLooping } from '../api/envioPedidoDto';

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

/** One row of the order status table (spec 03 §4.1): the wire's numeric id and the business index. */
export interface OrderStatusRow {
  id: number;
  index: number;
  tone?: 'green' | 'red' | 'amber';
}

/** Spec 03 §4.1, the numeric id and the business index of each status (CANCELADO has index 0). */
export const ORDER_STATUS_TABLE: Record<SituacaoPedido, OrderStatusRow> = {
  NAO_INICIADO: { id: 0, index: 1 },
  EM_CRIACAO: { id: 1, index: 2 },
  EM_NEGOCIACAO: { id: 8, index: 3 },
  CONFIRMADO: { id: 2, index: 4 },
  ENVIADO_PROBLEMA: { id: 9, index: 5 },
  ENVIADO: { id: 3, index: 6 },
  AGUARDANDO_FATURAMENTO: { id: 4, index: 7 },
  FATURADO_MANUALMENTE: { id: 5, index: 8 },
  FATURADO_RETORNO: { id: 6, index: 9, tone: 'green' },
  ENVIADO_FTP: { id: 10, index: 10 },
  NAO_FATURADO: { id: 12, index: 11, tone: 'red' },
  FATURADO_RETORNO_INCOMPLETO: { id: 13, index: 12, tone: 'amber' },
  ENVIADO_PENDENTE_DE_PAGAMENTO: { id: 11, index: 13 },
  AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR: { id: 14, index: 14 },
  CANCELADO: { id: 7, index: 0 },
};

const STATUS_BY_ID = new Map(Object.entries(ORDER_STATUS_TABLE).map(([status, row]) => [row.id, status as SituacaoPedido]));

/** The status of a numeric id of the wire; undefined for an id the table does not have. */
export const orderStatusOfId = (id: number): SituacaoPedido | undefined => STATUS_BY_ID.get(id);

export const orderStatusIndex = (status: SituacaoPedido): number => ORDER_STATUS_TABLE[status].index;

/** The status text; an empty status filter reads '[Todas]' (spec 03 §4.1). */
export const orderStatusLabel = (status: SituacaoPedido | '' | null | undefined): string => (status ? ORDER_STATUS_TEXT[status] : '[Todas]');

/** Spec 03 §4.1: an index above 5 counts as sent or later. */
export const isSentOrLater = (status: SituacaoPedido): boolean => orderStatusIndex(status) > 5;

/** Spec 03 §4.1: orders that bulk actions may select. */
export const BULK_SELECTABLE_STATUSES: readonly SituacaoPedido[] = ['EM_CRIACAO', 'CONFIRMADO', 'NAO_INICIADO'];
export const isBulkSelectable = (status: SituacaoPedido): boolean => BULK_SELECTABLE_STATUSES.includes(status);

/** Spec 03 §4.6 and DECISIONS 13: a confirmed order is sent; one whose send had a problem may be sent again. */
export const SENDABLE_STATUSES: readonly SituacaoPedido[] = ['CONFIRMADO', 'ENVIADO_PROBLEMA'];
export const isSendable = (status: SituacaoPedido): boolean => SENDABLE_STATUSES.includes(status);

/** Statuses the supplier's billing return has settled (the payment button is disabled for them, spec 03 §4.6). */
export const BILLED_STATUSES: readonly SituacaoPedido[] = ['FATURADO_RETORNO', 'FATURADO_RETORNO_INCOMPLETO', 'NAO_FATURADO'];

/** Spec 03 §4.6: the success message of a send, the FTP one when some returned order waits on the FTP file. */
export const SEND_MESSAGES = {
  one: 'Pedido enviado com sucesso.',
  many: 'Pedidos enviados com sucesso.',
  ftp: 'Gerando arquivo de pedido no FTP para envio dos pedidos.',
  oneFailed: 'Não foi possivel enviar o pedido, tente novamente!',
  manyFailed: 'Não foi possivel enviar os pedidos.',
} as const;

export function sendSuccessMessage(returned: readonly SituacaoPedido[], bulk: boolean): string {
  if (returned.includes('ENVIADO_FTP')) return SEND_MESSAGES.ftp;
  return bulk ? SEND_MESSAGES.many : SEND_MESSAGES.one;
}


export const LOOPING_STATUS_TEXT: Record<StatusLooping, string> = {
  P: 'Looping em andamento',
  W: 'Looping em andamento',
  MD: 'Looping encerrado manualmente',
  D: 'Looping encerrado automaticamente',
  C: 'Sem looping',
};

export const isLoopingActive = (status: StatusLooping | null | undefined): boolean => status === 'P' || status === 'W';

/** The looping settings of a quotation as far as the status rules need them. */
export interface LoopingSettings {
  percentualPrecoMax: number | null;
  horarioLimite: string | null;
  status: StatusLooping | null;
}

/** Spec 03 §2.6: the looping data has a maximum price percentage and a time limit (the summary's 'Desconsiderar pedidos de looping'). */
export const hasLoopingLimits = (data: LoopingSettings | null | undefined): boolean => data != null && data.percentualPrecoMax != null && Boolean(data.horarioLimite);

/** Spec 03 §4.6: 'end looping' shows only with a limit and a time set and a status other than C, D or MD. */
export const canEndLooping = (data: LoopingSettings | null | undefined): boolean =>
  hasLoopingLimits(data) && data!.status !== 'C' && data!.status !== 'D' && data!.status !== 'MD';

/** Spec 03 §5, §9: the limiter goes 0 to 301; 301 (above 300 %) reads 'Max.'. */
export const LIMITER_MAX = 301;
export const limiterLabel = (value: number): string => (value >= LIMITER_MAX ? 'Max.' : `${value} %`);
