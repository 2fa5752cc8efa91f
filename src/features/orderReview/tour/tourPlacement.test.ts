import fc from 'fast-check';
import { overlaps, placeBubble, type Box } from './tourPlacement';

const VIEWPORT = { width: 1330, height: 860 };
const BUBBLE = { width: 340, height: 190 };
const inside = (box: Box) => box.left >= 0 && box.top >= 0 && box.left + box.width <= VIEWPORT.width && box.top + box.height <= VIEWPORT.height;

describe('tour bubble placement (issue 12 part 8: fits at 1330×860, never over its target)', () => {
  it('goes below a target near the top, above one near the bottom, beside a tall one', () => {
    expect(placeBubble({ top: 100, left: 600, width: 40, height: 36 }, BUBBLE, VIEWPORT).side).toBe('below');
    expect(placeBubble({ top: 780, left: 600, width: 120, height: 36 }, BUBBLE, VIEWPORT).side).toBe('above');
    expect(placeBubble({ top: 40, left: 20, width: 400, height: 780 }, BUBBLE, VIEWPORT).side).toBe('right');
    expect(placeBubble({ top: 40, left: 900, width: 420, height: 780 }, BUBBLE, VIEWPORT).side).toBe('left');
  });

  it('for any target the page may show at 1330×860 (up to 400 px on a side), the bubble is inside the viewport and off the target', () => {
    const target = fc
      .record({ width: fc.integer({ min: 8, max: 400 }), height: fc.integer({ min: 8, max: 400 }) })
      .chain(({ width, height }) => fc.record({ width: fc.constant(width), height: fc.constant(height), left: fc.integer({ min: 0, max: VIEWPORT.width - width }), top: fc.integer({ min: 0, max: VIEWPORT.height - height }) }));
    fc.assert(
      fc.property(target, (box) => {
        const placed = placeBubble(box, BUBBLE, VIEWPORT);
        const bubble = { top: placed.top, left: placed.left, ...BUBBLE };
        expect(inside(bubble)).toBe(true);
        expect(overlaps(bubble, box)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('stays inside a viewport smaller than every side allows', () => {
    const placed = placeBubble({ top: 10, left: 10, width: 300, height: 300 }, BUBBLE, { width: 360, height: 320 });
    expect(placed.left).toBeGreaterThanOrEqual(0);
    expect(placed.top + BUBBLE.height).toBeLessThanOrEqual(320);
  });
});
