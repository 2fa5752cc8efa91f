import type { ComboItemDto, CriarPedidoComboDto, ItemEmOutroPedidoDto, ResultadoComboDto } from '../../../src/api/comboDto';
import { comboQuantityProblem } from '../../../src/domain/comboQuantity';
import { isOrderEditable } from '../../../src/domain/orderStatus';
import { automaticOrderIndex, type AutomaticOrderIndex } from '../automaticOrder/automaticOrderIndex';
import { syncOrder } from '../automaticOrder/automaticOrderExclusion';
import { positionOfItem, type ComboOffer } from './comboOffers';
import { activeItems, comboPrice, comboRow, comboState, comboValue, conflictRows, currentItems } from './combos';
import type { MockDb } from '../core/database';
import { addGeneratedOrder } from '../core/generatedOrders';

/**
 * The combo commands (spec 03 §4.4, §5, §7.3) over the combo state of mocks/db/combo/combos.ts: create
 * the combo order (at the combo's quantities and prices), take the combo's products out of the
 * branch's other orders or keep them in both, delete the combo order (those products go back),
 * exclude and restore items, change a quantity (a combo order is made again from its items).
 */
export const MINIMUM_PROBLEM_MESSAGE = 'O combo possui produtos abaixo da quantidade mínima. Ajuste as quantidades antes de criar o pedido.';
export const ALREADY_CREATED_MESSAGE = 'Este combo já possui pedido.';
export const IN_OTHER_ORDERS_MESSAGE = 'Alguns produtos do combo já estão em outros pedidos desta filial.';
export const CREATED_MESSAGE = 'Pedido combo criado com sucesso.';

/** GET problemaDeMinimoCombo: sucesso false with the message when an item is below its minimum. */
export function minimumProblem(db: MockDb, offer: ComboOffer): ResultadoComboDto {
  const problem = activeItems(db, offer).some((item) => item.problemaDeMinimo);
  return problem ? { sucesso: false, mensagem: MINIMUM_PROBLEM_MESSAGE } : { sucesso: true, mensagem: '' };
}

/** Adds the combo's order from its active items, at the combo's quantities and prices; answers its id. */
function addComboOrder(db: MockDb, offer: ComboOffer): number {
  const items = activeItems(db, offer);
  const total = comboValue(items);
  const idPedido = addGeneratedOrder(
    db,
    offer.answer.idCotacao,
    {
      idResposta: offer.answer.id,
      idFornecedor: offer.answer.idFornecedor,
      idRepresentante: offer.answer.idRepresentante,
      idCliente: offer.answer.idCliente,
      cnpjCliente: offer.branch?.cnpj ?? '',
      nomeFantasiaCliente: offer.branch?.nomeFantasia ?? '',
      picks: items.map((item) => positionOfItem(item.idRespostaClienteItem)),
      quantities: items.map((item) => item.qtdePedida),
      prices: items.map(comboPrice),
      total,
      faturamentoMinimo: 0,
      combo: true,
    },
    'NAO_INICIADO',
  );
  comboState(db, offer.answer.id).idPedido = idPedido;
  return idPedido;
}

const refusal = (mensagem: string, itensEmOutrosPedidos: ItemEmOutroPedidoDto[] = []): CriarPedidoComboDto => ({ sucesso: false, mensagem, idPedido: null, itensEmOutrosPedidos });

/** Why the combo cannot be ordered now (it has its order, or an item is below its minimum); null when it can. */
function refusalOf(db: MockDb, offer: ComboOffer): string | null {
  if (comboState(db, offer.answer.id).idPedido !== null) return ALREADY_CREATED_MESSAGE;
  return minimumProblem(db, offer).sucesso ? null : MINIMUM_PROBLEM_MESSAGE;
}

/**
 * POST criarPedidoCombo: refused (sucesso false) when the combo already has its order or an item
 * is below its minimum; when some products sit in the branch's other orders it answers them
 * (the client asks), unless `keepBoth`.
 */
export function createComboOrder(db: MockDb, offer: ComboOffer, keepBoth: boolean): CriarPedidoComboDto {
  const refused = refusalOf(db, offer);
  if (refused) return refusal(refused);
  if (!keepBoth) {
    const conflicts = conflictRows(db, offer);
    if (conflicts.length > 0) return refusal(IN_OTHER_ORDERS_MESSAGE, conflicts);
  }
  return { sucesso: true, mensagem: CREATED_MESSAGE, idPedido: addComboOrder(db, offer), itensEmOutrosPedidos: [] };
}

/** Takes order items out of their orders (`out`) or puts them back; those orders' figures follow. */
function moveItems(db: MockDb, index: AutomaticOrderIndex, ids: readonly number[], out: boolean): void {
  const touched = new Set<number>();
  for (const id of ids) {
    if (out) index.removed.add(id);
    else if (!index.removed.delete(id)) continue;
    touched.add(Math.floor(id / 10_000));
  }
  for (const idPedido of touched) {
    const p = index.position.get(idPedido);
    if (p === undefined) continue;
    index.refresh(idPedido, db.orderItems.read(idPedido));
    syncOrder(db, index, p);
  }
}

/**
 * POST excluirItensECriarPedidoCombo: the listed items (of the combo's products in other orders)
 * leave those orders, then the combo order is made; nothing moves when it is refused. The combo
 * remembers them: deleting its order puts them back.
 */
export function removeFromOldOrdersAndCreate(db: MockDb, offer: ComboOffer, idsPedidoItem: readonly number[]): CriarPedidoComboDto {
  const refused = refusalOf(db, offer);
  if (refused) return refusal(refused);
  const allowed = new Set(comboRow(db, offer).idsPedidoItem);
  const taken = [...new Set(idsPedidoItem)].filter((id) => allowed.has(id));
  moveItems(db, automaticOrderIndex(db, offer.answer.idCotacao), taken, true);
  const created = createComboOrder(db, offer, true);
  comboState(db, offer.answer.id).taken = taken;
  return created;
}

/** Drops a combo order (its items leave every figure). */
function dropComboOrder(db: MockDb, idPedido: number, idResposta: number): void {
  const index = automaticOrderIndex(db, db.orderById.get(idPedido)!.idCotacao);
  const own = (id: number) => Math.floor(id / 10_000) === idPedido;
  for (const id of [...index.excluded]) if (own(id)) index.excluded.delete(id);
  for (const id of [...index.removed]) if (own(id)) index.removed.delete(id);
  // The state is read before the order goes: comboState forgets what a combo took once its order is gone.
  const state = comboState(db, idResposta);
  db.removeOrder(idPedido);
  state.idPedido = null;
}

/**
 * POST combo/deletePedido: drops combo orders (only combo orders); the items each took out of the
 * branch's other orders go back to those still editable, with their figures. Answers how many.
 */
export function deleteComboOrders(db: MockDb, idPedidos: readonly number[]): number {
  let count = 0;
  for (const idPedido of idPedidos) {
    const order = db.orderById.get(idPedido);
    const generated = db.generatedOrders.get(idPedido);
    if (!order || !generated?.combo) continue;
    const state = comboState(db, generated.idResposta);
    const editable = (id: number) => isOrderEditable(db.orderById.get(Math.floor(id / 10_000))?.situacaoPedido ?? 'CANCELADO');
    moveItems(db, automaticOrderIndex(db, order.idCotacao), state.taken.filter(editable), false);
    state.taken = [];
    dropComboOrder(db, idPedido, generated.idResposta);
    count += 1;
  }
  return count;
}

/** A combo order follows the combo's items: made again when they change (excluded, restored, quantity); the items it took stay out of their orders. */
function remakeOrder(db: MockDb, offer: ComboOffer): void {
  const state = comboState(db, offer.answer.id);
  if (state.idPedido === null) return;
  dropComboOrder(db, state.idPedido, offer.answer.id);
  if (activeItems(db, offer).length > 0) addComboOrder(db, offer);
}

export const NOT_REMOVABLE_MESSAGE = 'Produtos obrigatórios ou com problema de mínimo não podem ser excluídos nem restaurados.';

/** An item the checkbox may not exclude nor restore: mandatory, or below its minimum. */
const locked = (item: ComboItemDto): boolean => item.obrigatorio || item.problemaDeMinimo;

/** POST excluirItemCombo / restaurarItensCombo: moves items in or out of the excluded view. */
export function setExcluded(db: MockDb, offer: ComboOffer, ids: readonly number[], exclude: boolean): ResultadoComboDto {
  const items = new Map(currentItems(db, offer).map((item) => [item.idRespostaClienteItem, item]));
  const chosen = ids.map((id) => items.get(id));
  if (chosen.length === 0 || chosen.some((item) => item === undefined)) return { sucesso: false, mensagem: 'Produto não pertence a este combo.' };
  if (chosen.some((item) => locked(item!))) return { sucesso: false, mensagem: NOT_REMOVABLE_MESSAGE };
  const state = comboState(db, offer.answer.id);
  for (const id of ids) {
    if (exclude) state.excluded.add(id);
    else state.excluded.delete(id);
  }
  remakeOrder(db, offer);
  return { sucesso: true, mensagem: exclude ? 'Produtos excluídos do combo.' : 'Produtos restaurados no combo.' };
}

/** POST alterarQuantidadeCombo: the bounds of domain/comboQuantity checked again. */
export function changeQuantity(db: MockDb, offer: ComboOffer, idRespostaClienteItem: number, quantidade: number): ResultadoComboDto {
  const item = currentItems(db, offer).find((candidate) => candidate.idRespostaClienteItem === idRespostaClienteItem);
  if (!item) return { sucesso: false, mensagem: 'Produto não pertence a este combo.' };
  if (!Number.isInteger(quantidade) || quantidade <= 0) return { sucesso: false, mensagem: 'Informe uma quantidade válida.' };
  const problem = comboQuantityProblem(quantidade, item);
  if (problem) return { sucesso: false, mensagem: problem };
  comboState(db, offer.answer.id).quantities.set(idRespostaClienteItem, quantidade);
  remakeOrder(db, offer);
  return { sucesso: true, mensagem: 'Quantidade alterada.' };
}
