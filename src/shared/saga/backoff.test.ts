import { backoffMs } from './backoff';

describe('backoffMs: capped exponential backoff with jitter', () => {
  it('doubles from the base up to the cap, the jitter moving each wait within the upper half of its ceiling', () => {
    const ceilings = [1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, 1000, 16_000, () => 1));
    expect(ceilings).toEqual([1000, 2000, 4000, 8000, 16_000, 16_000]);
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, 1000, 16_000, () => 0))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect(backoffMs(2, 1000, 16_000, () => 0.5)).toBe(1500);
  });

  it('never passes the cap, whatever the random source answers', () => {
    for (const r of [-1, 0, 0.3, 0.999, 1, 2, Number.NaN]) {
      for (let n = 1; n <= 40; n += 1) {
        const ms = backoffMs(n, 250, 10_000, () => r);
        expect(ms).toBeLessThanOrEqual(10_000);
        expect(ms).toBeGreaterThanOrEqual(Math.min(10_000, 250 * 2 ** (n - 1)) / 2);
      }
    }
  });
});
