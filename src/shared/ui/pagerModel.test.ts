import fc from 'fast-check';
import { isPagerVisible, isSizeOptionDisabled, pageCount, pageWindow } from './pagerModel';

describe('pager rules (spec 01 §2.5, §5, §9)', () => {
  it('appears only when the total exceeds 5', () => {
    expect(isPagerVisible(5)).toBe(false);
    expect(isPagerVisible(6)).toBe(true);
  });

  it('disables a page-size option when total ÷ option is below 0.5', () => {
    expect(isSizeOptionDisabled(12, 20)).toBe(false); // 0.6
    expect(isSizeOptionDisabled(12, 30)).toBe(true); // 0.4
    expect(isSizeOptionDisabled(25, 50)).toBe(false); // exactly 0.5
  });

  it('shows at most the asked number of page buttons, always including the current page, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 12 }), fc.nat(), (pages, max, rawPage) => {
        const page = rawPage % pages;
        const window = pageWindow(page, pages, max);
        expect(window.length).toBe(Math.min(pages, max));
        expect(window).toContain(page);
        window.forEach((n, i) => {
          expect(n).toBeGreaterThanOrEqual(0);
          expect(n).toBeLessThan(pages);
          if (i > 0) expect(n).toBe(window[i - 1] + 1);
        });
      }),
    );
  });

  it('keeps the window at the edges instead of showing pages that do not exist', () => {
    expect(pageWindow(0, 20, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(19, 20, 5)).toEqual([15, 16, 17, 18, 19]);
    expect(pageWindow(10, 20, 8)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});
