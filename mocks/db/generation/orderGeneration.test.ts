import type { RespostaCondicoesDto, RespostaItemDto } from '../../../src/api/resumoRespostaDto';
import { planOrdersNow, type GenerationSource } from './orderGeneration';
import type { DbAnswer, DbQuotation } from '../core/types';

/** A quotation of two branches (1, 2) and the products 10 (box of 5), 20 and 30, 100 of each quoted. */
const quotation = {
  id: 1,
  filiais: [1, 2],
  itens: [
    { idProduto: 10, quantidade: 100 },
    { idProduto: 20, quantidade: 100 },
    { idProduto: 30, quantidade: 100 },
  ],
} as DbQuotation;

function answer(id: number, idCliente: number, changes: Partial<DbAnswer> = {}): DbAnswer {
  return { id, idCotacao: 1, idFornecedor: id, idRepresentante: id, idCliente, categoria: 'RESPONDIDA', dataEnvio: `2026-01-01T10:00:0${id % 10}Z`, qtdeItensRespondidos: 3, ...changes };
}

function item(idProduto: number, changes: Partial<RespostaItemDto> = {}): RespostaItemDto {
  return {
    id: idProduto,
    idResposta: 0,
    idProduto,
    liberado: 'LIBERADO',
    codigoSubstituto: null,
    grupoProduto: 1,
    codComprador: '',
    codBarras: '',
    descricaoProduto: '',
    descricaoFabricante: '',
    descricaoGrupoProduto: '',
    quantidadeCotada: 100,
    quantidade: 100,
    quantidadeMinima: 0,
    quantidadeFixa: false,
    tipoEmbalagem: 'UNIDADE',
    quantidadeEmbalagem: 1,
    descontoInformado: 0,
    precoSemST: 10,
    precoComST: 10,
    oportunidade: false,
    ...changes,
  };
}

const terms = (diasPrazoPagamento = 30, faturamentoMinimo = 0) => ({ diasPrazoPagamento, faturamentoMinimo }) as RespostaCondicoesDto;

function plan(answers: DbAnswer[], items: Record<number, RespostaItemDto[]>, termsOf: Record<number, RespostaCondicoesDto> = {}, late: number[] = []) {
  const source: GenerationSource = {
    quotation,
    answers,
    itemsOf: (a) => items[a.id] ?? [],
    termsOf: (a) => termsOf[a.id] ?? terms(),
    lateConsidered: new Set(late),
  };
  return planOrdersNow(source);
}

/** Which answer won each product, as `idProduto → idResposta` over every order. */
function winners(plans: ReturnType<typeof plan>, items: Record<number, RespostaItemDto[]>): Record<number, number> {
  const out: Record<number, number> = {};
  for (const p of plans) p.picks.forEach((pick) => (out[items[p.idResposta][pick].idProduto] = p.idResposta));
  return out;
}

describe('order generation: the default tie-break chain (spec 02 §4.7)', () => {
  it('buys each product from the lowest price', () => {
    const items = { 1: [item(10, { precoComST: 9 }), item(20, { precoComST: 12 })], 2: [item(10, { precoComST: 9.5 }), item(20, { precoComST: 11.99 })] };
    expect(winners(plan([answer(1, 1), answer(2, 1)], items), items)).toEqual({ 10: 1, 20: 2 });
  });

  it('at the same price, the highest net price wins', () => {
    const items = { 1: [item(10, { precoComST: 11, precoSemST: 9 })], 2: [item(10, { precoComST: 11, precoSemST: 10 })] };
    expect(winners(plan([answer(1, 1), answer(2, 1)], items), items)).toEqual({ 10: 2 });
  });

  it('then the longest payment term, then the lowest minimum billing, then the first to answer', () => {
    const items = { 1: [item(10)], 2: [item(10)], 3: [item(10)] };
    const answers = [answer(1, 1), answer(2, 1), answer(3, 1)];
    expect(winners(plan(answers, items, { 1: terms(28), 2: terms(42), 3: terms(30) }), items)).toEqual({ 10: 2 });
    expect(winners(plan(answers, items, { 1: terms(30, 500), 2: terms(30, 150), 3: terms(30, 300) }), items)).toEqual({ 10: 2 });
    const answeredLater = [answer(1, 1, { dataEnvio: '2026-01-02T00:00:00Z' }), answer(2, 1, { dataEnvio: '2026-01-01T08:00:00Z' }), answer(3, 1)];
    expect(winners(plan(answeredLater, items), items)).toEqual({ 10: 2 });
  });

  it('each criterion only decides when the ones before it tie', () => {
    // Answer 1 has the longer term but a higher price: the price decides.
    const items = { 1: [item(10, { precoComST: 10.01 })], 2: [item(10, { precoComST: 10 })] };
    expect(winners(plan([answer(1, 1), answer(2, 1)], items, { 1: terms(60), 2: terms(0) }), items)).toEqual({ 10: 2 });
  });
});

describe('order generation: which answers count', () => {
  const items = { 1: [item(10, { precoComST: 5 })], 2: [item(10, { precoComST: 8 })] };

  it('skips ignored answers (respostaIgnorada) and answers of categories without prices', () => {
    const ignored = { ...answer(1, 1), respostaIgnorada: true };
    expect(winners(plan([ignored, answer(2, 1)], items), items)).toEqual({ 10: 2 });
    expect(winners(plan([answer(1, 1, { categoria: 'ESTOQUE' }), answer(2, 1)], items), items)).toEqual({ 10: 2 });
    const kept: DbAnswer = Object.assign(answer(1, 1), { respostaIgnorada: false });
    expect(winners(plan([kept, answer(2, 1)], items), items)).toEqual({ 10: 1 });
  });

  it('uses a late answer only when the buyer chose to consider it', () => {
    const late = answer(1, 1, { categoria: 'ATRASADA' });
    expect(winners(plan([late, answer(2, 1)], items), items)).toEqual({ 10: 2 });
    expect(winners(plan([late, answer(2, 1)], items, {}, [1]), items)).toEqual({ 10: 1 });
  });

  it('chooses per branch: an answer of branch 2 never serves branch 1', () => {
    const plans = plan([answer(1, 2), answer(2, 1)], items);
    expect(plans.map((p) => [p.idCliente, p.idResposta])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});

describe('order generation: quantities (spec 02 §4.1)', () => {
  const quantityOf = (changes: Partial<RespostaItemDto>) => {
    const items = { 1: [item(10, changes)] };
    return plan([answer(1, 1)], items)[0]?.quantities[0] ?? 0;
  };

  it('orders the quoted quantity, limited by the stock and rounded down to the packaging', () => {
    expect(quantityOf({})).toBe(100);
    expect(quantityOf({ quantidade: 42 })).toBe(42);
    expect(quantityOf({ quantidade: 42, quantidadeEmbalagem: 5 })).toBe(40);
    expect(quantityOf({ quantidadeEmbalagem: 12 })).toBe(96);
  });

  it('leaves a product out below the minimum, and forces a fixed quantity to the minimum', () => {
    expect(quantityOf({ quantidade: 30, quantidadeMinima: 40 })).toBe(0);
    expect(quantityOf({ quantidade: 45, quantidadeMinima: 44, quantidadeEmbalagem: 10 })).toBe(0);
    expect(quantityOf({ quantidadeMinima: 24, quantidadeFixa: true, quantidadeEmbalagem: 12 })).toBe(24);
    expect(quantityOf({ quantidade: 10, quantidadeMinima: 24, quantidadeFixa: true })).toBe(0);
  });

  it('a supplier that cannot deliver does not win: the next best answer does', () => {
    const items = { 1: [item(10, { precoComST: 5, quantidade: 3, quantidadeMinima: 10 })], 2: [item(10, { precoComST: 8 })] };
    expect(winners(plan([answer(1, 1), answer(2, 1)], items), items)).toEqual({ 10: 2 });
  });
});

describe('order generation: orders and minimum billing', () => {
  it('makes one order per representative and branch, with its total and what it lacks of the minimum', () => {
    const items = {
      1: [item(10, { precoSemST: 2, precoComST: 2 }), item(20, { precoSemST: 9, precoComST: 9 })],
      2: [item(10, { precoSemST: 3, precoComST: 3 }), item(20, { precoSemST: 1.5, precoComST: 1.5 }), item(30, { precoSemST: 1, precoComST: 1.2 })],
    };
    const plans = plan([answer(1, 1), answer(2, 1)], items, { 1: terms(30, 150), 2: terms(30, 500) });
    expect(plans).toEqual([
      expect.objectContaining({ idResposta: 1, idCliente: 1, picks: [0], quantities: [100], total: 200, faturamentoMinimo: 150, faltam: 0 }),
      expect.objectContaining({ idResposta: 2, idCliente: 1, picks: [1, 2], quantities: [100, 100], total: 250, totalComST: 270, faturamentoMinimo: 500, faltam: 250 }),
    ]);
  });

  it('an answer that won no product makes no order', () => {
    const items = { 1: [item(10, { precoComST: 1 })], 2: [item(10, { precoComST: 2 })] };
    expect(plan([answer(1, 1), answer(2, 1)], items).map((p) => p.idResposta)).toEqual([1]);
  });
});
