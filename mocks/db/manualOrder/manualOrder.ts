import { suggestedQuantity } from '../../../src/domain/orderQuantity';
import { compareByTieBreak, type TieBreakCandidate } from '../../../src/domain/tieBreak';
import { normalizeSearchText } from '../../../src/domain/automaticOrderFilter';
import { answerItemNumbersAt, emptyAnswerItemNumbers, type AnswerItemNumbers } from '../answers/answerItems';
import { comparePtBr } from '../core/collate';
import type { MockDb } from '../core/database';
import { answerCounts } from '../generation/orderGeneration';
import { DEFAULT_CONTEXT, withPreferences, type TieBreakContext } from '../generation/tieBreakPreferences';
import type { DbAnswer, DbProduct, DbQuotation } from '../core/types';
import { MAX_SLOTS, ManualBranch, manualIds, Slot, type BranchBase, type BranchSummary, type ItemOverride } from './manualOrderParts';

export { MAX_SLOTS, ManualBranch, manualIds, Slot } from './manualOrderParts';
export type { BranchBase, BranchSummary, ItemOverride } from './manualOrderParts';

/**
 * The manual order of one quotation (spec 02 §3, §4.1): one branch per quotation branch that has
 * answers, one item per product a branch's answers cover, one item answer per answer covering it.
 * Nothing per item is stored until the buyer changes it: what generation proposed (the best answer
 * of each product, marked, with the system's quantity) is worked out from the answers by random
 * access (answerItemNumbersAt), per branch on first need, into a few typed arrays; the buyer's
 * changes are overrides per item. The `large` power quotation (300 branches × 3,000 products × 15
 * answers) lists its branches without reading a single answer item.
 *
 * Ids are positions, so they need no table: idPedidoManual = idCotacao × 1,000 + branch position + 1,
 * idPedidoManualItem = idPedidoManual × 10,000 + product position, idPedidoManualItemResposta =
 * idPedidoManualItem × 100 + the answer's slot (its place among the branch's answers).
 */
export class ManualOrder {
  readonly branches: ManualBranch[];
  readonly branchByIndex = new Map<number, ManualBranch>();
  private order?: number[];
  readonly products: DbProduct[];
  /** Branches whose 'Selecionar todos os produtos da filial' is on. */
  readonly selected = new Set<number>();
  readonly overrides = new Map<number, ItemOverride>();
  private readonly bases = new Map<number, BranchBase>();
  private readonly summaries = new Map<number, BranchSummary>();
  private readonly scratch = emptyAnswerItemNumbers();

  constructor(
    readonly db: MockDb,
    readonly quotation: DbQuotation,
    lateConsidered: ReadonlySet<number>,
    readonly generatedAt: number,
    /** The chain the proposal was made with (the buyer's, at generation). */
    readonly tieBreak: TieBreakContext = DEFAULT_CONTEXT,
  ) {
    this.products = quotation.itens.map((item) => db.productById.get(item.idProduto)!);
    const branchById = new Map(db.data.branches.map((branch) => [branch.id, branch]));
    const byBranch = new Map<number, DbAnswer[]>();
    for (const answer of db.answersOf(quotation.id)) {
      if (!answerCounts({ ...answer, respostaIgnorada: false }, lateConsidered)) continue;
      const list = byBranch.get(answer.idCliente) ?? [];
      list.push(answer);
      byBranch.set(answer.idCliente, list);
    }
    this.branches = [];
    const source = { quotation, scenarioSeed: db.scenarioSeed, generatedAt };
    quotation.filiais.forEach((idCliente, index) => {
      // An answer covers min(qtdeItensRespondidos, products) products (answerCoverage): those covering none take no part.
      const answers = (byBranch.get(idCliente) ?? []).filter((answer) => answer.qtdeItensRespondidos > 0 && quotation.itens.length > 0);
      if (answers.length === 0) return;
      answers.sort((a, b) => a.id - b.id);
      const branch = branchById.get(idCliente);
      const manual = new ManualBranch(index, manualIds.branch(quotation.id, index), idCliente, branch?.cnpj ?? '', branch?.nomeFantasia ?? '', answers.slice(0, MAX_SLOTS), source);
      this.branches.push(manual);
      this.branchByIndex.set(index, manual);
    });
    this.branches.sort((a, b) => comparePtBr(a.nome, b.nome) || a.index - b.index);
  }

  /** Product positions by description, accents and case aside (the grid's order), sorted on first need. */
  get productOrder(): number[] {
    if (!this.order) {
      const keys = this.products.map((product) => normalizeSearchText(`${product.descricao} ${product.apresentacao}`));
      this.order = this.products.map((_, p) => p).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
    }
    return this.order;
  }

  /** How many branches' proposals were worked out (paging the branch list works out none). */
  get builtBranches(): number {
    return this.bases.size;
  }

  get idCotacao(): number {
    return this.quotation.id;
  }

  /** The answer item's position in a slot's answer for product position p, or -1 when the slot did not answer it. */
  indexIn(slot: Slot, p: number): number {
    const n = this.products.length;
    const k = (p - slot.offset + n) % n;
    return k < slot.count ? k : -1;
  }

  /** The numbers of slot s's answer to product p (written into a scratch object unless `into` is given). */
  numbers(branch: ManualBranch, s: number, p: number, into: AnswerItemNumbers = this.scratch): AnswerItemNumbers {
    const slot = branch.slots[s];
    return answerItemNumbersAt(slot.stream, this.indexIn(slot, p), this.products[p], this.quotation.itens[p].quantidade, into);
  }

  /** quantidadePedirSistema: the quoted quantity limited by the answered one, under the answer's rules (as order generation). */
  systemQuantity(branch: ManualBranch, s: number, p: number): number {
    const numbers = this.numbers(branch, s, p);
    return suggestedQuantity(this.quotation.itens[p].quantidade, numbers.quantidade, { minimum: numbers.quantidadeMinima, fixed: numbers.quantidadeFixa, pack: this.products[p].qtdeEmbalagem });
  }

  /** The proposal of a branch, worked out on first need (every answer item of the branch read once, by its numbers). */
  base(branch: ManualBranch): BranchBase {
    const known = this.bases.get(branch.index);
    if (known) return known;
    const n = this.products.length;
    const base: BranchBase = { cover: new Uint32Array(n), opportunity: new Uint32Array(n), chosen: new Int8Array(n).fill(-1) };
    const price = new Float64Array(n);
    const net = new Float64Array(n);
    branch.slots.forEach((slot, s) => {
      const proposable = !slot.answer.respostaIgnorada && !slot.expiredAtGeneration;
      for (let k = 0; k < slot.count; k += 1) {
        const p = (slot.offset + k) % n;
        const numbers = answerItemNumbersAt(slot.stream, k, this.products[p], this.quotation.itens[p].quantidade, this.scratch);
        base.cover[p] |= 1 << s;
        if (numbers.oportunidade) base.opportunity[p] |= 1 << s;
        if (!proposable) continue;
        const rules = { minimum: numbers.quantidadeMinima, fixed: numbers.quantidadeFixa, pack: this.products[p].qtdeEmbalagem };
        if (suggestedQuantity(this.quotation.itens[p].quantidade, numbers.quantidade, rules) === 0) continue;
        const current = base.chosen[p];
        const cents = Math.round(numbers.precoComST * 100);
        if (current >= 0) {
          const currentCents = Math.round(price[p] * 100);
          if (cents > currentCents) continue;
          if (cents === currentCents && compareByTieBreak(this.tieBreak.rules, this.candidate(slot, numbers.precoComST, numbers.precoSemST), this.candidate(branch.slots[current], price[p], net[p])) >= 0) continue;
        }
        base.chosen[p] = s;
        price[p] = numbers.precoComST;
        net[p] = numbers.precoSemST;
      }
    });
    this.bases.set(branch.index, base);
    return base;
  }

  candidate(slot: Slot, price: number, netPrice: number): TieBreakCandidate {
    const own = { price, netPrice, paymentDays: slot.terms.diasPrazoPagamento, minimumBilling: slot.terms.faturamentoMinimo, answeredAt: slot.answeredAt, sequence: slot.answer.id };
    return withPreferences(this.tieBreak, own, slot.answer.idFornecedor, slot.answer.idRepresentante);
  }

  itemId(branch: ManualBranch, p: number): number {
    return manualIds.item(branch.id, p);
  }

  override(branch: ManualBranch, p: number): ItemOverride | undefined {
    return this.overrides.get(this.itemId(branch, p));
  }

  excluded(branch: ManualBranch, p: number): boolean {
    return this.override(branch, p)?.excluded === true;
  }

  /** The marked slot of an item (-1: none; a deleted item has none). */
  chosen(branch: ManualBranch, p: number): number {
    const own = this.override(branch, p);
    if (own?.excluded) return -1;
    return own?.chosen ?? this.base(branch).chosen[p];
  }

  quantity(branch: ManualBranch, s: number, p: number): number {
    return this.override(branch, p)?.quantity?.get(s) ?? this.systemQuantity(branch, s, p);
  }

  previousQuantity(branch: ManualBranch, s: number, p: number): number {
    return this.override(branch, p)?.previous?.get(s) ?? this.systemQuantity(branch, s, p);
  }

  /** The item's override for writing; the branch's cached totals are dropped. */
  edit(branch: ManualBranch, p: number): ItemOverride {
    const id = this.itemId(branch, p);
    let own = this.overrides.get(id);
    if (!own) this.overrides.set(id, (own = {}));
    // The next version of the database's one counter (mocks/db/core/itemRevisions.ts): a write never takes a version the item had before, even after a
    // restart of the manual order (or over a database saved when the manual order counted per item).
    own.versao = Math.max(this.db.itemRevisions.next(), (own.versao ?? 0) + 1);
    this.summaries.delete(branch.index);
    return own;
  }

  /** The item's version: its answers' marks and quantities as one value (docs/api.md "Versioned writes"). */
  version(branch: ManualBranch, p: number): number {
    return this.override(branch, p)?.versao ?? 0;
  }

  /** Positions of the products a branch's answers cover (those it has items for), in the grid's order. */
  positions(branch: ManualBranch): number[] {
    const cover = this.base(branch).cover;
    return this.productOrder.filter((p) => cover[p] !== 0);
  }

  /** The slots covering p, by the generation's tie-break chain (ordemPreco 1, 2, …). */
  ranked(branch: ManualBranch, p: number): number[] {
    const slots: { s: number; candidate: TieBreakCandidate }[] = [];
    const cover = this.base(branch).cover[p];
    branch.slots.forEach((slot, s) => {
      if (!(cover & (1 << s))) return;
      const numbers = this.numbers(branch, s, p);
      slots.push({ s, candidate: this.candidate(slot, numbers.precoComST, numbers.precoSemST) });
    });
    return slots.sort((a, b) => compareByTieBreak(this.tieBreak.rules, a.candidate, b.candidate)).map((entry) => entry.s);
  }

  summary(branch: ManualBranch): BranchSummary {
    const known = this.summaries.get(branch.index);
    if (known) return known;
    const base = this.base(branch);
    const slots = branch.slots.length;
    const summary: BranchSummary = { products: 0, selected: 0, withoutAnswer: 0, zeroQuantity: 0, semST: new Float64Array(slots), comST: new Float64Array(slots), items: new Int32Array(slots) };
    for (let p = 0; p < base.cover.length; p += 1) {
      if (base.cover[p] === 0 || this.excluded(branch, p)) continue;
      summary.products += 1;
      const s = this.chosen(branch, p);
      if (s < 0) {
        summary.withoutAnswer += 1;
        continue;
      }
      summary.selected += 1;
      const quantity = this.quantity(branch, s, p);
      if (quantity === 0) {
        summary.zeroQuantity += 1;
        continue;
      }
      const numbers = this.numbers(branch, s, p);
      summary.semST[s] += quantity * numbers.precoSemST;
      summary.comST[s] += quantity * numbers.precoComST;
      summary.items[s] += 1;
    }
    this.summaries.set(branch.index, summary);
    return summary;
  }
}
