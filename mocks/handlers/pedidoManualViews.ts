import type { Page } from '../../src/api/dto';
import type { NegociacaoDetalheDto, PedidoManualFilialDto, PedidoManualItemDto, PedidoManualItemRespostaDto, ProdutoAgrupadoDto } from '../../src/api/pedidoManualDto';
import { isAnswerEditable, type ManualOrderFilter } from '../../src/domain/manualOrderFilter';
import { leaveManualQuantity } from '../../src/domain/manualOrderQuantity';
import { normalizeSearchText } from '../../src/domain/automaticOrderFilter';
import { answerItemAt, answerTerms } from '../db/answerItems';
import { toPage, type MockDb } from '../db/database';
import { manualIds, type ManualBranch, type ManualOrder } from '../db/manualOrder';
import { answerState, ordersSent, rulesAt, type AnswerRef } from '../db/manualOrderCommands';
import { seedOf } from '../db/random';
import { groupSizes } from '../db/unansweredProducts';
import { paymentCondition } from './cotacaoViews';

/**
 * The manual order's answers as the wire shapes them (src/api/pedidoManualDto.ts) and its lists
 * under the filter (spec 02 §2.2, §3): a branch is listed when some product passes; a product when
 * its text matches, it has an answer left by the supplier and opportunity filters, and it meets the
 * two product flags; its answers are those the answer filters leave, best price first.
 */
const cents = (value: number): number => Math.round(value * 100) / 100;
const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);
const unit = (id: number, purpose: number): number => seedOf(id, purpose) / 4294967296;
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

function matchesOf(order: ManualOrder, busca: string): { match: Uint8Array; sums: Int32Array } | null {
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
function supplierMask(db: MockDb, branch: ManualBranch, cnpjFornecedor: string): number {
  if (!cnpjFornecedor) return -1;
  let mask = 0;
  branch.slots.forEach((slot, s) => {
    if (db.supplierById.get(slot.answer.idFornecedor)?.cnpj === cnpjFornecedor) mask |= 1 << s;
  });
  return mask;
}

const usesState = (ctx: ListContext): boolean => ctx.filter.respostaSemQuantidade || ctx.filter.semRespostaSelecionada || ctx.filter.respostaComOportunidade;

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
function branchPasses(db: MockDb, order: ManualOrder, branch: ManualBranch, ctx: ListContext): boolean {
  if (ctx.filter.cnpj && branch.cnpj !== ctx.filter.cnpj) return false;
  const supplier = supplierMask(db, branch, ctx.filter.cnpjFornecedor);
  if (supplier === 0) return false;
  const text = matchesOf(order, ctx.filter.busca);
  if (!usesState(ctx) && !ctx.verExcluidos && !hasDeletions(order, branch)) {
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
  if (!text && supplier === -1 && !ctx.filter.respostaComOportunidade && !ctx.verExcluidos) {
    // Only the product flags: the branch's cached summary decides (no product is both without an answer and bought at 0).
    const summary = order.summary(branch);
    if (ctx.filter.semRespostaSelecionada && ctx.filter.respostaSemQuantidade) return false;
    return ctx.filter.semRespostaSelecionada ? summary.withoutAnswer > 0 : summary.zeroQuantity > 0;
  }
  return order.positions(branch).some((p) => passingAnswers(db, order, branch, p, ctx, supplier) !== 0);
}

function hasDeletions(order: ManualOrder, branch: ManualBranch): boolean {
  for (const [id, own] of order.overrides) if (own.excluded && manualIds.ofItem(id).idPedidoManual === branch.id) return true;
  return false;
}

export function branchDto(order: ManualOrder, branch: ManualBranch): PedidoManualFilialDto {
  return { id: branch.id, idCotacao: order.idCotacao, idCliente: branch.idCliente, cnpjCliente: branch.cnpj, nomefantasiaCliente: branch.nome, selecionado: order.selected.has(branch.index) };
}

/** GET /pedidomanual/{id}: the branches with some product passing, by trade name; unfiltered, no answer item is read. */
export function branchesPage(db: MockDb, order: ManualOrder, ctx: ListContext, page: number, size: number): Page<PedidoManualFilialDto> {
  const passing = order.branches.filter((branch) => branchPasses(db, order, branch, ctx));
  return pageOf(passing, page, size, (branch) => branchDto(order, branch));
}

/** toPage that maps only the rows of the page. */
export function pageOf<T, R>(all: readonly T[], page: number, size: number, map: (row: T) => R): Page<R> {
  const sliced = toPage(all as T[], page, size);
  return { ...sliced, content: sliced.content.map(map) };
}

const equivalence = new WeakMap<MockDb, Map<number, number>>();

function isEquivalent(db: MockDb, grupoProduto: number): boolean {
  let sizes = equivalence.get(db);
  if (!sizes) equivalence.set(db, (sizes = groupSizes(db)));
  return (sizes.get(grupoProduto) ?? 0) > 1;
}

function historyOf(idItem: number, reference: number): number | null {
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

const withoutCondition = new WeakMap<ManualOrder, Map<number, boolean>>();

/** The supplier lacks a payment condition at some branch of the quotation (the wizard's rule). */
function lacksCondition(order: ManualOrder, idFornecedor: number): boolean {
  let known = withoutCondition.get(order);
  if (!known) withoutCondition.set(order, (known = new Map()));
  let lacks = known.get(idFornecedor);
  if (lacks === undefined) known.set(idFornecedor, (lacks = order.quotation.filiais.some((idFilial) => paymentCondition(idFornecedor, idFilial) === null)));
  return lacks;
}

const difference = (price: number, base: number) => ({ valor: cents(price - base), percentual: percent(price - base, base) });

/** One answer row; `rank` is its place in the product's price order (0 = best). */
export function answerDto(db: MockDb, ref: AnswerRef, rank: number): PedidoManualItemRespostaDto {
  const { order, branch, p, s } = ref;
  const slot = branch.slots[s];
  const answer = slot.answer;
  const item = answerItemAt(answer, order.quotation, db.productById, db.scenarioSeed, order.indexIn(slot, p))!;
  const terms = answerTerms(answer, order.quotation, db.scenarioSeed);
  const days = answer.diasPrazoEscolhido ?? terms.diasPrazoPagamento;
  const state = answerState(db, ref);
  const quantity = order.quantity(branch, s, p);
  const rules = rulesAt(ref);
  const idItem = order.itemId(branch, p);
  const id = manualIds.answer(idItem, s);
  const reference = order.products[p].precoFabrica;
  const history = historyOf(idItem, reference);
  const base = reference > 0 || history === null ? reference : history;
  const liquido = cents(item.precoSemST * 0.97);
  const custo = cents(item.precoComST * 0.99);
  return {
    id,
    idPedidoManualItem: idItem,
    idPedidoManual: branch.id,
    idResposta: answer.id,
    idRespostaItem: item.id,
    idFornecedor: answer.idFornecedor,
    idRepresentante: answer.idRepresentante,
    idCliente: branch.idCliente,
    cnpjFornecedor: db.supplierById.get(answer.idFornecedor)?.cnpj ?? '',
    nomeFantasiaFornecedor: db.supplierById.get(answer.idFornecedor)?.nomeFantasia ?? '',
    tituloRepresentante: db.representativeById.get(answer.idRepresentante)?.nome ?? '',
    prazoPagamento: days,
    prazoTitulo: days === 0 ? 'À vista' : `${days} dias`,
    quantidadeRespondida: item.quantidade,
    qtdeMinima: item.quantidadeMinima,
    quantidadeFixa: item.quantidadeFixa,
    tipoEmbalagem: item.tipoEmbalagem,
    quantidadeEmbalagem: item.quantidadeEmbalagem,
    quantidadePedir: quantity,
    quantidadePedirAnterior: order.previousQuantity(branch, s, p),
    quantidadePedirSistema: order.systemQuantity(branch, s, p),
    comprarCliente: order.chosen(branch, p) === s,
    oportunidade: item.oportunidade,
    descontoInformado: item.descontoInformado,
    descontoUtilizado: quantity > 0 && leaveManualQuantity(quantity, rules) === quantity ? item.descontoInformado : 0,
    aliquotaTotal: percent(item.precoComST - item.precoSemST, item.precoSemST),
    precoSemST: item.precoSemST,
    precoComST: item.precoComST,
    precoLiquido: liquido,
    precoCusto: custo,
    baseComparacao: reference > 0 || history === null ? 'REFERENCIA' : 'HISTORICO',
    valorComparacao: base,
    diferencas: { semST: difference(item.precoSemST, base), comST: difference(item.precoComST, base), liquido: difference(liquido, base), custo: difference(custo, base) },
    ordemPreco: rank + 1,
    codigoSubstituto: item.codigoSubstituto,
    faturamentoMinimo: terms.faturamentoMinimo,
    liberado: item.liberado,
    semAnalisePreco: unit(idItem, 13) < 0.03,
    acordoCompra: unit(id, 11) < 0.05,
    descontoNegociado: unit(id, 12) < 0.1,
    ...state,
    editavel: isAnswerEditable(state) && !order.excluded(branch, p) && !ordersSent(db, order.idCotacao),
    fornecedorSemCondicaoPagamento: lacksCondition(order, answer.idFornecedor),
  };
}

/** The product's answers at its branch (all, or those in `mask`), best price first. */
export function answersOf(db: MockDb, order: ManualOrder, branch: ManualBranch, p: number, mask = -1): PedidoManualItemRespostaDto[] {
  return order
    .ranked(branch, p)
    .map((s, rank) => ({ s, rank }))
    .filter(({ s }) => (mask & (1 << s)) !== 0)
    .map(({ s, rank }) => answerDto(db, { order, branch, p, s }, rank));
}

/** GET /getItensResposta/{idItem}: a page of the product's answers under the filter (built only for the page). */
export function answersPage(db: MockDb, order: ManualOrder, branch: ManualBranch, p: number, ctx: ListContext, page: number, size: number): Page<PedidoManualItemRespostaDto> {
  let mask = order.base(branch).cover[p] & supplierMask(db, branch, ctx.filter.cnpjFornecedor);
  if (ctx.filter.respostaComOportunidade) mask &= order.base(branch).opportunity[p];
  const ranked = order
    .ranked(branch, p)
    .map((s, rank) => ({ s, rank }))
    .filter(({ s }) => (mask & (1 << s)) !== 0);
  return pageOf(ranked, page, size, ({ s, rank }) => answerDto(db, { order, branch, p, s }, rank));
}

/** GET getNegociacaoDetalheCliente: the discount split into its commercial and (when negotiated) negotiated parts. */
export function discountRows(db: MockDb, ref: AnswerRef): NegociacaoDetalheDto[] {
  const answer = answerDto(db, ref, 0);
  const reference = ref.order.products[ref.p].precoFabrica;
  const informed = Math.max(0, answer.descontoInformado);
  const commercial = answer.descontoNegociado ? Math.round(informed * 60) / 100 : informed;
  const rows: [string, number][] = [['Comercial', commercial]];
  if (answer.descontoNegociado) rows.push(['Negociado', Math.round((informed - commercial) * 100) / 100]);
  return rows.map(([tipoNegociacao, percentualDesconto]) => ({ tipoNegociacao, percentualDesconto, valorDesconto: cents((reference * percentualDesconto) / 100) }));
}

/** Per manual order: how many answers cover each product (a difference array over the answers' coverage). */
const coverCounts = new WeakMap<ManualOrder, Int32Array>();

function coverCount(order: ManualOrder): Int32Array {
  let counts = coverCounts.get(order);
  if (counts) return counts;
  const n = order.products.length;
  const marks = new Int32Array(n + 1);
  for (const branch of order.branches) {
    for (const slot of branch.slots) {
      const end = slot.offset + slot.count;
      marks[slot.offset] += 1;
      if (end <= n) marks[end] -= 1;
      else {
        marks[n] -= 1;
        marks[0] += 1;
        marks[end - n] -= 1;
      }
    }
  }
  counts = new Int32Array(n);
  let running = 0;
  for (let p = 0; p < n; p += 1) counts[p] = running += marks[p];
  coverCounts.set(order, counts);
  return counts;
}

/** The branches holding product p (some answer of theirs covers it). */
export const branchesWith = (order: ManualOrder, p: number): ManualBranch[] => order.branches.filter((branch) => branch.slots.some((slot) => order.indexIn(slot, p) >= 0));

/** GET getProdutosAgrupados/{id} (designed): the products once, by description; with product or answer filters, those passing at some branch. */
export function groupedProductsPage(db: MockDb, order: ManualOrder, ctx: ListContext, page: number, size: number): Page<ProdutoAgrupadoDto> {
  const counts = coverCount(order);
  const text = matchesOf(order, ctx.filter.busca);
  const exact = usesState(ctx) || ctx.filter.cnpj !== '' || ctx.filter.cnpjFornecedor !== '';
  const positions = order.productOrder.filter((p) => counts[p] > 0 && (!text || text.match[p]) && (!exact || branchesPassing(db, order, p, ctx).length > 0));
  return pageOf(positions, page, size, (p) => {
    const product = order.products[p];
    const branches = exact ? branchesPassing(db, order, p, ctx) : branchesWith(order, p);
    return {
      codBarras: product.ean,
      idProduto: product.id,
      grupoProduto: product.grupoProduto,
      equivalente: isEquivalent(db, product.grupoProduto),
      codigoProduto: `P${String(product.id).padStart(6, '0')}`,
      descricaoProduto: `${product.descricao} ${product.apresentacao}`,
      descricaoFabricante: product.fabricante,
      tipoProduto: product.tipoProduto,
      valorReferencia: product.precoFabrica,
      quantidadeFiliais: branches.length,
    };
  });
}

function branchesPassing(db: MockDb, order: ManualOrder, p: number, ctx: ListContext): ManualBranch[] {
  return branchesWith(order, p).filter((branch) => (!ctx.filter.cnpj || branch.cnpj === ctx.filter.cnpj) && passingAnswers(db, order, branch, p, ctx) !== 0);
}
