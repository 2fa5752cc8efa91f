import type { ComboDto, ComboFilter, ComboItemDto, CriarPedidoComboDto, FilialComboDto, ItemEmOutroPedidoDto, ResultadoComboDto } from '../../src/api/comboDto';
import { comboQuantityProblem } from '../../src/domain/comboQuantity';
import { isOrderEditable } from '../../src/domain/orderStatus';
import { automaticOrderIndex, FLAG_EXCLUDED, type AutomaticOrderIndex } from './automaticOrderIndex';
import { syncOrder } from './automaticOrderExclusion';
import { comboOffersOf, positionOfItem, type ComboOffer } from './comboOffers';
import type { MockDb } from './database';
import { addGeneratedOrder } from './generatedOrders';

/**
 * What the buyer did to the combos (spec 03 §4.4): per combo its excluded items, changed
 * quantities and its combo order. A combo order is a branch order of the automatic order made
 * from the combo's answer (addGeneratedOrder, flagged combo: all its items are combo items), so
 * the automatic order's lists and totals include it; deleting it drops it. Items of the combo
 * already in the branch's other orders are either kept there too or taken out of them (like a
 * mass answer change: out of the order's figures, not in 'Ver Produtos Excluídos'); deleting the
 * combo order puts them back. The combo order buys each item at the combo's quantity and price
 * (a bonus item at 0), so its total is the combo's value.
 */
interface ComboState {
  excluded: Set<number>;
  quantities: Map<number, number>;
  idPedido: number | null;
  /** The other orders' items the combo order took out of them ('Remover dos pedidos antigos'): back when it is deleted. */
  taken: number[];
}

const states = new WeakMap<MockDb, Map<number, ComboState>>();

export function comboState(db: MockDb, idRespostaCliente: number): ComboState {
  let all = states.get(db);
  if (!all) states.set(db, (all = new Map()));
  let state = all.get(idRespostaCliente);
  if (!state) all.set(idRespostaCliente, (state = { excluded: new Set(), quantities: new Map(), idPedido: null, taken: [] }));
  // The orders were restarted or generated again: the combo has no order any more.
  if (state.idPedido !== null && !db.orderById.has(state.idPedido)) Object.assign(state, { idPedido: null, taken: [] });
  return state;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** The unit price a combo order buys an item at: the combo price, 0 for a bonus item. */
const comboPrice = (item: ComboItemDto): number => (item.bonificado ? 0 : item.precoCustoCombo);

/** The combo's value (valorTotalItens): Σ qtdePedida × combo price, summed as the order's total is (mocks/db/orderTotals.ts). */
const comboValue = (items: readonly ComboItemDto[]): number => cents(items.reduce((sum, item) => sum + item.qtdePedida * comboPrice(item), 0));

/** The offer's items as they are now (quantities changed, minimum problem worked out). */
export function currentItems(db: MockDb, offer: ComboOffer): ComboItemDto[] {
  const state = comboState(db, offer.answer.id);
  return offer.items.map((item) => {
    const qtdePedida = state.quantities.get(item.idRespostaClienteItem) ?? item.qtdePedida;
    return { ...item, qtdePedida, problemaDeMinimo: qtdePedida < item.quantidadeMinima };
  });
}

export const activeItems = (db: MockDb, offer: ComboOffer): ComboItemDto[] =>
  currentItems(db, offer).filter((item) => !comboState(db, offer.answer.id).excluded.has(item.idRespostaClienteItem));

const matchesSearch = (item: ComboItemDto, search: string): boolean =>
  item.produtoDescricao.toLowerCase().includes(search) || item.codBarras.includes(search) || item.fabricanteDescricao.toLowerCase().includes(search);

/** The offers under the filter (supplier, branch, payment term, a product among its items). */
export function filteredOffers(db: MockDb, idCotacao: number, filter: ComboFilter): ComboOffer[] {
  const search = filter.buscaProduto.trim().toLowerCase();
  return comboOffersOf(db, idCotacao).filter(
    (offer) =>
      (filter.idFornecedor === null || offer.answer.idFornecedor === filter.idFornecedor) &&
      (filter.idCliente === null || offer.answer.idCliente === filter.idCliente) &&
      (!filter.prazoTitulo || offer.terms.prazoTitulo === filter.prazoTitulo) &&
      (!search || offer.items.some((item) => matchesSearch(item, search))),
  );
}

/** The branches of some offers, in the offers' order, with how many combos each has. */
export function branchesOf(offers: readonly ComboOffer[]): FilialComboDto[] {
  const byBranch = new Map<number, FilialComboDto>();
  for (const offer of offers) {
    const row = byBranch.get(offer.answer.idCliente);
    if (row) row.quantidadeCombos += 1;
    else
      byBranch.set(offer.answer.idCliente, {
        idCliente: offer.answer.idCliente,
        cnpjCliente: offer.branch?.cnpj ?? '',
        nomeFantasiaCliente: offer.branch?.nomeFantasia ?? '',
        quantidadeCombos: 1,
      });
  }
  return [...byBranch.values()];
}

const positionsByBranch = new WeakMap<AutomaticOrderIndex, Map<number, number[]>>();

/** The index positions of a branch's orders (kept per index: rebuilt with it). */
function branchPositions(index: AutomaticOrderIndex, idCliente: number): number[] {
  let map = positionsByBranch.get(index);
  if (!map) {
    map = new Map();
    index.orders.forEach((order, p) => {
      const list = map!.get(order.idCliente);
      if (list) list.push(p);
      else map!.set(order.idCliente, [p]);
    });
    positionsByBranch.set(index, map);
  }
  return map.get(idCliente) ?? [];
}

/** The items of the combo's products already in the branch's other (editable, not combo) orders. */
function itemsInOtherOrders(db: MockDb, offer: ComboOffer): { p: number; i: number }[] {
  const index = automaticOrderIndex(db, offer.answer.idCotacao);
  const products = new Set(activeItems(db, offer).map((item) => offer.productOf.get(item.idRespostaClienteItem)));
  const own = comboState(db, offer.answer.id).idPedido;
  const found: { p: number; i: number }[] = [];
  for (const p of branchPositions(index, offer.answer.idCliente)) {
    const order = index.orders[p];
    if (order.idPedido === own || !isOrderEditable(order.situacaoPedido) || db.generatedOrders.get(order.idPedido)?.combo) continue;
    for (let at = index.start[p]; at < index.start[p + 1]; at += 1) {
      if (index.flags[at] !== FLAG_EXCLUDED && products.has(index.product[at])) found.push({ p, i: at - index.start[p] });
    }
  }
  return found;
}

export function comboRow(db: MockDb, offer: ComboOffer): ComboDto {
  const state = comboState(db, offer.answer.id);
  const others = itemsInOtherOrders(db, offer);
  const index = automaticOrderIndex(db, offer.answer.idCotacao);
  const p = state.idPedido === null ? undefined : index.position.get(state.idPedido);
  return {
    idRespostaCliente: offer.answer.id,
    idCliente: offer.answer.idCliente,
    idFornecedor: offer.answer.idFornecedor,
    prazoTitulo: offer.terms.prazoTitulo,
    nomeFantasiaFornecedor: offer.supplierName,
    nomeRepresentante: offer.representativeName,
    valorTotalItens: comboValue(activeItems(db, offer)),
    existeItensExcluidos: state.excluded.size > 0,
    existePedidoDeCombo: state.idPedido !== null,
    idPedido: state.idPedido,
    valorPedido: p === undefined ? null : index.orderTotal[p],
    produtosDoPedido: new Set(others.map(({ p, i }) => index.product[index.start[p] + i])).size,
    idsPedidoItem: others.map(({ p, i }) => index.itemIdAt(p, i)),
  };
}

/** What the refusal dialog lists: the items of the combo's products in the branch's other orders. */
function conflictRows(db: MockDb, offer: ComboOffer): ItemEmOutroPedidoDto[] {
  const index = automaticOrderIndex(db, offer.answer.idCotacao);
  return itemsInOtherOrders(db, offer).map(({ p, i }) => {
    const order = index.orders[p];
    const item = db.orderItems.read(order.idPedido)[i];
    return {
      idPedidoItem: item.id,
      idPedido: order.idPedido,
      codBarras: item.codigoBarras,
      produtoDescricao: item.descricaoProdutoCliente,
      nomeFantasiaFornecedor: db.supplierById.get(order.idFornecedor)?.nomeFantasia ?? '',
      qtdePedida: item.qtdePedida,
    };
  });
}

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
  db.removeOrder(idPedido);
  comboState(db, idResposta).idPedido = null;
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

/** The offer a combo id names, within the quotation. */
export function offerOf(db: MockDb, idCotacao: number, idRespostaCliente: number): ComboOffer | undefined {
  return comboOffersOf(db, idCotacao).find((offer) => offer.answer.id === idRespostaCliente);
}
