import fc from 'fast-check';
import { entitiesReceived } from './entitiesActions';
import { reviewOrders } from './tables';
import type { PedidoRevisaoDto } from '../api/revisaoEnvioDto';

/**
 * An entity table's upsert (createEntitySlice): what a screen reads after any sequence of server
 * answers, each carrying some orders with some of their fields.
 */
const reducer = reviewOrders.slice.reducer;
type Row = Pick<PedidoRevisaoDto, 'idPedido' | 'valorTotal' | 'situacaoPedido'> & Partial<PedidoRevisaoDto>;
const receive = (rows: Row[]) => entitiesReceived({ reviewOrders: Object.fromEntries(rows.map((row) => [row.idPedido, row as PedidoRevisaoDto])) });

const rowArb = fc.record(
  { idPedido: fc.integer({ min: 1, max: 8 }), valorTotal: fc.integer({ min: 0, max: 3 }), situacaoPedido: fc.constantFrom('CONFIRMADO' as const, 'ENVIADO' as const), totalFaturado: fc.integer({ min: 0, max: 2 }) },
  { requiredKeys: ['idPedido', 'valorTotal', 'situacaoPedido'] },
);

describe('an entity table fed by the server answers', () => {
  it('holds each row as the merge of every answer in turn (a later field wins, a field an answer lacks is kept), each id listed once', () => {
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(rowArb, { selector: (row) => row.idPedido, maxLength: 5 }), { maxLength: 6 }), (answers) => {
        const state = answers.reduce((current, rows) => reducer(current, receive(rows)), reducer(undefined, { type: 'init' }));
        const expected = new Map<number, Row>();
        for (const rows of answers) for (const row of rows) expected.set(row.idPedido, { ...expected.get(row.idPedido), ...row });
        expect([...state.ids].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
        for (const [id, row] of expected) expect(state.entities[id]).toEqual(row);
      }),
    );
  });

  it('an answer equal to what is stored leaves the rows as they were (a screen reading them does not render again), and what is stored is frozen', () => {
    const first = reducer(undefined, receive([{ idPedido: 1, valorTotal: 10, situacaoPedido: 'CONFIRMADO' }, { idPedido: 2, valorTotal: 5, situacaoPedido: 'CONFIRMADO' }]));
    const same = reducer(first, receive([{ idPedido: 1, valorTotal: 10, situacaoPedido: 'CONFIRMADO' }, { idPedido: 2, valorTotal: 5, situacaoPedido: 'CONFIRMADO' }]));
    expect(same).toBe(first);
    const changed = reducer(first, receive([{ idPedido: 1, valorTotal: 12, situacaoPedido: 'CONFIRMADO' }, { idPedido: 2, valorTotal: 5, situacaoPedido: 'CONFIRMADO' }]));
    expect(changed.entities[2]).toBe(first.entities[2]);
    expect(changed.entities[1]).toEqual({ idPedido: 1, valorTotal: 12, situacaoPedido: 'CONFIRMADO' });
    expect(Object.isFrozen(changed.entities[1])).toBe(true);
  });
});
