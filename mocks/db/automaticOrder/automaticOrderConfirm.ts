import type { PedidoAcimaDoDobroDto, ProdutoAcimaDoDobroDto } from '../../../src/api/pedidoAutomaticoConfirmDto';
import { isOrderEditable } from '../../../src/domain/orderStatus';
import { isOverDouble, OVER_DOUBLE_FILTER } from '../../../src/domain/overDouble';
import type { MockDb } from '../core/database';
import { automaticOrderIndex } from './automaticOrderIndex';
import { applyFilter } from './automaticOrderQuery';
import type { DbOrderItem, DbQuotation } from '../core/types';
import { comparePtBr } from '../core/collate';

/**
 * Confirming and restarting an automatic order in the mock (spec 03 §4.2, DECISIONS 13): the
 * over-double lists come from the index's ordered-vs-quoted metric; quantities the buyer accepted
 * above double are remembered (item → quantity) until they change; a confirm turns the open
 * orders CONFIRMADO; a restart drops the orders and returns the quotation to analysis.
 */
const acceptedOf = (db: MockDb): Map<number, number> => db.overDoubleAccepted;

const overDoubleItems = (db: MockDb, items: readonly DbOrderItem[]): DbOrderItem[] => {
  const kept = acceptedOf(db);
  return items.filter((item) => isOverDouble(item.qtdePedida, item.qtdeCotada) && kept.get(item.id) !== item.qtdePedida);
};

/** The editable orders holding a product above double that was not accepted, in screen order. */
function overDoublePositions(db: MockDb, idCotacao: number): { p: number; items: DbOrderItem[] }[] {
  const index = automaticOrderIndex(db, idCotacao);
  const result = applyFilter(db, index, OVER_DOUBLE_FILTER);
  const rows: { p: number; items: DbOrderItem[] }[] = [];
  for (let p = 0; p < index.orders.length; p += 1) {
    if (!result.pass[p] || !isOrderEditable(index.orders[p].situacaoPedido)) continue;
    const items = overDoubleItems(db, db.orderItems.get(index.orders[p].idPedido));
    if (items.length > 0) rows.push({ p, items });
  }
  return rows;
}

const names = (db: MockDb, idFornecedor: number, idRepresentante: number) => ({
  nomeFantasiaFornecedor: db.supplierName(idFornecedor),
  nomeRepresentante: db.representativeName(idRepresentante),
});

export function overDoubleOrders(db: MockDb, idCotacao: number): PedidoAcimaDoDobroDto[] {
  const index = automaticOrderIndex(db, idCotacao);
  return overDoublePositions(db, idCotacao).map(({ p, items }) => {
    const order = index.orders[p];
    return { idPedido: order.idPedido, nomeFantasiaCliente: order.nomeFantasiaCliente, cnpjCliente: order.cnpjCliente, ...names(db, order.idFornecedor, order.idRepresentante), quantidadeProdutos: items.length };
  });
}

/** An order's products above double, the most over first; null when the order is not the quotation's. */
export function overDoubleProducts(db: MockDb, idCotacao: number, idPedido: number): ProdutoAcimaDoDobroDto[] | null {
  const order = db.orderById.get(idPedido);
  if (!order || order.idCotacao !== idCotacao) return null;
  return overDoubleItems(db, db.orderItems.get(idPedido))
    .map((item) => ({
      codBarras: item.codigoBarras,
      descricaoProduto: item.descricaoProdutoCliente,
      descricaoFabricante: item.descricaoFabricanteCliente,
      idPedido,
      quantidadeCotada: item.qtdeCotada,
      quantidadePedida: item.qtdePedida,
      percentagem: Math.round(((item.qtdePedida - item.qtdeCotada) / item.qtdeCotada) * 10_000) / 100,
      ...names(db, order.idFornecedor, order.idRepresentante),
    }))
    .sort((a, b) => b.percentagem - a.percentagem || comparePtBr(a.descricaoProduto, b.descricaoProduto));
}

/** 'Confirmar pedidos' in the over-double modal: the quantities above double are kept as they are. */
export function acceptOverDouble(db: MockDb, idCotacao: number): number {
  const kept = acceptedOf(db);
  let count = 0;
  for (const { items } of overDoublePositions(db, idCotacao)) {
    for (const item of items) kept.set(item.id, item.qtdePedida);
    count += items.length;
  }
  return count;
}

export const NO_ORDERS_MESSAGE = 'Não há pedidos para confirmar nesta cotação.';
export const ALREADY_SENT_MESSAGE = 'Os pedidos desta cotação já foram enviados e não podem mais ser alterados.';
export const EMPTY_ORDER_MESSAGE = 'Há pedidos sem nenhum produto com quantidade. Exclua-os ou informe as quantidades antes de confirmar.';

/** The pre-check: orders exist, none was sent already, every order orders something. Null when it passes. */
export function confirmRefusal(db: MockDb, quotation: DbQuotation): string | null {
  const orders = db.ordersOf(quotation.id);
  if (orders.length === 0) return NO_ORDERS_MESSAGE;
  if (orders.some((order) => !isOrderEditable(order.situacaoPedido) && order.situacaoPedido !== 'CANCELADO')) return ALREADY_SENT_MESSAGE;
  const index = automaticOrderIndex(db, quotation.id);
  // An order whose items all left it (deleted, or bought from another answer) is out of the lists and is not sent.
  const emptied = (p: number) => index.excludedCount[p] === index.start[p + 1] - index.start[p];
  for (let p = 0; p < index.orders.length; p += 1) if (index.orderTotal[p] <= 0 && !emptied(p) && index.orders[p].situacaoPedido !== 'CANCELADO') return EMPTY_ORDER_MESSAGE;
  return null;
}

/** GET /confirmar/{id}: the open orders become CONFIRMADO (DECISIONS 13: still editable until sent). */
export function confirmOrders(db: MockDb, quotation: DbQuotation): number {
  let count = 0;
  for (const order of db.ordersOf(quotation.id)) {
    if (!isOrderEditable(order.situacaoPedido)) continue;
    order.situacaoPedido = 'CONFIRMADO';
    count += 1;
  }
  return count;
}

export const RESTART_SENT_MESSAGE = 'Há pedidos desta cotação já enviados: eles não podem ser reiniciados.';

/** First reset call: the orders go with their items (refused once some order was sent). */
export function restartOrders(db: MockDb, quotation: DbQuotation): string | null {
  if (db.ordersOf(quotation.id).some((order) => !isOrderEditable(order.situacaoPedido) && order.situacaoPedido !== 'CANCELADO')) return RESTART_SENT_MESSAGE;
  db.removeOrdersOf(quotation.id);
  return null;
}

/** Second reset call: the quotation is in analysis again and its orders may be generated anew. */
export function restartAnalysis(db: MockDb, quotation: DbQuotation): string | null {
  if (db.ordersOf(quotation.id).length > 0) return RESTART_SENT_MESSAGE;
  quotation.pedidoGerado = undefined;
  if (quotation.situacao !== 'CANCELADA') quotation.situacao = 'EM_ANALISE';
  return null;
}

