import type { DbOrderItem } from './types';

/** A branch order's totals, computed from its items: Σ qtdePedida × valorSemST, and the same with ST. */
export interface OrderTotals {
  valorTotal: number;
  valorTotalComST: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function computeOrderTotals(items: readonly DbOrderItem[]): OrderTotals {
  let semST = 0;
  let comST = 0;
  for (const item of items) {
    semST += item.qtdePedida * item.valorSemST;
    comST += item.qtdePedida * item.valorComST;
  }
  return { valorTotal: cents(semST), valorTotalComST: cents(comST) };
}
