/**
 * Pager rules (spec 01 §2.5, §5, §9): the pager and its size selector appear only when the total
 * exceeds 5; a size option is disabled when total ÷ option < 0.5; at most `maxButtons` numbered
 * pages (8 by default, 5 in tables), in a window around the current page.
 */
export const PAGER_MIN_TOTAL = 5;
export const DEFAULT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_MAX_BUTTONS = 8;
export const TABLE_MAX_BUTTONS = 5;

export function isPagerVisible(total: number, minTotal = PAGER_MIN_TOTAL): boolean {
  return total > minTotal;
}

export function isSizeOptionDisabled(total: number, option: number): boolean {
  return total / option < 0.5;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** The zero-based page numbers to show as buttons. */
export function pageWindow(page: number, pages: number, maxButtons: number): number[] {
  const count = Math.min(pages, Math.max(1, maxButtons));
  const current = Math.min(Math.max(0, page), pages - 1);
  let start = current - Math.floor((count - 1) / 2);
  start = Math.max(0, Math.min(start, pages - count));
  return Array.from({ length: count }, (_, i) => start + i);
}
