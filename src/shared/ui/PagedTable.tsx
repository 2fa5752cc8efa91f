import type { ReactNode } from 'react';
import { Pager, type PagerProps } from './Pager';
import { TABLE_MAX_BUTTONS } from './pagerModel';
import './PagedTable.css';

export const EMPTY_TABLE_TEXT = 'Nenhum dado encontrado.';

export interface TableColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The server's sort key; sortable when present. */
  sortKey?: string;
  className?: string;
}

export interface TableSort {
  key: string;
  asc: boolean;
}

export interface TableSelection<Id> {
  selected: ReadonlySet<Id>;
  onToggle: (id: Id) => void;
  onToggleAll: (ids: Id[], select: boolean) => void;
  /** Accessible name of a row's checkbox. */
  rowLabel: (id: Id) => string;
}

/** Paging props are the Pager's own; a table always shows at most 5 page buttons. */
export interface PagedTableProps<T, Id extends string | number> extends Omit<PagerProps, 'maxButtons' | 'sizeLabel'> {
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => Id;
  loading?: boolean;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Given, a click on the column sorted descending leaves it unsorted (ascending → descending → none). */
  onSortClear?: () => void;
  selection?: TableSelection<Id>;
  emptyText?: string;
  /** A failed read: its Portuguese message, as an alert, stands instead of the table. */
  error?: string | null;
  /** Show the caption to sighted users too (otherwise it is for screen readers). */
  showCaption?: boolean;
}

const SKELETON_ROWS = 5;

/** A server-paged table: sortable headers, optional row selection, a loading skeleton and the empty text. */
export function PagedTable<T, Id extends string | number>(props: PagedTableProps<T, Id>) {
  const { caption, columns, rows, getRowId, loading = false, total, page, size, onPageChange, onSizeChange, sizeOptions, sort, onSortChange, onSortClear, selection, emptyText = EMPTY_TABLE_TEXT, error, showCaption = false } = props;
  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        {error}
      </p>
    );
  }
  const ids = rows.map(getRowId);
  const allSelected = selection !== undefined && ids.length > 0 && ids.every((id) => selection.selected.has(id));
  const width = columns.length + (selection ? 1 : 0);

  return (
    // A focusable, named region: the table may scroll sideways on narrow screens, and keyboard users must reach it (axe: scrollable-region-focusable).
    <div className="paged-table" role="region" aria-label={caption} tabIndex={0}>
      <table aria-busy={loading}>
        <caption className={showCaption ? 'paged-table__caption' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="paged-table__check">
                <input
                  type="checkbox"
                  aria-label="Selecionar todos desta página"
                  checked={allSelected}
                  disabled={ids.length === 0}
                  onChange={() => selection.onToggleAll(ids, !allSelected)}
                />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className} aria-sort={ariaSort(column, sort)}>
                {column.sortKey && onSortChange ? (
                  <button type="button" className="paged-table__sort" onClick={() => (onSortClear && sort !== undefined && sort.key === column.sortKey && !sort.asc ? onSortClear() : onSortChange(nextSort(column.sortKey!, sort)))}>
                    {column.header}
                    <span aria-hidden="true">{sortIcon(column, sort)}</span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading &&
            Array.from({ length: Math.min(size, SKELETON_ROWS) }, (_, i) => (
              <tr key={`skeleton-${i}`} className="paged-table__skeleton" aria-hidden="true">
                {Array.from({ length: width }, (__, c) => (
                  <td key={c}>
                    <span />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={width} className="paged-table__empty">
                {emptyText}
              </td>
            </tr>
          )}
          {!loading &&
            rows.map((row, index) => {
              const id = ids[index];
              return (
                <tr key={id}>
                  {selection && (
                    <td className="paged-table__check">
                      <input type="checkbox" aria-label={selection.rowLabel(id)} checked={selection.selected.has(id)} onChange={() => selection.onToggle(id)} />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.key} className={column.className}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
        </tbody>
      </table>
      {loading && <p className="visually-hidden" role="status">Carregando…</p>}
      <Pager total={total} page={page} size={size} onPageChange={onPageChange} onSizeChange={onSizeChange} sizeOptions={sizeOptions} maxButtons={TABLE_MAX_BUTTONS} />
    </div>
  );
}

function nextSort(key: string, sort: TableSort | undefined): TableSort {
  return { key, asc: sort?.key === key ? !sort.asc : true };
}

function ariaSort<T>(column: TableColumn<T>, sort: TableSort | undefined): 'ascending' | 'descending' | undefined {
  if (!column.sortKey || sort?.key !== column.sortKey) return undefined;
  return sort.asc ? 'ascending' : 'descending';
}

function sortIcon<T>(column: TableColumn<T>, sort: TableSort | undefined): string {
  if (!sort || sort.key !== column.sortKey) return ' ↕';
  return sort.asc ? ' ▲' : ' ▼';
}
