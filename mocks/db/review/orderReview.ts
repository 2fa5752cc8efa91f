import type { EconomiaDto, FiltroRevisaoDto, ItemRevisaoDto, PedidoRevisaoDto, ProdutosUnidadesDto, RetornoFaturamentoDto } from '../../../src/api/revisaoEnvioDto';
import { isSentOrLater } from '../../../src/domain/orderReview';
import { invoicedValue, percent } from '../../../src/domain/orderBilling';
import { automaticOrderIndex, FLAG_EXCLUDED, METRICS, type AutomaticOrderIndex } from '../automaticOrder/automaticOrderIndex';
import type { Page } from '../../../src/api/dto';
import { toPage, type MockDb } from '../core/database';
import type { DbOrder, DbOrderItem } from '../core/types';
import { billedItems } from '../sending/orderBilling';
import { billingOf, invoicedQuantity, sentOrderOf } from '../sending/orderSending';
import { comparePtBr } from '../core/collate';
import { opportunityItemIds } from '../automaticOrder/opportunityItems';
import { cents } from '../../../src/domain/money';

/**
 * The order review page in the mock (spec 03 §2.6, §7.4): the quotation's branch orders as the
 * automatic order's index keeps them (screen order, per-order totals, excluded items left out),
 * grouped supplier → representative, under the order filter. What the sending feature records
 * (mocks/db/sending/orderSending.ts: send date, payment type, the supplier's billing return, codes) is read
 * from it, with defaults before anything was sent.
 */
type SentOrderFields = Partial<{
  codPedido: string | null;
  codPedidoFornecedor: string | null;
  motivoFaturamento: string | null;
  dataFaturamento: string | null;
  looping: number;
  pagamentoExterno: boolean;
  pagamentoConfirmado: boolean;
}>;


/** The order's items, without those excluded or moved to another order (what the supplier bills, mocks/db/sending/orderBilling.ts). */
function includedItems(index: AutomaticOrderIndex, db: MockDb, idPedido: number): DbOrderItem[] {
  const order = index.orders[index.position.get(idPedido) ?? -1];
  return order ? billedItems(db, order) : [];
}

/** What the supplier invoiced of the item (mocks/db/sending/orderBilling.ts; 0 before the billing return). */
const invoicedOf = (db: MockDb, item: DbOrderItem): number => {
  const order = db.orderById.get(item.idPedido);
  return order ? invoicedQuantity(db, order, item.id, item.qtdePedida) : 0;
};

function itemDto(db: MockDb, item: DbOrderItem): ItemRevisaoDto {
  const quantidadeFaturada = invoicedOf(db, item);
  return {
    ...item,
    quantidadeFaturada,
    valorFaturado: invoicedValue({ ordered: item.qtdePedida, invoiced: quantidadeFaturada, unitPrice: item.valorSemST }),
    valorBoleto: cents(quantidadeFaturada * item.valorComST),
    negociacao: (item.descNegociado ?? 0) > 0,
    acordoCompra: false,
    oportunidadeProduto: item.oportunidade ?? false,
    situacaoProduto: item.tipoProduto,
    motivoFalta: null,
  };
}

function orderDto(db: MockDb, index: AutomaticOrderIndex, p: number): PedidoRevisaoDto {
  const order = index.orders[p] as DbOrder & SentOrderFields;
  const semST = cents(index.orderTotal[p]);
  const sent = sentOrderOf(db, order.idPedido);
  // The invoiced figures and the status come from the same invoiced quantities (domain/orderBilling).
  const billing = billingOf(db, order);
  return {
    idPedido: order.idPedido,
    idFornecedor: order.idFornecedor,
    idRepresentante: order.idRepresentante,
    codPedido: order.codPedido ?? null,
    codPedidoFornecedor: order.codPedidoFornecedor ?? null,
    situacaoPedido: order.situacaoPedido,
    nomeFantasiaCliente: order.nomeFantasiaCliente,
    cnpjCliente: order.cnpjCliente,
    nomeFantasiaFornecedor: db.supplierName(order.idFornecedor),
    nomeRepresentante: db.representativeName(order.idRepresentante),
    valorTotal: semST,
    valorTotalSemST: semST,
    totalFaturado: billing?.totalFaturado ?? 0,
    faturamentoMinimo: index.minimumBilling[p],
    minimoFaturamentoSemST: index.minimumWithoutST[p] === 1,
    faltaFaturamentoMinimo: cents(index.shortfall(p)),
    descricaoCondicaoPagamento: order.descricaoCondicaoPagamento ?? '',
    motivoFaturamento: order.motivoFaturamento ?? null,
    percentualFaturadoProdutos: billing?.percentualFaturadoProdutos ?? 0,
    percentualFaturadoUnidades: billing?.percentualFaturadoUnidades ?? 0,
    dataFaturamento: order.dataFaturamento ?? null,
    dataEnvio: sent?.dataEnvio ?? null,
    looping: order.looping ?? 0,
    combo: (index.orderFlags[p] & 8) !== 0,
    tipoPagamento: sent?.tipoPagamento ?? null,
    pagamentoExterno: order.pagamentoExterno ?? false,
    pagamentoConfirmado: order.pagamentoConfirmado ?? false,
    quantidadeItens: index.start[p + 1] - index.start[p] - index.excludedCount[p],
  };
}

/** Orders passing the filter, in screen order (positions in the index). */
export function reviewPositions(db: MockDb, idCotacao: number, filter: FiltroRevisaoDto): { index: AutomaticOrderIndex; positions: number[] } {
  const index = automaticOrderIndex(db, idCotacao);
  const codPedido = filter.codPedido?.trim() || null;
  const codProduto = filter.codProduto?.trim().toLowerCase() || null;
  const statuses = filter.situacaoPedido?.length ? new Set(filter.situacaoPedido) : null;
  const suppliers = filter.idsFornecedores?.length ? new Set(filter.idsFornecedores) : null;
  const branches = filter.cnpjFiliais?.length ? new Set(filter.cnpjFiliais) : null;
  const opportunities = filter.oportunidade ? opportunityItemIds(db, idCotacao) : null;
  const productStatuses = filter.situacaoProduto?.length ? new Set(filter.situacaoProduto) : null;
  const positions: number[] = [];
  for (let p = 0; p < index.orders.length; p += 1) {
    const order = index.orders[p] as DbOrder & SentOrderFields;
    if (index.excludedCount[p] === index.start[p + 1] - index.start[p]) continue;
    if (statuses && !statuses.has(order.situacaoPedido)) continue;
    if (suppliers && !suppliers.has(order.idFornecedor)) continue;
    if (branches && !branches.has(order.cnpjCliente)) continue;
    if (codPedido && String(order.codPedido ?? order.idPedido) !== codPedido && String(order.idPedido) !== codPedido) continue;
    if (filter.looping === true && !(order.looping ?? 0)) continue;
    if (opportunities && !includedItems(index, db, order.idPedido).some((item) => opportunities.has(item.id))) continue;
    // Product situation (issue 29 point 2): orders holding some product of a chosen situation (LIBERADO, MONITORADO); their item lists show those products alone (reviewItemsPage).
    if (productStatuses && !includedItems(index, db, order.idPedido).some((item) => productStatuses.has(item.tipoProduto))) continue;
    if (codProduto && !includedItems(index, db, order.idPedido).some((item) => item.codigoBarras.toLowerCase().includes(codProduto) || (item.codigoInterno ?? '').toLowerCase() === codProduto)) continue;
    positions.push(p);
  }
  return { index, positions };
}

export function reviewOrders(db: MockDb, idCotacao: number, filter: FiltroRevisaoDto): PedidoRevisaoDto[] {
  const { index, positions } = reviewPositions(db, idCotacao, filter);
  return positions.map((p) => orderDto(db, index, p));
}

export function groupTotals<K>(orders: readonly PedidoRevisaoDto[], keyOf: (order: PedidoRevisaoDto) => K): Map<K, { first: PedidoRevisaoDto; total: number }> {
  const groups = new Map<K, { first: PedidoRevisaoDto; total: number }>();
  for (const order of orders) {
    const key = keyOf(order);
    const group = groups.get(key);
    if (group) group.total = cents(group.total + order.valorTotal);
    else groups.set(key, { first: order, total: order.valorTotal });
  }
  return groups;
}

/** Which of an order's items the review lists: those sent to the opportunities route; those of a product situation (the filter's `situacaoProduto`, spec 03 §3.4, §7.4). */
export interface ItemNarrowing {
  onlyOpportunities?: boolean;
  productStatuses?: readonly string[];
}

/** One order's items (excluded ones left out, narrowed as asked), by product name; null when the order is not the quotation's. */
function sortedItems(db: MockDb, idCotacao: number, idPedido: number, { onlyOpportunities = false, productStatuses }: ItemNarrowing = {}): DbOrderItem[] | null {
  const index = automaticOrderIndex(db, idCotacao);
  if (!index.position.has(idPedido)) return null;
  const sent = onlyOpportunities ? opportunityItemIds(db, idCotacao) : null;
  const statuses = productStatuses?.length ? new Set(productStatuses) : null;
  return includedItems(index, db, idPedido).filter((item) => (!sent || sent.has(item.id)) && (!statuses || statuses.has(item.tipoProduto))).sort((a, b) => comparePtBr(a.descricaoProdutoCliente, b.descricaoProdutoCliente) || a.id - b.id);
}

/** All of an order's items as the review shows them (the exports). */
export function reviewItems(db: MockDb, idCotacao: number, idPedido: number): ItemRevisaoDto[] | null {
  return sortedItems(db, idCotacao, idPedido)?.map((item) => itemDto(db, item)) ?? null;
}

/** One page of an order's items (narrowed as the filter asks): only that page's rows are computed (the 5,000-item order of `large`). */
export function reviewItemsPage(db: MockDb, idCotacao: number, idPedido: number, page: number, size: number, narrowing: ItemNarrowing = {}): Page<ItemRevisaoDto> | null {
  const items = sortedItems(db, idCotacao, idPedido, narrowing);
  if (!items) return null;
  const rows = toPage(items, page, size);
  return { ...rows, content: rows.content.map((item) => itemDto(db, item)) };
}

export interface OrderFigures {
  saved: number;
  products: number;
  billedProducts: number;
  units: number;
  billedUnits: number;
}

function figuresFromItems(items: readonly ItemRevisaoDto[]): OrderFigures {
  let saved = 0;
  let units = 0;
  let billedUnits = 0;
  let billedProducts = 0;
  let products = 0;
  for (const item of items) {
    saved += Math.max(0, item.valorReferencia - item.valorSemST) * item.qtdePedida;
    // Products and units are those ordered (quantity above 0), as domain/orderBilling counts them.
    if (item.qtdePedida <= 0) continue;
    products += 1;
    units += item.qtdePedida;
    billedUnits += Math.min(item.qtdePedida, item.quantidadeFaturada);
    if (item.quantidadeFaturada > 0) billedProducts += 1;
  }
  return { saved: cents(saved), products, billedProducts, units, billedUnits };
}

/**
 * An order's summary figures. Before sending nothing is invoiced and the index's item columns
 * answer (no item is read: the power quotation has ~900,000); a sent order reads its items once
 * per change of its total, status or invoiced total.
 */
function orderFigures(db: MockDb, index: AutomaticOrderIndex, p: number, order: PedidoRevisaoDto): OrderFigures {
  if (!isSentOrLater(order.situacaoPedido)) {
    let saved = 0;
    let units = 0;
    let products = 0;
    for (let at = index.start[p]; at < index.start[p + 1]; at += 1) {
      if (index.flags[at] & FLAG_EXCLUDED) continue;
      units += index.quantity[at];
      if (index.quantity[at] > 0) products += 1;
      saved += Math.max(0, -index.metric[at * METRICS + 1]) * index.quantity[at];
    }
    return { saved: cents(saved), products, billedProducts: 0, units, billedUnits: 0 };
  }
  // Figures of a sent order, read from its items, kept while its total, status and invoiced total stay the same.
  const cache = db.caches.sentFigures;
  const key = `${order.valorTotal}|${order.situacaoPedido}|${order.totalFaturado}|${index.excludedCount[p]}`;
  const known = cache.get(order.idPedido);
  if (known?.key === key) return known.figures;
  const figures = figuresFromItems(includedItems(index, db, order.idPedido).map((item) => itemDto(db, item)));
  cache.set(order.idPedido, { key, figures });
  return figures;
}

/** The three summaries of 'Resumo dos Pedidos', from the orders and their items (economy % = savings ÷ order value; billed % = total billed ÷ order total). */
export function reviewSummaries(db: MockDb, idCotacao: number, ignoreLooping: boolean) {
  const { index, positions } = reviewPositions(db, idCotacao, {});
  const all = positions.map((p) => ({ p, order: orderDto(db, index, p) })).filter(({ order }) => !ignoreLooping || order.looping === 0);
  const grandTotal = all.reduce((sum, { order }) => sum + order.valorTotal, 0);
  const economia: EconomiaDto[] = [];
  const retorno: RetornoFaturamentoDto[] = [];
  const produtos: ProdutosUnidadesDto[] = [];
  for (const { p, order } of all) {
    const f = orderFigures(db, index, p, order);
    const names = { idPedido: order.idPedido, fornecedor: order.nomeFantasiaFornecedor, representante: order.nomeRepresentante, filial: order.nomeFantasiaCliente };
    economia.push({ ...names, valorPedido: order.valorTotal, valorEconomizado: f.saved, porcentagemEconomizado: percent(f.saved, order.valorTotal) });
    retorno.push({ ...names, valorPedido: order.valorTotal, participacao: percent(order.valorTotal, grandTotal), totalFaturado: order.totalFaturado, percentualFaturado: percent(order.totalFaturado, order.valorTotal) });
    produtos.push({
      ...names,
      produtoPedido: f.products,
      produtoFaturado: f.billedProducts,
      produtoPercentualAtendido: percent(f.billedProducts, f.products),
      unidadePedido: f.units,
      unidadeFaturado: f.billedUnits,
      unidadePercentualAtendido: percent(f.billedUnits, f.units),
    });
  }
  const sum = <T>(rows: T[], field: (row: T) => number) => cents(rows.reduce((total, row) => total + field(row), 0));
  const valorPedido = sum(economia, (row) => row.valorPedido);
  const valorEconomizado = sum(economia, (row) => row.valorEconomizado);
  const totalFaturado = sum(retorno, (row) => row.totalFaturado);
  const produtoPedido = sum(produtos, (row) => row.produtoPedido);
  const produtoFaturado = sum(produtos, (row) => row.produtoFaturado);
  const unidadePedido = sum(produtos, (row) => row.unidadePedido);
  const unidadeFaturado = sum(produtos, (row) => row.unidadeFaturado);
  return {
    economia: { rows: economia, totais: { valorPedido, valorEconomizado, porcentagemEconomizado: percent(valorEconomizado, valorPedido) } },
    retorno: { rows: retorno, totais: { valorPedido, totalFaturado, percentualFaturado: percent(totalFaturado, valorPedido) } },
    produtos: {
      rows: produtos,
      totais: { produtoPedido, produtoFaturado, produtoPercentualAtendido: percent(produtoFaturado, produtoPedido), unidadePedido, unidadeFaturado, unidadePercentualAtendido: percent(unidadeFaturado, unidadePedido) },
    },
  };
}
