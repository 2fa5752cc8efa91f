import { isAnswerEditable } from '../../src/domain/manualOrderFilter';
import { buyMarkAfterQuantity, commitManualQuantity, quantityWhenBought, type QuantityRules } from '../../src/domain/manualOrderQuantity';
import { isOrderEditable } from '../../src/domain/orderStatus';
import { answerTerms } from './answerItems';
import type { MockDb } from './database';
import { manualIds, manualOrderOf, type ManualBranch, type ManualOrder } from './manualOrder';
import type { DbQuotation } from './types';

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

function assertOpen(db: MockDb, order: ManualOrder): void {
  if (ordersSent(db, order.idCotacao)) throw new ManualOrderRefused(REFUSALS.sent, 409);
}

function assertEditable(db: MockDb, ref: AnswerRef): void {
  assertOpen(db, ref.order);
  if (ref.order.excluded(ref.branch, ref.p)) throw new ManualOrderRefused(REFUSALS.deleted, 409);
  const state = answerState(db, ref);
  if (state.ignorada) throw new ManualOrderRefused(REFUSALS.ignored, 409);
  if (!isAnswerEditable(state)) throw new ManualOrderRefused(REFUSALS.expired, 409);
}

const isEditable = (db: MockDb, ref: AnswerRef): boolean => isAnswerEditable(answerState(db, ref));

/** Stores an answer's quantity, keeping the one before it (quantidadePedirAnterior). */
function storeQuantity(ref: AnswerRef, quantity: number): void {
  const own = ref.order.edit(ref.branch, ref.p);
  const before = ref.order.quantity(ref.branch, ref.s, ref.p);
  (own.previous ??= new Map()).set(ref.s, before);
  (own.quantity ??= new Map()).set(ref.s, quantity);
}

/** Marks one answer (the product's other answer is unmarked); a quantity of 0 becomes the minimum or the asked one. Answers the ids unmarked. */
function choose(ref: AnswerRef): number[] {
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

/** POST alterarQuantidade: the §4.1 rule on what was typed; a nonzero quantity marks the answer. */
export function changeQuantity(db: MockDb, ref: AnswerRef, typed: unknown): ToggleOutcome {
  assertEditable(db, ref);
  const quantity = commitManualQuantity(typeof typed === 'number' ? String(Math.trunc(typed)) : String(typed ?? ''), rulesAt(ref));
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

/** GET marcarPedido: every product of the branch (those without an answer that can be marked stay unmarked). Answers how many are bought. */
export function markBranch(db: MockDb, order: ManualOrder, branch: ManualBranch, checked: boolean): number {
  assertOpen(db, order);
  let bought = 0;
  for (const p of order.positions(branch)) {
    if (order.excluded(branch, p)) continue;
    const ref = { order, branch, p };
    if (!checked) unmark(ref);
    else {
      const s = answerToBuy(db, ref);
      if (s >= 0) {
        choose({ ...ref, s });
        bought += 1;
      }
    }
  }
  if (checked) order.selected.add(branch.index);
  return bought;
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

/** PUT pedidoManualItem/{id}/restaurar: a deleted product back as generated. */
export function restoreItem(db: MockDb, ref: ItemRef): void {
  assertOpen(db, ref.order);
  ref.order.forget(ref.branch, ref.p);
}

/** PUT pedidoManualItem/restaurarTodos/{id}[/{idPedidoManual}]: every deleted product back as generated; answers how many. */
export function restoreDeleted(db: MockDb, order: ManualOrder, branch?: ManualBranch): number {
  assertOpen(db, order);
  let restored = 0;
  const prefix = branch?.id;
  order.forgetWhere((id, own) => {
    const deleted = own.excluded === true && (prefix === undefined || manualIds.ofItem(id).idPedidoManual === prefix);
    if (deleted) restored += 1;
    return !deleted;
  });
  return restored;
}

// ---- Mass changes of one product across branches ----

/** The product of a codBarras in the manual order, and the branches asked for (cnpjs; empty = all) that have it. */
export function productBranches(order: ManualOrder, codBarras: string, cnpjs: readonly string[] = []): { p: number; branches: ManualBranch[] } {
  const p = order.products.findIndex((product) => product.ean === codBarras);
  if (p < 0) throw new ManualOrderRefused('Produto não encontrado no pedido manual.', 404);
  const wanted = new Set(cnpjs);
  const branches = order.branches.filter((branch) => (wanted.size === 0 || wanted.has(branch.cnpj)) && order.base(branch).cover[p] !== 0);
  return { p, branches };
}

export interface MassOutcome {
  changed: ItemRef[];
  notChanged: Record<string, string>;
}

function massChange(db: MockDb, order: ManualOrder, branches: ManualBranch[], p: number, apply: (ref: ItemRef) => string | null): MassOutcome {
  assertOpen(db, order);
  const result: MassOutcome = { changed: [], notChanged: {} };
  for (const branch of branches) {
    const ref = { order, branch, p };
    const why = order.excluded(branch, p) ? REFUSALS.deleted : apply(ref);
    if (why) result.notChanged[branch.cnpj] = `${branch.nome}: ${why}`;
    else result.changed.push(ref);
  }
  return result;
}

/** POST alterarRespostaEmMassa: at each branch, buy from the answer of price rank ordemTela. */
export function massAnswer(db: MockDb, order: ManualOrder, branches: ManualBranch[], p: number, ordemTela: number): MassOutcome {
  return massChange(db, order, branches, p, (ref) => {
    const s = order.ranked(ref.branch, p)[ordemTela - 1];
    if (s === undefined) return `não há resposta na posição ${ordemTela} de preço.`;
    if (!isEditable(db, { ...ref, s })) return 'a resposta desta posição está vencida ou foi ignorada.';
    choose({ ...ref, s });
    return null;
  });
}

/** POST alterarQuantidadeRespostaEmMassa: the marked answer's quantity at each branch, under that answer's rules. */
export function massQuantity(db: MockDb, order: ManualOrder, branches: ManualBranch[], p: number, quantity: number): MassOutcome {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new ManualOrderRefused('Não é permitido valores zerados', 400);
  return massChange(db, order, branches, p, (ref) => {
    const s = order.chosen(ref.branch, p);
    if (s < 0) return 'nenhuma resposta selecionada.';
    const answer = { ...ref, s };
    if (!isEditable(db, answer)) return 'a resposta selecionada está vencida ou foi ignorada.';
    const stored = commitManualQuantity(String(quantity), rulesAt(answer));
    if (stored === 0) return `a quantidade ${quantity} não atende a quantidade mínima da resposta.`;
    storeQuantity(answer, stored);
    return null;
  });
}

/** POST comprarDestaResposta: the product bought from this representative at every branch it answered, each with the minimum or the asked quantity. */
export function buyFromAnswer(db: MockDb, ref: AnswerRef): MassOutcome {
  const { order, p } = ref;
  const source = ref.branch.slots[ref.s].answer;
  const { branches } = productBranches(order, order.products[p].ean);
  return massChange(db, order, branches, p, (item) => {
    const s = item.branch.slots.findIndex((slot, index) => slot.answer.idRepresentante === source.idRepresentante && (order.base(item.branch).cover[p] & (1 << index)) !== 0);
    if (s < 0) return 'o representante não respondeu este produto nesta filial.';
    const answer = { ...item, s };
    if (!isEditable(db, answer)) return 'a resposta está vencida ou foi ignorada.';
    // Transferring sets the quantity to the minimum or the asked one (spec 02 §4.1).
    storeQuantity(answer, quantityWhenBought(order.quotation.itens[p].quantidade, rulesAt(answer)));
    choose(answer);
    return null;
  });
}
