import fc from 'fast-check';
import { answerToggleOutcome, optimisticAnswerToggle, optimisticProductToggle, productToggleOutcome, type AnswerMark, type ItemMarks } from './manualOrderSelection';

const RUNS = { numRuns: 1000 };
const mark = fc.record<AnswerMark>({ comprarCliente: fc.boolean(), quantidadePedir: fc.integer({ min: 0, max: 500 }) });
const marks: fc.Arbitrary<ItemMarks> = fc
  .dictionary(fc.integer({ min: 1, max: 40 }).map(String), mark, { minKeys: 1, maxKeys: 6 })
  .chain((answers) => fc.record({ comprarCliente: fc.boolean(), answers: fc.constant(Object.fromEntries(Object.entries(answers).map(([k, v]) => [Number(k), v]))) }));
const ids = (m: ItemMarks): number[] => Object.keys(m.answers).map(Number);

describe('manual order buy marks (spec 02 §4.1)', () => {
  it('an answer toggle: the answer takes the new mark, the answers the server names are unchecked, the others kept; the product follows the count', () => {
    fc.assert(
      fc.property(marks, fc.boolean(), fc.nat({ max: 5 }), fc.nat(), fc.subarray([1, 2, 3, 5, 8, 13, 21, 34]), (before, checked, count, pick, named) => {
        const id = ids(before)[pick % ids(before).length];
        const data = named.filter((other) => other !== id);
        const after = answerToggleOutcome(before, id, checked, { count, data });
        expect(after.answers[id].comprarCliente).toBe(checked);
        expect(after.comprarCliente).toBe(count > 0);
        for (const other of ids(before).filter((o) => o !== id)) {
          expect(after.answers[other].comprarCliente).toBe(data.includes(other) ? false : before.answers[other].comprarCliente);
          expect(after.answers[other].quantidadePedir).toBe(before.answers[other].quantidadePedir);
        }
        expect(ids(after).sort()).toEqual(ids(before).sort());
      }),
      RUNS,
    );
  });

  it('checking an answer checks its product at once; the stored quantity the server answers is taken', () => {
    fc.assert(
      fc.property(marks, fc.nat(), fc.integer({ min: 1, max: 99 }), (before, pick, stored) => {
        const id = ids(before)[pick % ids(before).length];
        const optimistic = optimisticAnswerToggle(before, id, true);
        expect(optimistic.comprarCliente).toBe(true);
        expect(optimistic.answers[id].comprarCliente).toBe(true);
        const after = answerToggleOutcome(before, id, true, { count: 1, data: [], quantidadePedir: stored });
        expect(after.answers[id].quantidadePedir).toBe(stored);
      }),
      RUNS,
    );
  });

  it('a failed toggle (answer or product) reverts to what was there before', () => {
    fc.assert(
      fc.property(marks, fc.boolean(), fc.nat(), (before, checked, pick) => {
        const id = ids(before)[pick % ids(before).length];
        expect(answerToggleOutcome(before, id, checked, null)).toEqual(before);
        expect(productToggleOutcome(before, null)).toEqual(before);
      }),
      RUNS,
    );
  });

  it('unchecking the count to zero unchecks the product', () => {
    fc.assert(
      fc.property(marks, fc.nat(), (before, pick) => {
        const id = ids(before)[pick % ids(before).length];
        const after = answerToggleOutcome({ ...before, comprarCliente: true }, id, false, { count: 0, data: [] });
        expect(after.comprarCliente).toBe(false);
      }),
      RUNS,
    );
  });

  it('the product toggle sets every answer of the product from the server; unchecking unchecks them all', () => {
    fc.assert(
      fc.property(marks, fc.boolean(), fc.nat(), (before, checked, seed) => {
        const server: Record<number, AnswerMark> = {};
        ids(before).forEach((id, i) => {
          if ((seed >> i) & 1) server[id] = { comprarCliente: checked && i === 0, quantidadePedir: i * 3 };
        });
        const after = productToggleOutcome(before, { comprarCliente: checked, answers: server });
        expect(after.comprarCliente).toBe(checked);
        for (const id of ids(before)) {
          if (server[id]) expect(after.answers[id]).toEqual(server[id]);
          else if (!checked) expect(after.answers[id].comprarCliente).toBe(false);
          else expect(after.answers[id]).toEqual(before.answers[id]);
        }
        const optimistic = optimisticProductToggle(before, checked);
        expect(optimistic.comprarCliente).toBe(checked);
        if (!checked) expect(Object.values(optimistic.answers).every((a) => !a.comprarCliente)).toBe(true);
      }),
      RUNS,
    );
  });
});
