import type { RespostaCondicoesDto, RespostaItemDto } from '../../../src/api/resumoRespostaDto';
import { planOrdersNow } from './orderGeneration';
import { DEFAULT_CONTEXT, type TieBreakContext } from './tieBreakPreferences';
import type { DbAnswer, DbQuotation } from '../core/types';

/** One branch, one product; every answer offers it at R$ 10,00 unless told otherwise. */
const quotation = { id: 1, filiais: [1], itens: [{ idProduto: 10, quantidade: 10 }] } as DbQuotation;
const answer = (id: number): DbAnswer =>
  ({ id, idCotacao: 1, idFornecedor: 100 + id, idRepresentante: 200 + id, idCliente: 1, categoria: 'RESPONDIDA', dataEnvio: `2026-01-01T10:00:0${id}Z`, qtdeItensRespondidos: 1 }) as DbAnswer;
const item = (precoComST: number, precoSemST: number) => ({ idProduto: 10, quantidade: 10, quantidadeMinima: 0, quantidadeFixa: false, quantidadeEmbalagem: 1, precoComST, precoSemST }) as RespostaItemDto;

function winner(context: TieBreakContext, prices: Record<number, [number, number]>, minimum: Record<number, number> = {}): number {
  const answers = Object.keys(prices).map((id) => answer(Number(id)));
  const plans = planOrdersNow({
    quotation,
    answers,
    itemsOf: (a) => [item(...prices[a.id])],
    termsOf: (a) => ({ diasPrazoPagamento: 30, faturamentoMinimo: minimum[a.id] ?? 0 }) as RespostaCondicoesDto,
    lateConsidered: new Set(),
    tieBreak: context,
  });
  expect(plans).toHaveLength(1);
  return plans[0].idResposta;
}

const custom = (pairs: [number, number, number][], sic: [number, number][] = [], useSic = false): TieBreakContext => ({
  rules: { custom: true, sic: useSic },
  pairs: new Map(pairs.map(([f, r, position]) => [`${f}:${r}`, position])),
  sic: new Map(sic),
});

describe('order generation with the buyer’s custom chain (spec 02 §4.7)', () => {
  it('at equal cost, net price and term, the buyer’s preferred supplier/representative wins over a lower minimum billing', () => {
    const prices = { 1: [10, 9] as [number, number], 2: [10, 9] as [number, number] };
    expect(winner(DEFAULT_CONTEXT, prices, { 2: 500 })).toBe(1);
    expect(winner(custom([[102, 202, 1], [101, 201, 2]]), prices, { 2: 500 })).toBe(2);
  });

  it('the lower net price wins in the custom chain, the higher in the default', () => {
    const prices = { 1: [10, 9] as [number, number], 2: [10, 8] as [number, number] };
    expect(winner(DEFAULT_CONTEXT, prices)).toBe(1);
    expect(winner(custom([]), prices)).toBe(2);
  });

  it('the SIC order decides where the quotation uses SIC', () => {
    const prices = { 1: [10, 9] as [number, number], 2: [10, 9] as [number, number] };
    expect(winner({ ...DEFAULT_CONTEXT, rules: { custom: false, sic: true }, sic: new Map([[102, 1], [101, 2]]) }, prices)).toBe(2);
    expect(winner({ ...DEFAULT_CONTEXT, sic: new Map([[102, 1], [101, 2]]) }, prices)).toBe(1);
  });
});
