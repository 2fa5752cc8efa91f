import type { ComboItemDto } from '../../../src/api/comboDto';
import type { RespostaCondicoesDto } from '../../../src/api/resumoRespostaDto';
import { answerCoverage, answerItemAt, answerTerms } from '../answers/answerItems';
import type { MockDb } from '../core/database';
import { answerCounts } from '../generation/orderGeneration';
import { seedOf } from '../core/random';
import type { DbAnswer, DbBranch } from '../core/types';
import { cents } from '../../../src/domain/money';

/**
 * Combo offers (spec 03 §3.3): a combo is a supplier representative's answer to one branch
 * (idRespostaCliente = the answer's id) whose terms say combo (answerTerms(...).combo). Its items
 * are the first 3–6 products of the answer, with the combo's own rules (mandatory, bonus, minimum
 * and maximum quantity, points, combo discount and price), derived from the answer item's id the
 * same way every time, so the large scenario's combos need no storage beyond what the buyer changed
 * (mocks/db/combo/combos.ts).
 */
export interface ComboOffer {
  answer: DbAnswer;
  terms: RespostaCondicoesDto;
  branch: DbBranch | undefined;
  supplierName: string;
  representativeName: string;
  /** The combo's items as the supplier offered them (quantities before the buyer's changes). */
  items: ComboItemDto[];
  /** Each item's product id (idRespostaClienteItem → idProduto). */
  productOf: Map<number, number>;
}

const unit = (id: number, purpose: number): number => seedOf(id, purpose, 29) / 4294967296;

/** Item ids are the answer item ids: answer id × 100,000 + the item's position in the answer. */
export const ITEMS_PER_ANSWER = 100_000;
export const answerOfItem = (idRespostaClienteItem: number): number => Math.floor(idRespostaClienteItem / ITEMS_PER_ANSWER);
export const positionOfItem = (idRespostaClienteItem: number): number => idRespostaClienteItem % ITEMS_PER_ANSWER;

function comboItem(db: MockDb, answer: DbAnswer, index: number, productOf: Map<number, number>): ComboItemDto | null {
  const quotation = db.quotationById.get(answer.idCotacao);
  const item = quotation && answerItemAt(answer, quotation, db.productById, db.scenarioSeed, index);
  if (!item) return null;
  const id = item.id;
  productOf.set(id, item.idProduto);
  const pack = Math.max(1, item.quantidadeEmbalagem);
  const obrigatorio = index === 0 || unit(id, 1) < 0.25;
  const bonificado = !obrigatorio && unit(id, 2) < 0.2;
  const rule = unit(id, 3);
  // A few items ask for more than was quoted: a minimum problem until the buyer raises the quantity.
  const quantidadeMinima = rule < 0.15 ? item.quantidadeCotada + pack : rule < 0.5 ? pack : 0;
  const quantidadeMaxima = unit(id, 4) < 0.4 ? Math.max(quantidadeMinima, item.quantidadeCotada) * 3 : 0;
  // What the answer offered (not the quoted amount, which may be more), within the combo's maximum.
  const qtdePedida = quantidadeMaxima > 0 ? Math.min(item.quantidade, quantidadeMaxima) : item.quantidade;
  const valorReferencia = db.productById.get(item.idProduto)?.precoFabrica ?? item.precoSemST;
  const precoCusto = cents(item.precoComST * 0.99);
  const descontoInformadoCombo = bonificado ? 100 : cents(item.descontoInformado + 2 + unit(id, 6) * 6);
  const comboCut = bonificado ? 1 : (descontoInformadoCombo - item.descontoInformado) / 100;
  return {
    idRespostaClienteItem: id,
    codComprador: item.codComprador,
    codBarras: item.codBarras,
    produtoDescricao: item.descricaoProduto,
    fabricanteDescricao: item.descricaoFabricante,
    qtdeCotada: item.quantidadeCotada,
    qtdeRespondida: item.quantidade,
    qtdePedida,
    qtdeEmbalagem: pack,
    quantidadeMinima,
    quantidadeMaxima,
    problemaDeMinimo: qtdePedida < quantidadeMinima,
    obrigatorio,
    bonificado,
    pontos: Math.floor(unit(id, 5) * 50),
    valorReferencia,
    valorHistorico: cents(valorReferencia * (0.85 + unit(id, 7) * 0.3)),
    descontoInformado: item.descontoInformado,
    descontoInformadoCombo,
    precoSemST: item.precoSemST,
    precoLiquido: cents(item.precoSemST * 0.97),
    precoComST: item.precoComST,
    precoCusto,
    precoCustoCombo: cents(precoCusto * (1 - comboCut)),
    comparaValor: cents(precoCusto * (0.9 + unit(id, 8) * 0.2)),
    comparaDesconto: cents(Math.max(0, item.descontoInformado + (unit(id, 8) - 0.5) * 6)),
  };
}

function offerOf(db: MockDb, answer: DbAnswer, branchById: Map<number, DbBranch>): ComboOffer | null {
  const quotation = db.quotationById.get(answer.idCotacao);
  if (!quotation || !answerCounts(answer, new Set())) return null;
  const terms = answerTerms(answer, quotation, db.scenarioSeed);
  if (!terms.combo) return null;
  const { count } = answerCoverage(answer, quotation.itens.length, db.scenarioSeed);
  const size = Math.min(count, 3 + Math.floor(unit(answer.id, 9) * 4));
  const items: ComboItemDto[] = [];
  const productOf = new Map<number, number>();
  for (let index = 0; index < size; index += 1) {
    const item = comboItem(db, answer, index, productOf);
    if (item) items.push(item);
  }
  if (items.length === 0) return null;
  return {
    answer,
    terms,
    branch: branchById.get(answer.idCliente),
    supplierName: db.supplierName(answer.idFornecedor),
    representativeName: db.representativeName(answer.idRepresentante),
    items,
    productOf,
  };
}

/**
 * The quotation's combo offers, sorted by branch name then supplier name; cached until the
 * quotation's answers change (a simulated answer settles into it).
 */
export function comboOffersOf(db: MockDb, idCotacao: number): ComboOffer[] {
  const perQuotation = db.caches.comboOffers;
  const answers = db.answersOf(idCotacao);
  const settled = answers.filter((answer) => !answer.pendente && !answer.respostaIgnorada).length;
  const cached = perQuotation.get(idCotacao);
  if (cached && cached.answers === settled) return cached.offers;
  const branchById = new Map(db.data.branches.map((branch) => [branch.id, branch]));
  const offers = answers.flatMap((answer) => offerOf(db, answer, branchById) ?? []);
  offers.sort(
    (a, b) =>
      (a.branch?.nomeFantasia ?? '').localeCompare(b.branch?.nomeFantasia ?? '') ||
      a.answer.idCliente - b.answer.idCliente ||
      a.supplierName.localeCompare(b.supplierName) ||
      a.answer.id - b.answer.id,
  );
  perQuotation.set(idCotacao, { answers: settled, offers });
  return offers;
}

/** Whether the quotation has combo offers (GET temCombo: the automatic order's 'Combo' button). */
export const hasComboOffers = (db: MockDb, idCotacao: number): boolean => comboOffersOf(db, idCotacao).length > 0;
