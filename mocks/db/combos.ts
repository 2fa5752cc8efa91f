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
 * mass answer change: out of the order's figures, not in 'Ver Produtos Excluídos').
 */
interface ComboState {
  excluded: Set<number>;
  quantities: Map<number, number>;
  idPedido: number | null;
}

const states = new WeakMap<MockDb, Map<number, ComboState>>();

export function comboState(db: MockDb, idRespostaCliente: number): ComboState {
  let all = states.get(db);
  if (!all) states.set(db, (all = new Map()));
  let state = all.get(idRespostaCliente);
  if (!state) all.set(idRespostaCliente, (state = { excluded: new Set(), quantities: new Map(), idPedido: null }));
  // The orders were restarted or generated again: the combo has no order any more.
  if (state.idPedido !== null && !db.orderById.has(state.idPedido)) state.idPedido = null;
  return state;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

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
  return {
    idRespostaCliente: offer.answer.id,
    idCliente: offer.answer.idCliente,
    idFornecedor: offer.answer.idFornecedor,
    prazoTitulo: offer.terms.prazoTitulo,
    nomeFantasiaFornecedor: offer.supplierName,
    nomeRepresentante: offer.representativeName,
    valorTotalItens: cents(activeItems(db, offer).reduce((sum, item) => sum + item.qtdePedida * item.precoCustoCombo, 0)),
    existeItensExcluidos: state.excluded.size > 0,
    existePedidoDeCombo: state.idPedido !== null,
    idPedido: state.idPedido,
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

/** Adds the combo's order from its active items; answers its id. */
function addComboOrder(db: MockDb, offer: ComboOffer): number {
  const items = activeItems(db, offer);
  const total = cents(items.reduce((sum, item) => sum + item.qtdePedida * item.precoSemST, 0));
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
      total,
      faturamentoMinimo: 0,
      combo: true,
    },
    'NAO_INICIADO',
  );
  comboState(db, offer.answer.id).idPedido = idPedido;
  return idPedido;
}

/**
 * POST criarPedidoCombo: refused (sucesso false) when the combo already has its order or an item
 * is below its minimum; when some products sit in the branch's other orders it answers them
 * (the client asks), unless `keepBoth`.
 */
export function createComboOrder(db: MockDb, offer: ComboOffer, keepBoth: boolean): CriarPedidoComboDto {
  const refusal = (mensagem: string, itensEmOutrosPedidos: ItemEmOutroPedidoDto[] = []): CriarPedidoComboDto => ({ sucesso: false, mensagem, idPedido: null, itensEmOutrosPedidos });
  if (comboState(db, offer.answer.id).idPedido !== null) return refusal(ALREADY_CREATED_MESSAGE);
  if (!minimumProblem(db, offer).sucesso) return refusal(MINIMUM_PROBLEM_MESSAGE);
  if (!keepBoth) {
    const conflicts = conflictRows(db, offer);
    if (conflicts.length > 0) return refusal(IN_OTHER_ORDERS_MESSAGE, conflicts);
  }
  return { sucesso: true, mensagem: CREATED_MESSAGE, idPedido: addComboOrder(db, offer), itensEmOutrosPedidos: [] };
}

/** POST excluirItensECriarPedidoCombo: the listed items (of the combo's products in other orders) leave those orders, then the combo order is made. */
export function removeFromOldOrdersAndCreate(db: MockDb, offer: ComboOffer, idsPedidoItem: readonly number[]): CriarPedidoComboDto {
  const allowed = new Set(comboRow(db, offer).idsPedidoItem);
  const index = automaticOrderIndex(db, offer.answer.idCotacao);
  const touched = new Set<number>();
  for (const id of idsPedidoItem) {
    if (!allowed.has(id)) continue;
    index.removed.add(id);
    touched.add(Math.floor(id / 10_000));
  }
  for (const idPedido of touched) {
    index.refresh(idPedido, db.orderItems.read(idPedido));
    syncOrder(db, index, index.position.get(idPedido)!);
  }
  return createComboOrder(db, offer, true);
}

/** POST combo/deletePedido: drops combo orders (only combo orders); answers how many. */
export function deleteComboOrders(db: MockDb, idPedidos: readonly number[]): number {
  let count = 0;
  for (const idPedido of idPedidos) {
    const generated = db.generatedOrders.get(idPedido);
    if (!generated?.combo) continue;
    const order = db.orderById.get(idPedido)!;
    const index = automaticOrderIndex(db, order.idCotacao);
    const own = (id: number) => Math.floor(id / 10_000) === idPedido;
    for (const id of [...index.excluded]) if (own(id)) index.excluded.delete(id);
    for (const id of [...index.removed]) if (own(id)) index.removed.delete(id);
    db.removeOrder(idPedido);
    comboState(db, generated.idResposta).idPedido = null;
    count += 1;
  }
  return count;
}

/** A combo order follows the combo's items: made again when they change (excluded, restored, quantity). */
function remakeOrder(db: MockDb, offer: ComboOffer): void {
  const state = comboState(db, offer.answer.id);
  if (state.idPedido === null) return;
  deleteComboOrders(db, [state.idPedido]);
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
