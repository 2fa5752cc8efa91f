import { useEffect, type RefObject } from 'react';
import type { GridApi } from 'ag-grid-community';
import { fitContent } from './columnKinds';
import { columnStateOf, type ServerSort } from './serverSort';

/** The user's column widths (colId → px) on the grid's columns that exist. */
export function applyWidths<Row>(api: GridApi<Row>, widths: Readonly<Record<string, number>>): void {
  const entries = Object.entries(widths).filter(([key]) => api.getColumn(key));
  if (entries.length > 0) api.applyColumnState({ state: entries.map(([colId, width]) => ({ colId, width })) });
}

/** Shows every column but the hidden ones. */
export function applyVisibility<Row>(api: GridApi<Row>, hidden: readonly string[]): void {
  const hiddenIds = new Set(hidden);
  const columns = api.getColumns() ?? [];
  api.setColumnsVisible(columns.filter((column) => !hiddenIds.has(column.getColId())), true);
  api.setColumnsVisible(columns.filter((column) => hiddenIds.has(column.getColId())), false);
}

export interface ColumnLayout {
  sort: ServerSort | null;
  hiddenColumns: readonly string[];
  columnWidths: Readonly<Record<string, number>>;
}

/** The whole column layout at once (the grid's first render). */
export function applyColumnLayout<Row>(api: GridApi<Row>, { sort, hiddenColumns, columnWidths }: ColumnLayout): void {
  api.applyColumnState({ state: columnStateOf(sort), defaultState: { sort: null } });
  applyVisibility(api, hiddenColumns);
  applyWidths(api, columnWidths);
  fitContent(api);
}

/** Keeps the grid's sort, hidden columns and widths on what the page says, each when it changes. */
export function useColumnLayout<Row>(apiRef: RefObject<GridApi<Row> | null>, { sort, hiddenColumns, columnWidths }: ColumnLayout): void {
  useEffect(() => {
    apiRef.current?.applyColumnState({ state: columnStateOf(sort), defaultState: { sort: null } });
  }, [apiRef, sort]);

  useEffect(() => {
    if (apiRef.current) applyVisibility(apiRef.current, hiddenColumns);
  }, [apiRef, hiddenColumns]);

  useEffect(() => {
    if (!apiRef.current) return;
    applyWidths(apiRef.current, columnWidths);
    fitContent(apiRef.current);
  }, [apiRef, columnWidths]);
}
