import type { OrderGeneration } from './quotationStepper';
import { orderStepPath } from './quotationStepper';

/**
 * Where 'Ver Pedidos' leads (spec 02 §4.2): when the situation contains 'envia' or 'fatur' (any
 * case) and no order is CONFIRMADO, the order review; when a manual order was generated or no
 * order exists, the manual-order route; otherwise the (automatic) orders route.
 */
export interface VerPedidosInput {
  idCotacao: number;
  situacao: string;
  /** The statuses of the quotation's orders (empty when none exists). */
  situacoesPedido: readonly string[];
  pedidoManualGerado: boolean;
}

export function verPedidosTarget({ idCotacao, situacao, situacoesPedido, pedidoManualGerado }: VerPedidosInput): string {
  const text = situacao.toLowerCase();
  if ((text.includes('envia') || text.includes('fatur')) && !situacoesPedido.includes('CONFIRMADO')) return `/revisao-envio/${idCotacao}`;
  const generation: OrderGeneration = pedidoManualGerado || situacoesPedido.length === 0 ? 'MANUAL' : 'AUTOMATICO';
  return orderStepPath(idCotacao, generation);
}
