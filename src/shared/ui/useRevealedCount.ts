import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint';

/**
 * How many of a list's `total` heavy items to render now: `step` at first, then `step` more after
 * each painted frame until all are there, so a page of many panels is built and laid out over a few
 * frames instead of in one long task (issue 31). A new `resetKey` (another page, a reload) starts
 * again from `step`.
 */
export function useRevealedCount(total: number, step: number, resetKey: unknown): number {
  const [state, setState] = useState({ resetKey, shown: step });
  let { shown } = state;
  if (state.resetKey !== resetKey) {
    shown = step;
    setState({ resetKey, shown });
  }
  useEffect(() => {
    if (shown >= total) return undefined;
    let live = true;
    void afterNextPaint().then(() => {
      if (live) setState((now) => ({ ...now, shown: now.shown + step }));
    });
    return () => {
      live = false;
    };
  }, [shown, total, step]);
  return Math.min(shown, total);
}
