import { act, renderHook } from '@testing-library/react';
import { useRevealedCount } from './useRevealedCount';

describe('useRevealedCount (issue 31)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const frame = () =>
    act(async () => {
      jest.advanceTimersByTime(100);
    });

  it('shows a step at first, a step more after each painted frame, and stops at the total', async () => {
    const { result } = renderHook(() => useRevealedCount(5, 2, 'page 0'));
    expect(result.current).toBe(2);
    await frame();
    expect(result.current).toBe(4);
    await frame();
    expect(result.current).toBe(5);
    await frame();
    expect(result.current).toBe(5);
  });

  it('starts again from a step when the key changes (another page), and shows a short list whole', async () => {
    const { result, rerender } = renderHook(({ total, key }) => useRevealedCount(total, 2, key), { initialProps: { total: 6, key: 'page 0' } });
    await frame();
    await frame();
    expect(result.current).toBe(6);
    rerender({ total: 6, key: 'page 1' });
    expect(result.current).toBe(2);
    rerender({ total: 1, key: 'page 2' });
    expect(result.current).toBe(1);
  });
});
