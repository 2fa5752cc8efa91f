import type { Column, GridApi, SuppressKeyboardEventParams } from 'ag-grid-community';
import { gridContextOf, RETRY_BUTTON_CLASS } from './gridContext';

/**
 * The spreadsheet keyboard model of an editable column (issue 10 part 4), as the column's
 * `suppressKeyboardEvent`: the grid does the rest (arrow keys move between cells, Esc cancels the
 * edit, so the store's value stays).
 * - Typing a character on a cell starts editing with it (a '-' or ',' too: a quantity that is not
 *   plain digits is then refused with its reason, never saved as the digits that followed it);
 *   Space does nothing.
 * - Enter commits and moves to the next row whose cell is editable (disabled rows are skipped).
 * - ↑/↓ while editing commit and move up or down, as in a spreadsheet.
 * - On a cell marked not saved, Tab reaches its retry button; Enter or Space on it presses it.
 */
export function spreadsheetKeys(params: SuppressKeyboardEventParams): boolean {
  const { event, editing, api, column, node } = params;
  if (event.type !== 'keydown') return false;
  const rowIndex = node.rowIndex ?? -1;
  if (editing) {
    if (event.key === 'Enter') return commitThen(params, () => focusNextEditable(api, column, rowIndex));
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const target = rowIndex + (event.key === 'ArrowDown' ? 1 : -1);
      return commitThen(params, () => focusRow(api, column, target));
    }
    return false;
  }
  if (onRetryButton(event)) return event.key === 'Enter' || event.key === ' ';
  if (event.key === 'Tab' && !event.shiftKey) return focusRetryButton(event);
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key === ' ';
}

function commitThen(params: SuppressKeyboardEventParams, move: () => void): true {
  params.event.preventDefault();
  commitEditor(params, move);
  return true;
}

const onRetryButton = (event: KeyboardEvent): boolean => event.target instanceof HTMLElement && event.target.classList.contains(RETRY_BUTTON_CLASS);

function focusRetryButton(event: KeyboardEvent): boolean {
  const cell = event.target instanceof HTMLElement ? event.target : null;
  const button = cell?.querySelector<HTMLButtonElement>(`.${RETRY_BUTTON_CLASS}`);
  if (!button) return false;
  event.preventDefault();
  button.focus();
  return true;
}

/**
 * The open editor's value goes to the page now (see StoreGridContext.commitEdit), after the focus
 * has moved (`move`): each focus() lays the page out, and done after the page's update it laid out
 * the updated card and totals too, once more than the frame itself (issue 31). Without a handler,
 * the grid's own stop.
 */
function commitEditor({ api, node, column, context }: SuppressKeyboardEventParams, move: () => void): void {
  const commit = gridContextOf(context).commitEdit;
  const editor = commit ? api.getCellEditorInstances({ rowNodes: [node], columns: [column] })[0] : undefined;
  if (!commit || !editor) {
    api.stopEditing();
    move();
    return;
  }
  const value: unknown = editor.getValue();
  const field = column.getColDef().field;
  const previous: unknown = field ? (node.data as Record<string, unknown> | undefined)?.[field] : undefined;
  // Cancelled, so the grid asks for no edit of its own; the page's answer reaches the cell through the store.
  api.stopEditing(true);
  move();
  commit(node, column.getColId(), value, previous);
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
  if (!isRowInView(api, rowIndex)) api.ensureIndexVisible(rowIndex);
  api.setFocusedCell(rowIndex, column);
}

/**
 * Whether the row is wholly inside the grid's scrolled view (the grid's last known scroll
 * position: no layout is read). ensureIndexVisible reads the layout even for a row in view, and
 * does it again at the grid's next model update: after an edit, a forced layout before its frame.
 */
export function isRowInView(api: GridApi, rowIndex: number): boolean {
  const node = api.getDisplayedRowAtIndex(rowIndex);
  if (!node || node.rowTop === null || node.rowHeight === null || node.rowHeight === undefined) return false;
  const { top, bottom } = api.getVerticalPixelRange();
  return bottom > top && node.rowTop >= top && node.rowTop + node.rowHeight <= bottom;
}

/** Ctrl+Z (⌘Z) outside an editor: the caller's undo of the last committed change. */
export function isUndoKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z';
}
