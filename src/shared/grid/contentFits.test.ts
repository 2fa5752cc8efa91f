import fc from 'fast-check';
import type { Column, GridApi, IRowNode } from 'ag-grid-community';
import { formatMoney } from '../lib/format';
import { contentFits, contentWidth, withKind } from './columnKinds';

type Row = { valor: number | null };

/** The grid's side of contentFits over plain rows: one money column, its formatter counted. */
function gridOf(values: (number | null)[], width: number) {
  const def = withKind<Row>('money', { colId: 'valor', field: 'valor', width, valueFormatter: ({ value }) => (typeof value === 'number' ? formatMoney(value) : '') });
  const column = { getColDef: () => def, getColId: () => 'valor', getActualWidth: () => width } as unknown as Column;
  const nodes = values.map((valor) => ({ data: { valor } }) as IRowNode<Row>);
  let formatted = 0;
  const api = {
    getColumns: () => [column],
    getCellValue: ({ rowNode, useFormatter }: { rowNode: IRowNode<Row>; useFormatter?: boolean }) => {
      const value = rowNode.data!.valor;
      if (!useFormatter) return value;
      formatted += 1;
      return typeof value === 'number' ? formatMoney(value) : '';
    },
  } as unknown as GridApi<Row>;
  return { api, nodes, formatted: () => formatted };
}

const money = fc.oneof(fc.constant(null), fc.integer({ min: -99_999_999_99, max: 99_999_999_99 }).map((cents) => cents / 100));

describe('contentFits on a money column (issue 31)', () => {
  it('widens to the widest formatted value of all the rows', () => {
    fc.assert(
      fc.property(fc.array(money, { maxLength: 60 }), fc.integer({ min: 40, max: 160 }), (values, width) => {
        const { api, nodes } = gridOf(values, width);
        const widest = Math.max(0, ...values.map((value) => contentWidth(typeof value === 'number' ? formatMoney(value) : '')));
        expect(contentFits(api, nodes)).toEqual(widest > width ? [{ key: 'valor', newWidth: widest }] : []);
      }),
    );
  });

  it('formats only the largest and the most negative of 5,000 numbers', () => {
    const values = Array.from({ length: 5000 }, (_, i) => ((i * 7919) % 100_000) / 100 - 100);
    const { api, nodes, formatted } = gridOf(values, 60);
    const widest = Math.max(...values.map((value) => contentWidth(formatMoney(value))));
    expect(contentFits(api, nodes)).toEqual([{ key: 'valor', newWidth: widest }]);
    expect(formatted()).toBe(2);
  });

  it('formats one of the 5,000 rows of a column empty in most of them, beside the extremes', () => {
    const values = Array.from({ length: 5000 }, (_, i) => (i % 500 === 7 ? 1234.5 + i : null));
    const { api, nodes, formatted } = gridOf(values, 60);
    const widest = Math.max(...values.map((value) => contentWidth(typeof value === 'number' ? formatMoney(value) : '')));
    expect(contentFits(api, nodes)).toEqual([{ key: 'valor', newWidth: widest }]);
    expect(formatted()).toBe(2);
  });

  it('reads a column computed by a value getter (a total) as the grid shows it', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ qtd: fc.integer({ min: 0, max: 99_999 }), preco: money }), { maxLength: 40 }), (rows) => {
        type Item = { qtd: number; preco: number | null };
        const total = (item: Item) => (item.preco === null ? null : item.qtd * item.preco);
        const def = withKind<Item>('money', { colId: 'total', headerName: 'Total', width: 60, valueGetter: ({ data }) => (data ? total(data) : null), valueFormatter: ({ value }) => (typeof value === 'number' ? formatMoney(value) : '') });
        const column = { getColDef: () => def, getColId: () => 'total', getActualWidth: () => 60 } as unknown as Column;
        const api = {
          getColumns: () => [column],
          getGridOption: () => undefined,
          getCellValue: ({ rowNode, useFormatter }: { rowNode: IRowNode<Item>; useFormatter?: boolean }) => {
            const value = total(rowNode.data!);
            return useFormatter ? (typeof value === 'number' ? formatMoney(value) : '') : value;
          },
        } as unknown as GridApi<Item>;
        const nodes = rows.map((data) => ({ data }) as IRowNode<Item>);
        const widest = Math.max(0, ...rows.map((row) => { const value = total(row); return contentWidth(typeof value === 'number' ? formatMoney(value) : ''); }));
        expect(contentFits(api, nodes)).toEqual(widest > 60 ? [{ key: 'total', newWidth: widest }] : []);
      }),
    );
  });
});
