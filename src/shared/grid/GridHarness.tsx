import { useCallback, useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { quantityColumn } from './quantityColumn';
import { StoreGrid, type GridEditRequest } from './StoreGrid';
import type { ServerSort } from './serverSort';

/** A row of the harness: the shape of an order item, reduced to what the grid model needs. */
export interface HarnessRow {
  id: string;
  descricao: string;
  qtdePedida: number;
  combo: boolean;
}

export interface HarnessProps {
  initialRows: HarnessRow[];
  onEditRequest?: (request: GridEditRequest<HarnessRow>) => void;
  onSortRequest?: (sort: ServerSort | null) => void;
  hiddenColumns?: readonly string[];
  colourOf?: (row: HarnessRow) => string | undefined;
  /** Rows whose save failed (the page's save queue), and its retry. */
  unsavedRows?: ReadonlySet<string>;
  onRetryUnsaved?: () => void;
  /** Rows whose edit waits for the connection. */
  pendingRows?: ReadonlySet<string>;
}

/** The harness's reason for a refused value (the page's own text in the order screens). */
export const HARNESS_REFUSAL = 'Quantidade não aceita: informe um número maior que zero.';

const rowId = (row: HarnessRow) => row.id;

/**
 * A stand-in for a page over the store, for the grid's own tests: accepted edits replace the row
 * object (as a reducer would), zero or nothing is refused (the cell keeps the old value), Ctrl+Z
 * puts the last committed value back, and a sort request is recorded and shown (the server's job).
 */
export function GridHarness({ initialRows, onEditRequest, onSortRequest, hiddenColumns, colourOf, unsavedRows, onRetryUnsaved, pendingRows }: HarnessProps) {
  const [rows, setRows] = useState(initialRows);
  const [history, setHistory] = useState<{ id: string; value: number }[]>([]);
  const [sort, setSort] = useState<ServerSort | null>(null);
  const columns = useMemo<ColDef<HarnessRow>[]>(
    () => [
      { colId: 'descricao', field: 'descricao', headerName: 'Produto', sortable: true },
      quantityColumn<HarnessRow>({ field: 'qtdePedida', headerName: 'Qtd. pedida', isDisabled: (row) => row.combo, tooltip: (row) => (row.combo ? undefined : 'Preencher com múltiplos de 1 un') }),
    ],
    [],
  );
  const replace = useCallback((id: string, value: number) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, qtdePedida: value } : row)));
  }, []);
  const onEdit = useCallback((request: GridEditRequest<HarnessRow>) => {
    onEditRequest?.(request);
    if (typeof request.value !== 'number' || request.value === 0) return HARNESS_REFUSAL;
    setHistory((past) => [...past, { id: request.rowId, value: request.row.qtdePedida }]);
    replace(request.rowId, request.value);
    return null;
  }, [onEditRequest, replace]);
  const onUndo = useCallback(() => {
    const last = history.at(-1);
    if (!last) return;
    setHistory(history.slice(0, -1));
    replace(last.id, last.value);
  }, [history, replace]);
  const onSort = useCallback((next: ServerSort | null) => {
    onSortRequest?.(next);
    setSort(next);
  }, [onSortRequest]);
  return (
    <>
      <p data-testid="sort">{sort ? `${sort.colId} ${sort.direction}` : 'sem ordem'}</p>
      <StoreGrid<HarnessRow>
        rows={rows}
        columns={columns}
        rowId={rowId}
        onEditRequest={onEdit}
        onUndoRequest={onUndo}
        sort={sort}
        onSortRequest={onSort}
        rowClass={colourOf}
        hiddenColumns={hiddenColumns}
        unsavedRows={unsavedRows}
        onRetryUnsaved={onRetryUnsaved}
        pendingRows={pendingRows}
        label="Itens do pedido"
        domLayout="autoHeight"
      />
    </>
  );
}
