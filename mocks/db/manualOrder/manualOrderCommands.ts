import { isAnswerEditable } from '../../../src/domain/manualOrderFilter';
import { buyMarkAfterQuantity, leaveManualQuantity, manualQuantityOnWire, quantityWhenBought, type QuantityRules } from '../../../src/domain/manualOrderQuantity';
import { NOT_A_WHOLE_NUMBER } from '../../../src/domain/orderQuantity';
import { isOrderEditable } from '../../../src/domain/orderStatus';
import { answerTerms } from '../answers/answerItems';
import type { MockDb } from '../core/database';
import { manualIds, type ManualBranch, type ManualOrder } from './manualOrder';
import { manualOrderOf } from './manualOrderRegistry';
import type { DbQuotation } from '../core/types';

/**
 * What the buyer changes in a manual order (spec 02 §4.1; docs/api.md "Manual order"): marks,
 * quantities (the domain's rules, the same the screen applies), deletion and restore, and the
 * mass changes of one product across branches. One answer is bought per product and branch:
 * marking an answer unmarks the product's other answer. Refusals are thrown as ManualOrderRefused.
 */
export class ManualOrderRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** A version conflict: the values as they are now (docs/api.md "Versioned writes"). */
    readonly current: unknown[] | null = null,
  ) {
    super(message);
  }
}

export const REFUSALS = {
  notFound: 'Não foi possível localizar a cotação.',
  noManualOrder: 'Esta cotação não tem pedido manual gerado.',
  sent: 'Os pedidos desta cotação já foram enviados e não podem mais ser alterados.',
  ignored: 'Esta resposta foi ignorada no resumo e não pode ser comprada.',
  expired: 'Esta resposta está vencida e não pode ser alterada.',
  deleted: 'Este produto foi excluído do pedido manual.',
  noAnswer: 'Não há resposta disponível para este produto.',
  item: 'Produto do pedido manual não encontrado.',
  answer: 'Resposta do pedido manual não encontrada.',
} as const;

/** An item (product at a branch) of a manual order. */
export interface ItemRef {
  order: ManualOrder;
  branch: ManualBranch;
  p: number;
}

export interface AnswerRef extends ItemRef {
  s: number;
}

/** Some order of the quotation left the editable statuses (DECISIONS 13): the manual order is read-only. */
export const ordersSent = (db: MockDb, idCotacao: number): boolean => db.ordersOf(idCotacao).some((order) => !isOrderEditable(order.situacaoPedido));

/** The manual order of a quotation the caller already checked is the buyer's; 404 when none was generated. */
export function requireManualOrder(db: MockDb, quotation: DbQuotation): ManualOrder {
  const order = manualOrderOf(db, quotation);
  if (!order) throw new ManualOrderRefused(REFUSALS.noManualOrder, 404);
  return order;
}

/** The branch of an idPedidoManual; `owns` says whether its quotation is the caller's. */
export function branchRef(db: MockDb, idPedidoManual: number, owns: (quotation: DbQuotation) => boolean): { order: ManualOrder; branch: ManualBranch } {
  const { idCotacao, branchIndex } = manualIds.ofBranch(idPedidoManual);
  const quotation = db.quotationById.get(idCotacao);
  if (!quotation || !owns(quotation)) throw new ManualOrderRefused(REFUSALS.notFound, 404);
  const order = requireManualOrder(db, quotation);
  const branch = order.branchByIndex.get(branchIndex);
  if (!branch || branch.id !== idPedidoManual) throw new ManualOrderRefused(REFUSALS.item, 404);
  return { order, branch };
}

export function itemRef(db: MockDb, idItem: number, owns: (quotation: DbQuotation) => boolean): ItemRef {
  const { idPedidoManual, position } = manualIds.ofItem(idItem);
  const { order, branch } = branchRef(db, idPedidoManual, owns);
  if (position >= order.products.length || order.base(branch).cover[position] === 0) throw new ManualOrderRefused(REFUSALS.item, 404);
  return { order, branch, p: position };
}

export function answerRef(db: MockDb, idAnswer: number, owns: (quotation: DbQuotation) => boolean): AnswerRef {
  const { idItem, slot } = manualIds.ofAnswer(idAnswer);
  const ref = itemRef(db, idItem, owns);
  if (slot >= ref.branch.slots.length || !(ref.order.base(ref.branch).cover[ref.p] & (1 << slot))) throw new ManualOrderRefused(REFUSALS.answer, 404);
  return { ...ref, s: slot };
}

/** The quantity rules of an answer to a product. */
export function rulesAt({ order, branch, p, s }: AnswerRef): QuantityRules {
  const numbers = order.numbers(branch, s, p);
  return { minimum: numbers.quantidadeMinima, fixed: numbers.quantidadeFixa, pack: Math.max(1, order.products[p].qtdeEmbalagem) };
}

/** Ignored on the summary, expired now (unless sending expired answers is allowed), or its product deleted. */
export function answerState(db: MockDb, { order, branch, s }: AnswerRef): { ignorada: boolean; vencida: boolean; envioRespostasVencidas: boolean } {
  const slot = branch.slots[s];
  const terms = answerTerms(slot.answer, order.quotation, db.scenarioSeed);
  return { ignorada: slot.answer.respostaIgnorada === true, vencida: Date.parse(terms.dataValidade) < db.now().getTime(), envioRespostasVencidas: db.flags.C_ENVIO_RESPOSTAS_VENCIDAS === true };
}

export function assertOpen(db: MockDb, order: ManualOrder): void {
  if (ordersSent(db, order.idCotacao)) throw new ManualOrderRefused(REFUSALS.sent, 409);
}

function assertEditable(db: MockDb, ref: AnswerRef): void {
  assertOpen(db, ref.order);
  if (ref.order.excluded(ref.branch, ref.p)) throw new ManualOrderRefused(REFUSALS.deleted, 409);
  const state = answerState(db, ref);
  if (state.ignorada) throw new ManualOrderRefused(REFUSALS.ignored, 409);
  if (!isAnswerEditable(state)) throw new ManualOrderRefused(REFUSALS.expired, 409);
}

export const isEditable = (db: MockDb, ref: AnswerRef): boolean => isAnswerEditable(answerState(db, ref));

/** Stores an answer's quantity, keeping the one before it (quantidadePedirAnterior). */
export function storeQuantity(ref: AnswerRef, quantity: number): void {
  const own = ref.order.edit(ref.branch, ref.p);
  const before = ref.order.quantity(ref.branch, ref.s, ref.p);
  (own.previous ??= new Map()).set(ref.s, before);
  (own.quantity ??= new Map()).set(ref.s, quantity);
}

/** Marks one answer (the product's other answer is unmarked); a quantity of 0 becomes the minimum or the asked one. Answers the ids unmarked. */
export function choose(ref: AnswerRef): number[] {
  const { order, branch, p, s } = ref;
  const before = order.chosen(branch, p);
  if (order.quantity(branch, s, p) === 0) storeQuantity(ref, quantityWhenBought(order.quotation.itens[p].quantidade, rulesAt(ref)));
  order.edit(branch, p).chosen = s;
  return before >= 0 && before !== s ? [manualIds.answer(order.itemId(branch, p), before)] : [];
}

function unmark({ order, branch, p }: ItemRef): void {
  order.edit(branch, p).chosen = -1;
  order.selected.delete(branch.index);
}

/** What an answer toggle or a quantity change answers: the product's marked answers and the ids unmarked. */
export interface ToggleOutcome {
  count: number;
  data: number[];
}

const outcome = ({ order, branch, p }: ItemRef, data: number[]): ToggleOutcome => ({ count: order.chosen(branch, p) >= 0 ? 1 : 0, data });

/**
 * POST alterarQuantidade: the §4.1 rule on what was typed; a nonzero quantity marks the answer.
 * Anything but a whole number 0 to 99999 (12.5, -12, '1,8', '12a4') is refused with 400 and
 * changes nothing (issue 25 point 7): it is never turned into another number.
 */
export function changeQuantity(db: MockDb, ref: AnswerRef, typed: unknown): ToggleOutcome {
  assertEditable(db, ref);
  const whole = manualQuantityOnWire(typed);
  if (whole === null) throw new ManualOrderRefused(NOT_A_WHOLE_NUMBER, 400);
  const quantity = leaveManualQuantity(whole, rulesAt(ref));
  storeQuantity(ref, quantity);
  const marked = ref.order.chosen(ref.branch, ref.p) === ref.s;
  if (buyMarkAfterQuantity(quantity, marked) && !marked) return outcome(ref, choose(ref));
  return outcome(ref, []);
}

/** GET marcarResposta: marks (unmarking the product's other answer) or unmarks an answer. */
export function markAnswer(db: MockDb, ref: AnswerRef, checked: boolean): ToggleOutcome {
  assertEditable(db, ref);
  if (checked) return outcome(ref, choose(ref));
  if (ref.order.chosen(ref.branch, ref.p) === ref.s) unmark(ref);
  return outcome(ref, []);
}

/** The answer a product is bought from when its checkbox is checked: the one marked, else the best that can be marked. */
function answerToBuy(db: MockDb, ref: ItemRef): number {
  const current = ref.order.chosen(ref.branch, ref.p);
  if (current >= 0) return current;
  return ref.order.ranked(ref.branch, ref.p).find((s) => isEditable(db, { ...ref, s })) ?? -1;
}

/** GET marcarProduto: the product's checkbox. */
export function markProduct(db: MockDb, ref: ItemRef, checked: boolean): void {
  assertOpen(db, ref.order);
  if (ref.order.excluded(ref.branch, ref.p)) throw new ManualOrderRefused(REFUSALS.deleted, 409);
  if (!checked) return unmark(ref);
  const s = answerToBuy(db, ref);
  if (s < 0) throw new ManualOrderRefused(REFUSALS.noAnswer, 409);
  choose({ ...ref, s });
}

/**
 * GET marcarPedido: every product of the branch (those without an answer that can be marked stay
 * unmarked); a product `stale` says changed since the buyer read it is left as it is and listed.
 * Answers how many are bought and the products left.
 */
export function markBranch(db: MockDb, order: ManualOrder, branch: ManualBranch, checked: boolean, stale: (ref: ItemRef) => boolean = () => false): { bought: number; skipped: ItemRef[] } {
  assertOpen(db, order);
  const result = { bought: 0, skipped: [] as ItemRef[] };
  for (const p of order.positions(branch)) {
    if (order.excluded(branch, p)) continue;
    const ref = { order, branch, p };
    if (stale(ref)) result.skipped.push(ref);
    else if (!checked) unmark(ref);
    else {
      const s = answerToBuy(db, ref);
      if (s >= 0) {
        choose({ ...ref, s });
        result.bought += 1;
      }
    }
  }
  if (checked) order.selected.add(branch.index);
  return result;
}

/** GET restaurarPedidoManualItemResposta: the answer's quantity and mark back to what generation proposed. */
export function restoreAnswer(db: MockDb, ref: AnswerRef): void {
  assertOpen(db, ref.order);
  const { order, branch, p, s } = ref;
  const own = order.edit(branch, p);
  own.quantity?.delete(s);
  own.previous?.delete(s);
  const proposed = order.base(branch).chosen[p];
  if (proposed === s) own.chosen = s;
  else if (order.chosen(branch, p) === s) own.chosen = proposed;
}

/** DELETE pedidoManualItem/{id}/delete: the product leaves the branch's manual order (restorable). */
export function deleteItem(db: MockDb, ref: ItemRef): void {
  assertOpen(db, ref.order);
  ref.order.edit(ref.branch, ref.p).excluded = true;
  ref.order.selected.delete(ref.branch.index);
}

/** PUT pedidoManualItem/{id}/restaurar: a deleted product back as it was deleted (the buyer's marks and quantities kept). */
export function restoreItem(db: MockDb, ref: ItemRef): void {
  assertOpen(db, ref.order);
  if (ref.order.excluded(ref.branch, ref.p)) delete ref.order.edit(ref.branch, ref.p).excluded;
}

/** PUT pedidoManualItem/restaurarTodos/{id}[/{idPedidoManual}]: every deleted product (of the order or one branch) back as it was deleted; answers how many. */
export function restoreDeleted(db: MockDb, order: ManualOrder, branch?: ManualBranch): number {
  assertOpen(db, order);
  let restored = 0;
  for (const [id, own] of order.overrides) {
    const { idPedidoManual, position } = manualIds.ofItem(id);
    const at = order.branchByIndex.get(manualIds.ofBranch(idPedidoManual).branchIndex);
    if (own.excluded !== true || !at || (branch !== undefined && at !== branch)) continue;
    delete order.edit(at, position).excluded;
    restored += 1;
  }
  return restored;
}

// ---- Mass changes of one product across branches ----
