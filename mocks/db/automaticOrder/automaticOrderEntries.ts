import type { TipoComparacao } from '../../../src/domain/automaticOrderFilter';
import { hasFixedMismatch, hasMinimumProblem, hasPackagingConflict } from '../../../src/domain/orderQuantity';
import { compareNamesPtBr } from '../core/collate';
import type { MockDb } from '../core/database';
import type { DbOrder, DbOrderItem } from '../core/types';

/**
 * What the automatic order's index (mocks/db/automaticOrder/automaticOrderIndex.ts) records of each item and how
 * it groups orders: the item flags, the six comparison metrics, and the supplier and
 * representative ranges of orders in screen order.
 */
export const FLAG_PACKAGING = 1;
export const FLAG_MINIMUM = 2;
export const FLAG_OPPORTUNITY = 4;
export const FLAG_COMBO = 8;
/** The item was deleted ('Excluir Produtos'); it stays in place so it can be re-inserted. */
export const FLAG_EXCLUDED = 16;

/** Comparison metrics per item: tipoComparacao × (percent, amount). */
export const METRICS = 6;
export const metricOf = (tipo: TipoComparacao, percent: boolean): number => tipo * 2 + (percent ? 0 : 1);

export interface Group {
  idFornecedor: number;
  idRepresentante: number;
  nome: string;
  from: number;
  to: number;
}

export function itemFlags(item: DbOrderItem): number {
  let flags = 0;
  if (hasPackagingConflict(item)) flags |= FLAG_PACKAGING;
  if (hasMinimumProblem(item) || hasFixedMismatch(item)) flags |= FLAG_MINIMUM;
  if (item.oportunidade) flags |= FLAG_OPPORTUNITY;
  if (item.combo) flags |= FLAG_COMBO;
  return flags;
}

/** The six metrics of domain/automaticOrderFilter comparisonDifference for one item, written at `at` (inlined: it runs for every item of a changed order). */
export function writeItemMetrics(metric: Float32Array, at: number, item: DbOrderItem): void {
  const price = item.valorSemST;
  const history = item.valorHistorico ?? item.valorReferencia;
  for (let tipo = 0; tipo <= 2; tipo += 1) {
    const current = tipo === 2 ? item.qtdePedida : price;
    const base = tipo === 0 ? item.valorReferencia : tipo === 1 ? history : item.qtdeCotada;
    const difference = current - base;
    metric[at * METRICS + tipo * 2] = base > 0 ? (difference / base) * 100 : 0;
    metric[at * METRICS + tipo * 2 + 1] = difference;
  }
}

/** Orders in screen order: supplier, representative, then branch name (so each supplier and representative is a contiguous range). */
export function inScreenOrder(db: MockDb, source: readonly DbOrder[]): DbOrder[] {
  const name = (order: DbOrder) => [db.supplierName(order.idFornecedor), db.representativeName(order.idRepresentante)];
  return [...source].sort((a, b) => {
    const [sa, ra] = name(a);
    const [sb, rb] = name(b);
    return sa.localeCompare(sb) || a.idFornecedor - b.idFornecedor || ra.localeCompare(rb) || a.idRepresentante - b.idRepresentante || compareNamesPtBr(a.nomeFantasiaCliente, b.nomeFantasiaCliente);
  });
}

/** The supplier and representative ranges of orders sorted in screen order (each a contiguous range). */
export function orderGroups(db: MockDb, orders: readonly DbOrder[]): { suppliers: Group[]; representatives: Group[] } {
  const suppliers: Group[] = [];
  const representatives: Group[] = [];
  for (let p = 0; p < orders.length; p += 1) {
    const order = orders[p];
    const supplier = suppliers[suppliers.length - 1];
    if (supplier?.idFornecedor === order.idFornecedor) supplier.to = p + 1;
    else suppliers.push({ idFornecedor: order.idFornecedor, idRepresentante: 0, nome: db.supplierName(order.idFornecedor), from: p, to: p + 1 });
    const rep = representatives[representatives.length - 1];
    if (rep?.idRepresentante === order.idRepresentante && rep.idFornecedor === order.idFornecedor) rep.to = p + 1;
    else representatives.push({ idFornecedor: order.idFornecedor, idRepresentante: order.idRepresentante, nome: db.representativeName(order.idRepresentante), from: p, to: p + 1 });
  }
  return { suppliers, representatives };
}
