import fc from 'fast-check';
import { compareByTieBreak, explainTieBreak, type TieBreakCandidate, type TieBreakRules } from './tieBreak';
import { brasilia } from '../test/brasilia';

const RUNS = 10_000;
const money = fc.integer({ min: 0, max: 3 }).map((step) => 10 + step * 0.25);
const candidate: fc.Arbitrary<TieBreakCandidate> = fc.record(
  {
    price: money,
    netPrice: money,
    paymentDays: fc.constantFrom(0, 30, 60),
    minimumBilling: fc.constantFrom(0, 100, 200),
    answeredAt: fc.constantFrom(1_700_000_000_000, 1_700_000_060_000, Number.MAX_SAFE_INTEGER),
    sequence: fc.integer({ min: 1, max: 6 }),
    preference: fc.constantFrom(1, 2, 3),
    sicPreference: fc.constantFrom(1, 2, 3),
  },
  { requiredKeys: ['price', 'netPrice', 'paymentDays', 'minimumBilling', 'answeredAt', 'sequence'] },
);
const rules: fc.Arbitrary<TieBreakRules> = fc.record({ custom: fc.boolean(), sic: fc.boolean() });
const base: TieBreakCandidate = { price: 10.2, netPrice: 9, paymentDays: 30, minimumBilling: 100, answeredAt: 1_700_000_000_000, sequence: 1 };
const DEFAULT = { custom: false, sic: false };
const CUSTOM = { custom: true, sic: false };
const plain = (text: string): string => text.replace(/\s/g, ' ');

describe('the tie-break chain is a total order', () => {
  it('is antisymmetric and decides between different answers', () => {
    fc.assert(
      fc.property(rules, candidate, candidate, (chain, a, b) => {
        const ab = compareByTieBreak(chain, a, b);
        expect(Math.sign(ab) + Math.sign(compareByTieBreak(chain, b, a))).toBe(0);
        if (a.sequence !== b.sequence) expect(ab).not.toBe(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(rules, candidate, candidate, candidate, (chain, a, b, c) => {
        if (compareByTieBreak(chain, a, b) <= 0 && compareByTieBreak(chain, b, c) <= 0) expect(compareByTieBreak(chain, a, c)).toBeLessThanOrEqual(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('picks the same winner whatever the input order (deterministic)', () => {
    fc.assert(
      fc.property(rules, fc.uniqueArray(candidate, { minLength: 1, maxLength: 6, selector: (c) => c.sequence }), (chain, answers) => {
        const best = (list: TieBreakCandidate[]) => list.reduce((winner, next) => (compareByTieBreak(chain, next, winner) < 0 ? next : winner));
        expect(best([...answers].reverse())).toBe(best(answers));
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees with its explanation: the explained winner is the one the chain orders first', () => {
    fc.assert(
      fc.property(rules, candidate, candidate, (chain, a, b) => {
        fc.pre(a.sequence !== b.sequence);
        expect(explainTieBreak(chain, a, b).wins).toBe(compareByTieBreak(chain, a, b) < 0);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the chains of spec 02 §4.7', () => {
  it('default: lowest price, then highest net price, longest term, lowest minimum billing, first to answer', () => {
    expect(compareByTieBreak(DEFAULT, base, { ...base, price: 10.45, sequence: 2 })).toBeLessThan(0);
    expect(compareByTieBreak(DEFAULT, { ...base, netPrice: 9.5 }, { ...base, sequence: 2 })).toBeLessThan(0);
    expect(compareByTieBreak(DEFAULT, { ...base, paymentDays: 60, sequence: 2 }, base)).toBeLessThan(0);
    expect(compareByTieBreak(DEFAULT, { ...base, minimumBilling: 50, sequence: 2 }, base)).toBeLessThan(0);
    expect(compareByTieBreak(DEFAULT, { ...base, answeredAt: base.answeredAt - 1, sequence: 2 }, base)).toBeLessThan(0);
  });

  it('default ignores the buyer preference; custom uses it after the payment term and before the minimum billing', () => {
    const preferred = { ...base, preference: 1, minimumBilling: 500, sequence: 2 };
    const other = { ...base, preference: 2 };
    expect(compareByTieBreak(DEFAULT, preferred, other)).toBeGreaterThan(0);
    expect(compareByTieBreak(CUSTOM, preferred, other)).toBeLessThan(0);
    expect(compareByTieBreak(CUSTOM, { ...preferred, paymentDays: 0 }, other)).toBeGreaterThan(0);
  });

  it('custom prefers the lower net price; an unlisted pair comes after the listed ones', () => {
    expect(compareByTieBreak(CUSTOM, { ...base, netPrice: 8.5, sequence: 2 }, base)).toBeLessThan(0);
    expect(compareByTieBreak(CUSTOM, { ...base, preference: 9, sequence: 2 }, base)).toBeLessThan(0);
  });

  it('the SIC order applies only where the quotation uses SIC', () => {
    const first = { ...base, sicPreference: 1, minimumBilling: 500, sequence: 2 };
    const second = { ...base, sicPreference: 2 };
    expect(compareByTieBreak(DEFAULT, first, second)).toBeGreaterThan(0);
    expect(compareByTieBreak({ custom: false, sic: true }, first, second)).toBeLessThan(0);
    expect(compareByTieBreak({ custom: true, sic: true }, { ...first, preference: 2 }, { ...second, preference: 1 })).toBeGreaterThan(0);
  });
});

describe('the explanation', () => {
  it('names the first deciding criterion with both values', () => {
    expect(plain(explainTieBreak(DEFAULT, base, { ...base, price: 10.45, sequence: 2 }).text)).toBe('menor preço: R$ 10,20 × R$ 10,45');
  });

  it('names the criteria that tied before the one that decided', () => {
    const explanation = explainTieBreak(DEFAULT, { ...base, paymentDays: 60 }, { ...base, sequence: 2 });
    expect(explanation).toEqual({ wins: true, text: 'empate em preço e preço líquido; maior prazo: 60 × 30 dias' });
  });

  it('names the buyer preference in the custom chain, with positions', () => {
    const text = explainTieBreak(CUSTOM, { ...base, preference: 1 }, { ...base, sequence: 2 }).text;
    expect(text).toBe('empate em preço de custo, preço líquido e prazo; preferência do comprador: 1º × sem posição');
  });

  it('tells when the chosen answer loses to the other', () => {
    expect(explainTieBreak(DEFAULT, { ...base, minimumBilling: 300 }, { ...base, sequence: 2 })).toEqual({
      wins: false,
      text: expect.stringContaining('menor faturamento mínimo: R$ 300,00 × R$ 100,00'),
    });
  });

  it('shows the send times when the first to answer decides', () => {
    const early = brasilia('23/11/2026 09:05').getTime();
    const text = explainTieBreak(DEFAULT, { ...base, answeredAt: early }, { ...base, answeredAt: Number.MAX_SAFE_INTEGER, sequence: 2 }).text;
    expect(text).toBe('empate em preço, preço líquido, prazo e faturamento mínimo; respondeu primeiro: 23/11/2026 09:05 × sem data de envio');
  });
});
