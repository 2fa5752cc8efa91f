import fc from 'fast-check';
import {
  buyMarkAfterQuantity,
  commitManualQuantity,
  leaveManualQuantity,
  limitQuantityInput,
  manualQuantityHints,
  manualQuantityProblems,
  parseManualQuantity,
  quantityWhenBought,
  type QuantityRules,
} from './manualOrderQuantity';

const RUNS = { numRuns: 1000 };
const rules = fc.record<QuantityRules>({ pack: fc.integer({ min: 1, max: 24 }), minimum: fc.integer({ min: 0, max: 60 }), fixed: fc.boolean() });
const typed = fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 9_999_999 }).map(String), fc.constantFrom('', ' ', 'abc', '12a', '-5', '3.5'));

describe('manual order answer quantity (spec 02 §4.1)', () => {
  it('a non-numeric or empty entry becomes 0; only 5 characters count', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const value = parseManualQuantity(text);
        const kept = text.slice(0, 5).trim();
        expect(value).toBe(/^\d+$/.test(kept) ? Number(kept) : 0);
        expect(value).toBeLessThanOrEqual(99_999);
        expect(limitQuantityInput(text).length).toBeLessThanOrEqual(5);
      }),
      RUNS,
    );
    expect(parseManualQuantity('')).toBe(0);
    expect(parseManualQuantity('abc')).toBe(0);
    expect(parseManualQuantity('1234567')).toBe(12345);
  });

  it('on leaving the field: fixed → minimum, below the minimum → 0, otherwise rounded down to the packaging multiple', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), rules, (quantity, r) => {
        const left = leaveManualQuantity(quantity, r);
        if (quantity === 0) return expect(left).toBe(0);
        if (r.fixed && r.minimum > 0) return expect(left).toBe(r.minimum);
        if (r.minimum > 0 && quantity < r.minimum) return expect(left).toBe(0);
        const rounded = Math.floor(quantity / r.pack) * r.pack;
        expect(left).toBe(rounded >= r.minimum ? rounded : 0);
        expect(left).toBeLessThanOrEqual(quantity);
        expect(left % r.pack).toBe(0);
      }),
      RUNS,
    );
  });

  it('what is stored is a fixed point: leaving the field again changes nothing', () => {
    fc.assert(
      fc.property(typed, rules, (text, r) => {
        const stored = commitManualQuantity(text, r);
        expect(leaveManualQuantity(stored, r)).toBe(stored);
        expect(manualQuantityProblems(stored, r)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('comprarCliente becomes true with a nonzero quantity and is kept with 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.boolean(), (quantity, current) => {
        expect(buyMarkAfterQuantity(quantity, current)).toBe(quantity > 0 ? true : current);
      }),
      RUNS,
    );
  });

  it('a bought answer without quantity takes the minimum or the asked quantity, valid under its rules and never 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), rules, (asked, r) => {
        const quantity = quantityWhenBought(asked, r);
        expect(quantity).toBeGreaterThan(0);
        expect(leaveManualQuantity(quantity, r)).toBe(quantity);
        if (r.fixed && r.minimum > 0) return expect(quantity).toBe(r.minimum);
        expect(quantity).toBeGreaterThanOrEqual(r.minimum);
        expect(quantity).toBeLessThan(Math.max(asked, r.minimum, 1) + r.pack);
      }),
      RUNS,
    );
    expect(quantityWhenBought(10, { pack: 6, minimum: 0, fixed: false })).toBe(6);
    expect(quantityWhenBought(3, { pack: 6, minimum: 0, fixed: false })).toBe(6);
    expect(quantityWhenBought(4, { pack: 1, minimum: 12, fixed: false })).toBe(12);
    expect(quantityWhenBought(40, { pack: 1, minimum: 12, fixed: true })).toBe(12);
  });

  it('the three hints, verbatim, for the rules an answer has and for what a typed quantity breaks', () => {
    expect(manualQuantityHints({ pack: 6, minimum: 12, fixed: false })).toEqual([
      'Preencher a quantidade com múltiplo de 6 unidades',
      'Preencher a quantidade com pelo menos 12 unidades',
    ]);
    expect(manualQuantityHints({ pack: 6, minimum: 12, fixed: true })).toEqual(['Para este desconto, a quantidade pedida é fixa']);
    expect(manualQuantityHints({ pack: 1, minimum: 0, fixed: false })).toEqual([]);
    expect(manualQuantityProblems(7, { pack: 6, minimum: 12, fixed: false })).toEqual([
      'Preencher a quantidade com pelo menos 12 unidades',
      'Preencher a quantidade com múltiplo de 6 unidades',
    ]);
    expect(manualQuantityProblems(18, { pack: 6, minimum: 12, fixed: true })).toEqual(['Para este desconto, a quantidade pedida é fixa']);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), rules, (quantity, r) => {
        const problems = manualQuantityProblems(quantity, r);
        expect(problems.length === 0).toBe(leaveManualQuantity(quantity, r) === quantity);
      }),
      RUNS,
    );
  });
});
