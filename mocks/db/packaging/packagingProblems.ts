import type { AjusteEmbalagemDto, FiltroEmbalagemDto, ItemEmbalagemDto, QuantidadeCalculadaDto } from '../../../src/api/pedidoAutomaticoEmbalagemDto';
import { DEFAULT_FILTER } from '../../../src/domain/automaticOrderFilter';
import { rulesOf } from '../../../src/domain/orderQuantity';
import { isOrderEditable } from '../../../src/domain/orderStatus';
import { isResolvedQuantity, unresolvedReason, type LimitRounding, type RoundingItem } from '../../../src/domain/packagingQuantity';
import type { MockDb } from '../core/database';
import { automaticOrderIndex, FLAG_COMBO, FLAG_EXCLUDED, FLAG_MINIMUM, FLAG_PACKAGING, type AutomaticOrderIndex } from '../automaticOrder/automaticOrderIndex';
import { itemCriteria } from '../automaticOrder/automaticOrderQuery';
import { QuantityRefused, updateQuantities } from '../automaticOrder/automaticOrderViews';
import type { DbOrderItem } from '../core/types';
import { cents } from '../../../src/domain/money';

/**
 * The packaging-problem screen's data (spec 03 §2.4, §3.2, §7.2): the automatic order's items
 * whose ordered quantity is not a multiple of the pack size, is below the minimum or differs from
 * a fixed quantity (the index's FLAG_PACKAGING / FLAG_MINIMUM), leaving out combo items, excluded
 * items and orders that can no longer change. Found from the index's flags (never by reading the
 * items); items are read only for the rows of a page and for the rounding.
 */

/** An entry of the index with a problem: its order's position and the item's place in it. */
export interface ProblemEntry {
  p: number;
  i: number;
}

const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

/** The filtered problem entries, in screen order (supplier, representative, branch, item); kept until the index changes. */
export function problemEntries(db: MockDb, index: AutomaticOrderIndex, filter: FiltroEmbalagemDto): ProblemEntry[] {
  const supplierCnpj = digits(filter.cnpjFornecedor);
  const branchCnpj = digits(filter.cnpjFilial);
  const key = `embalagem:${filter.produto ?? ''}|${supplierCnpj}|${branchCnpj}`;
  const known = index.cache.get(key) as ProblemEntry[] | undefined;
  if (known) return known;
  const products = filter.produto ? itemCriteria(db, { ...DEFAULT_FILTER, busca: filter.produto }).products : null;
  const entries: ProblemEntry[] = [];
  for (let p = 0; p < index.orders.length; p += 1) {
    const order = index.orders[p];
    if (!(index.orderFlags[p] & (FLAG_PACKAGING | FLAG_MINIMUM)) || order.editavel === false || !isOrderEditable(order.situacaoPedido)) continue;
    if (branchCnpj && digits(order.cnpjCliente) !== branchCnpj) continue;
    if (supplierCnpj && digits(db.supplierById.get(order.idFornecedor)?.cnpj) !== supplierCnpj) continue;
    for (let at = index.start[p]; at < index.start[p + 1]; at += 1) {
      const flags = index.flags[at];
      if (!(flags & (FLAG_PACKAGING | FLAG_MINIMUM)) || flags & (FLAG_COMBO | FLAG_EXCLUDED)) continue;
      if (products && !products[index.product[at]]) continue;
      entries.push({ p, i: at - index.start[p] });
    }
  }
  index.cache.set(key, entries);
  return entries;
}


export function packagingItemDto(db: MockDb, index: AutomaticOrderIndex, p: number, item: DbOrderItem): ItemEmbalagemDto {
  const order = index.orders[p];
  const pack = Math.max(1, item.qtdeEmbalagem);
  return {
    idPedidoItem: item.id,
    idPedido: order.idPedido,
    idFornecedor: order.idFornecedor,
    idRepresentante: order.idRepresentante,
    codigo: item.codigoInterno ?? '',
    ean: item.codigoBarras,
    produto: item.descricaoProdutoCliente,
    fabricante: item.descricaoFabricanteCliente,
    quantidadeCotada: item.qtdeCotada,
    quantidade: item.qtdePedida,
    quantidadeMinima: item.qtdeMinima,
    quantidadeFixa: item.quantidadeFixa,
    quantidadeEmbalagem: pack,
    contador: cents(item.qtdePedida / pack),
    porcentagemAjustada: item.qtdeCotada > 0 ? cents(((item.qtdePedida - item.qtdeCotada) / item.qtdeCotada) * 100) : 0,
    valorUnitario: item.valorSemST,
    historico: item.valorHistorico ?? item.valorReferencia,
    cliente: order.nomeFantasiaCliente,
    cnpj: order.cnpjCliente,
    fornecedor: db.supplierName(order.idFornecedor),
    representante: db.representativeName(order.idRepresentante),
    tipoProduto: item.tipoProduto,
    quantidadeRespondida: item.qtdeRespondida,
    valorReferencia: item.valorReferencia,
    descontoInformado: item.descontoInformado ?? 0,
    codigoSubstituto: item.codigoSubstituto ?? null,
  };
}

/** Reads the items of the given entries (each order's items once) and hands each to `visit`. */
export function visitEntries(db: MockDb, index: AutomaticOrderIndex, entries: readonly ProblemEntry[], visit: (p: number, item: DbOrderItem, at: number) => void): void {
  let p = -1;
  let items: readonly DbOrderItem[] = [];
  for (const entry of entries) {
    if (entry.p !== p) {
      p = entry.p;
      items = db.orderItems.read(index.orders[p].idPedido);
    }
    const item = items[entry.i];
    if (item) visit(p, item, index.start[p] + entry.i);
  }
}

/**
 * The quantities a rounding computes for the filtered problem items (only `only` when given).
 * Every quantity answered satisfies spec 03 §5 (a multiple of the pack, not below the minimum, a
 * fixed quantity equal to it); any other row answers 0 with the reason it stays unresolved.
 */
export function computeQuantities(
  db: MockDb,
  idCotacao: number,
  filter: FiltroEmbalagemDto,
  round: (item: RoundingItem) => number,
  only?: readonly number[],
  limits?: Pick<LimitRounding, 'limitRoundDown' | 'limitRoundUp'>,
): QuantidadeCalculadaDto[] {
  const index = automaticOrderIndex(db, idCotacao);
  const wanted = only ? new Set(only) : null;
  // Kept by the index as it read the items (automaticOrderIndex.ts rounding): no item is read here.
  const items = index.rounding;
  const answer: QuantidadeCalculadaDto[] = [];
  for (const { p, i } of problemEntries(db, index, filter)) {
    const entry = items.get(index.start[p] + i);
    if (!entry || (wanted && !wanted.has(entry.id))) continue;
    const quantidade = round(entry.item);
    if (quantidade > 0 && isResolvedQuantity(quantidade, entry.item)) answer.push({ idPedidoItem: entry.id, quantidade });
    else answer.push({ idPedidoItem: entry.id, quantidade: 0, motivo: unresolvedReason(entry.item, limits) });
  }
  return answer;
}

/**
 * 'Confirmar ajustes': each adjusted quantity must belong to this quotation's orders and be
 * resolved by the packaging rule; then they are written like the automatic order's quantity
 * changes (totals, 'Faltam' and the index follow), all or nothing.
 */
export function confirmAdjustments(db: MockDb, idComprador: number, idCotacao: number, adjustments: readonly AjusteEmbalagemDto[]): number {
  for (const { id, qtdePedida } of adjustments) {
    const order = db.orderById.get(Math.floor(id / 10_000));
    if (!order || order.idCotacao !== idCotacao) throw new QuantityRefused('Item do pedido não encontrado nesta cotação.', 404);
    const item = db.orderItems.get(order.idPedido).find((candidate) => candidate.id === id);
    if (!item) throw new QuantityRefused('Item do pedido não encontrado nesta cotação.', 404);
    if (!Number.isInteger(qtdePedida) || !isResolvedQuantity(qtdePedida, rulesOf(item))) {
      throw new QuantityRefused(`${item.descricaoProdutoCliente}: a quantidade ${String(qtdePedida)} não resolve o problema de embalagem.`, 400);
    }
  }
  updateQuantities(db, idComprador, adjustments.map(({ id, qtdePedida }) => ({ id, qtdePedida })));
  return adjustments.length;
}
