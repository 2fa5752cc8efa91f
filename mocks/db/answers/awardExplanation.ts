import type { MotivoDesempateDto, PorQueFornecedorDto } from '../../../src/api/desempateDto';
import type { RespostaItemDto } from '../../../src/api/resumoRespostaDto';
import { suggestedQuantity } from '../../../src/domain/orderQuantity';
import { explainTieBreak, type TieBreakCandidate } from '../../../src/domain/tieBreak';
import { answerTerms } from './answerItems';
import type { MockDb } from '../core/database';
import { generationsOf } from '../generation/generationJobs';
import type { ManualBranch, ManualOrder } from '../manualOrder/manualOrder';
import { answerCounts } from '../generation/orderGeneration';
import { generationTieBreak, withPreferences, type TieBreakContext } from '../generation/tieBreakPreferences';
import type { DbAnswer, DbOrder, DbOrderItem } from '../core/types';

/**
 * 'Por que este fornecedor?' (issue 15): the chosen answer against each other answer to the same
 * product at the same branch, by the chain the generation used (tieBreakPreferences.ts), so the
 * explanation agrees with the generated orders. Answers generation did not consider say so.
 */
export interface Contender {
  fornecedor: string;
  representante: string;
  candidate: TieBreakCandidate;
  /** Why generation did not consider it, when it did not. */
  leftOut?: string;
}

export const LEFT_OUT_ANSWER = 'resposta não considerada na geração (ignorada, atrasada ou pendente)';
export const LEFT_OUT_QUANTITY = 'não atende a quantidade cotada (mínimo, quantidade fixa ou embalagem)';

export function explainAward(context: TieBreakContext, chosen: Contender, others: readonly Contender[]): PorQueFornecedorDto {
  const comparacoes = others.map<MotivoDesempateDto>((other) => {
    const base = { fornecedorNomeFantasia: other.fornecedor, representanteTitulo: other.representante };
    if (other.leftOut) return { ...base, venceu: true, motivo: other.leftOut };
    const explained = explainTieBreak(context.rules, chosen.candidate, other.candidate);
    return { ...base, venceu: explained.wins, motivo: explained.text };
  });
  return { cadeia: context.rules.custom ? 'PERSONALIZADA' : 'PADRAO', sic: context.rules.sic, comparacoes };
}

/** The contender of one answer's item, as generation saw it. */
export function contenderOf(db: MockDb, context: TieBreakContext, answer: DbAnswer, price: { precoComST: number; precoSemST: number }, terms: { diasPrazoPagamento: number; faturamentoMinimo: number }): Contender {
  const own: TieBreakCandidate = {
    price: price.precoComST,
    netPrice: price.precoSemST,
    paymentDays: terms.diasPrazoPagamento,
    minimumBilling: terms.faturamentoMinimo,
    answeredAt: answer.dataEnvio ? Date.parse(answer.dataEnvio) : Number.MAX_SAFE_INTEGER,
    sequence: answer.id,
  };
  return {
    fornecedor: db.supplierName(answer.idFornecedor),
    representante: db.representativeName(answer.idRepresentante),
    candidate: withPreferences(context, own, answer.idFornecedor, answer.idRepresentante),
  };
}

/** The automatic order item's award: its order's answer against the branch's other answers to the product. */
export function automaticAward(db: MockDb, order: DbOrder, item: DbOrderItem): PorQueFornecedorDto | undefined {
  const quotation = db.quotationById.get(order.idCotacao);
  const quoted = quotation?.itens.find((entry) => entry.idProduto === item.idProduto)?.quantidade;
  if (!quotation || quoted === undefined) return undefined;
  const context = generationTieBreak(db, quotation.id);
  const late = generationsOf(db).lateConsidered.get(quotation.id) ?? new Set<number>();
  let chosen: Contender | undefined;
  const others: Contender[] = [];
  for (const answer of db.answersOf(quotation.id)) {
    if (answer.idCliente !== order.idCliente) continue;
    const answered: RespostaItemDto | undefined = db.answerItems.get(answer.id).find((entry) => entry.idProduto === item.idProduto);
    if (!answered) continue;
    const contender = contenderOf(db, context, answer, answered, answerTerms(answer, quotation, db.scenarioSeed));
    if (answer.idFornecedor === order.idFornecedor && answer.idRepresentante === order.idRepresentante) chosen = contender;
    else if (!answerCounts(answer, late)) others.push({ ...contender, leftOut: LEFT_OUT_ANSWER });
    else {
      const rules = { minimum: answered.quantidadeMinima, fixed: answered.quantidadeFixa, pack: answered.quantidadeEmbalagem };
      others.push(suggestedQuantity(quoted, answered.quantidade, rules) === 0 ? { ...contender, leftOut: LEFT_OUT_QUANTITY } : contender);
    }
  }
  return chosen ? explainAward(context, chosen, others) : undefined;
}

/** The manual order's proposal for product p at a branch (the slot generation marked), against the branch's other answers to it. */
export function manualAward(order: ManualOrder, branch: ManualBranch, p: number): PorQueFornecedorDto | undefined {
  const proposed = order.base(branch).chosen[p];
  if (proposed < 0) return undefined;
  const cover = order.base(branch).cover[p];
  let chosen: Contender | undefined;
  const others: Contender[] = [];
  branch.slots.forEach((slot, s) => {
    if (!(cover & (1 << s))) return;
    const numbers = order.numbers(branch, s, p);
    const contender = contenderOf(order.db, order.tieBreak, slot.answer, numbers, slot.terms);
    if (s === proposed) chosen = contender;
    else if (slot.answer.respostaIgnorada || slot.expiredAtGeneration) others.push({ ...contender, leftOut: LEFT_OUT_ANSWER });
    else others.push(order.systemQuantity(branch, s, p) === 0 ? { ...contender, leftOut: LEFT_OUT_QUANTITY } : contender);
  });
  return chosen ? explainAward(order.tieBreak, chosen, others) : undefined;
}
