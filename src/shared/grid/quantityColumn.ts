import type { ColDef, ColDefField, EditableCallbackParams, ValueParserParams } from 'ag-grid-community';
import { gridContextOf, PENDING_CELL_CLASS, PENDING_LABEL, REFUSED_CELL_CLASS, UNSAVED_CELL_CLASS, UNSAVED_LABEL } from './gridContext';
import { QuantityCell } from './QuantityCell';
import { parseQuantity, QuantityEditor } from './QuantityEditor';
import { spreadsheetKeys } from './keyboardModel';
import { withKind } from './columnKinds';

export interface QuantityColumnOptions<Row> {
  /** The row field that holds the quantity; also the column id. */
  field: ColDefField<Row>;
  headerName: string;
  /** Rows whose quantity cannot be edited (combo items, a sent order); Enter skips them. */
  isDisabled?: (row: Row) => boolean;
  /** The rule the quantity must follow, as a tooltip (spec 03 §5), or undefined for none. */
  tooltip?: (row: Row) => string | undefined;
  width?: number;
}

export const QUANTITY_CELL_CLASS = 'grid-quantity';
export const DISABLED_CELL_CLASS = 'grid-quantity--disabled';

/**
 * An editable quantity column: at most five characters, the light QuantityEditor, the spreadsheet
 * keyboard model, and the edit reaching the page as an edit request (readOnlyEdit) with the parsed
 * number (or null, or the text when it is not plain digits). Whether it is accepted, saved or reverted is the page's rule. A row
 * whose save failed (StoreGrid's unsavedRows) keeps its value, marked 'Não salvo' with a retry.
 */
export function quantityColumn<Row>({ field, headerName, isDisabled, tooltip, width = 96 }: QuantityColumnOptions<Row>): ColDef<Row> {
  const enabled = (row: Row | undefined): boolean => row !== undefined && !(isDisabled?.(row) ?? false);
  return withKind<Row>('quantity', {
    colId: field,
    field,
    headerName,
    width,
    type: 'rightAligned',
    editable: (params: EditableCallbackParams<Row>) => enabled(params.data),
    cellEditor: QuantityEditor,
    valueParser: (params: ValueParserParams<Row>) => parseQuantity(params.newValue),
    valueFormatter: ({ value }) => (value === null || value === undefined ? '' : String(value)),
    cellRenderer: QuantityCell,
    tooltip: ({ data, context }) => {
      const rule = data && tooltip ? tooltip(data) : undefined;
      const grid = gridContextOf(context);
      const mark = data === undefined ? undefined : grid.isUnsaved?.(data) ? UNSAVED_LABEL : grid.isPending?.(data) ? PENDING_LABEL : undefined;
      if (!mark) return rule;
      return rule ? `${mark}\n${rule}` : mark;
    },
    cellClass: ({ data }) => (enabled(data) ? QUANTITY_CELL_CLASS : [QUANTITY_CELL_CLASS, DISABLED_CELL_CLASS]),
    cellClassRules: {
      [UNSAVED_CELL_CLASS]: ({ data, context }) => data !== undefined && gridContextOf(context).isUnsaved?.(data) === true,
      [PENDING_CELL_CLASS]: ({ data, context }) => data !== undefined && gridContextOf(context).isPending?.(data) === true,
      [REFUSED_CELL_CLASS]: ({ data, context, colDef }) => data !== undefined && gridContextOf(context).isRefused?.(data, colDef.colId ?? String(field)) === true,
    },
    suppressKeyboardEvent: spreadsheetKeys,
  });
}
