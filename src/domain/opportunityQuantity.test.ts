import fc from 'fast-check';
import { isReviewQuantityEditable, opportunityQuantity } from './opportunityQuantity';
import { quantityProblem, type ItemQuantityRules } from './orderQuantity';

const rules = (over: Partial<ItemQuantityRules> = {}): ItemQuantityRules => ({ minimum: 0, fixed: false, pack: 1, maximum: 0, ...over });

describe('review quantity on the opportunities route (spec 03 §5)', () => {
  it('raises a quantity below the pack size to the pack size', () => {
    expect(opportunityQuantity(3, rules({ pack: 12 }))).toBe(12);
    expect(opportunityQuantity(0, rules({ pack: 6 }))).toBe(6);
  });

  it('raises a quantity below the minimum to the minimum', () => {
    expect(opportunityQuantity(12, rules({ pack: 12, minimum: 24 }))).toBe(24);
    expect(opportunityQuantity(2, rules({ pack: 1, minimum: 10 }))).toBe(10);
  });

  it('a fixed quantity that differs from the minimum becomes the minimum (above or below it)', () => {
    expect(opportunityQuantity(5, rules({ fixed: true, minimum: 10 }))).toBe(10);
    expect(opportunityQuantity(40, rules({ fixed: true, minimum: 10 }))).toBe(10);
    expect(opportunityQuantity(10, rules({ fixed: true, minimum: 10 }))).toBe(10);
  });

  it('leaves a quantity that already meets the pack size and the minimum as it is', () => {
    expect(opportunityQuantity(36, rules({ pack: 12, minimum: 24 }))).toBe(36);
    expect(opportunityQuantity(7, rules())).toBe(7);
  });

  it('never lowers a quantity, and the result is never below the pack size nor the minimum (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 1, max: 48 }), fc.integer({ min: 0, max: 500 }), (quantity, pack, minimum) => {
        const value = opportunityQuantity(quantity, rules({ pack, minimum }));
        expect(value).toBeGreaterThanOrEqual(quantity);
        expect(value).toBeGreaterThanOrEqual(pack);
        expect(value).toBeGreaterThanOrEqual(minimum);
      }),
    );
  });

  it('what it gives to a quantity that already follows the review rules is that quantity (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 10 }), (packs, pack, minimumPacks) => {
        const r = rules({ pack, minimum: minimumPacks * pack });
        const quantity = Math.max(packs, minimumPacks) * pack;
        expect(quantityProblem(String(quantity), r)).toBeNull();
        expect(opportunityQuantity(quantity, r)).toBe(quantity);
      }),
    );
  });
});

describe('whether the review quantity is an input', () => {
  it('only while the order is editable, never for combo items, never on the opportunities route', () => {
    expect(isReviewQuantityEditable({ combo: false }, { orderEditable: true, route: 'revisao' })).toBe(true);
    expect(isReviewQuantityEditable({ combo: true }, { orderEditable: true, route: 'revisao' })).toBe(false);
    expect(isReviewQuantityEditable({ combo: false }, { orderEditable: true, route: 'oportunidades' })).toBe(false);
    expect(isReviewQuantityEditable({ combo: false }, { orderEditable: false, route: 'revisao' })).toBe(false);
  });
});
