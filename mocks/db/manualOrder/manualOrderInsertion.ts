import type { TotalPedidoManualDto, ValorTotalManualDto, ValorTotalManualFiltroDto, ValorTotalRepresentanteDto } from '../../../src/api/pedidoManualTotaisDto';
import { isAnswerEditable } from '../../../src/domain/manualOrderFilter';
import { minimumBillingShortfall } from '../../../src/domain/orderQuantity';
import { answerTerms } from '../answers/answerItems';
import type { MockDb } from '../core/database';
import { addGeneratedOrder } from '../core/generatedOrders';
import { type ManualBranch, type ManualOrder } from './manualOrder';
import { dropManualOrder } from './manualOrderRegistry';
import { answerState, ManualOrderRefused, ordersSent, REFUSALS } from './manualOrderCommands';
import type { DbQuotation } from '../core/types';
import { comparePtBr } from '../core/collate';
import { cents } from '../../../src/domain/money';

/**
 * The manual order's totals, the checks before 'Inserir no Pedido', the insertion itself and
 * 'Reiniciar' (spec 02 §4.6, §7; docs/api.md). Totals add each branch's cached summary
 * (ManualOrder.summary); inserting makes one branch order per representative × branch with
 * something bought (quantity above 0), CONFIRMADO (DECISIONS 13), whose items the database builds
 * from the answers' items when read (db.generatedOrders), as for generated orders: the review
 * page (mocks/db/review/orderReview.ts) then shows them.
 */

/** Every representative × payment term × branch with its bought totals, under the narrowing (0 or absent = any). */
function representativeRows(db: MockDb, order: ManualOrder, narrow: ValorTotalManualFiltroDto): { branch: ManualBranch; s: number; semST: number; comST: number; items: number }[] {
  const rows: { branch: ManualBranch; s: number; semST: number; comST: number; items: number }[] = [];
  for (const branch of order.branches) {
    if (narrow.idCliente && branch.idCliente !== narrow.idCliente) continue;
    const summary = order.summary(branch);
    branch.slots.forEach((slot, s) => {
      const answer = slot.answer;
      if (narrow.idFornecedor && answer.idFornecedor !== narrow.idFornecedor) return;
      if (narrow.idRepresentante && answer.idRepresentante !== narrow.idRepresentante) return;
      if (typeof narrow.prazoPagamento === 'number' && termDays(db, order, answer) !== narrow.prazoPagamento) return;
      if (summary.items[s] > 0) rows.push({ branch, s, semST: summary.semST[s], comST: summary.comST[s], items: summary.items[s] });
    });
  }
  return rows;
}

const termDays = (db: MockDb, order: ManualOrder, answer: ManualBranch['slots'][number]['answer']): number => answer.diasPrazoEscolhido ?? answerTerms(answer, order.quotation, db.scenarioSeed).diasPrazoPagamento;

/** POST valorTotal: the bought total under the narrowing. */
export function totalUnder(db: MockDb, order: ManualOrder, narrow: ValorTotalManualFiltroDto): ValorTotalManualDto {
  const rows = representativeRows(db, order, narrow);
  return {
    valorTotal: cents(rows.reduce((sum, row) => sum + row.semST, 0)),
    valorTotalComST: cents(rows.reduce((sum, row) => sum + row.comST, 0)),
    quantidadeItens: rows.reduce((sum, row) => sum + row.items, 0),
  };
}

/** POST valorTotalPorRepresentante: one row per representative and payment term, with what its future branch orders lack of the minimum billing. */
export function totalsByRepresentative(db: MockDb, order: ManualOrder, narrow: ValorTotalManualFiltroDto): ValorTotalRepresentanteDto[] {
  const byKey = new Map<string, ValorTotalRepresentanteDto>();
  for (const row of representativeRows(db, order, narrow)) {
    const answer = row.branch.slots[row.s].answer;
    const terms = answerTerms(answer, order.quotation, db.scenarioSeed);
    const days = termDays(db, order, answer);
    const key = `${answer.idRepresentante}|${days}`;
    let total = byKey.get(key);
    if (!total) {
      total = {
        idFornecedor: answer.idFornecedor,
        idRepresentante: answer.idRepresentante,
        nomeFantasiaFornecedor: db.supplierName(answer.idFornecedor),
        tituloRepresentante: db.representativeName(answer.idRepresentante),
        prazoPagamento: days,
        prazoTitulo: days === 0 ? 'À vista' : `${days} dias`,
        faturamentoMinimo: terms.faturamentoMinimo,
        faltaFaturamentoMinimo: 0,
        valorTotal: 0,
        valorTotalComST: 0,
        quantidadeItens: 0,
      };
      byKey.set(key, total);
    }
    total.valorTotal = cents(total.valorTotal + row.semST);
    total.valorTotalComST = cents(total.valorTotalComST + row.comST);
    total.quantidadeItens += row.items;
    total.faltaFaturamentoMinimo = cents(total.faltaFaturamentoMinimo + minimumBillingShortfall(terms.faturamentoMinimo, cents(row.semST)));
  }
  return [...byKey.values()].sort((a, b) => comparePtBr(a.nomeFantasiaFornecedor, b.nomeFantasiaFornecedor) || a.idRepresentante - b.idRepresentante || a.prazoPagamento - b.prazoPagamento);
}

/** GET /pedidomanual/total/{id}: the whole manual order. */
export function orderTotal(db: MockDb, order: ManualOrder): TotalPedidoManualDto {
  const totals = { quantidadeProdutos: 0, quantidadeProdutosSelecionados: 0, quantidadeProdutosSemResposta: 0, quantidadeRespostasZeradas: 0, quantidadePedidos: 0 };
  for (const branch of order.branches) {
    const summary = order.summary(branch);
    totals.quantidadeProdutos += summary.products;
    totals.quantidadeProdutosSelecionados += summary.selected;
    totals.quantidadeProdutosSemResposta += summary.withoutAnswer;
    totals.quantidadeRespostasZeradas += summary.zeroQuantity;
    totals.quantidadePedidos += summary.items.filter((items) => items > 0).length;
  }
  return { ...totalUnder(db, order, { idCotacao: order.idCotacao }), ...totals };
}

/** Marked answers that cannot become orders: ignored, or expired without permission to send them. */
export function invalidMarks(db: MockDb, order: ManualOrder): { vencidas: number; ignoradas: number } {
  const counts = { vencidas: 0, ignoradas: 0 };
  for (const branch of order.branches) {
    const marked = markedSlots(order, branch);
    branch.slots.forEach((slot, s) => {
      if (!marked.has(s)) return;
      const state = answerState(db, { order, branch, p: 0, s });
      if (state.ignorada) counts.ignoradas += marked.get(s)!;
      else if (!isAnswerEditable(state)) counts.vencidas += marked.get(s)!;
    });
  }
  return counts;
}

/** Slots of a branch with products bought (quantity above 0), and how many. */
function markedSlots(order: ManualOrder, branch: ManualBranch): Map<number, number> {
  const summary = order.summary(branch);
  const marked = new Map<number, number>();
  summary.items.forEach((items, s) => {
    if (items > 0) marked.set(s, items);
  });
  return marked;
}

/** GET /pedido/inserirPedidos/{id}: the quotation's branch orders replaced by the bought answers, CONFIRMADO. */
export function insertOrders(db: MockDb, order: ManualOrder): { quantidadePedidos: number; quantidadeItens: number } {
  if (ordersSent(db, order.idCotacao)) throw new ManualOrderRefused(REFUSALS.sent, 409);
  const plans: { branch: ManualBranch; s: number; picks: number[]; quantities: number[]; total: number; totalComST: number }[] = [];
  for (const branch of order.branches) {
    const bySlot = new Map<number, (typeof plans)[number]>();
    for (const p of order.positions(branch)) {
      const s = order.chosen(branch, p);
      if (s < 0) continue;
      const quantity = order.quantity(branch, s, p);
      if (quantity === 0) continue;
      let plan = bySlot.get(s);
      if (!plan) bySlot.set(s, (plan = { branch, s, picks: [], quantities: [], total: 0, totalComST: 0 }));
      const numbers = order.numbers(branch, s, p);
      plan.picks.push(order.indexIn(branch.slots[s], p));
      plan.quantities.push(quantity);
      plan.total += quantity * numbers.precoSemST;
      plan.totalComST += quantity * numbers.precoComST;
    }
    plans.push(...bySlot.values());
  }
  if (plans.length === 0) throw new ManualOrderRefused('Nenhum produto selecionado com quantidade para inserir no pedido.', 409);
  db.removeOrdersOf(order.idCotacao);
  for (const plan of plans) {
    const answer = plan.branch.slots[plan.s].answer;
    const faturamentoMinimo = answerTerms(answer, order.quotation, db.scenarioSeed).faturamentoMinimo;
    const { idFornecedor, idRepresentante } = answer;
    const where = { idCliente: plan.branch.idCliente, cnpjCliente: plan.branch.cnpj, nomeFantasiaCliente: plan.branch.nome };
    addGeneratedOrder(db, order.idCotacao, { idResposta: answer.id, idFornecedor, idRepresentante, ...where, picks: plan.picks, quantities: plan.quantities, total: cents(plan.total), faturamentoMinimo }, 'CONFIRMADO');
  }
  return { quantidadePedidos: plans.length, quantidadeItens: plans.reduce((sum, plan) => sum + plan.picks.length, 0) };
}

/** POST /pedidomanual/reiniciar/{id}: changes and orders dropped, the quotation back to analysis (orders can be generated again). */
export function restartManualOrder(db: MockDb, quotation: DbQuotation): void {
  if (ordersSent(db, quotation.id)) throw new ManualOrderRefused('Os pedidos desta cotação já foram enviados e não podem mais ser reiniciados.', 409);
  db.removeOrdersOf(quotation.id);
  dropManualOrder(db, quotation.id);
  delete quotation.pedidoGerado;
  quotation.situacao = 'EM_ANALISE';
}
