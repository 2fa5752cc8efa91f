import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { GridApi, IRowNode } from 'ag-grid-community';
import { useLatest } from './useLatest';

/** A value the page refused, at its cell, with the reason. */
export interface Refused {
  rowId: string;
  colId: string;
  reason: string;
}

/** The refused cell's element (the grid's own cell, found by row and column id). */
function cellElement(section: HTMLElement | null, refused: Refused | null): HTMLElement | null {
  if (!section || !refused) return null;
  const row = [...section.querySelectorAll<HTMLElement>('.ag-row')].filter((element) => element.getAttribute('row-id') === refused.rowId);
  for (const element of row) {
    const cell = [...element.querySelectorAll<HTMLElement>('.ag-cell')].find((c) => c.getAttribute('col-id') === refused.colId);
    if (cell) return cell;
  }
  return null;
}

/**
 * The last refused value: the cell is marked (its cellClassRules read `refusedRef`, already the new
 * value when the rows are refreshed) and its element is where RefusalTip shows the reason.
 */
export function useRefusedCell<Row>(apiRef: RefObject<GridApi<Row> | null>, sectionRef: RefObject<HTMLElement | null>) {
  const [refused, setRefused] = useState<Refused | null>(null);
  const refusedRef = useLatest(refused);
  const [refusedCell, setRefusedCell] = useState<HTMLElement | null>(null);
  const shownRefused = useRef<Refused | null>(null);
  useLayoutEffect(() => {
    const api = apiRef.current;
    const ids = [shownRefused.current?.rowId, refused?.rowId].filter((id): id is string => id !== undefined);
    shownRefused.current = refused;
    const rowNodes = ids.map((id) => api?.getRowNode(id)).filter((node): node is IRowNode<Row> => node !== undefined);
    if (api && rowNodes.length > 0) api.refreshCells({ rowNodes, force: true });
    setRefusedCell(cellElement(sectionRef.current, refused));
  }, [apiRef, sectionRef, refused]);
  return { refused, refusedRef, setRefused, refusedCell };
}
