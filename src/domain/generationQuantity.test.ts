import fc from 'fast-check';
import { generatedQuantity, packedQuantity } from './generationQuantity';
import { suggestedQuantity } from './orderQuantity';

const rules = fc.record({ pack: fc.integer({ min: 1, max: 24 }), minimum: fc.integer({ min: 0, max: 60 }), fixed: fc.boolean() });

describe("the generated quantity with 'Ajustar as quantidades … à embalagem e ao mínimo' or an opportunity taken up", () => {
  it('is 0 or a quantity the supplier accepts (fixed = minimum; else a multiple of the pack, not below the minimum), never below the usual rule, never past a short supplier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), rules, (quoted, answered, r) => {
        const raised = packedQuantity(quoted, answered, r);
        const usual = suggestedQuantity(quoted, answered, r);
        expect(generatedQuantity(quoted, answered, r, true)).toBe(raised);
        expect(generatedQuantity(quoted, answered, r, false)).toBe(usual);
        if (raised === 0) return;
        if (r.fixed && r.minimum > 0) expect(raised).toBe(r.minimum);
        else {
          expect(raised % r.pack).toBe(0);
          expect(raised).toBeGreaterThanOrEqual(r.minimum);
        }
        expect(raised).toBeGreaterThanOrEqual(usual);
        if (answered < quoted) expect(raised).toBeLessThanOrEqual(answered);
        else if (!r.fixed || r.minimum === 0) expect(raised).toBe(Math.ceil(Math.max(quoted, r.minimum) / r.pack) * r.pack);
      }),
      { numRuns: 1000 },
    );
  });

  it('examples: 1 quoted with a minimum of 2 → 2; 13 in boxes of 6 → 18; a supplier short at 10 of 13 in boxes of 6 → 6', () => {
    expect(packedQuantity(1, 1, { pack: 1, minimum: 2, fixed: false })).toBe(2);
    expect(suggestedQuantity(1, 1, { pack: 1, minimum: 2, fixed: false })).toBe(0);
    expect(packedQuantity(13, 13, { pack: 6, minimum: 0, fixed: false })).toBe(18);
    expect(packedQuantity(13, 10, { pack: 6, minimum: 0, fixed: false })).toBe(6);
  });
});
