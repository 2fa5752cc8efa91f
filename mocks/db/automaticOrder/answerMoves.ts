import { isOrderEditable } from '../../../src/domain/orderStatus';
import type { RespostaItemDto } from '../../../src/api/resumoRespostaDto';
import type { MockDb } from '../core/database';
import { automaticOrderIndex, rebuildAutomaticOrderIndex, type AutomaticOrderIndex } from './automaticOrderIndex';
import { syncOrder } from './automaticOrderExclusion';
import { addGeneratedOrder, buildGeneratedItems } from '../core/generatedOrders';
import type { DbAnswer, DbOrder, DbOrderItem } from '../core/types';
import { cents } from '../../../src/domain/money';

/**
 * Where a product of a branch is bought from after 'Ver Respostas por Produto' (spec 03 §2.3,
 * §4.2): choosing another representative's answer buys the product from that supplier, so the
 * item leaves its order (marked removed in the index, like a combo's or a mass answer change's
 * items: out of every figure, not offered for re-insertion) and joins, or creates, the order of
 * that supplier and representative for the same branch, built from the answer's item (its
 * price, quantity rules, answered quantity). The item generation made (the "home" item) is
 * never changed, so choosing its answer back puts it back as it was.
 *
 * When that order already holds the product, its item takes the answer (price, quantities,
 * rules) and what it was is kept, to give back when the product is bought elsewhere again: an
 * order never holds a product twice. Items are numbered idPedido × 10,000 + position, so an item
 * that joins an order gets that order's next number; an item that leaves an order it joined
 * stays there removed, and is taken back if the same answer is chosen again.
 */
export interface AnswerMoves {
  /** Home item → the item bought now (absent: the home item itself). */
  live: Map<number, number>;
  /** An item that joined another order → its home item. */
  home: Map<number, number>;
  /** Home item → the items it joined, by answer id. */
  placed: Map<number, Map<number, number>>;
  /** Items that held the product before it joined them: what they were. */
  before: Map<number, Partial<DbOrderItem>>;
}

const movesOf = (db: MockDb): AnswerMoves => db.answerMoves;

/** The order item of an id (idPedido × 10,000 + i), or undefined. */
export function orderItemOf(db: MockDb, id: number): DbOrderItem | undefined {
  const idPedido = Math.floor(id / 10_000);
  if (!db.orderById.has(idPedido)) return undefined;
  const item = db.orderItems.get(idPedido)[id % 10_000];
  return item && item.id === id ? item : undefined;
}

/** The home item of an item (itself unless it joined another order), and the item bought now for it. */
export function homeAndLive(db: MockDb, id: number): { home: number; live: number } {
  const moves = movesOf(db);
  const home = moves.home.get(id) ?? id;
  return { home, live: moves.live.get(home) ?? home };
}

/** The answer a representative gave for a product, with its position among the answer's items. */
export interface AnswerPick {
  answer: DbAnswer;
  pick: number;
  answered: RespostaItemDto;
}

export function answerPick(db: MockDb, idCotacao: number, idCliente: number, idRespostaClienteItem: number): AnswerPick | null {
  for (const answer of db.answersOf(idCotacao)) {
    if (answer.idCliente !== idCliente) continue;
    const items = db.answerItems.get(answer.id);
    const pick = items.findIndex((candidate) => candidate.id === idRespostaClienteItem);
    if (pick >= 0) return { answer, pick, answered: items[pick] };
  }
  return null;
}

/** The branch's editable, non-combo order of the answer's supplier and representative. */
function targetOrder(db: MockDb, home: DbOrder, answer: DbAnswer): DbOrder | undefined {
  return db
    .ordersOf(home.idCotacao)
    .find(
      (order) =>
        order.idCliente === home.idCliente &&
        order.idFornecedor === answer.idFornecedor &&
        order.idRepresentante === answer.idRepresentante &&
        isOrderEditable(order.situacaoPedido) &&
        !db.isComboOrder(order.idPedido),
    );
}

/** The order's item of the product, when it holds it (not deleted, not gone to another order). */
function itemOfProduct(db: MockDb, index: AutomaticOrderIndex, order: DbOrder, idProduto: number): DbOrderItem | undefined {
  return db.orderItems.read(order.idPedido).find((item) => item.idProduto === idProduto && !index.excluded.has(item.id) && !index.removed.has(item.id));
}

const ANSWER_FIELDS = ['valorSemST', 'valorComST', 'qtdeRespondida', 'qtdePedida', 'oldQtdePedido', 'qtdeEmbalagem', 'qtdeMinima', 'quantidadeFixa', 'idRespostaClienteItem'] as const;

/** An item of the order that already held the product takes the answer; what it was is kept. */
function takeAnswer(db: MockDb, moves: AnswerMoves, id: number, pick: AnswerPick): void {
  const item = db.orderItems.edit(Math.floor(id / 10_000))[id % 10_000];
  if (!moves.before.has(id)) moves.before.set(id, Object.fromEntries(ANSWER_FIELDS.map((field) => [field, item[field]])));
  const { answered } = pick;
  Object.assign(item, {
    valorSemST: answered.precoSemST,
    valorComST: answered.precoComST,
    qtdeRespondida: answered.quantidade,
    qtdeEmbalagem: answered.quantidadeEmbalagem,
    qtdeMinima: answered.quantidadeMinima,
    quantidadeFixa: answered.quantidadeFixa,
    idRespostaClienteItem: answered.id,
  });
}

/** The item bought until now leaves: removed from its order, or given back what it was when it held the product before. */
function leave(db: MockDb, moves: AnswerMoves, index: AutomaticOrderIndex, id: number): void {
  const before = moves.before.get(id);
  if (!before) {
    index.removed.add(id);
    return;
  }
  Object.assign(db.orderItems.edit(Math.floor(id / 10_000))[id % 10_000], before);
  moves.before.delete(id);
  moves.home.delete(id);
}

/** The item of the answer appended to an existing order; answers its id. */
function joinOrder(db: MockDb, order: DbOrder, pick: AnswerPick, quantity: number): number {
  const items = db.orderItems.edit(order.idPedido);
  const [built] = buildGeneratedItems(order, { idResposta: pick.answer.id, picks: [pick.pick], quantities: [quantity] }, db.answerItems.get(pick.answer.id), db.productById);
  const id = order.idPedido * 10_000 + items.length;
  items.push({ ...built, id, idRespostaClienteItem: pick.answered.id });
  order.quantidadeItens = items.length;
  return id;
}

/** A new order of the answer for the branch, holding the item alone; answers the item's id. */
function createOrder(db: MockDb, home: DbOrder, pick: AnswerPick, quantity: number, faturamentoMinimo: number): number {
  const idPedido = addGeneratedOrder(
    db,
    home.idCotacao,
    {
      idResposta: pick.answer.id,
      idFornecedor: pick.answer.idFornecedor,
      idRepresentante: pick.answer.idRepresentante,
      idCliente: home.idCliente,
      cnpjCliente: home.cnpjCliente,
      nomeFantasiaCliente: home.nomeFantasiaCliente,
      picks: [pick.pick],
      quantities: [quantity],
      total: cents(quantity * pick.answered.precoSemST),
      faturamentoMinimo,
    },
    home.situacaoPedido,
  );
  const id = idPedido * 10_000;
  db.orderItems.edit(idPedido)[0].idRespostaClienteItem = pick.answered.id;
  return id;
}

export interface MoveResult {
  /** The item bought now. */
  item: DbOrderItem;
  /** The item that left its order (null when none did). */
  left: DbOrderItem | null;
  /** Orders whose items or figures changed. */
  touched: number[];
}

/**
 * Buys the product of the home item from another answer (`pick`), or from its own answer again
 * (`pick` null), with `quantity`; answers what moved.
 */
export function moveItem(db: MockDb, homeId: number, pick: AnswerPick | null, quantity: number, faturamentoMinimo: number): MoveResult {
  const moves = movesOf(db);
  const homeItem = orderItemOf(db, homeId)!;
  const homeOrder = db.orderById.get(homeItem.idPedido)!;
  const liveId = moves.live.get(homeId) ?? homeId;
  const index = automaticOrderIndex(db, homeOrder.idCotacao);
  let reused = pick ? moves.placed.get(homeId)?.get(pick.answered.id) : homeId;
  let target: DbOrder | undefined;
  if (reused === undefined && pick) {
    target = targetOrder(db, homeOrder, pick.answer);
    const holding = target && itemOfProduct(db, index, target, homeItem.idProduto);
    if (holding) reused = holding.id;
  }
  const left = { ...orderItemOf(db, liveId)! };
  const stays = moves.before.has(liveId);
  leave(db, moves, index, liveId);
  const joined = reused === undefined;
  let chosenId: number;
  if (reused !== undefined) {
    index.removed.delete(reused);
    index.excluded.delete(reused);
    chosenId = reused;
    if (pick && chosenId !== homeId && (moves.before.has(chosenId) || moves.home.get(chosenId) !== homeId)) takeAnswer(db, moves, chosenId, pick);
  } else if (target) chosenId = joinOrder(db, target, pick!, quantity);
  else chosenId = createOrder(db, homeOrder, pick!, quantity, faturamentoMinimo);
  const chosenOrder = Math.floor(chosenId / 10_000);
  const chosen = db.orderItems.edit(chosenOrder)[chosenId % 10_000];
  if (chosen.qtdePedida !== quantity) chosen.oldQtdePedido = chosen.qtdePedida;
  chosen.qtdePedida = quantity;
  if (chosenId === homeId) moves.live.delete(homeId);
  else {
    moves.live.set(homeId, chosenId);
    moves.home.set(chosenId, homeId);
    if (!moves.placed.has(homeId)) moves.placed.set(homeId, new Map());
    moves.placed.get(homeId)!.set(pick!.answered.id, chosenId);
  }
  const touched = [left.idPedido, chosenOrder];
  // An item joined an order (its item count changed) or a new order came: the index is built again, keeping exclusions.
  const current = joined ? rebuildAutomaticOrderIndex(db, homeOrder.idCotacao) : index;
  for (const idPedido of touched) {
    current.refresh(idPedido, db.orderItems.read(idPedido));
    syncOrder(db, current, current.position.get(idPedido)!);
  }
  return { item: chosen, left: stays || left.id === chosen.id ? null : left, touched };
}
