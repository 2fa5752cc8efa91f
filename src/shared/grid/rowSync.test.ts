import { isOwnEdit, rowSync } from './rowSync';

interface Row { id: string; n: number }
const idOf = (row: Row) => row.id;
const a = { id: 'a', n: 1 };
const b = { id: 'b', n: 2 };
const c = { id: 'c', n: 3 };

describe('rowSync', () => {
  it('does nothing for the same array or the same row objects', () => {
    const rows = [a, b];
    expect(rowSync(rows, rows, idOf)).toEqual({ kind: 'none' });
    expect(rowSync(rows, [a, b], idOf)).toEqual({ kind: 'none' });
  });

  it('updates only the rows whose object changed when ids keep their order', () => {
    const edited = { ...b, n: 5 };
    expect(rowSync([a, b, c], [a, edited, c], idOf)).toEqual({ kind: 'update', update: [edited] });
  });

  it('resets the row data when rows come in another order or count (a server sort, a new page)', () => {
    expect(rowSync([a, b], [b, a], idOf)).toEqual({ kind: 'reset' });
    expect(rowSync([a, b], [a, b, c], idOf)).toEqual({ kind: 'reset' });
  });

  it('calls an update the user’s own edit only when every updated row was edited by the user', () => {
    expect(isOwnEdit([b], idOf, new Set(['b']))).toBe(true);
    expect(isOwnEdit([a, b], idOf, new Set(['b']))).toBe(false);
    expect(isOwnEdit([], idOf, new Set(['b']))).toBe(false);
  });
});
