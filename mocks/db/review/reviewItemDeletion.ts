import type { ExclusaoItemRevisaoDto } from '../../../src/api/revisaoEnvioItemDto';
import { isOrderEditable } from '../../../src/domain/orderStatus';
import { automaticOrderIndex } from '../automaticOrder/automaticOrderIndex';
import { syncOrder } from '../automaticOrder/automaticOrderExclusion';
import type { MockDb } from '../core/database';

/**
 * Deleting a product from an order on the review page (spec 03 §2.6 "delete-product-from-order
 * modal"; docs/api.md): the item is excluded the way the automatic order's 'Excluir Produtos'
 * excludes it (marked in the quotation's index, kept in its order, listed in 'Ver Produtos
 * Excluídos', counted as EX in the products not bought), and the order's totals follow (the
 * representative's and supplier's are sums of the orders').
 */
export const ITEM_NOT_FOUND = 'Produto não encontrado neste pedido.';
export const ORDER_NOT_EDITABLE = 'Este pedido não pode mais ser alterado: o produto não foi excluído.';

export type ItemDeletion = { ok: true; answer: ExclusaoItemRevisaoDto } | { ok: false; status: 404 | 409; mensagem: string };

export function deleteReviewItem(db: MockDb, idPedido: number, idPedidoItem: number): ItemDeletion {
  const order = db.orderById.get(idPedido);
  if (!order || Math.floor(idPedidoItem / 10_000) !== idPedido) return { ok: false, status: 404, mensagem: ITEM_NOT_FOUND };
  const index = automaticOrderIndex(db, order.idCotacao);
  const p = index.position.get(idPedido);
  const position = idPedidoItem % 10_000;
  if (p === undefined || position >= index.start[p + 1] - index.start[p] || index.excluded.has(idPedidoItem) || index.removed.has(idPedidoItem)) return { ok: false, status: 404, mensagem: ITEM_NOT_FOUND };
  if (!isOrderEditable(order.situacaoPedido)) return { ok: false, status: 409, mensagem: ORDER_NOT_EDITABLE };
  index.excluded.add(idPedidoItem);
  index.refresh(idPedido, db.orderItems.read(idPedido));
  syncOrder(db, index, p);
  const quantidadeItens = index.start[p + 1] - index.start[p] - index.excludedCount[p];
  return { ok: true, answer: { sucesso: true, mensagem: null, idPedido, valorTotal: index.orderTotal[p], quantidadeItens } };
}
