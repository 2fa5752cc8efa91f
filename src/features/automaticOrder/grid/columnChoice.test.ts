import { columnChoiceProblem, hiddenFromStored, TOO_FEW_COLUMNS, UNCHANGED_COLUMNS, widthsFromStored } from './columnChoice';

const ALL = ['a', 'b', 'c', 'd', 'e', 'f', 'pmcPf'];

describe('column choice rules', () => {
  it('refuses fewer than five visible columns and an unchanged choice', () => {
    expect(columnChoiceProblem(['a', 'b', 'c', 'pmcPf'], ['a', 'b', 'c', 'd', 'pmcPf'])).toBe(TOO_FEW_COLUMNS);
    expect(columnChoiceProblem(['pmcPf', 'a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd', 'pmcPf'])).toBe(UNCHANGED_COLUMNS);
    expect(columnChoiceProblem(['a', 'b', 'c', 'e', 'pmcPf'], ['a', 'b', 'c', 'd', 'pmcPf'])).toBeNull();
  });

  it('reads a stored choice, always with PMC/PF; anything unusable or under five columns gives the defaults (null)', () => {
    expect(hiddenFromStored(['a', 'b', 'c', 'd'], ALL, 'pmcPf')).toEqual(['e', 'f']);
    expect(hiddenFromStored(['a', 'b', 'c'], ALL, 'pmcPf')).toBeNull();
    expect(hiddenFromStored(['a', 'b', 'x', 'y', 'z'], ALL, 'pmcPf')).toBeNull();
    expect(hiddenFromStored('a,b', ALL, 'pmcPf')).toBeNull();
    expect(hiddenFromStored(undefined, ALL, 'pmcPf')).toBeNull();
  });
});

describe('the product table columns', () => {
  it('the grid defines the columns the user chooses from, in the same order', async () => {
    const { ORDER_ITEM_COLUMNS, ROW_ACTION_COLUMNS } = await import('./orderItemColumns');
    const { ITEM_COLUMNS } = await import('./itemColumns');
    const dataColumns = ORDER_ITEM_COLUMNS.filter((def) => !ROW_ACTION_COLUMNS.includes(def.colId ?? ''));
    expect(dataColumns.map((def) => def.colId)).toEqual(ITEM_COLUMNS.map((column) => column.colId));
  });
});

describe('widthsFromStored (issue 28: column widths kept per user)', () => {
  const all = ['codigoBarras', 'descricaoProdutoCliente', 'total'];
  it('keeps the widths of known columns within 40–800 px, rounded', () => {
    expect(widthsFromStored({ codigoBarras: 130.4, descricaoProdutoCliente: 320, total: 20, sumida: 100 }, all)).toEqual({ codigoBarras: 130, descricaoProdutoCliente: 320 });
  });
  it('gives none for anything unreadable or empty', () => {
    for (const stored of [undefined, null, [], 'x', { total: '120' }, {}]) expect(widthsFromStored(stored, all)).toBeNull();
  });
});
