import fc from 'fast-check';
import { commitQuantity, quantityProblem, quantityTooltips, rowAttention, sanitizeQuantityInput, type ItemQuantityRules } from './orderQuantity';

const RUNS = { numRuns: 1000 };
const rules = fc.record<ItemQuantityRules>({
  pack: fc.integer({ min: 1, max: 24 }),
  minimum: fc.integer({ min: 0, max: 60 }),
  fixed: fc.boolean(),
  maximum: fc.integer({ min: 0, max: 500 }),
});
const typed = fc.oneof(fc.string({ maxLength: 7 }), fc.integer({ min: 0, max: 200_000 }).map(String));

describe('the automatic order quantity cell (spec 03 §5)', () => {
  it('keeps what is typed, at most 5 characters, never removing a character (issue 25 point 7)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = sanitizeQuantityInput(text);
        expect(kept).toBe(text.slice(0, 5));
      }),
      RUNS,
    );
  });

  it('commits either the old value or a quantity that breaks no rule', () => {
    fc.assert(
      fc.property(typed, fc.integer({ min: 0, max: 99_999 }), rules, (text, old, r) => {
        const { value, changed, problem } = commitQuantity(text, old, r);
        if (problem) {
          expect(value).toBe(old);
          expect(changed).toBe(false);
          return;
        }
        expect(value).toBeGreaterThan(0);
        expect(String(value).length).toBeLessThanOrEqual(5);
        if (r.fixed && r.minimum > 0) expect(value).toBe(r.minimum);
        else {
          expect(value % r.pack).toBe(0);
          expect(value).toBeGreaterThanOrEqual(r.minimum);
        }
        expect(changed).toBe(value !== old);
      }),
      RUNS,
    );
  });

  it('reverts for each rule of the spec, in its order', () => {
    const r = { pack: 6, minimum: 12, fixed: false };
    expect(quantityProblem('abc', r)).toBe('notNumber');
    expect(quantityProblem('', r)).toBe('notNumber');
    expect(quantityProblem('0', r)).toBe('zero');
    expect(quantityProblem('7', r)).toBe('packaging');
    expect(quantityProblem('6', r)).toBe('minimum');
    expect(quantityProblem('123456', r)).toBe('tooLong');
    expect(quantityProblem('18', r)).toBeNull();
    expect(quantityProblem('10', { pack: 4, minimum: 10, fixed: true })).toBeNull();
    expect(quantityProblem('12', { pack: 4, minimum: 10, fixed: true })).toBe('fixed');
  });

  it('a multiple of the packaging at or above the minimum is always accepted (not fixed)', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 1, max: 400 }), (r, times) => {
        const value = r.pack * (Math.max(1, Math.ceil(r.minimum / r.pack)) + times - 1);
        fc.pre(!r.fixed && value > 0 && value <= 99_999);
        expect(quantityProblem(String(value), r)).toBeNull();
      }),
      RUNS,
    );
  });

  it('tooltips say what the rules ask for', () => {
    expect(quantityTooltips({ pack: 6, minimum: 12, fixed: false, maximum: 120 })).toEqual([
      'Preencher com múltiplos de 6 un',
      'Preencher com quantidade maior ou igual a 12 un',
      'Máximo: Preencher a quantidade com no máximo 120 unidades',
    ]);
    expect(quantityTooltips({ pack: 6, minimum: 10, fixed: true })).toEqual(['Preencher com a quantidade fixa de 10 un']);
  });

  it('row colour precedence: fixed mismatch, packaging, minimum, opportunity', () => {
    const base = { qtdePedida: 12, qtdeEmbalagem: 6, qtdeMinima: 0, quantidadeFixa: false, oportunidade: false };
    expect(rowAttention(base)).toBeNull();
    expect(rowAttention({ ...base, oportunidade: true })).toBe('opportunity');
    expect(rowAttention({ ...base, qtdeMinima: 18, oportunidade: true })).toBe('minimum');
    expect(rowAttention({ ...base, qtdePedida: 13, qtdeMinima: 18 })).toBe('packaging');
    expect(rowAttention({ ...base, qtdePedida: 13, qtdeMinima: 18, quantidadeFixa: true })).toBe('fixed');
  });
});
