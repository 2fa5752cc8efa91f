import type { DbOrderItem } from './types';
import { cents } from '../../../src/domain/money';

/** A branch order's totals, computed from its items: Σ qtdePedida × valorSemST, and the same with ST. */
export interface OrderTotals {
  valorTotal: number;
  valorTotalComST: number;
}


export function computeOrderTotals(items: readonly DbOrderItem[]): OrderTotals {
  let semST = 0;
  let comST = 0;
  for (const item of items) {
    semST += item.qtdePedida * item.valorSemST;
    comST += item.qtdePedida * item.valorComST;
  }
  return { valorTotal: cents(semST), valorTotalComST: cents(comST) };
}
