import type { PorQueFornecedorDto } from '../../../src/api/desempateDto';
import type { RespostaItemDto } from '../../../src/api/resumoRespostaDto';
import { suggestedQuantity } from '../../../src/domain/orderQuantity';
import { compareByDefaultTieBreak } from '../../../src/domain/tieBreak';
import { answerTerms } from './answerItems';
import { automaticAward, contenderOf } from './awardExplanation';
import type { MockDb } from '../core/database';
import { answerCounts } from '../generation/orderGeneration';
import { DEFAULT_CONTEXT } from '../generation/tieBreakPreferences';
import type { DbAnswer, DbQuotation } from '../core/types';
import { cents } from '../../../src/domain/money';

/**
 * A test fixture of the simulation (POST /__mock/tie, docs/api.md "Test controls"): for one product
 * at one branch, two answers of two suppliers made to tie on price (cost price), net price and
 * payment term, below every other answer to it there, so the rest of the chain (the buyer's
 * preference, the SIC order, then minimum billing and who answered first) decides. Only the two
 * answer items are edited (pinned in memory); every other datum of the scenario stays as it was.
 */
export interface TiedAnswer {
  idResposta: number;
  idFornecedor: number;
  idRepresentante: number;
  fornecedor: string;
  representante: string;
}

export interface TiedProduct {
  idCotacao: number;
  idProduto: number;
  idFilial: number;
  /** The default chain's winner first. */
  respostas: [TiedAnswer, TiedAnswer];
}

const orderable = (item: RespostaItemDto | undefined, quoted: number): item is RespostaItemDto =>
  item !== undefined && suggestedQuantity(quoted, item.quantidade, { minimum: item.quantidadeMinima, fixed: item.quantidadeFixa, pack: item.quantidadeEmbalagem }) > 0;

interface Pair {
  a: DbAnswer;
  b: DbAnswer;
  idProduto: number;
}

/** The first pair of counted answers of one branch, different suppliers, same payment term, that both can supply a product. */
function findPair(db: MockDb, quotation: DbQuotation): Pair | undefined {
  const days = (answer: DbAnswer) => answerTerms(answer, quotation, db.scenarioSeed).diasPrazoPagamento;
  const counted = db.answersOf(quotation.id).filter((answer) => answerCounts(answer, new Set()));
  for (const a of counted) {
    for (const b of counted) {
      if (b.id <= a.id || b.idCliente !== a.idCliente || b.idFornecedor === a.idFornecedor || days(a) !== days(b)) continue;
      const ofB = new Map(db.answerItems.get(b.id).map((item) => [item.idProduto, item]));
      for (const quoted of quotation.itens) {
        const fromA = db.answerItems.get(a.id).find((item) => item.idProduto === quoted.idProduto);
        if (orderable(fromA, quoted.quantidade) && orderable(ofB.get(quoted.idProduto), quoted.quantidade)) return { a, b, idProduto: quoted.idProduto };
      }
    }
  }
  return undefined;
}

export function tieAnswers(db: MockDb, quotation: DbQuotation): TiedProduct | undefined {
  const pair = findPair(db, quotation);
  if (!pair) return undefined;
  const { a, b, idProduto } = pair;
  const prices = db
    .answersOf(quotation.id)
    .filter((answer) => answer.idCliente === a.idCliente)
    .flatMap((answer) => db.answerItems.get(answer.id).filter((item) => item.idProduto === idProduto))
    .flatMap((item) => [item.precoComST, item.precoSemST]);
  const price = Math.max(0.01, cents(Math.min(...prices) - 0.01));
  for (const answer of [a, b]) {
    const item = db.answerItems.edit(answer.id).find((entry) => entry.idProduto === idProduto)!;
    Object.assign(item, { precoComST: price, precoSemST: price });
  }
  const tied = (answer: DbAnswer): TiedAnswer => ({
    idResposta: answer.id,
    idFornecedor: answer.idFornecedor,
    idRepresentante: answer.idRepresentante,
    fornecedor: db.supplierName(answer.idFornecedor),
    representante: db.representativeName(answer.idRepresentante),
  });
  const contender = (answer: DbAnswer) => contenderOf(db, DEFAULT_CONTEXT, answer, { precoComST: price, precoSemST: price }, answerTerms(answer, quotation, db.scenarioSeed)).candidate;
  const defaultFirst = compareByDefaultTieBreak(contender(a), contender(b)) < 0;
  return { idCotacao: quotation.id, idProduto, idFilial: a.idCliente, respostas: defaultFirst ? [tied(a), tied(b)] : [tied(b), tied(a)] };
}

/** Who the automatic orders give a product at a branch now, and why (the answers view's 'Por que este fornecedor?'). */
export function awardOf(db: MockDb, idCotacao: number, idProduto: number, idFilial: number): { idFornecedor: number; porQueEsteFornecedor: PorQueFornecedorDto | undefined } | undefined {
  for (const order of db.ordersOf(idCotacao)) {
    if (order.idCliente !== idFilial) continue;
    const item = db.orderItems.get(order.idPedido).find((entry) => entry.idProduto === idProduto);
    if (item) return { idFornecedor: order.idFornecedor, porQueEsteFornecedor: automaticAward(db, order, item) };
  }
  return undefined;
}
