import type { PedidoItemDto } from '../../src/api/dto';
import type { AnswerOffer, ComboView, OrdersView } from './apiReader';
import { cents } from '../../src/domain/money';

/** What the checks know beyond the API's answer: the answers' offers, the combos, and the quantities the buyer was warned about. */
export interface CheckContext {
  offers: readonly AnswerOffer[];
  combos: readonly ComboView[];
  /** Order items whose quantity the buyer typed above what was answered, with the answered quantity in view. */
  warned: ReadonlySet<number>;
}

/** An invariant: the violations it finds in what the API answers (none when it holds). */
export type Check = (view: OrdersView, context: CheckContext) => string[];

const CENT = 0.011;
const itemsValue = (items: readonly PedidoItemDto[]) => items.reduce((sum, item) => sum + item.qtdePedida * item.valorSemST, 0);
const differs = (a: number, b: number) => Math.abs(a - b) > CENT;

function sumsBy<T>(rows: readonly T[], keyOf: (row: T) => string, valueOf: (row: T) => number): Map<string, { total: number; count: number }> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const row of rows) {
    const sum = sums.get(keyOf(row)) ?? { total: 0, count: 0 };
    sum.total += valueOf(row);
    sum.count += 1;
    sums.set(keyOf(row), sum);
  }
  return sums;
}

/** Rows of a level (supplier, representative) against the sums of their orders. */
function groupProblems(level: string, rows: readonly { key: string; total: number; count?: number }[], sums: Map<string, { total: number; count: number }>): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const sum = sums.get(row.key) ?? { total: 0, count: 0 };
    if (differs(row.total, sum.total)) problems.push(`${level} ${row.key}: total ${row.total} ≠ Σ pedidos ${cents(sum.total)}`);
    if (row.count !== undefined && row.count !== sum.count) problems.push(`${level} ${row.key}: ${row.count} pedidos ≠ ${sum.count} listados`);
  }
  for (const [key, sum] of sums) if (sum.total > CENT && !rows.some((row) => row.key === key)) problems.push(`${level} ${key}: falta na lista (Σ pedidos ${cents(sum.total)})`);
  return problems;
}

const supplierKey = (row: { idFornecedor: number }) => String(row.idFornecedor);
const representativeKey = (row: { idFornecedor: number; idRepresentante: number }) => `${row.idFornecedor}/${row.idRepresentante}`;

/** Automatic order: each order's total is the sum of its items; representatives, suppliers and the quotation add up their orders. */
export const automaticTotals: Check = (view) => {
  const problems: string[] = [];
  for (const order of view.orders) {
    const sum = itemsValue(view.items.get(order.idPedido) ?? []);
    if (differs(order.valorTotal, sum)) problems.push(`pedido ${order.idPedido}: total ${order.valorTotal} ≠ Σ itens ${cents(sum)}`);
  }
  problems.push(...groupProblems('fornecedor', view.suppliers.map((row) => ({ key: supplierKey(row), total: row.valorTotal, count: row.quantidadePedidos })), sumsBy(view.orders, supplierKey, (o) => o.valorTotal)));
  problems.push(...groupProblems('representante', view.representatives.map((row) => ({ key: representativeKey(row), total: row.valorTotal, count: row.quantidadePedidos })), sumsBy(view.orders, representativeKey, (o) => o.valorTotal)));
  const all = view.orders.reduce((sum, order) => sum + order.valorTotal, 0);
  if (differs(view.total.valorTotal, all)) problems.push(`cotação: total ${view.total.valorTotal} ≠ Σ pedidos ${cents(all)}`);
  return problems;
};

/** Review: the same, and each order shows the total the automatic order shows. */
export const reviewTotals: Check = (view) => {
  const { review } = view;
  const problems: string[] = [];
  const automatic = new Map(view.orders.map((order) => [order.idPedido, order.valorTotal]));
  for (const order of review.orders) {
    const sum = itemsValue(review.items.get(order.idPedido) ?? []);
    if (differs(order.valorTotal, sum)) problems.push(`revisão, pedido ${order.idPedido}: total ${order.valorTotal} ≠ Σ itens ${cents(sum)}`);
    const shown = automatic.get(order.idPedido);
    if (shown !== undefined && differs(shown, order.valorTotal)) problems.push(`pedido ${order.idPedido}: revisão ${order.valorTotal} ≠ pedido automático ${shown}`);
  }
  problems.push(...groupProblems('revisão, fornecedor', review.suppliers.map((row) => ({ key: supplierKey(row), total: row.valorTotal })), sumsBy(review.orders, supplierKey, (o) => o.valorTotal)));
  problems.push(...groupProblems('revisão, representante', review.representatives.map((row) => ({ key: representativeKey(row), total: row.valorTotal })), sumsBy(review.orders, representativeKey, (o) => o.valorTotal)));
  return problems;
};

const comboOrderIds = (context: CheckContext) => new Set(context.combos.flatMap((combo) => (combo.idPedido === null ? [] : [combo.idPedido])));

/** The answer an order buys from: same supplier, representative and branch. */
const answerOfOrder = (context: CheckContext, order: { idFornecedor: number; idRepresentante: number; idCliente: number }) =>
  context.offers.filter((offer) => offer.idFornecedor === order.idFornecedor && offer.idRepresentante === order.idRepresentante && offer.idCliente === order.idCliente);

/** Each item comes from an answer of its order's supplier and representative for that branch, at that answer's price (combo items: the combo's). */
export const answerOrigin: Check = (view, context) => {
  const problems: string[] = [];
  const combos = comboOrderIds(context);
  for (const order of view.orders) {
    const answers = answerOfOrder(context, order);
    for (const item of view.items.get(order.idPedido) ?? []) {
      const offered = answers.map((answer) => answer.items.get(item.idProduto)).filter((found) => found !== undefined);
      if (offered.length === 0) problems.push(`pedido ${order.idPedido} (fornecedor ${order.idFornecedor}, filial ${order.idCliente}): produto ${item.codigoBarras} não está em resposta deste fornecedor/representante para a filial`);
      else if (!combos.has(order.idPedido) && !offered.some((answer) => answer.precoSemST === item.valorSemST)) problems.push(`pedido ${order.idPedido}: produto ${item.codigoBarras} a ${item.valorSemST}, a resposta do fornecedor ${order.idFornecedor} oferece ${offered.map((a) => a.precoSemST).join('/')}`);
    }
  }
  return problems;
};

/** An order never holds the same product twice (automatic order and review). */
export const distinctProducts: Check = (view) => {
  const problems: string[] = [];
  for (const [where, lists] of [['pedido', view.items], ['revisão, pedido', view.review.items]] as const) {
    for (const [idPedido, items] of lists) {
      const seen = new Set<number>();
      for (const item of items) {
        if (seen.has(item.idProduto)) problems.push(`${where} ${idPedido}: produto ${item.codigoBarras} duas vezes`);
        seen.add(item.idProduto);
      }
    }
  }
  return problems;
};

/** Bonus items cost 0 and a combo order's total is its combo's value. */
export const comboValue: Check = (view, context) => {
  const problems: string[] = [];
  const orders = new Map(view.orders.map((order) => [order.idPedido, order]));
  for (const combo of context.combos) {
    if (combo.idPedido === null) continue;
    const order = orders.get(combo.idPedido);
    if (!order) {
      problems.push(`combo ${combo.idRespostaCliente}: pedido ${combo.idPedido} não aparece no pedido automático`);
      continue;
    }
    if (differs(order.valorTotal, combo.valorTotalItens)) problems.push(`combo ${combo.idRespostaCliente}: pedido ${order.idPedido} custa ${order.valorTotal}, o combo ${combo.valorTotalItens}`);
    const bonus = new Set(combo.itens.filter((item) => item.bonificado).map((item) => item.codBarras));
    for (const item of view.items.get(order.idPedido) ?? []) if (bonus.has(item.codigoBarras) && item.valorSemST !== 0) problems.push(`combo ${combo.idRespostaCliente}: bonificado ${item.codigoBarras} cobrado a ${item.valorSemST}`);
  }
  return problems;
};

/**
 * What an answer offers of a product: the quantity it answered, or the least it sells at or above
 * it under its own rules (whole boxes, its minimum, a fixed quantity): 1 un answered in boxes of 2 is
 * a box of 2 (spec 03 §5; the packaging screen's upward rounding).
 */
function offeredBy(answered: { quantidade: number; quantidadeEmbalagem: number; quantidadeMinima: number; quantidadeFixa: boolean }): number {
  if (answered.quantidadeFixa && answered.quantidadeMinima > 0) return Math.max(answered.quantidade, answered.quantidadeMinima);
  const pack = Math.max(1, answered.quantidadeEmbalagem);
  return Math.max(Math.ceil(answered.quantidade / pack) * pack, Math.ceil(answered.quantidadeMinima / pack) * pack);
}

/** No quantity exceeds what its answer offers, unless the buyer typed it with the answered quantity in view. */
export const offeredQuantity: Check = (view, context) => {
  const problems: string[] = [];
  for (const order of view.orders) {
    const answers = answerOfOrder(context, order);
    for (const item of view.items.get(order.idPedido) ?? []) {
      const offered = Math.max(0, ...answers.map((answer) => {
        const answered = answer.items.get(item.idProduto);
        return answered ? offeredBy(answered) : 0;
      }));
      if (offered > 0 && item.qtdePedida > offered && !context.warned.has(item.id)) problems.push(`pedido ${order.idPedido}: ${item.codigoBarras} pedido ${item.qtdePedida}, a resposta oferece ${offered}, sem aviso`);
    }
  }
  return problems;
};

const BILLED = new Set(['FATURADO_RETORNO', 'FATURADO_RETORNO_INCOMPLETO', 'NAO_FATURADO']);

/** The status agrees with the invoiced quantities, and the invoiced total with the invoiced items. */
export const billingStatus: Check = (view) => {
  const problems: string[] = [];
  for (const order of view.review.orders) {
    const items = view.review.items.get(order.idPedido) ?? [];
    const full = items.every((item) => item.quantidadeFaturada === item.qtdePedida);
    const none = items.every((item) => item.quantidadeFaturada === 0);
    const status = order.situacaoPedido;
    const agrees = !BILLED.has(status) ? none : status === 'FATURADO_RETORNO' ? full : status === 'NAO_FATURADO' ? none : !full && !none;
    if (!agrees) problems.push(`pedido ${order.idPedido}: situação ${status}, faturado ${items.map((item) => `${item.quantidadeFaturada}/${item.qtdePedida}`).join(', ')}`);
    const invoiced = items.reduce((sum, item) => sum + item.quantidadeFaturada * item.valorSemST, 0);
    if (differs(order.totalFaturado, invoiced)) problems.push(`pedido ${order.idPedido}: total faturado ${order.totalFaturado} ≠ Σ itens faturados ${cents(invoiced)}`);
  }
  return problems;
};

/** Every invariant by name: a property checks some of them after every step. */
export const CHECKS = { automaticTotals, reviewTotals, answerOrigin, distinctProducts, comboValue, offeredQuantity, billingStatus } satisfies Record<string, Check>;
export type CheckName = keyof typeof CHECKS;
