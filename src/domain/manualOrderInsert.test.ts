import fc from 'fast-check';
import { insertConfirmations, insertFailureMessage, MANUAL_ORDER_MESSAGES, restartFailureMessage, type InsertCounts, type InsertStage } from './manualOrderInsert';
import { cleanBusca, DEFAULT_MANUAL_FILTER, manualFilterFromParams, manualFilterToParams, type ManualOrderFilter } from './manualOrderFilter';

const RUNS = { numRuns: 1000 };
const counts = fc.record<InsertCounts>({ selecionados: fc.nat({ max: 50 }), semResposta: fc.nat({ max: 50 }), quantidadeZerada: fc.nat({ max: 50 }) });

describe("'Inserir no Pedido' confirmations (spec 02 §4.6)", () => {
  it('asks the products-without-answer confirmation first, the zero-quantity one second, each only when it applies', () => {
    fc.assert(
      fc.property(counts, (c) => {
        const steps = insertConfirmations(c);
        const first = c.selecionados === 0 || c.semResposta > 0;
        const second = c.quantidadeZerada > 0;
        expect(steps.map((s) => s.kind)).toEqual([...(first ? ['semRespostaSelecionada'] : []), ...(second ? ['quantidadeZerada'] : [])]);
        for (const step of steps) {
          expect(step.title).toBe('Inserir no Pedido');
          expect(step.confirmLabel).toBe('Continuar');
          expect(step.cancelLabel).toBe('Cancelar');
        }
        if (first && c.selecionados > 0) expect(steps[0].message).toContain(`Há ${c.semResposta} produto`);
        if (second) expect(steps[steps.length - 1].message).toContain(`Há ${c.quantidadeZerada} resposta`);
      }),
      RUNS,
    );
  });

  it('texts, singular and plural', () => {
    expect(insertConfirmations({ selecionados: 0, semResposta: 4, quantidadeZerada: 0 })[0].message).toBe('Nenhum produto está selecionado para compra. Deseja continuar mesmo assim?');
    expect(insertConfirmations({ selecionados: 2, semResposta: 1, quantidadeZerada: 0 })[0].message).toBe('Há 1 produto sem resposta selecionada; ele não entrará no pedido. Deseja continuar?');
    expect(insertConfirmations({ selecionados: 2, semResposta: 3, quantidadeZerada: 0 })[0].message).toBe('Há 3 produtos sem resposta selecionada; eles não entrarão no pedido. Deseja continuar?');
    expect(insertConfirmations({ selecionados: 2, semResposta: 0, quantidadeZerada: 1 })[0].message).toBe('Há 1 resposta selecionada com quantidade 0; ela não entrará no pedido. Deseja continuar?');
    expect(insertConfirmations({ selecionados: 2, semResposta: 0, quantidadeZerada: 2 })[0].message).toBe('Há 2 respostas selecionadas com quantidade 0; elas não entrarão no pedido. Deseja continuar?');
    expect(insertConfirmations({ selecionados: 2, semResposta: 0, quantidadeZerada: 0 })).toEqual([]);
  });

  it('failure messages of the spec 02 §8 catalogue', () => {
    const stages: InsertStage[] = ['semRespostaCheck', 'quantidadeZeradaCheck', 'validation', 'insertion'];
    fc.assert(
      fc.property(fc.constantFrom(...stages), fc.integer({ min: 500, max: 599 }), (stage, status) => {
        expect(insertFailureMessage(stage, { status, serverMessage: 'x' })).toBe(MANUAL_ORDER_MESSAGES.serverError);
      }),
      RUNS,
    );
    expect(insertFailureMessage('quantidadeZeradaCheck', { status: 404 })).toBe('Não foi possível localizar a cotação.');
    expect(insertFailureMessage('insertion', { status: 0 })).toBe('Ocorreu um erro desconhecido ao inserir o pedido, contate o suporte.');
    expect(insertFailureMessage('insertion', { status: 404 })).toBe('Ocorreu um erro ao tentar inserir o pedido, contate o suporte.');
    expect(insertFailureMessage('insertion', { status: 409, serverMessage: 'Os pedidos desta cotação já foram enviados e não podem mais ser alterados.' })).toBe(
      'Os pedidos desta cotação já foram enviados e não podem mais ser alterados.',
    );
    expect(insertFailureMessage('semRespostaCheck', { status: 0 })).toBe('Ocorreu um erro ao tentar inserir, contate o suporte.');
    expect(restartFailureMessage({ status: 409 })).toBe('Ocorreu um erro ao tentar reiniciar o pedido, contate o suporte.');
    expect(restartFailureMessage({ status: 500 })).toBe(MANUAL_ORDER_MESSAGES.serverError);
  });
});

describe('manual order filter (spec 02 §3)', () => {
  const filter = fc.record<ManualOrderFilter>({
    busca: fc.string({ maxLength: 12 }),
    cnpj: fc.constantFrom('', '12.345.678/0001-90'),
    cnpjFornecedor: fc.constantFrom('', '98.765.432/0001-10'),
    respostaSemQuantidade: fc.boolean(),
    semRespostaSelecionada: fc.boolean(),
    respostaComOportunidade: fc.boolean(),
  });

  it('round-trips through the address without literal %20 in busca, leaving defaults out', () => {
    fc.assert(
      fc.property(filter, (f) => {
        const params = manualFilterToParams(f);
        const back = manualFilterFromParams(new URLSearchParams(params));
        expect(back.busca).toBe(cleanBusca(f.busca));
        expect(back.busca.includes('%20')).toBe(false);
        expect({ ...back, busca: '' }).toEqual({ ...f, busca: '' });
        expect(params.every(([, value]) => value !== '' && value !== 'false')).toBe(true);
      }),
      RUNS,
    );
    expect(manualFilterToParams(DEFAULT_MANUAL_FILTER)).toEqual([]);
    expect(manualFilterFromParams(new URLSearchParams('busca=dipirona%2520500')).busca).toBe('dipirona500');
    expect(cleanBusca('a%%2020b')).toBe('ab');
  });
});
