import type { RespostaCondicoesDto, RespostaItemDto } from '../../src/api/dto';
import { minimumBillingShortfall, suggestedQuantity } from '../../src/domain/orderQuantity';
import { compareByDefaultTieBreak, type TieBreakCandidate } from '../../src/domain/tieBreak';
import { groupBy } from './indexes';
import type { DbAnswer, DbQuotation } from './types';

/**
 * Order generation (spec 02 §4.5, §4.7): for each branch and quoted product, the best answer item
 * among the answers that count, by the default tie-break chain; the quantity is the quoted one
 * limited by the supplier's stock and the quantity rules of §4.1; one order per representative ×
 * branch, with its minimum billing shortfall. A generator that yields after each branch, so the
 * mock runs it in time slices (generationJobs.ts) and unit tests run it at once.
 */
export interface GenerationSource {
  quotation: DbQuotation;
  /** The quotation's answers; those that do not count are skipped here. */
  answers: readonly DbAnswer[];
  itemsOf(answer: DbAnswer): readonly RespostaItemDto[];
  termsOf(answer: DbAnswer): RespostaCondicoesDto;
  /** Late (ATRASADA) answers the buyer chose to include. */
  lateConsidered: ReadonlySet<number>;
}

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
  if ('respostaIgnorada' in answer && answer.respostaIgnorada === true) return false;
  if (answer.pendente || answer.qtdeItensRespondidos <= 0) return false;
  if (answer.categoria === 'ATRASADA') return lateConsidered.has(answer.id);
  return COUNTED.has(answer.categoria);
}

interface Best {
  key: TieBreakCandidate;
  answer: number;
  item: number;
  quantity: number;
}

function planBranch(source: GenerationSource, productIndex: Map<number, number>, answers: readonly DbAnswer[]): OrderPlan[] {
  const { quotation } = source;
  const best: (Best | undefined)[] = new Array<Best | undefined>(quotation.itens.length);
  const items = answers.map((answer) => source.itemsOf(answer));
  const terms = answers.map((answer) => source.termsOf(answer));
  answers.forEach((answer, a) => {
    const answeredAt = answer.dataEnvio ? Date.parse(answer.dataEnvio) : Number.MAX_SAFE_INTEGER;
    items[a].forEach((item, i) => {
      const position = productIndex.get(item.idProduto);
      if (position === undefined) return;
      const rules = { minimum: item.quantidadeMinima, fixed: item.quantidadeFixa, pack: item.quantidadeEmbalagem };
      const quantity = suggestedQuantity(quotation.itens[position].quantidade, item.quantidade, rules);
      if (quantity === 0) return;
      const key: TieBreakCandidate = {
        price: item.precoComST,
        netPrice: item.precoSemST,
        paymentDays: terms[a].diasPrazoPagamento,
        minimumBilling: terms[a].faturamentoMinimo,
        answeredAt,
        sequence: answer.id,
      };
      const current = best[position];
      if (!current || compareByDefaultTieBreak(key, current.key) < 0) best[position] = { key, answer: a, item: i, quantity };
    });
  });
  const plans = answers.map<OrderPlan>((answer, a) => ({
    idResposta: answer.id,
    idFornecedor: answer.idFornecedor,
    idRepresentante: answer.idRepresentante,
    idCliente: answer.idCliente,
    picks: [],
    quantities: [],
    total: 0,
    totalComST: 0,
    faturamentoMinimo: terms[a].faturamentoMinimo,
    faltam: 0,
  }));
  for (const chosen of best) {
    if (!chosen) continue;
    const plan = plans[chosen.answer];
    const item = items[chosen.answer][chosen.item];
    plan.picks.push(chosen.item);
    plan.quantities.push(chosen.quantity);
    plan.total += chosen.quantity * item.precoSemST;
    plan.totalComST += chosen.quantity * item.precoComST;
  }
  return plans
    .filter((plan) => plan.picks.length > 0)
    .map((plan) => {
      const total = Math.round(plan.total * 100) / 100;
      return { ...plan, total, totalComST: Math.round(plan.totalComST * 100) / 100, faltam: minimumBillingShortfall(plan.faturamentoMinimo, total) };
    });
}

/** Plans the orders branch by branch (yielding after each); answers the plans of every branch. */
export function* planOrders(source: GenerationSource): Generator<void, OrderPlan[]> {
  const { quotation } = source;
  const productIndex = new Map(quotation.itens.map((item, position) => [item.idProduto, position]));
  const counted = source.answers.filter((answer) => answerCounts(answer, source.lateConsidered));
  const byBranch = groupBy(counted, (answer) => answer.idCliente);
  const plans: OrderPlan[] = [];
  for (const idCliente of quotation.filiais) {
    const answers = byBranch.get(idCliente);
    if (answers) plans.push(...planBranch(source, productIndex, answers));
    yield;
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
