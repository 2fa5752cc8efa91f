import { useEffect, type RefObject } from 'react';
import type { ColDef, GridApi } from 'ag-grid-community';
import { fitContent } from './columnKinds';
import { columnStateOf, type ServerSort } from './serverSort';

/** The user's column widths (colId → px) on the grid's columns that exist. */
export function applyWidths<Row>(api: GridApi<Row>, widths: Readonly<Record<string, number>>): void {
  const entries = Object.entries(widths).filter(([key]) => api.getColumn(key));
  if (entries.length > 0) api.applyColumnState({ state: entries.map(([colId, width]) => ({ colId, width })) });
}

/**
 * Shows every column but the hidden ones. Only columns whose visibility changes are passed: each
 * call refreshes the grid's widths (a layout read), even when nothing changes.
 */
export function applyVisibility<Row>(api: GridApi<Row>, hidden: readonly string[]): void {
  const hiddenIds = new Set(hidden);
  const columns = api.getColumns() ?? [];
  const toShow = columns.filter((column) => !hiddenIds.has(column.getColId()) && !column.isVisible());
  const toHide = columns.filter((column) => hiddenIds.has(column.getColId()) && column.isVisible());
  if (toShow.length > 0) api.setColumnsVisible(toShow, true);
  if (toHide.length > 0) api.setColumnsVisible(toHide, false);
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

/**
 * The columns created with the page's layout (its widths, hidden columns and sort), so the grid
 * builds them that way once, instead of building them and then changing sort, visibility and
 * widths when it is ready (each change refreshes the grid's widths and reads the layout: tens of
 * milliseconds at 4× CPU before a 5,000-item order's rows show, issue 31).
 */
export function withInitialLayout<Row>(columns: ColDef<Row>[], { sort, hiddenColumns, columnWidths }: ColumnLayout): ColDef<Row>[] {
  const hidden = new Set(hiddenColumns);
  return columns.map((column) => {
    const colId = column.colId ?? (column.field as string | undefined);
    if (!colId) return column;
    const width = columnWidths[colId];
    return { ...column, ...(width === undefined ? {} : { width }), initialHide: hidden.has(colId), initialSort: sort?.colId === colId ? sort.direction : null };
  });
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
