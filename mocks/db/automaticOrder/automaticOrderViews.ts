import type { PedidoAutomaticoDto, PedidoItemSort, QuantidadeAtualizadaDto } from '../../../src/api/pedidoAutomaticoDto';
import type { PedidoItemDto } from '../../../src/api/dto';
import type { AutomaticOrderFilter } from '../../../src/domain/automaticOrderFilter';
import { quantityProblem, quantityProblemMessage, rulesOf } from '../../../src/domain/orderQuantity';
import { isOrderEditable } from '../../../src/domain/orderStatus';
import { VERSION_CONFLICT_MESSAGE } from '../../../src/domain/versionConflict';
import { isStale, versionOf } from '../core/itemRevisions';
import type { MockDb } from '../core/database';
import { automaticOrderIndex, type AutomaticOrderIndex } from './automaticOrderIndex';
import { itemCriteria, itemPasses, orderPasses, passingItemCount, type FilterResult } from './automaticOrderQuery';
import { compareNamesPtBr, comparePtBr } from '../core/collate';

/** The rows the automatic order's handlers answer with, from the index of mocks/db/automaticOrder/automaticOrderIndex.ts. */

const PAYMENT_TERMS = ['À vista', '14 dias', '28 dias', '30 dias', '30/60 dias', '42 dias'];

/** A branch order's payment term (the mock's: by order). */
export const paymentTermOf = (idPedido: number): string => PAYMENT_TERMS[idPedido % PAYMENT_TERMS.length];

export function orderDto(db: MockDb, index: AutomaticOrderIndex, p: number, result?: FilterResult): PedidoAutomaticoDto {
  const order = index.orders[p];
  let filtered = index.start[p + 1] - index.start[p];
  if (result) {
    const known = result.filteredItems.get(p);
    filtered = known ?? passingItemCount(index, result.criteria, p);
    result.filteredItems.set(p, filtered);
  }
  return {
    ...order,
    valorTotal: index.orderTotal[p],
    nomeFornecedor: db.supplierName(order.idFornecedor),
    nomeRepresentante: db.representativeName(order.idRepresentante),
    codPedido: null,
    descricaoCondicaoPagamento: paymentTermOf(order.idPedido),
    faturamentoMinimo: index.minimumBilling[p],
    minimoFaturamentoSemST: index.minimumWithoutST[p] === 1,
    valorTotalSemST: index.orderTotal[p],
    valorTotalComST: index.orderTotalComST[p],
    faltaFaturamentoMinimo: index.shortfall(p),
    respostaVencida: false,
    combo: (index.orderFlags[p] & 8) !== 0,
    looping: 0,
    // A test or demo may set the flag on an order; otherwise the status decides (DECISIONS 13).
    editavel: order.editavel ?? isOrderEditable(order.situacaoPedido),
    quantidadeItensFiltrados: filtered,
  };
}

export type BranchOrderSort = 'nomeFantasiaCliente' | 'valorTotal' | 'quantidadeItens' | 'faltaFaturamentoMinimo';

/** The branch orders of a representative (or all), that pass the filter, sorted. */
export function branchOrderPositions(index: AutomaticOrderIndex, result: FilterResult, filter: AutomaticOrderFilter, sort: string, asc: boolean): number[] {
  const range = index.representatives.find((g) => g.idFornecedor === filter.idFornecedor && g.idRepresentante === filter.idRepresentante)
    ?? index.suppliers.find((g) => g.idFornecedor === filter.idFornecedor && filter.idRepresentante === null)
    ?? { from: 0, to: filter.idFornecedor === null && filter.idRepresentante === null ? index.orders.length : 0 };
  const positions: number[] = [];
  for (let p = range.from; p < range.to; p += 1) if (result.pass[p]) positions.push(p);
  const direction = asc ? 1 : -1;
  const value = (p: number): number | string =>
    sort === 'valorTotal' ? index.orderTotal[p] : sort === 'quantidadeItens' ? index.orders[p].quantidadeItens : sort === 'faltaFaturamentoMinimo' ? index.shortfall(p) : index.orders[p].nomeFantasiaCliente;
  if (sort !== 'nomeFantasiaCliente' || !asc) {
    positions.sort((a, b) => {
      const va = value(a);
      const vb = value(b);
      return (typeof va === 'number' ? va - (vb as number) : compareNamesPtBr(va, vb as string)) * direction || a - b;
    });
  }
  return positions;
}

const ITEM_SORTS: ReadonlySet<string> = new Set<PedidoItemSort>([
  'codigoBarras', 'codigoInterno', 'descricaoProdutoCliente', 'descricaoFabricanteCliente', 'qtdeCotada', 'qtdeRespondida', 'qtdePedida', 'qtdeEmbalagem',
  'valorReferencia', 'valorHistorico', 'valorSemST', 'valorComST', 'descontoInformado', 'pmc', 'total',
]);

export const isItemSort = (sort: string): sort is PedidoItemSort => ITEM_SORTS.has(sort);

function itemValue(item: PedidoItemDto, sort: PedidoItemSort): number | string {
  if (sort === 'total') return item.qtdePedida * item.valorSemST;
  const value = item[sort];
  return typeof value === 'number' || typeof value === 'string' ? value : -Infinity;
}

/** A branch order's items that pass the filter (all without one), sorted on the server. */
export function orderItemsFor(db: MockDb, idCotacao: number, idPedido: number, filter: AutomaticOrderFilter, sort: PedidoItemSort, asc: boolean): PedidoItemDto[] | null {
  const index = automaticOrderIndex(db, idCotacao);
  const p = index.position.get(idPedido);
  if (p === undefined) return null;
  const items = db.orderItems.get(idPedido);
  if (!orderPasses(index, { ...filter, idFornecedor: null, idRepresentante: null, idCliente: null }, p)) return [];
  const criteria = itemCriteria(db, filter);
  const chosen = criteria.count === 0 && index.excludedCount[p] === 0 ? [...items] : items.filter((_, i) => itemPasses(index, criteria, index.start[p] + i));
  const direction = asc ? 1 : -1;
  return chosen.sort((a, b) => {
    const va = itemValue(a, sort);
    const vb = itemValue(b, sort);
    const order = typeof va === 'string' && typeof vb === 'string' ? comparePtBr(va, vb) : (va as number) - (vb as number);
    return order * direction || a.id - b.id;
  });
}

export class QuantityRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** A version conflict: the items as they are now (docs/api.md "Versioned writes"). */
    readonly current: PedidoItemDto[] | null = null,
  ) {
    super(message);
  }
}

/**
 * Quantity changes (POST /pedidoAutomatico/updateItemQuatity and updateItensQuatity): every one is
 * checked first (editable order, not a combo item, the quantity rules), then all are applied, so a
 * refused list changes nothing. The orders' totals and 'Faltam' follow.
 */
export function updateQuantities(db: MockDb, idComprador: number, changes: { id: number; qtdePedida: unknown; versao?: unknown }[]): QuantidadeAtualizadaDto {
  const stale: PedidoItemDto[] = [];
  const found = changes.map(({ id, qtdePedida, versao }) => {
    const idPedido = Math.floor(Number(id) / 10_000);
    const order = db.orderById.get(idPedido);
    const quotation = order && db.quotationById.get(order.idCotacao);
    const item = order && quotation?.idComprador === idComprador ? db.orderItems.get(idPedido).find((candidate) => candidate.id === id) : undefined;
    if (!order || !item) throw new QuantityRefused('Item do pedido não encontrado.', 404);
    if (!isOrderEditable(order.situacaoPedido)) throw new QuantityRefused('Este pedido não pode mais ser alterado.', 409);
    if (item.combo) throw new QuantityRefused('A quantidade de um item de combo não pode ser alterada.', 400);
    const text = typeof qtdePedida === 'number' || typeof qtdePedida === 'string' ? String(qtdePedida) : '';
    const rules = rulesOf(item);
    const problem = quantityProblem(text, rules);
    if (problem) throw new QuantityRefused(`${item.descricaoProdutoCliente}: ${quantityProblemMessage(problem, rules)}`, 400);
    if (isStale(item, versionOf(versao))) stale.push({ ...item });
    return { order, id, value: Number(text) };
  });
  if (stale.length > 0) throw new QuantityRefused(VERSION_CONFLICT_MESSAGE, 409, stale);
  const touched = new Map<number, number>();
  const itens: PedidoItemDto[] = [];
  for (const { order, id, value } of found) {
    const items = db.orderItems.edit(order.idPedido);
    const item = items.find((candidate) => candidate.id === id)!;
    if (item.qtdePedida !== value) item.oldQtdePedido = item.qtdePedida;
    item.qtdePedida = value;
    db.itemRevisions.stamp(order.idCotacao, [item]);
    itens.push({ ...item });
    touched.set(order.idPedido, order.idCotacao);
  }
  const pedidos: PedidoAutomaticoDto[] = [];
  touched.forEach((idCotacao, idPedido) => {
    const index = automaticOrderIndex(db, idCotacao);
    index.refresh(idPedido, db.orderItems.get(idPedido));
    const p = index.position.get(idPedido)!;
    const order = db.orderById.get(idPedido)!;
    order.valorTotal = index.orderTotal[p];
    if (order.faltaFaturamentoMinimo !== undefined) order.faltaFaturamentoMinimo = index.shortfall(p);
    pedidos.push(orderDto(db, index, p));
  });
  return { itens, pedidos };
}
