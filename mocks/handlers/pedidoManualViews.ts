import type { Page } from '../../src/api/dto';
import type { PedidoManualFilialDto, PedidoManualItemDto } from '../../src/api/pedidoManualDto';
import { type ManualOrderFilter } from '../../src/domain/manualOrderFilter';
import { normalizeSearchText } from '../../src/domain/automaticOrderFilter';
import { toPage, type MockDb } from '../db/core/database';
import { manualIds, type ManualBranch, type ManualOrder } from '../db/manualOrder/manualOrder';
import { seedOf } from '../db/core/random';
import { groupSizes } from '../db/answers/unansweredProducts';
import { cents } from '../../src/domain/money';

/**
 * The manual order's answers as the wire shapes them (src/api/pedidoManualDto.ts) and its lists
 * under the filter (spec 02 §2.2, §3): a branch is listed when some product passes; a product when
 * its text matches, it has an answer left by the supplier and opportunity filters, and it meets the
 * two product flags; its answers are those the answer filters leave, best price first.
 */
export const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);
export const unit = (id: number, purpose: number): number => seedOf(id, purpose) / 4294967296;
const popcount = (bits: number): number => {
  let count = 0;
  for (let rest = bits >>> 0; rest; rest &= rest - 1) count += 1;
  return count;
};

export interface ListContext {
  filter: ManualOrderFilter;
  verExcluidos: boolean;
}

export const NO_FILTER: ListContext = {
  filter: { busca: '', cnpj: '', cnpjFornecedor: '', respostaSemQuantidade: false, semRespostaSelecionada: false, respostaComOportunidade: false },
  verExcluidos: false,
};

/** Per manual order: the products matching each search text, and prefix sums to test an answer's coverage at once. */
const textMatches = new WeakMap<ManualOrder, Map<string, { match: Uint8Array; sums: Int32Array }>>();

export function matchesOf(order: ManualOrder, busca: string): { match: Uint8Array; sums: Int32Array } | null {
  const needle = normalizeSearchText(busca);
  if (!needle) return null;
  let cache = textMatches.get(order);
  if (!cache) textMatches.set(order, (cache = new Map()));
  let found = cache.get(needle);
  if (!found) {
    const match = new Uint8Array(order.products.length);
    const sums = new Int32Array(order.products.length + 1);
    order.products.forEach((product, p) => {
      const text = normalizeSearchText(`${product.ean}\nP${String(product.id).padStart(6, '0')}\n${product.descricao} ${product.apresentacao}\n${product.fabricante}`);
      match[p] = text.includes(needle) ? 1 : 0;
      sums[p + 1] = sums[p] + match[p];
    });
    if (cache.size > 20) cache.clear();
    cache.set(needle, (found = { match, sums }));
  }
  return found;
}

/** Slots of a branch the supplier filter leaves. */
export function supplierMask(db: MockDb, branch: ManualBranch, cnpjFornecedor: string): number {
  if (!cnpjFornecedor) return -1;
  let mask = 0;
  branch.slots.forEach((slot, s) => {
    if (db.supplierById.get(slot.answer.idFornecedor)?.cnpj === cnpjFornecedor) mask |= 1 << s;
  });
  return mask;
}

export const usesState = (ctx: ListContext): boolean => ctx.filter.respostaSemQuantidade || ctx.filter.semRespostaSelecionada || ctx.filter.respostaComOportunidade;

/** The answers of product p at a branch the filter leaves (bits by slot); 0 when the product does not pass. */
export function passingAnswers(db: MockDb, order: ManualOrder, branch: ManualBranch, p: number, ctx: ListContext, supplier = supplierMask(db, branch, ctx.filter.cnpjFornecedor)): number {
  const base = order.base(branch);
  let mask = base.cover[p] & supplier;
  if (ctx.filter.respostaComOportunidade) mask &= base.opportunity[p];
  if (mask === 0) return 0;
  const text = matchesOf(order, ctx.filter.busca);
  if (text && !text.match[p]) return 0;
  if (order.excluded(branch, p) && !ctx.verExcluidos) return 0;
  const chosen = order.chosen(branch, p);
  if (ctx.filter.semRespostaSelecionada && chosen >= 0) return 0;
  if (ctx.filter.respostaSemQuantidade && (chosen < 0 || order.quantity(branch, chosen, p) !== 0)) return 0;
  return mask;
}

/** Whether a branch has some product passing: from the answers' coverage alone when only texts filter (no answer read). */
function branchPasses(db: MockDb, order: ManualOrder, branch: ManualBranch, ctx: ListContext, withDeletions: ReadonlySet<number>): boolean {
  if (ctx.filter.cnpj && branch.cnpj !== ctx.filter.cnpj) return false;
  const supplier = supplierMask(db, branch, ctx.filter.cnpjFornecedor);
  if (supplier === 0) return false;
  const text = matchesOf(order, ctx.filter.busca);
  if (!usesState(ctx) && !ctx.verExcluidos && !withDeletions.has(branch.id)) {
    if (supplier === -1 && !text) return true;
    const n = order.products.length;
    return branch.slots.some((slot, s) => {
      if (!(supplier & (1 << s))) return false;
      if (!text) return true;
      const end = slot.offset + slot.count;
      const inside = end <= n ? text.sums[end] - text.sums[slot.offset] : text.sums[n] - text.sums[slot.offset] + text.sums[end - n];
      return inside > 0;
    });
  }
  if (usesState(ctx) && !text && supplier === -1 && !ctx.filter.respostaComOportunidade && !ctx.verExcluidos) {
    // Only the product flags: the branch's cached summary decides (no product is both without an answer and bought at 0).
    const summary = order.summary(branch);
    if (ctx.filter.semRespostaSelecionada && ctx.filter.respostaSemQuantidade) return false;
    return ctx.filter.semRespostaSelecionada ? summary.withoutAnswer > 0 : summary.zeroQuantity > 0;
  }
  return order.positions(branch).some((p) => passingAnswers(db, order, branch, p, ctx, supplier) !== 0);
}

/** The branches (idPedidoManual) with some product deleted: one pass over the changes per request, not one per branch. */
function branchesWithDeletions(order: ManualOrder): Set<number> {
  const branches = new Set<number>();
  for (const [id, own] of order.overrides) if (own.excluded) branches.add(manualIds.ofItem(id).idPedidoManual);
  return branches;
}

export function branchDto(order: ManualOrder, branch: ManualBranch): PedidoManualFilialDto {
  return { id: branch.id, idCotacao: order.idCotacao, idCliente: branch.idCliente, cnpjCliente: branch.cnpj, nomefantasiaCliente: branch.nome, selecionado: order.selected.has(branch.index) };
}

/** GET /pedidomanual/{id}: the branches with some product passing, by trade name; unfiltered, no answer item is read. */
export function branchesPage(db: MockDb, order: ManualOrder, ctx: ListContext, page: number, size: number): Page<PedidoManualFilialDto> {
  const withDeletions = branchesWithDeletions(order);
  const passing = order.branches.filter((branch) => branchPasses(db, order, branch, ctx, withDeletions));
  return pageOf(passing, page, size, (branch) => branchDto(order, branch));
}

/** toPage that maps only the rows of the page. */
export function pageOf<T, R>(all: readonly T[], page: number, size: number, map: (row: T) => R): Page<R> {
  const sliced = toPage(all as T[], page, size);
  return { ...sliced, content: sliced.content.map(map) };
}

export function isEquivalent(db: MockDb, grupoProduto: number): boolean {
  const sizes = groupSizes(db);
  return (sizes.get(grupoProduto) ?? 0) > 1;
}

export function historyOf(idItem: number, reference: number): number | null {
  return unit(idItem, 5) < 0.2 ? null : cents(reference * (0.85 + unit(idItem, 6) * 0.3));
}

/** A product at a branch (the grid's row). `mask`: its answers under the filter. */
export function itemDto(db: MockDb, order: ManualOrder, branch: ManualBranch, p: number, mask = order.base(branch).cover[p]): PedidoManualItemDto {
  const product = order.products[p];
  const id = order.itemId(branch, p);
  const cover = order.base(branch).cover[p];
  let semST = Infinity;
  let comST = Infinity;
  let discount = 0;
  branch.slots.forEach((_, s) => {
    if (!(cover & (1 << s))) return;
    const numbers = order.numbers(branch, s, p);
    semST = Math.min(semST, numbers.precoSemST);
    comST = Math.min(comST, numbers.precoComST);
    discount = Math.max(discount, percent(product.precoFabrica - numbers.precoSemST, product.precoFabrica));
  });
  const chosen = order.chosen(branch, p);
  return {
    id,
    idPedidoManual: branch.id,
    idProduto: product.id,
    grupoProduto: product.grupoProduto,
    equivalente: isEquivalent(db, product.grupoProduto),
    codBarras: product.ean,
    codigoProduto: `P${String(product.id).padStart(6, '0')}`,
    descricaoProduto: `${product.descricao} ${product.apresentacao}`,
    descricaoFabricante: product.fabricante,
    tipoProduto: product.tipoProduto,
    quantidade: order.quotation.itens[p].quantidade,
    valorHistorico: historyOf(id, product.precoFabrica),
    maiorDesconto: discount,
    menorValorSemST: semST === Infinity ? 0 : semST,
    menorValorComST: comST === Infinity ? 0 : comST,
    valorReferencia: product.precoFabrica,
    comprarCliente: chosen >= 0,
    excluido: order.excluded(branch, p),
    quantidadeRespostas: popcount(mask),
    quantidadeRespostasMarcadas: chosen >= 0 ? 1 : 0,
  };
}

/** GET /getItens/{idPedidoManual}: the branch's products passing, by description. */
export function itemsPage(db: MockDb, order: ManualOrder, branch: ManualBranch, ctx: ListContext, page: number, size: number): Page<PedidoManualItemDto> {
  if (ctx.filter.cnpj && ctx.filter.cnpj !== branch.cnpj) return pageOf([], page, size, () => null as never);
  const supplier = supplierMask(db, branch, ctx.filter.cnpjFornecedor);
  const rows: { p: number; mask: number }[] = [];
  for (const p of order.positions(branch)) {
    const mask = passingAnswers(db, order, branch, p, ctx, supplier);
    if (mask !== 0) rows.push({ p, mask });
  }
  return pageOf(rows, page, size, ({ p, mask }) => itemDto(db, order, branch, p, mask));
}
