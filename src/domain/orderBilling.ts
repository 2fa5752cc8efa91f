import type { SituacaoPedido } from './orderStatus';
import { cents } from './money';

/**
 * The supplier's billing return of a sent order (spec 03 §3.4, §4.1, §4.6), read from its items:
 * one rule decides the order's status, its invoiced total and percentages, the not-invoiced
 * shortfall of each item (the not-bought list's NF rows, what looping orders again), so none of
 * them can disagree with the invoiced quantities.
 */
export interface BilledItem {
  /** qtdePedida. */
  ordered: number;
  /** quantidadeFaturada (more than ordered counts as what was ordered). */
  invoiced: number;
  /** The unit price the order pays (valorSemST). */
  unitPrice: number;
}

export type BillingReturnStatus = Extract<SituacaoPedido, 'FATURADO_RETORNO' | 'FATURADO_RETORNO_INCOMPLETO' | 'NAO_FATURADO'>;

/** part ÷ whole in %, to the cent; never 100 % for a part short of the whole, nor 0 % for a part above 0 (a partly invoiced order never reads 100 %). */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  const value = cents((part / whole) * 100);
  if (part < whole && value >= 100) return 99.99;
  return part > 0 && value <= 0 ? 0.01 : value;
}

/** What of an item the supplier invoiced, within what was ordered. */
export const invoicedWithin = (item: Pick<BilledItem, 'ordered' | 'invoiced'>): number => Math.max(0, Math.min(item.ordered, item.invoiced));

/** What of an item the supplier did not invoice (the NF share, what looping orders again). */
export const shortfallOf = (item: Pick<BilledItem, 'ordered' | 'invoiced'>): number => Math.max(0, item.ordered) - invoicedWithin(item);

/** valorFaturado of an item: the invoiced quantity at the order's unit price, in cents. */
export const invoicedValue = (item: BilledItem): number => cents(invoicedWithin(item) * item.unitPrice);

/**
 * The order's status once its billing return came, from the items that were ordered (quantity
 * above 0): every one invoiced in full → FATURADO_RETORNO ('Faturado'); nothing invoiced (or
 * nothing ordered) → NAO_FATURADO; otherwise → FATURADO_RETORNO_INCOMPLETO ('Faturado Parcialmente').
 */
export function billingReturnStatus(items: Iterable<Pick<BilledItem, 'ordered' | 'invoiced'>>): BillingReturnStatus {
  let invoiced = 0;
  let short = false;
  for (const item of items) {
    if (item.ordered <= 0) continue;
    invoiced += invoicedWithin(item);
    if (shortfallOf(item) > 0) short = true;
  }
  if (invoiced === 0) return 'NAO_FATURADO';
  return short ? 'FATURADO_RETORNO_INCOMPLETO' : 'FATURADO_RETORNO';
}

/** An order's billing figures (the review's order row and 'Resumo dos Pedidos'). */
export interface BillingFigures {
  status: BillingReturnStatus;
  /** The sum of the items' valorFaturado. */
  totalFaturado: number;
  /** Items ordered (quantity above 0) and those with some unit invoiced. */
  produtos: number;
  produtosFaturados: number;
  /** Units ordered and invoiced. */
  unidades: number;
  unidadesFaturadas: number;
  percentualFaturadoProdutos: number;
  percentualFaturadoUnidades: number;
}

export function billingFigures(items: Iterable<BilledItem>): BillingFigures {
  const lines = [...items].filter((item) => item.ordered > 0);
  let total = 0;
  let produtosFaturados = 0;
  let unidades = 0;
  let unidadesFaturadas = 0;
  for (const item of lines) {
    const invoiced = invoicedWithin(item);
    total += invoicedValue(item);
    unidades += item.ordered;
    unidadesFaturadas += invoiced;
    if (invoiced > 0) produtosFaturados += 1;
  }
  return {
    status: billingReturnStatus(lines),
    totalFaturado: cents(total),
    produtos: lines.length,
    produtosFaturados,
    unidades,
    unidadesFaturadas,
    percentualFaturadoProdutos: percent(produtosFaturados, lines.length),
    percentualFaturadoUnidades: percent(unidadesFaturadas, unidades),
  };
}
