import fc from 'fast-check';
import type { ItemEmbalagemDto } from '../../api/pedidoAutomaticoEmbalagemDto';
import { initialPackagingProblemsState, packagingActions, packagingProblemsReducer as reduce } from './packagingProblemsSlice';

/** A row with no minimum and a box of 1: every positive quantity the buyer types is accepted. */
const row = (id: number): ItemEmbalagemDto => ({ idPedidoItem: id, produto: `P${id}`, quantidade: 1, quantidadeEmbalagem: 1, quantidadeMinima: 0, quantidadeFixa: false }) as ItemEmbalagemDto;

describe("'Aplicar' and the quantities the buyer typed", () => {
  it('never changes a typed quantity; every other row takes what the server computed (0 with its reason clears it)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 20 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 39 }), fc.integer({ min: 0, max: 9999 }))),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 39 }), fc.integer({ min: 0, max: 9999 }))),
        (ids, typedRaw, computedRaw) => {
          const rows = ids.map(row);
          let state = reduce(initialPackagingProblemsState, packagingActions.pageLoaded({ rows, total: rows.length }));
          const typed = new Map<number, number>();
          for (const [at, value] of typedRaw) {
            const id = ids[at % ids.length];
            state = reduce(state, packagingActions.rowCommitted({ id, text: String(value) }));
            if (value > 0) typed.set(id, value);
            else typed.delete(id);
          }
          const computed = new Map(computedRaw.map(([at, value]) => [ids[at % ids.length], value]));
          const answer = [...computed].map(([idPedidoItem, quantidade]) => ({ idPedidoItem, quantidade, ...(quantidade === 0 ? { motivo: 'Fora dos limites' } : {}) }));
          state = reduce(state, packagingActions.quantitiesComputed(answer));
          for (const id of ids) {
            if (typed.has(id)) expect(state.adjusted[id]).toBe(typed.get(id));
            else if (computed.has(id)) {
              expect(state.adjusted[id] ?? 0).toBe(computed.get(id));
              expect(state.unresolved[id]).toBe(computed.get(id) === 0 ? 'Fora dos limites' : undefined);
            } else expect(state.adjusted[id]).toBeUndefined();
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
