/**
 * The quotation stepper (spec 03 §2.2, DECISIONS 1): Resumo (0) → /pedido-resumo/{id}, Pedido (1) →
 * /pedido-automatico/{id} or /pedido-manual/{id} by how the orders were generated, Revisão e envio
 * (2) → /revisao-envio/{id}. Pure: the header component and every order screen share it.
 */
import { isOrderEditable, type SituacaoPedido } from './orderStatus';

export type StepIndex = 0 | 1 | 2;
export type OrderGeneration = 'AUTOMATICO' | 'MANUAL' | null | undefined;

export interface StepperContext {
  idCotacao: number;
  current: StepIndex;
  /** How the quotation's orders were generated; none yet: the Pedido and Revisão steps are disabled. */
  pedidoGerado: OrderGeneration;
  /** Once the order was sent, no step can be chosen any more (navigation is blocked). */
  pedidoEnviado: boolean;
  /**
   * The distinct statuses of the quotation's orders (context situacoesPedido). When given, the
   * review is reachable only once an order is confirmed (or further on): before that it could
   * not send anything (issue 25 point 8).
   */
  situacoesPedido?: readonly SituacaoPedido[];
}

export interface Step {
  index: StepIndex;
  label: string;
  path: string;
  /** The step itself is not available (no orders yet, or the order was sent). */
  disabled: boolean;
  /** The user may choose it: not the current one, not disabled, and no earlier step disabled. */
  reachable: boolean;
  /** Why a step that is not the current one cannot be chosen, when the buyer can do something about it (shown beside it). */
  reason?: string;
}

/** Beside 'Revisão e envio' while no order is confirmed. */
export const REVIEW_NEEDS_CONFIRMATION = 'Confirme o pedido para revisar e enviar';

/** Some order is confirmed or further on (sent, invoiced…): what the review and sending work on. */
export const hasConfirmedOrder = (statuses: readonly SituacaoPedido[]): boolean =>
  statuses.some((status) => status === 'CONFIRMADO' || (!isOrderEditable(status) && status !== 'CANCELADO'));

export const STEP_LABELS = ['Resumo', 'Pedido', 'Revisão e envio'] as const;

export function orderStepPath(idCotacao: number, pedidoGerado: OrderGeneration): string {
  return pedidoGerado === 'MANUAL' ? `/pedido-manual/${idCotacao}` : `/pedido-automatico/${idCotacao}`;
}

export function stepperSteps({ idCotacao, current, pedidoGerado, pedidoEnviado, situacoesPedido }: StepperContext): Step[] {
  const paths = [`/pedido-resumo/${idCotacao}`, orderStepPath(idCotacao, pedidoGerado), `/revisao-envio/${idCotacao}`];
  const noOrders = !pedidoGerado;
  const notConfirmed = !noOrders && !pedidoEnviado && situacoesPedido !== undefined && !hasConfirmedOrder(situacoesPedido);
  const disabled = [pedidoEnviado, pedidoEnviado || noOrders, pedidoEnviado || noOrders || notConfirmed];
  return STEP_LABELS.map((label, index) => ({
    index: index as StepIndex,
    label,
    path: paths[index],
    disabled: disabled[index],
    reachable: isStepReachable(disabled, current, index),
    ...(index === 2 && notConfirmed && current !== 2 ? { reason: REVIEW_NEEDS_CONFIRMATION } : {}),
  }));
}

/** A step may be chosen when it is not the current one and neither it nor any earlier step is disabled. */
export function isStepReachable(disabled: readonly boolean[], current: number, index: number): boolean {
  if (index === current) return false;
  return disabled.slice(0, index + 1).every((d) => !d);
}
