import type { ColDef, Column, GridApi, ICellRendererComp, ICellRendererParams, IRowNode, ValueGetterParams } from 'ag-grid-community';
import { productNameParts } from './productName';
import './columnKinds.css';

/**
 * How an order table sizes a column by the kind of content it holds, decided once for every order
 * table (automatic order, review, excluded products, not bought, manual order, combo, packaging):
 * - ean and money: never cut. The column is at least as wide as its widest formatted value
 *   (contentWidth: the grid's 13 px font with tabular digits, measured in the browser test);
 * - productName: two lines, the substance on the first and the presentation on the second, whose
 *   end (strength, form, pack: 'X 15', 'X 30') stays in sight when the column is narrow;
 * - quantity and text: their own width; a text may be cut with an ellipsis and its tooltip.
 */
export type ColumnKind = 'ean' | 'money' | 'quantity' | 'productName' | 'text';

/** Width of one character of the grid's font (digits are tabular) and a cell's horizontal padding, in px. */
export const CHAR_PX = 7.6;
export const CELL_PADDING_PX = 22;
/** The narrowest width of a kind that is never cut: a 13-digit EAN, a money value under R$ 1.000,00 (wider values widen their column: fitContent). */
const FLOOR_TEXT: Partial<Record<ColumnKind, string>> = { ean: '7896000000000', money: 'R$ 000,00' };

/** The width a one-line text needs in an order table cell. */
export const contentWidth = (text: string): number => Math.ceil(text.length * CHAR_PX) + CELL_PADDING_PX;

/** The CSS class of a kind's cells (also for the plain HTML order tables: `cellKindClass('money')`). */
export const cellKindClass = (kind: ColumnKind): string => `cell-kind--${kind}`;

/** The kind a column was given with withKind, if any. */
export const kindOf = (def: ColDef | undefined): ColumnKind | undefined => (def?.context as { kind?: ColumnKind } | undefined)?.kind;

/** A kind that sizes its column to its content. */
const fitsContent = (kind: ColumnKind | undefined): boolean => kind === 'ean' || kind === 'money';

/** The product name on two lines, no React per cell: the full name is the cell's title. */
export class ProductNameCell implements ICellRendererComp {
  private readonly gui = document.createElement('span');

  init(params: ICellRendererParams): void {
    this.gui.className = 'product-name';
    this.refresh(params);
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(params: ICellRendererParams): boolean {
    const name = String(params.valueFormatted ?? params.value ?? '');
    const { substance, strength, rest } = productNameParts(name);
    const first = document.createElement('span');
    first.className = 'product-name__head';
    const substanceGui = document.createElement('span');
    substanceGui.className = 'product-name__substance';
    substanceGui.textContent = substance;
    const strengthGui = document.createElement('span');
    strengthGui.className = 'product-name__strength';
    strengthGui.textContent = strength;
    first.replaceChildren(substanceGui, strengthGui);
    const second = document.createElement('span');
    second.className = 'product-name__tail';
    const inner = document.createElement('span');
    inner.textContent = rest;
    second.append(inner);
    this.gui.title = name;
    this.gui.replaceChildren(first, second);
    return true;
  }
}

/** A column given its kind: its class, a minimum width for the kinds never cut, two lines for a product name. */
export function withKind<Row>(kind: ColumnKind, def: ColDef<Row>): ColDef<Row> {
  const floor = FLOOR_TEXT[kind];
  const kindClass = cellKindClass(kind);
  const own = def.cellClass;
  return {
    ...def,
    context: { ...(def.context as object | undefined), kind },
    ...(floor ? { minWidth: Math.max(def.minWidth ?? 0, contentWidth(floor)), width: Math.max(def.width ?? 0, contentWidth(floor)) } : {}),
    ...(kind === 'productName' ? { cellRenderer: ProductNameCell } : {}),
    cellClass: typeof own === 'function' ? (params) => [kindClass, ...[own(params) ?? []].flat()] : [kindClass, ...[own ?? []].flat()],
  };
}

/**
 * How a column's cell value is read, decided once per column (5,000 rows a column): a plain field
 * from the row itself, a value getter function called directly (the grid's value pipeline around
 * it cost more than the getter), anything else through the grid.
 */
function valueReader<Row>(api: GridApi<Row>, column: Column): (rowNode: IRowNode<Row>) => unknown {
  const colDef = column.getColDef();
  const { field, valueGetter } = colDef;
  const fromGrid = (rowNode: IRowNode<Row>): unknown => api.getCellValue({ rowNode, colKey: column });
  if (typeof valueGetter === 'function') {
    // One params object for the column, pointed at each row in turn (the getter runs synchronously).
    let current: IRowNode<Row> | null = null;
    const params: ValueGetterParams<Row> = { api, node: null, data: undefined, colDef, column, context: api.getGridOption('context'), getValue: (colKey) => api.getCellValue({ rowNode: current!, colKey: colKey as string | Column }) };
    return (rowNode) => {
      current = rowNode;
      params.node = rowNode;
      params.data = rowNode.data;
      return valueGetter(params);
    };
  }
  if (valueGetter || !field || field.includes('.')) return fromGrid;
  return (rowNode) => (rowNode.data ? (rowNode.data as Record<string, unknown>)[field] : fromGrid(rowNode));
}

/**
 * The rows whose formatted text may be the column's longest. A money text depends on its value
 * alone and is the longer the more integer digits and the sign it has, so of the rows holding a
 * number only the largest and the most negative can be the widest: formatting every one of 5,000
 * rows was a 70 ms task (issue 31). Of the rows holding anything else (an empty value, a text) one
 * per distinct value is formatted: a column empty in most rows (no history price) formatted its
 * 5,000 empty cells through the grid. Other kinds: every row.
 */
function widestCandidates<Row>(column: Column, read: (rowNode: IRowNode<Row>) => unknown, nodes: readonly IRowNode<Row>[]): readonly IRowNode<Row>[] {
  if (kindOf(column.getColDef() as ColDef) !== 'money') return nodes;
  const others = new Map<unknown, IRowNode<Row>>();
  let largest: { node: IRowNode<Row>; value: number } | undefined;
  let lowest: { node: IRowNode<Row>; value: number } | undefined;
  for (const node of nodes) {
    const value = read(node);
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      if (!others.has(value)) others.set(value, node);
    } else if (value >= 0 && (!largest || value > largest.value)) largest = { node, value };
    else if (value < 0 && (!lowest || value < lowest.value)) lowest = { node, value };
  }
  const candidates = [...others.values()];
  for (const extreme of [largest, lowest]) if (extreme) candidates.push(extreme.node);
  return candidates;
}

/** The widths the content-sized columns need for these rows (only where wider than now). */
export function contentFits<Row>(api: GridApi<Row>, nodes: readonly IRowNode<Row>[]): { key: string; newWidth: number }[] {
  const fits: { key: string; newWidth: number }[] = [];
  for (const column of api.getColumns() ?? []) {
    if (!fitsContent(kindOf(column.getColDef() as ColDef))) continue;
    let widest = 0;
    const plain = !column.getColDef().valueFormatter;
    const read = valueReader(api, column);
    for (const rowNode of widestCandidates(column, read, nodes)) {
      // A text without a formatter is shown as it is (an EAN): read from the row, not through the grid's value pipeline.
      const raw = plain ? read(rowNode) : undefined;
      const text = typeof raw === 'string' ? raw : api.getCellValue({ rowNode, colKey: column, useFormatter: true });
      if (text !== null && text !== undefined) widest = Math.max(widest, contentWidth(String(text)));
    }
    if (widest > column.getActualWidth()) fits.push({ key: column.getColId(), newWidth: widest });
  }
  return fits;
}

/** Widens the content-sized columns so that none of these rows is cut (all rows when none given). */
export function fitContent<Row>(api: GridApi<Row>, nodes?: readonly IRowNode<Row>[]): void {
  const all: IRowNode<Row>[] = [];
  if (!nodes) api.forEachNode((node) => all.push(node));
  const fits = contentFits(api, nodes ?? all);
  // Column state, not setColumnWidths: a flex column left of a widened one (Produto) shrinks too.
  if (fits.length > 0) api.applyColumnState({ state: fits.map(({ key, newWidth }) => ({ colId: key, width: newWidth })) });
}
