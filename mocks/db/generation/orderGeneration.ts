import type { RespostaCondicoesDto, RespostaItemDto } from '../../../src/api/resumoRespostaDto';
import { generatedQuantity } from '../../../src/domain/generationQuantity';
import { minimumBillingShortfall } from '../../../src/domain/orderQuantity';
import { compareByTieBreak, type TieBreakCandidate, type TieBreakRules } from '../../../src/domain/tieBreak';
import { groupBy } from '../core/indexes';
import { DEFAULT_CONTEXT, withPreferences, type TieBreakContext } from './tieBreakPreferences';
import type { DbAnswer, DbQuotation } from '../core/types';
import { cents } from '../../../src/domain/money';

/**
 * Order generation (spec 02 §4.5, §4.7): for each branch and quoted product, the best answer item
 * among the answers that count, by the buyer's tie-break chain (default or custom, with SIC); the quantity is the quoted one
 * limited by the supplier's stock and the quantity rules of §4.1; one order per representative ×
 * branch, with its minimum billing shortfall. A generator, so the
 * mock runs it in time slices (generationJobs.ts) and unit tests run it at once. It yields after each answer.
 */
export interface GenerationSource {
  quotation: DbQuotation;
  /** The quotation's answers; those that do not count are skipped here. */
  answers: readonly DbAnswer[];
  itemsOf(answer: DbAnswer): readonly RespostaItemDto[];
  termsOf(answer: DbAnswer): RespostaCondicoesDto;
  /** Late (ATRASADA) answers the buyer chose to include. */
  lateConsidered: ReadonlySet<number>;
  /** The chain and the buyer's saved orders (absent: the default chain). */
  tieBreak?: TieBreakContext;
  /** The buyer's order preferences (absent: PREFERENCES_AT_FIRST). */
  preferences?: GenerationPreferences;
}

/**
 * The order preferences generation honours (docs/decisions.md "Order preferences in generation"):
 * 'Gerar pedidos abaixo do faturamento mínimo' (belowMinimum), 'Considerar respostas vencidas'
 * (expired, judged at `now`), 'Considerar produtos com oportunidade' (opportunity: the request's
 * `oportunidade`) and the quotation's 'Ajustar as quantidades desta cotação à embalagem e ao
 * mínimo' (adjustQuantity: the request's `ajustarQuantidade`).
 */
export interface GenerationPreferences {
  belowMinimum: boolean;
  expired: boolean;
  opportunity: boolean;
  adjustQuantity: boolean;
  now: number;
}

/** A buyer who never changed them: below-minimum orders generated, expired answers considered, no raise. */
export const PREFERENCES_AT_FIRST: GenerationPreferences = { belowMinimum: true, expired: true, opportunity: false, adjustQuantity: false, now: 0 };

/** An answer whose prices are no longer valid (its terms' dataValidade passed), as the manual order marks ' - Vencida'. */
export const isExpiredAnswer = (terms: RespostaCondicoesDto, now: number): boolean => Date.parse(terms.dataValidade) < now;

/** One resulting branch order: which items of the answer, how many of each, and its totals. */
export interface OrderPlan {
  idResposta: number;
  idFornecedor: number;
  idRepresentante: number;
  idCliente: number;
  /** Positions in the answer's items (itemsOf), in the quotation's product order. */
  picks: number[];
  quantities: number[];
  /** Σ quantity × precoSemST and × precoComST. */
  total: number;
  totalComST: number;
  faturamentoMinimo: number;
  /** 'Faltam': faturamentoMinimo − total when above 0. */
  faltam: number;
}

/** Categories whose answers carry prices the buyer can order from; ATRASADA only when considered. */
const COUNTED = new Set<string>(['RESPONDIDA', 'NAO_ATENDE']);

export function answerCounts(answer: DbAnswer, lateConsidered: ReadonlySet<number>): boolean {
  if (answer.respostaIgnorada) return false;
  if (answer.pendente || answer.qtdeItensRespondidos <= 0) return false;
  if (answer.categoria === 'ATRASADA') return lateConsidered.has(answer.id);
  return COUNTED.has(answer.categoria);
}

/** The best answer item so far for each quoted product of one branch, in flat arrays (300 × 3,000 choices). */
class BranchChoice {
  readonly answer: Int32Array;
  readonly item: Int32Array;
  readonly quantity: Int32Array;
  readonly priceCents: Float64Array;
  readonly keys: (TieBreakCandidate | undefined)[];

  constructor(
    products: number,
    private readonly rules: TieBreakRules,
  ) {
    this.answer = new Int32Array(products).fill(-1);
    this.item = new Int32Array(products);
    this.quantity = new Int32Array(products);
    this.priceCents = new Float64Array(products);
    this.keys = new Array<TieBreakCandidate | undefined>(products);
  }

  /** Offers one answer item; it wins by the chain (the price, first criterion of every chain, is compared without building keys). */
  offer(position: number, candidate: () => TieBreakCandidate, price: number, answer: number, item: number, quantity: number): void {
    const cents = Math.round(price * 100);
    if (this.answer[position] >= 0) {
      if (cents > this.priceCents[position]) return;
      if (cents === this.priceCents[position]) {
        const key = candidate();
        this.keys[position] ??= this.keyOf(position);
        if (compareByTieBreak(this.rules, key, this.keys[position]!) >= 0) return;
        this.keys[position] = key;
      } else this.keys[position] = undefined;
    }
    this.answer[position] = answer;
    this.item[position] = item;
    this.quantity[position] = quantity;
    this.priceCents[position] = cents;
    if (this.keys[position] === undefined) this.pending[position] = candidate;
  }

  /** Keys are built only when a price ties; until then the winner's is kept as a thunk. */
  private readonly pending: (() => TieBreakCandidate)[] = [];

  private keyOf(position: number): TieBreakCandidate {
    return this.pending[position]();
  }
}

/** Offers the answers still in the running (`inRunning`) to the choice, yielding after each. */
function* offerAnswers(
  source: GenerationSource,
  productIndex: Map<number, number>,
  answers: readonly DbAnswer[],
  itemsByAnswer: readonly (readonly RespostaItemDto[])[],
  choice: BranchChoice,
  inRunning: (a: number) => boolean,
): Generator<void, void> {
  const { quotation } = source;
  const tieBreak = source.tieBreak ?? DEFAULT_CONTEXT;
  const preferences = source.preferences ?? PREFERENCES_AT_FIRST;
  for (let a = 0; a < answers.length; a += 1) {
    if (!inRunning(a)) continue;
    const answer = answers[a];
    const terms = source.termsOf(answer);
    const items = itemsByAnswer[a];
    const answeredAt = answer.dataEnvio ? Date.parse(answer.dataEnvio) : Number.MAX_SAFE_INTEGER;
    for (let i = 0; i < items.length; i += 1) {
      const item = items[i];
      const position = productIndex.get(item.idProduto);
      if (position === undefined) continue;
      const rules = { minimum: item.quantidadeMinima, fixed: item.quantidadeFixa, pack: item.quantidadeEmbalagem };
      const raise = preferences.adjustQuantity || (preferences.opportunity && item.oportunidade === true);
      const quantity = generatedQuantity(quotation.itens[position].quantidade, item.quantidade, rules, raise);
      if (quantity === 0) continue;
      const candidate = (): TieBreakCandidate =>
        withPreferences(
          tieBreak,
          { price: item.precoComST, netPrice: item.precoSemST, paymentDays: terms.diasPrazoPagamento, minimumBilling: terms.faturamentoMinimo, answeredAt, sequence: answer.id },
          answer.idFornecedor,
          answer.idRepresentante,
        );
      choice.offer(position, candidate, item.precoComST, a, i, quantity);
    }
    yield;
  }
}

/** One plan per answer (index-aligned with `answers`), with what the choice gave it. */
function plansOf(source: GenerationSource, answers: readonly DbAnswer[], items: readonly (readonly RespostaItemDto[])[], choice: BranchChoice): OrderPlan[] {
  const plans = answers.map<OrderPlan>((answer) => ({
    idResposta: answer.id,
    idFornecedor: answer.idFornecedor,
    idRepresentante: answer.idRepresentante,
    idCliente: answer.idCliente,
    picks: [],
    quantities: [],
    total: 0,
    totalComST: 0,
    faturamentoMinimo: source.termsOf(answer).faturamentoMinimo,
    faltam: 0,
  }));
  for (let position = 0; position < choice.answer.length; position += 1) {
    const a = choice.answer[position];
    if (a < 0) continue;
    const plan = plans[a];
    const item = items[a][choice.item[position]];
    const quantity = choice.quantity[position];
    plan.picks.push(choice.item[position]);
    plan.quantities.push(quantity);
    plan.total += quantity * item.precoSemST;
    plan.totalComST += quantity * item.precoComST;
  }
  return plans.map((plan) => {
    const total = cents(plan.total);
    return { ...plan, total, totalComST: cents(plan.totalComST), faltam: minimumBillingShortfall(plan.faturamentoMinimo, total) };
  });
}

/**
 * One branch's orders. With 'Gerar pedidos abaixo do faturamento mínimo' off, an answer whose
 * order stays below its minimum billing leaves the running and its products go to the next best
 * answers; this repeats until every order reaches its minimum (a product no remaining answer can
 * take is not ordered).
 */
function* planBranch(source: GenerationSource, productIndex: Map<number, number>, answers: readonly DbAnswer[]): Generator<void, OrderPlan[]> {
  const items: (readonly RespostaItemDto[])[] = [];
  for (const answer of answers) {
    items.push(source.itemsOf(answer)); // the costly part (mocks/db/answers/answerItems.ts): read once, a slice each
    yield;
  }
  const belowMinimum = (source.preferences ?? PREFERENCES_AT_FIRST).belowMinimum;
  const out = new Set<number>();
  for (;;) {
    const choice = new BranchChoice(source.quotation.itens.length, (source.tieBreak ?? DEFAULT_CONTEXT).rules);
    yield* offerAnswers(source, productIndex, answers, items, choice, (a) => !out.has(a));
    const plans = plansOf(source, answers, items, choice);
    const short = belowMinimum ? [] : plans.flatMap((plan, a) => (plan.picks.length > 0 && plan.faltam > 0 ? [a] : []));
    if (short.length === 0) return plans.filter((plan) => plan.picks.length > 0);
    for (const a of short) out.add(a);
  }
}

/** Plans the orders branch by branch (yielding after each); answers the plans of every branch. */
export function* planOrders(source: GenerationSource): Generator<void, OrderPlan[]> {
  const { quotation } = source;
  const productIndex = new Map(quotation.itens.map((item, position) => [item.idProduto, position]));
  const preferences = source.preferences ?? PREFERENCES_AT_FIRST;
  const counted = source.answers.filter(
    (answer) => answerCounts(answer, source.lateConsidered) && (preferences.expired || !isExpiredAnswer(source.termsOf(answer), preferences.now)),
  );
  const byBranch = groupBy(counted, (answer) => answer.idCliente);
  const plans: OrderPlan[] = [];
  for (const idCliente of quotation.filiais) {
    const answers = byBranch.get(idCliente);
    if (answers) plans.push(...(yield* planBranch(source, productIndex, answers)));
    else yield;
  }
  return plans;
}

/** Runs a plan to the end at once (unit tests, small quotations). */
export function planOrdersNow(source: GenerationSource): OrderPlan[] {
  const steps = planOrders(source);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
