export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const MARGIN = 8;
const GAP = 4;

/**
 * Where a refused value's reason goes (RefusalTip): under its cell, or over it when there is no
 * room below, its left edge with the cell's, always inside the viewport.
 */
export function placeTip(cell: Box, tip: { width: number; height: number }, viewport: { width: number; height: number }): { top: number; left: number } {
  const below = cell.top + cell.height + GAP;
  const fitsBelow = below + tip.height <= viewport.height - MARGIN;
  const wanted = fitsBelow ? below : cell.top - GAP - tip.height;
  // A cell scrolled partly out of sight still has its reason inside the viewport.
  const top = Math.max(MARGIN, Math.min(wanted, viewport.height - MARGIN - tip.height));
  const left = Math.max(MARGIN, Math.min(cell.left, viewport.width - MARGIN - tip.width));
  return { top: Math.round(top), left: Math.round(left) };
}
