import type { ColumnState, SortDirection } from 'ag-grid-community';

/** The one column the server sorts by, or null when the list is in the server's default order. */
export interface ServerSort {
  colId: string;
  direction: 'asc' | 'desc';
}

/** Header clicks cycle ascending → descending → unsorted. */
export const SORT_CYCLE: SortDirection[] = ['asc', 'desc', null];

/** The grid keeps the rows in the order they came: sorting is the server's. */
export const keepServerOrder = (): number => 0;

export function serverSortOf(state: readonly ColumnState[]): ServerSort | null {
  const sorted = state.find((column) => column.sort === 'asc' || column.sort === 'desc');
  return sorted ? { colId: sorted.colId, direction: sorted.sort as ServerSort['direction'] } : null;
}

export function columnStateOf(sort: ServerSort | null): ColumnState[] {
  return sort ? [{ colId: sort.colId, sort: sort.direction }] : [];
}
