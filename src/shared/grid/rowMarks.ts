import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { GridApi, IRowNode } from 'ag-grid-community';

export const NO_ROWS: ReadonlySet<string> = new Set();

/** The ids whose mark comes or goes between two sets. */
const markChanges = (before: ReadonlySet<string>, after: ReadonlySet<string>): string[] =>
  before === after ? [] : [...before, ...after].filter((id) => before.has(id) !== after.has(id));

/**
 * The unsaved and pending marks of the rows: only the rows whose mark changed are refreshed.
 * `markShown` records the marks the grid drew at its first render.
 */
export function useRowMarks<Row>(apiRef: RefObject<GridApi<Row> | null>, unsavedRows: ReadonlySet<string>, pendingRows: ReadonlySet<string>) {
  const shownUnsaved = useRef<ReadonlySet<string>>(NO_ROWS);
  const shownPending = useRef<ReadonlySet<string>>(NO_ROWS);
  useLayoutEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    const changed = [...markChanges(shownUnsaved.current, unsavedRows), ...markChanges(shownPending.current, pendingRows)];
    shownUnsaved.current = unsavedRows;
    shownPending.current = pendingRows;
    const rowNodes = changed.map((id) => api.getRowNode(id)).filter((node): node is IRowNode<Row> => node !== undefined);
    if (rowNodes.length > 0) api.refreshCells({ rowNodes, force: true });
  }, [apiRef, unsavedRows, pendingRows]);
  const markShown = useCallback((unsaved: ReadonlySet<string>, pending: ReadonlySet<string>) => {
    shownUnsaved.current = unsaved;
    shownPending.current = pending;
  }, []);
  return { markShown };
}
