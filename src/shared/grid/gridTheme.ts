import { themeQuartz } from 'ag-grid-community';

/**
 * The order tables' theme (Theming API, no theme CSS files): the app's font and compact rows so a
 * 12-column table fits the 1330 px content column (ARCHITECTURE "Layout").
 */
export const gridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontSize: 13,
  spacing: 6,
  // 8 px at each side of a cell (not 18): the product name gets the room (issue 28, columnKinds CELL_PADDING_PX).
  cellHorizontalPadding: 8,
  rowHeight: 34,
  headerHeight: 38,
  accentColor: '#1f6fb2',
  wrapperBorderRadius: 4,
});
