import type { RespostaCondicoesDto, RespostaItemDto } from '../../../src/api/resumoRespostaDto';
import { ean13CheckDigit } from '../core/documents';
import { createRandom, createRandomAfter, RandomCursor, seedOf, type Random } from '../core/random';
import type { DbAnswer, DbProduct, DbQuotation, DbQuotationItem } from '../core/types';
import { cents } from '../../../src/domain/money';

/**
 * What a supplier answered, product by product, derived from the answer the same way every time
 * (seeded by scenario and answer id), so the large scenario never holds its 13.5 million answer
 * items: the database builds an answer's items on first use and keeps a bounded number of them
 * (MockDb.answerItems). An answer covers `qtdeItensRespondidos` of the quotation's products,
 * consecutive from an offset of its own; products no answer covers are the unanswered products.
 */
export function buildAnswerItems(answer: DbAnswer, quotation: DbQuotation, productById: Map<number, DbProduct>, scenarioSeed: number): RespostaItemDto[] {
  const quoted = quotation.itens;
  const random = answerRandom(answer, scenarioSeed);
  const { offset, count } = coverageFrom(random, answer.qtdeItensRespondidos, quoted.length);
  if (count === 0) return [];
  const items: RespostaItemDto[] = [];
  for (let index = 0; index < count; index += 1) {
    const quotedItem = quoted[(offset + index) % quoted.length];
    const product = productById.get(quotedItem.idProduto);
    if (!product) continue;
    items.push(answerItemFrom(answer, index, quotedItem, product, random));
  }
  return items;
}

/** Draws taken from an answer's stream before its first item (the coverage offset), and per item. */
const DRAWS_BEFORE_ITEMS = 1;
const DRAWS_PER_ITEM = 6;

/**
 * Item `index` of buildAnswerItems(answer, …), built alone (random access into the answer's seeded
 * stream): the manual order reads the few answer items a page shows without building the 3,000
 * of each answer. Null when the answer covers fewer items.
 */
export function answerItemAt(answer: DbAnswer, quotation: DbQuotation, productById: Map<number, DbProduct>, scenarioSeed: number, index: number): RespostaItemDto | null {
  const { offset, count } = answerCoverage(answer, quotation.itens.length, scenarioSeed);
  if (index < 0 || index >= count) return null;
  const quotedItem = quotation.itens[(offset + index) % quotation.itens.length];
  const product = productById.get(quotedItem.idProduto);
  if (!product) return null;
  const random = createRandomAfter(answerStreamSeed(answer, scenarioSeed), DRAWS_BEFORE_ITEMS + index * DRAWS_PER_ITEM);
  return answerItemFrom(answer, index, quotedItem, product, random);
}

/** An answer item's numbers: what the manual order's proposal, totals and filters read (no texts, no object per item). */
export interface AnswerItemNumbers {
  precoSemST: number;
  precoComST: number;
  quantidade: number;
  quantidadeMinima: number;
  quantidadeFixa: boolean;
  substituto: boolean;
  oportunidade: boolean;
}

export const emptyAnswerItemNumbers = (): AnswerItemNumbers => ({ precoSemST: 0, precoComST: 0, quantidade: 0, quantidadeMinima: 0, quantidadeFixa: false, substituto: false, oportunidade: false });

/** The next DRAWS_PER_ITEM values of an answer's stream made into an item's numbers (written into `into`). */
function itemNumbers(product: DbProduct, quoted: number, stream: { next(): number }, into: AnswerItemNumbers): AnswerItemNumbers {
  const pack = product.qtdeEmbalagem;
  const precoSemST = cents(product.precoFabrica * (0.7 + stream.next() * 0.3));
  const shortOfStock = stream.next() < 0.12;
  into.substituto = stream.next() < 0.03;
  into.quantidadeMinima = stream.next() < 0.2 ? pack * 2 : 0;
  into.quantidadeFixa = stream.next() < 0.05;
  into.oportunidade = stream.next() < 0.1;
  into.precoSemST = precoSemST;
  into.precoComST = product.tipoProduto === 'MONITORADO' ? cents(precoSemST * 1.12) : precoSemST;
  into.quantidade = shortOfStock ? Math.max(pack, Math.floor(quoted / 2 / pack) * pack) : quoted;
  return into;
}

/** The seed of an answer's stream (answerItemNumbersAt reads it at any position). */
export const answerStreamSeed = (answer: DbAnswer, scenarioSeed: number): number => seedOf(scenarioSeed, answer.id, 7);

const cursor = new RandomCursor();

/**
 * The numbers of item `index` of an answer (whose quoted product is `product`, quoted `quoted`),
 * written into `into`: the same values answerItemAt gives, without building the item.
 */
export function answerItemNumbersAt(streamSeed: number, index: number, product: DbProduct, quoted: number, into: AnswerItemNumbers): AnswerItemNumbers {
  return itemNumbers(product, quoted, cursor.at(streamSeed, DRAWS_BEFORE_ITEMS + index * DRAWS_PER_ITEM), into);
}

/** One answer item from the next DRAWS_PER_ITEM values of the answer's stream. */
function answerItemFrom(answer: DbAnswer, index: number, quotedItem: DbQuotationItem, product: DbProduct, random: Random): RespostaItemDto {
  const fixed = productTexts(product);
  const pack = product.qtdeEmbalagem;
  const numbers = itemNumbers(product, quotedItem.quantidade, random, emptyAnswerItemNumbers());
  return {
    id: answer.id * 100_000 + index,
    idResposta: answer.id,
    idProduto: product.id,
    liberado: product.tipoProduto,
    codigoSubstituto: numbers.substituto ? fixed.substitute : null,
    grupoProduto: product.grupoProduto,
    codComprador: fixed.code,
    codBarras: product.ean,
    descricaoProduto: fixed.description,
    descricaoFabricante: product.fabricante,
    descricaoGrupoProduto: product.grupoProdutoDescricao,
    quantidadeCotada: quotedItem.quantidade,
    quantidade: numbers.quantidade,
    quantidadeMinima: numbers.quantidadeMinima,
    quantidadeFixa: numbers.quantidadeFixa,
    tipoEmbalagem: pack > 1 ? 'CAIXA' : 'UNIDADE',
    quantidadeEmbalagem: pack,
    descontoInformado: Math.round((1 - numbers.precoSemST / product.precoFabrica) * 10_000) / 100,
    precoSemST: numbers.precoSemST,
    precoComST: numbers.precoComST,
    oportunidade: numbers.oportunidade,
  };
}

interface ProductTexts {
  code: string;
  description: string;
  substitute: string;
}

/** The texts an answer item repeats for its product, made once per product (13.5 million items in the large scenario). */
const textsByProduct = new WeakMap<DbProduct, ProductTexts>();

function productTexts(product: DbProduct): ProductTexts {
  let texts = textsByProduct.get(product);
  if (!texts) {
    texts = {
      code: `P${String(product.id).padStart(6, '0')}`,
      description: `${product.descricao} ${product.apresentacao}`,
      substitute: substituteEan(product.ean),
    };
    textsByProduct.set(product, texts);
  }
  return texts;
}

/** Which of the quotation's items an answer covers: `count` consecutive items from `offset` (wrapping). */
export interface AnswerCoverage {
  offset: number;
  count: number;
}

function answerRandom(answer: DbAnswer, scenarioSeed: number): Random {
  return createRandom(seedOf(scenarioSeed, answer.id, 7));
}

function coverageFrom(random: Random, answered: number, itemCount: number): AnswerCoverage {
  const count = Math.min(answered, itemCount);
  return { offset: count === 0 ? 0 : random.int(0, itemCount - 1), count };
}

/**
 * The items `buildAnswerItems` would cover, without building them: the unanswered products of
 * the large scenario's quotation (4,500 answers × 3,000 items) are worked out from these.
 * `answered` defaults to the answer's own count; an answer without stock (ESTOQUE) passes the
 * number of products it says it lacks.
 */
export function answerCoverage(answer: DbAnswer, itemCount: number, scenarioSeed: number, answered = answer.qtdeItensRespondidos): AnswerCoverage {
  return coverageFrom(answerRandom(answer, scenarioSeed), answered, itemCount);
}

const TERMS_DAYS = [0, 14, 28, 30, 42, 60];
const MINIMUM_BILLING = [0, 0, 150, 300, 500, 1000];

/** The terms of an answer (payment term, minimum billing, validity), fixed per answer. */
export function answerTerms(answer: DbAnswer, quotation: DbQuotation, scenarioSeed: number): RespostaCondicoesDto {
  const random = createRandom(seedOf(scenarioSeed, answer.id, 11));
  const dias = random.pick(TERMS_DAYS);
  const validity = new Date(new Date(quotation.dataVencimento).getTime() + random.int(5, 20) * 86_400_000);
  return {
    idResposta: answer.id,
    diasPrazoPagamento: dias,
    prazoTitulo: dias === 0 ? 'À vista' : `${dias} dias`,
    faturamentoMinimo: random.pick(MINIMUM_BILLING),
    observacao: random.chance(0.3) ? 'Preços válidos para faturamento em até 5 dias úteis.' : '',
    // A combo offer (mocks/db/combo/comboOffers.ts); the quotation's first participant always makes one to its first two branches, so answered quotations have some.
    combo: random.chance(0.1) || (quotation.filiais.slice(0, 2).includes(answer.idCliente) && answer.idFornecedor === quotation.participantes[0]?.idFornecedor && answer.idRepresentante === quotation.participantes[0]?.idRepresentante),
    dataValidade: validity.toISOString(),
  };
}

/** A valid EAN-13 other than the product's own, standing for the supplier's substitute code. */
function substituteEan(ean: string): string {
  const body = `789${ean.slice(3, 12).split('').reverse().join('')}`.slice(0, 12);
  return `${body}${ean13CheckDigit(body)}`;
}
