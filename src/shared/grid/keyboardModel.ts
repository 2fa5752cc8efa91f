import type { Column, GridApi, SuppressKeyboardEventParams } from 'ag-grid-community';

/**
 * The spreadsheet keyboard model of an editable column (issue 10 part 4), as the column's
 * `suppressKeyboardEvent`: the grid does the rest (arrow keys move between cells, Esc cancels the
 * edit, so the store's value stays).
 * - Typing a digit on a cell starts editing with it; any other printable key does nothing.
 * - Enter commits and moves to the next row whose cell is editable (disabled rows are skipped).
 * - ↑/↓ while editing commit and move up or down, as in a spreadsheet.
 */
export function spreadsheetKeys(params: SuppressKeyboardEventParams): boolean {
  const { event, editing, api, column, node } = params;
  if (event.type !== 'keydown') return false;
  const rowIndex = node.rowIndex ?? -1;
  if (editing) {
    if (event.key === 'Enter') return commitThen(event, api, () => focusNextEditable(api, column, rowIndex));
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const target = rowIndex + (event.key === 'ArrowDown' ? 1 : -1);
      return commitThen(event, api, () => focusRow(api, column, target));
    }
    return false;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 && !/^\d$/.test(event.key);
}

function commitThen(event: KeyboardEvent, api: GridApi, move: () => void): true {
  event.preventDefault();
  api.stopEditing();
  move();
  return true;
}

/** The displayed index of the first row after `from` whose cell in `column` can be edited, or null. */
export function nextEditableRowIndex(api: GridApi, column: Column, from: number): number | null {
  const count = api.getDisplayedRowCount();
  for (let index = from + 1; index < count; index += 1) {
    const node = api.getDisplayedRowAtIndex(index);
    if (node && column.isCellEditable(node)) return index;
  }
  return null;
}

function focusNextEditable(api: GridApi, column: Column, from: number): void {
  const next = nextEditableRowIndex(api, column, from);
  // On the last enabled row the focus stays where it is, as a spreadsheet does at its end.
  focusRow(api, column, next ?? from);
}

function focusRow(api: GridApi, column: Column, rowIndex: number): void {
  if (rowIndex < 0 || rowIndex >= api.getDisplayedRowCount()) return;
  api.ensureIndexVisible(rowIndex);
  api.setFocusedCell(rowIndex, column);
}

/** Ctrl+Z (⌘Z) outside an editor: the caller's undo of the last committed change. */
export function isUndoKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z';
}
