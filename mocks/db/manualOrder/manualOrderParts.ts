import type { RespostaCondicoesDto } from '../../../src/api/resumoRespostaDto';
import { answerCoverage, answerStreamSeed, answerTerms } from '../answers/answerItems';
import type { DbAnswer, DbQuotation } from '../core/types';

/**
 * The pieces of a manual order (mocks/db/manualOrder/manualOrder.ts): its ids, computed from positions; the
 * answers taking part in a branch (slots); the branches; and the shapes of what generation
 * proposed, the buyer's changes and a branch's totals.
 */
export const MAX_SLOTS = 32;

export const manualIds = {
  branch: (idCotacao: number, branchIndex: number): number => idCotacao * 1_000 + branchIndex + 1,
  item: (idPedidoManual: number, position: number): number => idPedidoManual * 10_000 + position,
  answer: (idItem: number, slot: number): number => idItem * 100 + slot,
  ofBranch: (idPedidoManual: number) => ({ idCotacao: Math.floor(idPedidoManual / 1_000), branchIndex: (idPedidoManual % 1_000) - 1 }),
  ofItem: (idItem: number) => ({ idPedidoManual: Math.floor(idItem / 10_000), position: idItem % 10_000 }),
  ofAnswer: (idAnswer: number) => ({ idItem: Math.floor(idAnswer / 100), slot: idAnswer % 100 }),
};

/** One answer of a branch taking part in its manual order; its terms are read on first need (4,500 of them in `large`). */
export class Slot {
  readonly stream: number;
  readonly offset: number;
  readonly count: number;
  readonly answeredAt: number;
  private known?: RespostaCondicoesDto;

  constructor(
    readonly answer: DbAnswer,
    private readonly quotation: DbQuotation,
    private readonly scenarioSeed: number,
    private readonly generatedAt: number,
  ) {
    const coverage = answerCoverage(answer, quotation.itens.length, scenarioSeed);
    this.offset = coverage.offset;
    this.count = coverage.count;
    this.stream = answerStreamSeed(answer, scenarioSeed);
    this.answeredAt = answer.dataEnvio ? Date.parse(answer.dataEnvio) : Number.MAX_SAFE_INTEGER;
  }

  /** Terms as generation read them (the proposal's tie-break). */
  get terms(): RespostaCondicoesDto {
    this.known ??= answerTerms(this.answer, this.quotation, this.scenarioSeed);
    return this.known;
  }

  /** Expired when the manual order was generated: never proposed. */
  get expiredAtGeneration(): boolean {
    return Date.parse(this.terms.dataValidade) < this.generatedAt;
  }
}

/** What a branch's slots are set up from (data, not a function: the manual order is saved with the database). */
export interface SlotSource {
  quotation: DbQuotation;
  scenarioSeed: number;
  generatedAt: number;
}

/** A branch of the manual order; its answers' slots are set up on first need (listing branches needs none). */
export class ManualBranch {
  private known?: Slot[];

  constructor(
    readonly index: number,
    readonly id: number,
    readonly idCliente: number,
    readonly cnpj: string,
    readonly nome: string,
    private readonly answers: readonly DbAnswer[],
    private readonly source: SlotSource,
  ) {}

  get slots(): Slot[] {
    const { quotation, scenarioSeed, generatedAt } = this.source;
    this.known ??= this.answers.map((answer) => new Slot(answer, quotation, scenarioSeed, generatedAt));
    return this.known;
  }
}

/** What generation proposed for a branch, per product position. */
export interface BranchBase {
  /** Bit s: slot s answered the product. */
  cover: Uint32Array;
  /** Bit s: slot s answered it with an opportunity. */
  opportunity: Uint32Array;
  /** The proposed slot (-1: none could be proposed). */
  chosen: Int8Array;
}

/** The buyer's changes to one item (product at a branch). */
export interface ItemOverride {
  chosen?: number;
  excluded?: boolean;
  quantity?: Map<number, number>;
  previous?: Map<number, number>;
  /** Grows with every write of the item's marks or quantities (docs/api.md "Versioned writes"); absent: 0. */
  versao?: number;
}

/** Totals and counts of a branch (its items that are not deleted), cached until the branch changes. */
export interface BranchSummary {
  products: number;
  selected: number;
  withoutAnswer: number;
  zeroQuantity: number;
  /** Per slot: Σ quantity × price without and with ST, and its products bought with quantity. */
  semST: Float64Array;
  comST: Float64Array;
  items: Int32Array;
}
