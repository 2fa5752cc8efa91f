import fc from 'fast-check';
import type { QuantityRules } from './orderQuantity';
import {
  commitPackagingQuantity,
  isResolvedQuantity,
  neighbours,
  packCount,
  packagingProblemMessage,
  roundSimply,
  roundWithLimits,
  sanitizePackagingInput,
  unresolvedReason,
  type RoundingItem,
} from './packagingQuantity';

const RUNS = { numRuns: 1000 };
const rules = fc.record<QuantityRules>({ pack: fc.integer({ min: 1, max: 24 }), minimum: fc.integer({ min: 0, max: 60 }), fixed: fc.boolean() });
const typed = fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: 0, max: 20_000 }).map(String));
const item = fc.record<RoundingItem>({
  pack: fc.integer({ min: 1, max: 24 }),
  minimum: fc.integer({ min: 0, max: 60 }),
  fixed: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 500 }),
  price: fc.double({ min: 0.01, max: 300, noNaN: true }),
});

/** The rule of spec 03 §5 written out plainly, to compare with. */
function accepted(value: number, r: QuantityRules): boolean {
  if (value === 0) return true;
  if (r.fixed && r.minimum > 0) return value === r.minimum && value % r.pack === 0;
  return value >= r.minimum && value % r.pack === 0;
}

describe('the packaging adjusted quantity (spec 03 §5)', () => {
  it('keeps what is typed, at most 4 characters, never removing a character (issue 25 point 7)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = sanitizePackagingInput(text);
        expect(kept).toBe(text.slice(0, 4));
      }),
      RUNS,
    );
  });

  it('keeps an accepted value (zero clears the row) and otherwise reverts to the previous one with a reason', () => {
    fc.assert(
      fc.property(typed, fc.integer({ min: 0, max: 9999 }), rules, (text, previous, r) => {
        const { value, problem } = commitPackagingQuantity(text, previous, r);
        const number = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;
        if (number !== null && accepted(number, r)) {
          expect(problem).toBeNull();
          expect(value).toBe(number);
        } else {
          expect(problem).not.toBeNull();
          expect(value).toBe(previous);
          expect(packagingProblemMessage(problem!, r)).not.toBe('');
        }
      }),
      RUNS,
    );
  });

  it('names each revert rule', () => {
    const r = { pack: 6, minimum: 12, fixed: false };
    expect(commitPackagingQuantity('6', 0, r).problem).toBe('minimum');
    expect(commitPackagingQuantity('13', 0, r).problem).toBe('packaging');
    expect(commitPackagingQuantity('12345', 0, r).problem).toBe('tooLong');
    expect(commitPackagingQuantity('', 0, r).problem).toBe('notNumber');
    expect(commitPackagingQuantity('18', 0, { ...r, fixed: true }).problem).toBe('fixed');
    expect(commitPackagingQuantity('0', 18, r)).toEqual({ value: 0, problem: null });
    expect(packagingProblemMessage('minimum', r)).toBe('Preencher com quantidade maior ou igual a 12 un');
    expect(packagingProblemMessage('packaging', r)).toBe('Preencher com múltiplos de 6 un');
    expect(packagingProblemMessage('fixed', r)).toBe('Preencher com a quantidade fixa de 12 un');
  });

  it('counts packs as quantity ÷ pack size', () => {
    expect(packCount(36, 12)).toBe(3);
    expect(packCount(5, 0)).toBe(5);
  });
});

describe('rounding for the limits (spec 03 §7.2)', () => {
  it('rounds to a resolved quantity next to the ordered one, or leaves the row at zero', () => {
    fc.assert(
      fc.property(
        item,
        fc.record({ limitRoundDown: fc.integer({ min: 0, max: 500 }), limitRoundUp: fc.integer({ min: 0, max: 500 }), downOrUp: fc.boolean(), atLeastOneProductPack: fc.boolean() }),
        (it, limits) => {
          const result = roundWithLimits(it, { ...limits, upOrDown: !limits.downOrUp });
          const { down, up, first } = neighbours(it);
          expect(result === 0 || isResolvedQuantity(result, it)).toBe(true);
          expect([0, down, up, first]).toContain(result);
          if (result === down && down > 0 && down !== up && down !== first && limits.limitRoundDown > 0) expect((it.quantity - down) * it.price).toBeLessThanOrEqual(limits.limitRoundDown + 1e-6);
          if (result === up && up > 0 && up !== down && up !== first && limits.limitRoundUp > 0) expect((up - it.quantity) * it.price).toBeLessThanOrEqual(limits.limitRoundUp + 1e-6);
          if (limits.atLeastOneProductPack && first > 0) expect(result).toBeGreaterThan(0);
        },
      ),
      RUNS,
    );
  });

  it('without limits, goes the chosen way, else (\'senão\') the other way', () => {
    fc.assert(
      fc.property(item, fc.boolean(), fc.boolean(), fc.boolean(), (it, roundUp, atLeastOneProductPack, atLeastTheMinimumAmountRequired) => {
        const result = roundSimply(it, { roundUp, roundDown: !roundUp, atLeastOneProductPack, atLeastTheMinimumAmountRequired });
        const { down, up } = neighbours(it);
        expect(result === 0 || isResolvedQuantity(result, it)).toBe(true);
        const [preferred, fallback] = roundUp ? [up, down] : [down, up];
        expect(result).toBe(preferred || fallback);
        if (up > 0 || down > 0) expect(result).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('every quantity either mode computes satisfies §5 (multiple of the pack, not below the minimum, fixed = minimum), or it is 0 with a reason', () => {
    const limitsOrNone = fc.record({ limitRoundDown: fc.integer({ min: 0, max: 500 }), limitRoundUp: fc.integer({ min: 0, max: 500 }) });
    fc.assert(
      fc.property(item, limitsOrNone, fc.boolean(), fc.boolean(), fc.boolean(), (it, limits, downOrUp, atLeastOneProductPack, atLeastTheMinimumAmountRequired) => {
        const withLimits = roundWithLimits(it, { ...limits, downOrUp, upOrDown: !downOrUp, atLeastOneProductPack });
        const simple = roundSimply(it, { roundUp: !downOrUp, roundDown: downOrUp, atLeastOneProductPack, atLeastTheMinimumAmountRequired });
        for (const result of [withLimits, simple]) {
          if (result === 0) expect(unresolvedReason(it, limits)).not.toBe('');
          else {
            expect(accepted(result, it)).toBe(true);
            expect(result % it.pack).toBe(0);
            expect(result).toBeGreaterThanOrEqual(it.minimum);
            if (it.fixed && it.minimum > 0) expect(result).toBe(it.minimum);
          }
        }
      }),
      RUNS,
    );
  });

  it("'Para baixo, senão para cima' with no limits: down when that is a valid quantity, else up", () => {
    fc.assert(
      fc.property(item, (it) => {
        const noLimits = { limitRoundDown: 0, limitRoundUp: 0, downOrUp: true, upOrDown: false, atLeastOneProductPack: false };
        const { down, up } = neighbours(it);
        const expected = down > 0 && down >= it.minimum ? down : up;
        expect(roundWithLimits(it, noLimits)).toBe(expected);
        expect(roundSimply(it, { roundUp: false, roundDown: true, atLeastOneProductPack: false, atLeastTheMinimumAmountRequired: false })).toBe(expected);
      }),
      RUNS,
    );
  });

  it('examples: 5 in a box of 12 with 0,00 limits goes up to 12 either way; a fixed 10 ordered 15 goes down to 10 either way', () => {
    const five = { quantity: 5, pack: 12, minimum: 0, fixed: false, price: 3 };
    const none = { atLeastOneProductPack: false, atLeastTheMinimumAmountRequired: false };
    expect(roundSimply(five, { roundUp: false, roundDown: true, ...none })).toBe(12);
    expect(roundSimply(five, { roundUp: true, roundDown: false, ...none })).toBe(12);
    const fixed = { quantity: 15, pack: 5, minimum: 10, fixed: true, price: 3 };
    expect(roundSimply(fixed, { roundUp: true, roundDown: false, ...none })).toBe(10);
    expect(roundWithLimits(fixed, { limitRoundDown: 0, limitRoundUp: 0, downOrUp: false, upOrDown: true, atLeastOneProductPack: false })).toBe(10);
    expect(unresolvedReason({ ...fixed, minimum: 12 })).toBe('A quantidade fixa de 12 un não é múltiplo da embalagem de 5 un.');
    expect(unresolvedReason({ quantity: 13, pack: 6, minimum: 0, fixed: false, price: 2 }, { limitRoundDown: 1, limitRoundUp: 5 })).toBe(
      'Fora dos limites: para baixo tiraria R$ 2,00 (limite R$ 1,00); para cima acrescentaria R$ 10,00 (limite R$ 5,00).',
    );
  });

  it('examples: 13 in boxes of 6 at R$ 2,00', () => {
    const base = { quantity: 13, pack: 6, minimum: 0, fixed: false, price: 2 };
    expect(roundWithLimits(base, { limitRoundDown: 0, limitRoundUp: 0, downOrUp: true, upOrDown: false, atLeastOneProductPack: false })).toBe(12);
    expect(roundWithLimits(base, { limitRoundDown: 1, limitRoundUp: 0, downOrUp: true, upOrDown: false, atLeastOneProductPack: false })).toBe(18);
    expect(roundWithLimits(base, { limitRoundDown: 1, limitRoundUp: 5, downOrUp: true, upOrDown: false, atLeastOneProductPack: false })).toBe(0);
    expect(roundWithLimits({ ...base, quantity: 4 }, { limitRoundDown: 0, limitRoundUp: 1, downOrUp: true, upOrDown: false, atLeastOneProductPack: true })).toBe(6);
    expect(roundSimply({ ...base, quantity: 4 }, { roundUp: false, roundDown: true, atLeastOneProductPack: true, atLeastTheMinimumAmountRequired: false })).toBe(6);
    expect(roundSimply({ ...base, quantity: 8, minimum: 12 }, { roundUp: false, roundDown: true, atLeastOneProductPack: false, atLeastTheMinimumAmountRequired: true })).toBe(12);
  });
});
