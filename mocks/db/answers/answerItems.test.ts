import { answerItemAt, answerItemNumbersAt, answerStreamSeed, buildAnswerItems, emptyAnswerItemNumbers } from './answerItems';
import { MockDb } from '../core/database';

describe('answer items by random access (the manual order reads them one by one)', () => {
  it('answerItemAt and answerItemNumbersAt give what buildAnswerItems builds, item by item', () => {
    const demo = new MockDb('demo', new Date('2026-11-22T12:00:00Z'));
    let compared = 0;
    for (const answer of demo.data.answers.slice(0, 120)) {
      const quotation = demo.quotationById.get(answer.idCotacao)!;
      buildAnswerItems(answer, quotation, demo.productById, demo.scenarioSeed).forEach((item, k) => {
        expect(answerItemAt(answer, quotation, demo.productById, demo.scenarioSeed, k)).toEqual(item);
        const numbers = answerItemNumbersAt(answerStreamSeed(answer, demo.scenarioSeed), k, demo.productById.get(item.idProduto)!, item.quantidadeCotada, emptyAnswerItemNumbers());
        expect(numbers).toEqual({
          precoSemST: item.precoSemST,
          precoComST: item.precoComST,
          quantidade: item.quantidade,
          quantidadeMinima: item.quantidadeMinima,
          quantidadeFixa: item.quantidadeFixa,
          substituto: item.codigoSubstituto !== null,
          oportunidade: item.oportunidade,
        });
        compared += 1;
      });
      expect(answerItemAt(answer, quotation, demo.productById, demo.scenarioSeed, answer.qtdeItensRespondidos + quotation.itens.length)).toBeNull();
    }
    expect(compared).toBeGreaterThan(500);
  });
});
