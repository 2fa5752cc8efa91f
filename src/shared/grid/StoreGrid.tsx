import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type {
  CellEditingStartedEvent,
  CellEditRequestEvent,
  CellKeyDownEvent,
  ColDef,
  ColumnResizedEvent,
  DomLayoutType,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  IRowNode,
  RowClassParams,
  SortChangedEvent,
} from 'ag-grid-community';
import './gridModules';
import './grid.css';
import { GRID_LOCALE_TEXT } from './gridLocale';
import { gridTheme } from './gridTheme';
import type { StoreGridContext } from './gridContext';
import { isUndoKey } from './keyboardModel';
import { isOwnEdit, rowSync } from './rowSync';
import { fitContent } from './columnKinds';
import { applyColumnLayout, useColumnLayout, withInitialLayout, type ColumnLayout } from './columnLayout';
import { RefusalTip } from './RefusalTip';
import { useRefusedCell } from './refusedCell';
import { NO_ROWS, useRowMarks } from './rowMarks';
import { keepServerOrder, serverSortOf, SORT_CYCLE, type ServerSort } from './serverSort';
import { useLatest } from './useLatest';

export interface GridEditRequest<Row> {
  rowId: string;
  row: Row;
  colId: string;
  /** The parsed value the user committed (the column's valueParser), e.g. a quantity or null. */
  value: unknown;
  previous: unknown;
  /**
   * The row as it was when the editor opened: when it differs from `row`, the row changed while
   * the user was typing (a change saved elsewhere), and the page can save over the version the
   * user saw (a conflict) rather than over the one that arrived.
   */
  startedWith?: Row;
}

export interface StoreGridProps<Row> {
  /** The store's rows (entity objects, selector-memoized): unchanged rows keep their references. */
  rows: readonly Row[];
  /** A module constant or memoized once: column state survives renders only if this stays the same. */
  columns: ColDef<Row>[];
  rowId: (row: Row) => string;
  /**
   * A committed edit; the page turns it into a dispatch (the grid never writes into the rows).
   * When the page refuses the value it returns the reason: the grid shows it at the cell until the next edit.
   */
  onEditRequest: (request: GridEditRequest<Row>) => string | null | void;
  /** The user's column widths (colId → px), kept per user by the page. */
  columnWidths?: Readonly<Record<string, number>>;
  /** The user resized a column: every resized width so far. */
  onColumnWidthsChange?: (widths: Record<string, number>) => void;
  /** Ctrl+Z outside an editor: undo the last committed change (the store does it). */
  onUndoRequest?: () => void;
  /** The server's current sort, shown in the headers. */
  sort?: ServerSort | null;
  /** A header click: the next sort of the cycle ascending → descending → unsorted, for the server. */
  onSortRequest?: (sort: ServerSort | null) => void;
  /** The row's one colour class, the caller's precedence already applied. */
  rowClass?: (row: Row) => string | undefined;
  /** Ids of rows whose edit did not save: their editable cells are marked, with a retry (onRetryUnsaved). */
  unsavedRows?: ReadonlySet<string>;
  onRetryUnsaved?: () => void;
  /** Ids of rows whose edit waits to be saved (no connection): their editable cells carry the pending mark. */
  pendingRows?: ReadonlySet<string>;
  /** Column ids to hide (the page stores the user's choice). */
  hiddenColumns?: readonly string[];
  label: string;
  domLayout?: DomLayoutType;
  height?: number | string;
  onReady?: (api: GridApi<Row>) => void;
  /**
   * Changes together with rows the user's own action changed elsewhere (a mass edit): that
   * update is applied at once, like the user's own cell edit, not batched as a background refresh.
   */
  syncUpdateKey?: unknown;
}

const DEFAULT_COL_DEF: ColDef = {
  sortable: false,
  comparator: keepServerOrder,
  sortingOrder: SORT_CYCLE,
  suppressHeaderMenuButton: true,
  suppressMovable: true,
};

const NO_COLUMNS: readonly string[] = [];
const NO_WIDTHS: Readonly<Record<string, number>> = {};

/** Above this many rows, the user's own change goes through one transaction rather than row by row. */
const ROW_BY_ROW_MAX = 50;

/**
 * The user's own change shown at once. A few rows are updated in place (RowNode.updateData: the
 * row's cells and classes refresh): a transaction would run the row model's stages over all of
 * an order's 5,000 rows and, through AG Grid's modelUpdated, scroll back to the row the keyboard
 * last moved to, forcing a layout before the edit's frame. The grid sorts and filters nothing
 * itself (the server does), so the rows' places do not change.
 */
function updateRowsNow<Row>(api: GridApi<Row>, rows: readonly Row[], idOf: (row: Row) => string): void {
  const nodes = rows.length <= ROW_BY_ROW_MAX ? rows.map((row) => api.getRowNode(idOf(row))) : [];
  if (nodes.length === 0 || nodes.some((node) => node === undefined)) {
    api.applyTransaction({ update: [...rows] });
    return;
  }
  nodes.forEach((node, index) => node!.updateData(rows[index]));
}

/**
 * AG Grid bound to the store (ARCHITECTURE "AG Grid"): `readOnlyEdit` edits become edit requests,
 * rows are identified by `getRowId`, the store's new rows reach the grid as transactions —
 * synchronous for the user's own edit, async for anything else — and sorting, column visibility
 * and row colours come from the page. Domain-free: the order screens configure it.
 */
export function StoreGrid<Row>({
  rows,
  columns,
  rowId,
  onEditRequest,
  onUndoRequest,
  sort = null,
  onSortRequest,
  rowClass,
  hiddenColumns = NO_COLUMNS,
  unsavedRows = NO_ROWS,
  onRetryUnsaved,
  pendingRows = NO_ROWS,
  columnWidths = NO_WIDTHS,
  onColumnWidthsChange,
  label,
  domLayout = 'normal',
  height = 400,
  onReady,
  syncUpdateKey,
}: StoreGridProps<Row>) {
  const [initialRows] = useState(() => rows as Row[]);
  const apiRef = useRef<GridApi<Row> | null>(null);
  const shownRows = useRef<readonly Row[]>(initialRows);
  const ownIds = useRef(new Set<string>());
  const undoPending = useRef(false);
  const latest = useLatest({ rows, rowId, onEditRequest, onUndoRequest, onSortRequest, rowClass, sort, hiddenColumns, unsavedRows, pendingRows, onRetryUnsaved, onReady, syncUpdateKey, columnWidths, onColumnWidthsChange });
  const sectionRef = useRef<HTMLElement>(null);
  const tipId = useId();
  const { refused, refusedRef, setRefused, refusedCell } = useRefusedCell(apiRef, sectionRef);
  const { markShown } = useRowMarks(apiRef, unsavedRows, pendingRows);
  const syncedKey = useRef(syncUpdateKey);

  const syncRows = useCallback((api: GridApi<Row>, next: readonly Row[]) => {
    const idOf = latest.current.rowId;
    const change = rowSync(shownRows.current, next, idOf);
    const userAction = latest.current.syncUpdateKey !== syncedKey.current;
    syncedKey.current = latest.current.syncUpdateKey;
    shownRows.current = next;
    if (change.kind === 'reset') {
      api.setGridOption('rowData', next as Row[]);
      fitContent(api);
    }
    if (change.kind === 'update') {
      const own = isOwnEdit(change.update, idOf, ownIds.current) || (undoPending.current && change.update.length === 1) || userAction;
      const fitChanged = () => !api.isDestroyed() && fitContent(api, change.update.map((row) => api.getRowNode(idOf(row))).filter((node): node is IRowNode<Row> => node !== undefined));
      if (own) {
        updateRowsNow(api, change.update, idOf);
        fitChanged();
      } else api.applyTransactionAsync({ update: change.update }, fitChanged);
    }
    if (change.kind !== 'none') {
      ownIds.current.clear();
      undoPending.current = false;
    }
  }, [latest]);

  useLayoutEffect(() => {
    if (apiRef.current) syncRows(apiRef.current, rows);
  }, [rows, syncRows]);

  useColumnLayout(apiRef, { sort, hiddenColumns, columnWidths });

  // The layout the columns were created with (withInitialLayout); the grid is ready a task later.
  const createdWith = useRef<ColumnLayout | null>(null);
  const columnDefs = useMemo(() => {
    createdWith.current = latest.current;
    return withInitialLayout(columns, latest.current);
  }, [columns, latest]);

  const onGridReady = useCallback((event: GridReadyEvent<Row>) => {
    apiRef.current = event.api;
    const current = latest.current;
    syncRows(event.api, current.rows);
    const created = createdWith.current;
    // A layout that changed before the grid was ready is applied whole; otherwise the columns already have it.
    if (created?.sort !== current.sort || created.hiddenColumns !== current.hiddenColumns || created.columnWidths !== current.columnWidths) applyColumnLayout(event.api, current);
    else fitContent(event.api);
    markShown(current.unsavedRows, current.pendingRows);
    current.onReady?.(event.api);
  }, [latest, syncRows, markShown]);

  const getRowId = useCallback((params: GetRowIdParams<Row>) => latest.current.rowId(params.data), [latest]);

  // The row each open editor started from (by row id), for GridEditRequest.startedWith.
  const editStarts = useRef(new Map<string, Row>());
  // A new edit also clears the last refusal's reason.
  const onCellEditingStarted = useCallback((event: CellEditingStartedEvent<Row>) => {
    setRefused(null);
    if (event.data !== undefined) editStarts.current.set(latest.current.rowId(event.data), event.data);
  }, [latest, setRefused]);
  const requestEdit = useCallback((row: Row, colId: string, value: unknown, previous: unknown) => {
    const id = latest.current.rowId(row);
    ownIds.current.add(id);
    const startedWith = editStarts.current.get(id);
    editStarts.current.delete(id);
    const reason = latest.current.onEditRequest({ rowId: id, row, colId, value, previous, startedWith });
    setRefused(typeof reason === 'string' && reason !== '' ? { rowId: id, colId, reason } : null);
  }, [latest, setRefused]);

  /** A commit by the keyboard model (Enter, ↑/↓), in the keydown itself; an unchanged value asks for nothing, as the grid's own edits. */
  const context = useMemo<StoreGridContext>(() => ({
    commitEdit: (node: IRowNode, colId: string, value: unknown, previous: unknown) => {
      const row = node.data as Row | undefined;
      if (row !== undefined && value !== previous) requestEdit(row, colId, value, previous);
    },
    isUnsaved: (row: unknown) => latest.current.unsavedRows.has(latest.current.rowId(row as Row)),
    isPending: (row: unknown) => latest.current.pendingRows.has(latest.current.rowId(row as Row)),
    retryUnsaved: () => latest.current.onRetryUnsaved?.(),
    isRefused: (row: unknown, colId: string) => refusedRef.current?.colId === colId && refusedRef.current.rowId === latest.current.rowId(row as Row),
  }), [latest, refusedRef, requestEdit]);

  const onColumnResized = useCallback((event: ColumnResizedEvent<Row>) => {
    if (!event.finished || event.source !== 'uiColumnResized' || !event.column) return;
    const { columnWidths: before, onColumnWidthsChange: report } = latest.current;
    report?.({ ...before, [event.column.getColId()]: event.column.getActualWidth() });
  }, [latest]);

  /** Any other commit (a click elsewhere, Tab): the grid's edit request. */
  const onCellEditRequest = useCallback((event: CellEditRequestEvent<Row>) => {
    requestEdit(event.data, event.column.getColId(), event.newValue, event.oldValue);
  }, [requestEdit]);

  const onCellKeyDown = useCallback((event: CellKeyDownEvent<Row>) => {
    const keyboard = event.event as KeyboardEvent | null | undefined;
    const undo = latest.current.onUndoRequest;
    if (!keyboard || !undo || !isUndoKey(keyboard) || event.api.getEditingCells().length > 0) return;
    keyboard.preventDefault();
    // The undone row is the store's to choose; the one-row change that follows is the user's own.
    undoPending.current = true;
    undo();
  }, [latest]);

  const onSortChanged = useCallback((event: SortChangedEvent<Row>) => {
    if (event.source !== 'uiColumnSorted') return;
    latest.current.onSortRequest?.(serverSortOf(event.api.getColumnState()));
  }, [latest]);

  const getRowClass = useCallback((params: RowClassParams<Row>) => {
    const classOf = latest.current.rowClass;
    return params.data && classOf ? classOf(params.data) : undefined;
  }, [latest]);

  return (
    <section ref={sectionRef} className="store-grid" aria-label={label} style={domLayout === 'autoHeight' ? undefined : { height }}>
      <AgGridReact<Row>
        theme={gridTheme}
        localeText={GRID_LOCALE_TEXT}
        rowData={initialRows}
        columnDefs={columnDefs}
        defaultColDef={DEFAULT_COL_DEF}
        getRowId={getRowId}
        context={context}
        readOnlyEdit
        stopEditingWhenCellsLoseFocus
        onCellEditRequest={onCellEditRequest}
        onCellEditingStarted={onCellEditingStarted}
        onCellKeyDown={onCellKeyDown}
        onSortChanged={onSortChanged}
        getRowClass={getRowClass}
        onGridReady={onGridReady}
        domLayout={domLayout}
        tooltipShowDelay={300}
        onColumnResized={onColumnResized}
      />
      {refused && (
        <RefusalTip id={tipId} anchor={refusedCell}>
          {refused.reason}
        </RefusalTip>
      )}
    </section>
  );
}
