import type { ComboDto, ComboFilter, ComboItemDto, FilialComboDto, ItemEmOutroPedidoDto } from '../../../src/api/comboDto';
import { isOrderEditable } from '../../../src/domain/orderStatus';
import { automaticOrderIndex, FLAG_EXCLUDED, type AutomaticOrderIndex } from '../automaticOrder/automaticOrderIndex';
import { comboOffersOf, type ComboOffer } from './comboOffers';
import type { MockDb } from '../core/database';
import { cents } from '../../../src/domain/money';

/**
 * What the buyer did to the combos (spec 03 §4.4): per combo its excluded items, changed
 * quantities and its combo order. A combo order is a branch order of the automatic order made
 * from the combo's answer (addGeneratedOrder, flagged combo: all its items are combo items), so
 * the automatic order's lists and totals include it; deleting it drops it. Items of the combo
 * already in the branch's other orders are either kept there too or taken out of them (like a
 * mass answer change: out of the order's figures, not in 'Ver Produtos Excluídos'); deleting the
 * combo order puts them back. The combo order buys each item at the combo's quantity and price
 * (a bonus item at 0), so its total is the combo's value. The commands are in
 * mocks/db/combo/comboOrderCommands.ts.
 */
export interface ComboState {
  excluded: Set<number>;
  quantities: Map<number, number>;
  idPedido: number | null;
  /** The other orders' items the combo order took out of them ('Remover dos pedidos antigos'): back when it is deleted. */
  taken: number[];
}

export function comboState(db: MockDb, idRespostaCliente: number): ComboState {
  const all = db.combos;
  let state = all.get(idRespostaCliente);
  if (!state) all.set(idRespostaCliente, (state = { excluded: new Set(), quantities: new Map(), idPedido: null, taken: [] }));
  // The orders were restarted or generated again: the combo has no order any more.
  if (state.idPedido !== null && !db.orderById.has(state.idPedido)) Object.assign(state, { idPedido: null, taken: [] });
  return state;
}


/** The unit price a combo order buys an item at: the combo price, 0 for a bonus item. */
export const comboPrice = (item: ComboItemDto): number => (item.bonificado ? 0 : item.precoCustoCombo);

/** The combo's value (valorTotalItens): Σ qtdePedida × combo price, summed as the order's total is (mocks/db/core/orderTotals.ts). */
export const comboValue = (items: readonly ComboItemDto[]): number => cents(items.reduce((sum, item) => sum + item.qtdePedida * comboPrice(item), 0));

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
    if (order.idPedido === own || !isOrderEditable(order.situacaoPedido) || db.isComboOrder(order.idPedido)) continue;
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
export function conflictRows(db: MockDb, offer: ComboOffer): ItemEmOutroPedidoDto[] {
  const index = automaticOrderIndex(db, offer.answer.idCotacao);
  return itemsInOtherOrders(db, offer).map(({ p, i }) => {
    const order = index.orders[p];
    const item = db.orderItems.read(order.idPedido)[i];
    return {
      idPedidoItem: item.id,
      idPedido: order.idPedido,
      codBarras: item.codigoBarras,
      produtoDescricao: item.descricaoProdutoCliente,
      nomeFantasiaFornecedor: db.supplierName(order.idFornecedor),
      qtdePedida: item.qtdePedida,
    };
  });
}

/** The offer a combo id names, within the quotation. */
export function offerOf(db: MockDb, idCotacao: number, idRespostaCliente: number): ComboOffer | undefined {
  return comboOffersOf(db, idCotacao).find((offer) => offer.answer.id === idRespostaCliente);
}
