/**
 * The quotation stepper (spec 03 §2.2, DECISIONS 1): Resumo (0) → /pedido-resumo/{id}, Pedido (1) →
 * /pedido-automatico/{id} or /pedido-manual/{id} by how the orders were generated, Revisão e envio
 * (2) → /revisao-envio/{id}. Pure: the header component and every order screen share it.
 */
export type StepIndex = 0 | 1 | 2;
export type OrderGeneration = 'AUTOMATICO' | 'MANUAL' | null | undefined;

export interface StepperContext {
  idCotacao: number;
  current: StepIndex;
  /** How the quotation's orders were generated; none yet: the Pedido and Revisão steps are disabled. */
  pedidoGerado: OrderGeneration;
  /** Once the order was sent, no step can be chosen any more (navigation is blocked). */
  pedidoEnviado: boolean;
}

export interface Step {
  index: StepIndex;
  label: string;
  path: string;
  /** The step itself is not available (no orders yet, or the order was sent). */
  disabled: boolean;
  /** The user may choose it: not the current one, not disabled, and no earlier step disabled. */
  reachable: boolean;
}

export const STEP_LABELS = ['Resumo', 'Pedido', 'Revisão e envio'] as const;

export function orderStepPath(idCotacao: number, pedidoGerado: OrderGeneration): string {
  return pedidoGerado === 'MANUAL' ? `/pedido-manual/${idCotacao}` : `/pedido-automatico/${idCotacao}`;
}

export function stepperSteps({ idCotacao, current, pedidoGerado, pedidoEnviado }: StepperContext): Step[] {
  const paths = [`/pedido-resumo/${idCotacao}`, orderStepPath(idCotacao, pedidoGerado), `/revisao-envio/${idCotacao}`];
  const noOrders = !pedidoGerado;
  const disabled = [pedidoEnviado, pedidoEnviado || noOrders, pedidoEnviado || noOrders];
  return STEP_LABELS.map((label, index) => ({
    index: index as StepIndex,
    label,
    path: paths[index],
    disabled: disabled[index],
    reachable: isStepReachable(disabled, current, index),
  }));
}

/** A step may be chosen when it is not the current one and neither it nor any earlier step is disabled. */
export function isStepReachable(disabled: readonly boolean[], current: number, index: number): boolean {
  if (index === current) return false;
  return disabled.slice(0, index + 1).every((d) => !d);
}
