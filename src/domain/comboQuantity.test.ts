import fc from 'fast-check';
import { comboMaximumMessage, comboMinimumMessage, comboQuantityInput, comboQuantityProblem, hasComboMinimumProblem } from './comboQuantity';

const bounds = (quantidadeMinima: number, quantidadeMaxima: number) => ({ quantidadeMinima, quantidadeMaxima });

describe('combo quantity bounds (spec 03 §5 "Combo quantity")', () => {
  it('below the minimum answers the minimum message, with the minimum', () => {
    expect(comboQuantityProblem(2, bounds(5, 0))).toBe('ATENÇÃO: Quantidade mínima permitida: 5');
    expect(comboMinimumMessage(12)).toBe('ATENÇÃO: Quantidade mínima permitida: 12');
  });

  it('above a non-zero maximum answers the maximum message; a zero maximum sets no upper bound', () => {
    expect(comboQuantityProblem(30, bounds(5, 20))).toBe('ATENÇÃO: Quantidade máxima permitida 20');
    expect(comboQuantityProblem(99_999, bounds(5, 0))).toBeNull();
    expect(comboMaximumMessage(8)).toBe('ATENÇÃO: Quantidade máxima permitida 8');
  });

  it('the bounds themselves are allowed', () => {
    expect(comboQuantityProblem(5, bounds(5, 20))).toBeNull();
    expect(comboQuantityProblem(20, bounds(5, 20))).toBeNull();
  });

  it('is null exactly inside [minimum, maximum] (maximum 0 = unbounded), else the message of the side crossed (property)', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(10_000), fc.nat(10_000), (quantity, minimum, maximum) => {
        const problem = comboQuantityProblem(quantity, bounds(minimum, maximum));
        if (quantity < minimum) return problem === comboMinimumMessage(minimum);
        if (maximum > 0 && quantity > maximum) return problem === comboMaximumMessage(maximum);
        return problem === null;
      }),
      { numRuns: 2_000 },
    );
  });

  it('a minimum problem is exactly the minimum message (property)', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(10_000), fc.nat(10_000), (quantity, minimum, maximum) =>
        hasComboMinimumProblem(quantity, bounds(minimum, maximum)) === (comboQuantityProblem(quantity, bounds(minimum, maximum)) === comboMinimumMessage(minimum)),
      ),
      { numRuns: 1_000 },
    );
  });

  it('the input keeps what is typed, at most five characters, never removing a character (property; issue 25 point 7)', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => comboQuantityInput(typed) === typed.slice(0, 5)),
      { numRuns: 1_000 },
    );
  });
});
