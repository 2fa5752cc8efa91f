import type { EconomiaDto, FiltroRevisaoDto, ItemRevisaoDto, PedidoRevisaoDto, ProdutosUnidadesDto, RetornoFaturamentoDto } from '../../src/api/revisaoEnvioDto';
import type { TipoPagamento } from '../../src/api/revisaoEnvioDto';
import { automaticOrderIndex, type AutomaticOrderIndex } from './automaticOrderIndex';
import type { MockDb } from './database';
import type { DbOrder, DbOrderItem } from './types';

/**
 * The order review page in the mock (spec 03 §2.6, §7.4): the quotation's branch orders as the
 * automatic order's index keeps them (screen order, per-order totals, excluded items left out),
 * grouped supplier → representative, under the order filter. What the sending feature records on
 * an order or item (invoiced quantities, payment, codes) is read with defaults, so the page works
 * before anything was sent.
 */
type SentOrderFields = Partial<{
  codPedido: string | null;
  codPedidoFornecedor: string | null;
  totalFaturado: number;
  motivoFaturamento: string | null;
  dataFaturamento: string | null;
  dataEnvio: string | null;
  looping: number;
  tipoPagamento: TipoPagamento | null;
  pagamentoExterno: boolean;
}>;
type SentItemFields = Partial<{ quantidadeFaturada: number; valorFaturado: number; valorBoleto: number }>;

const cents = (value: number): number => Math.round(value * 100) / 100;
const percent = (part: number, whole: number): number => (whole > 0 ? cents((part / whole) * 100) : 0);

function includedItems(index: AutomaticOrderIndex, db: MockDb, idPedido: number): DbOrderItem[] {
  const items = db.orderItems.get(idPedido);
  return index.excluded.size === 0 ? [...items] : items.filter((item) => !index.excluded.has(item.id));
}

function itemDto(item: DbOrderItem): ItemRevisaoDto {
  const sent = item as DbOrderItem & SentItemFields;
  return {
    ...item,
    quantidadeFaturada: sent.quantidadeFaturada ?? 0,
    valorFaturado: sent.valorFaturado ?? 0,
    valorBoleto: sent.valorBoleto ?? 0,
    negociacao: (item.descNegociado ?? 0) > 0,
    acordoCompra: false,
    oportunidadeProduto: item.oportunidade ?? false,
    situacaoProduto: item.id % 7 === 0 ? 'MONITORADO' : 'LIBERADO',
    motivoFalta: null,
  };
}

function orderDto(db: MockDb, index: AutomaticOrderIndex, p: number): PedidoRevisaoDto {
  const order = index.orders[p] as DbOrder & SentOrderFields;
  const semST = cents(index.orderTotal[p]);
  const faturado = order.totalFaturado ?? 0;
  return {
    idPedido: order.idPedido,
    idFornecedor: order.idFornecedor,
    idRepresentante: order.idRepresentante,
    codPedido: order.codPedido ?? null,
    codPedidoFornecedor: order.codPedidoFornecedor ?? null,
    situacaoPedido: order.situacaoPedido,
    nomeFantasiaCliente: order.nomeFantasiaCliente,
    cnpjCliente: order.cnpjCliente,
    nomeFantasiaFornecedor: db.supplierById.get(order.idFornecedor)?.nomeFantasia ?? '',
    nomeRepresentante: db.representativeById.get(order.idRepresentante)?.nome ?? '',
    valorTotal: semST,
    valorTotalSemST: semST,
    totalFaturado: faturado,
    faturamentoMinimo: index.minimumBilling[p],
    minimoFaturamentoSemST: index.minimumWithoutST[p] === 1,
    faltaFaturamentoMinimo: cents(index.shortfall(p)),
    descricaoCondicaoPagamento: order.descricaoCondicaoPagamento ?? '',
    motivoFaturamento: order.motivoFaturamento ?? null,
    percentualFaturadoProdutos: 0,
    percentualFaturadoUnidades: 0,
    dataFaturamento: order.dataFaturamento ?? null,
    dataEnvio: order.dataEnvio ?? null,
    looping: order.looping ?? 0,
    combo: (index.orderFlags[p] & 8) !== 0,
    tipoPagamento: order.tipoPagamento ?? null,
    pagamentoExterno: order.pagamentoExterno ?? false,
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
  const positions: number[] = [];
  for (let p = 0; p < index.orders.length; p += 1) {
    const order = index.orders[p] as DbOrder & SentOrderFields;
    if (index.excludedCount[p] === index.start[p + 1] - index.start[p]) continue;
    if (statuses && !statuses.has(order.situacaoPedido)) continue;
    if (suppliers && !suppliers.has(order.idFornecedor)) continue;
    if (branches && !branches.has(order.cnpjCliente)) continue;
    if (codPedido && String(order.codPedido ?? order.idPedido) !== codPedido && String(order.idPedido) !== codPedido) continue;
    if (filter.looping === true && !(order.looping ?? 0)) continue;
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

/** One order's items (excluded ones left out), by product name; null when the order is not the quotation's. */
export function reviewItems(db: MockDb, idCotacao: number, idPedido: number): ItemRevisaoDto[] | null {
  const index = automaticOrderIndex(db, idCotacao);
  if (!index.position.has(idPedido)) return null;
  return includedItems(index, db, idPedido)
    .sort((a, b) => a.descricaoProdutoCliente.localeCompare(b.descricaoProdutoCliente, 'pt-BR') || a.id - b.id)
    .map(itemDto);
}

/** The three summaries of 'Resumo dos Pedidos', from the orders and their items. */
export function reviewSummaries(db: MockDb, idCotacao: number, ignoreLooping: boolean) {
  const all = reviewOrders(db, idCotacao, {}).filter((order) => !ignoreLooping || order.looping === 0);
  const grandTotal = all.reduce((sum, order) => sum + order.valorTotal, 0);
  const index = automaticOrderIndex(db, idCotacao);
  const economia: EconomiaDto[] = [];
  const retorno: RetornoFaturamentoDto[] = [];
  const produtos: ProdutosUnidadesDto[] = [];
  for (const order of all) {
    const items = includedItems(index, db, order.idPedido).map(itemDto);
    const saved = cents(items.reduce((sum, item) => sum + Math.max(0, item.valorReferencia - item.valorSemST) * item.qtdePedida, 0));
    const names = { idPedido: order.idPedido, fornecedor: order.nomeFantasiaFornecedor, representante: order.nomeRepresentante };
    economia.push({ ...names, valorPedido: order.valorTotal, valorEconomizado: saved, porcentagemEconomizado: percent(saved, order.valorTotal) });
    retorno.push({ ...names, valorPedido: order.valorTotal, participacao: percent(order.valorTotal, grandTotal), totalFaturado: order.totalFaturado, percentualFaturado: percent(order.totalFaturado, order.valorTotal) });
    const billedProducts = items.filter((item) => item.quantidadeFaturada > 0).length;
    const units = items.reduce((sum, item) => sum + item.qtdePedida, 0);
    const billedUnits = items.reduce((sum, item) => sum + Math.min(item.qtdePedida, item.quantidadeFaturada), 0);
    produtos.push({ ...names, produtoPedido: items.length, produtoFaturado: billedProducts, produtoPercentualAtendido: percent(billedProducts, items.length), unidadePedido: units, unidadeFaturado: billedUnits, unidadePercentualAtendido: percent(billedUnits, units) });
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
