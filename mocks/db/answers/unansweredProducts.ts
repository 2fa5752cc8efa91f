import type { ProdutoSemRespostaDto } from '../../../src/api/resumoRespostaDto';
import { MOTIVO_NAO_ENCONTRADO, MOTIVO_SEM_ESTOQUE } from '../../../src/domain/unansweredProducts';
import { answerCoverage, type AnswerCoverage } from './answerItems';
import type { MockDb } from '../core/database';
import type { DbAnswer, DbQuotation } from '../core/types';

/**
 * The quoted products no answer covers (GET /resumoresposta/getProdutosWithoutResposta).
 * An answer covers the products of `db.answerItems.get(idResposta)`; those are consecutive items
 * of the quotation from an offset of the answer's own (mocks/db/answers/answerItems.ts), so coverage is
 * worked out from the offsets alone, without building any answer item: on the large scenario's
 * quotation (4,500 answers × 3,000 products) that is a difference array, not 13.5 million items.
 *
 * Reason (docs/decisions.md): a settled answer in ESTOQUE (the supplier answered it has no stock)
 * names the products it lacks, half of the quotation's, consecutive from its own offset. An
 * unanswered product one of those names is 'Sem estoque' (1); any other is 'Não Encontrado' (2).
 * Answers still pending, expired or with login errors cover nothing.
 *
 * The list is computed once per quotation and kept until its answers change (the signature
 * below: answers, answered counts, categories, items), in db.caches.unanswered.
 */
function signatureOf(quotation: DbQuotation, answers: readonly DbAnswer[]): string {
  let answered = 0;
  let withoutStock = 0;
  let pending = 0;
  for (const answer of answers) {
    answered += answer.qtdeItensRespondidos;
    if (answer.categoria === 'ESTOQUE') withoutStock += answer.id;
    if (answer.pendente) pending += 1;
  }
  return `${quotation.itens.length}:${answers.length}:${answered}:${withoutStock}:${pending}`;
}

/** Marks the items an answer's coverage spans in a difference array. */
function addCoverage(marks: Int32Array, { offset, count }: AnswerCoverage): void {
  if (count === 0) return;
  const n = marks.length - 1;
  if (count >= n) {
    marks[0] += 1;
    marks[n] -= 1;
    return;
  }
  const end = offset + count;
  marks[offset] += 1;
  if (end <= n) marks[end] -= 1;
  else {
    marks[n] -= 1;
    marks[0] += 1;
    marks[end - n] -= 1;
  }
}

function covered(marks: Int32Array): boolean[] {
  const result = new Array<boolean>(marks.length - 1);
  let running = 0;
  for (let i = 0; i < result.length; i += 1) {
    running += marks[i];
    result[i] = running > 0;
  }
  return result;
}

export function groupSizes(db: MockDb): Map<number, number> {
  let sizes = db.caches.groupSizes;
  if (!sizes) {
    sizes = new Map();
    for (const product of db.data.products) sizes.set(product.grupoProduto, (sizes.get(product.grupoProduto) ?? 0) + 1);
    db.caches.groupSizes = sizes;
  }
  return sizes;
}

function compute(db: MockDb, quotation: DbQuotation, answers: readonly DbAnswer[]): ProdutoSemRespostaDto[] {
  const n = quotation.itens.length;
  const answeredMarks = new Int32Array(n + 1);
  const noStockMarks = new Int32Array(n + 1);
  const seed = db.scenarioSeed;
  for (const answer of answers) {
    if (answer.pendente) continue;
    if (answer.qtdeItensRespondidos > 0) addCoverage(answeredMarks, answerCoverage(answer, n, seed));
    else if (answer.categoria === 'ESTOQUE') addCoverage(noStockMarks, answerCoverage(answer, n, seed, Math.ceil(n / 2)));
  }
  const answered = covered(answeredMarks);
  const withoutStock = covered(noStockMarks);
  const sizes = groupSizes(db);
  const rows: ProdutoSemRespostaDto[] = [];
  quotation.itens.forEach((item, index) => {
    const product = db.productById.get(item.idProduto);
    if (answered[index] || !product) return;
    rows.push({
      idProduto: product.id,
      tipoProduto: product.tipoProduto,
      equivalente: (sizes.get(product.grupoProduto) ?? 0) > 1,
      grupoProduto: product.grupoProduto,
      codigo: `P${String(product.id).padStart(6, '0')}`,
      ean: product.ean,
      produto: `${product.descricao} ${product.apresentacao}`,
      fabricante: product.fabricante,
      quantidade: item.quantidade,
      valorReferencia: product.precoFabrica,
      motivo: withoutStock[index] ? MOTIVO_SEM_ESTOQUE : MOTIVO_NAO_ENCONTRADO,
    });
  });
  return rows;
}

/** The quotation's unanswered products, in quotation order; the same array until its answers change. */
export function unansweredProducts(db: MockDb, quotation: DbQuotation): readonly ProdutoSemRespostaDto[] {
  const cache = db.caches.unanswered;
  const answers = db.answersOf(quotation.id);
  const signature = signatureOf(quotation, answers);
  const hit = cache.get(quotation.id);
  if (hit?.signature === signature) return hit.rows;
  const rows = compute(db, quotation, answers);
  cache.set(quotation.id, { signature, rows });
  return rows;
}

const SORT_VALUES: Record<string, (row: ProdutoSemRespostaDto) => string | number> = {
  tipoProduto: (row) => row.tipoProduto,
  equivalente: (row) => (row.equivalente ? 1 : 0),
  codigo: (row) => row.codigo,
  produto: (row) => row.produto.toLocaleLowerCase('pt-BR'),
  quantidade: (row) => row.quantidade,
  valorReferencia: (row) => row.valorReferencia,
  motivo: (row) => row.motivo,
};

/** Sorted by a known key (default: product name), ties by product name then code, so pages never overlap. */
export function sortUnanswered(rows: readonly ProdutoSemRespostaDto[], sort: string | null, asc: boolean): ProdutoSemRespostaDto[] {
  const key = SORT_VALUES[sort ?? ''] ?? SORT_VALUES.produto;
  const name = SORT_VALUES.produto;
  const direction = asc ? 1 : -1;
  const compare = (x: string | number, y: string | number): number => (x < y ? -1 : x > y ? 1 : 0);
  return [...rows].sort((a, b) => direction * compare(key(a), key(b)) || compare(name(a), name(b)) || compare(a.codigo, b.codigo));
}
