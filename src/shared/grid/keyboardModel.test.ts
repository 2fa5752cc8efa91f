import type { GridApi, IRowNode } from 'ag-grid-community';
import { isRowInView } from './keyboardModel';

/** A grid scrolled to `top`, showing `height` pixels, with 34-pixel rows (what the order grids use). */
function grid(top: number, height: number, rowHeight: number | null = 34): GridApi {
  return {
    getDisplayedRowAtIndex: (index: number) => ({ rowTop: rowHeight === null ? null : index * rowHeight, rowHeight }) as IRowNode,
    getVerticalPixelRange: () => ({ top, bottom: top + height }),
  } as unknown as GridApi;
}

describe('isRowInView (Enter moves the focus without scrolling when the next row shows)', () => {
  it('is true for a row wholly inside the scrolled view', () => {
    expect(isRowInView(grid(0, 340), 0)).toBe(true);
    expect(isRowInView(grid(0, 340), 9)).toBe(true);
    expect(isRowInView(grid(3400, 340), 105)).toBe(true);
  });

  it('is false for a row cut by the view’s edge or outside it, so the grid scrolls to it', () => {
    expect(isRowInView(grid(0, 340), 10)).toBe(false);
    expect(isRowInView(grid(0, 350), 10)).toBe(false);
    expect(isRowInView(grid(3400, 340), 99)).toBe(false);
    expect(isRowInView(grid(3410, 340), 100)).toBe(false);
  });

  it('is false when the grid has no layout yet (no height, no row positions)', () => {
    expect(isRowInView(grid(0, 0), 0)).toBe(false);
    expect(isRowInView(grid(0, 340, null), 0)).toBe(false);
  });
});
