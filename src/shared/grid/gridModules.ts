import {
  CellApiModule,
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CustomEditorModule,
  LocaleModule,
  ModuleRegistry,
  RenderApiModule,
  RowApiModule,
  RowStyleModule,
  ScrollApiModule,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';

/**
 * Only the AG Grid modules the order grids use (TOOLCHAIN "Bundle size facts"): client-side rows
 * with transactions, the light quantity editor, tooltips, row and cell classes, column visibility
 * the scroll/focus API the keyboard model needs, refreshCells for the not-saved mark, formatted cell
 * values to size EAN and money columns to their content (columnKinds) (column resizing is in the core; widths are kept per user). Sorting is the server's: the grid only shows
 * the header's sort state (sorting is in the core) and asks for the server's order (serverSort.ts). Importing this module
 * registers them once; it lives only in the order screens' lazy chunks.
 */
const modules = [
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  RowApiModule,
  ColumnApiModule,
  CellApiModule,
  ScrollApiModule,
  RenderApiModule,
  CustomEditorModule,
  TooltipModule,
  RowStyleModule,
  CellStyleModule,
  LocaleModule,
  ...(process.env.NODE_ENV === 'production' ? [] : [ValidationModule]),
];

ModuleRegistry.registerModules(modules);

export const GRID_MODULES_REGISTERED = modules.length;
