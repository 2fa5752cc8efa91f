import { useEffect, useRef, type RefObject } from 'react';

/**
 * Listens on a grid's wrapper for a row action's event (rowActionColumn) and hands the row to
 * `onRow`; the latest `onRow` is used, so the caller need not memoize it. Returns the ref to put
 * on the wrapper.
 */
export function useRowAction<Row>(eventName: string, onRow: (row: Row) => void): RefObject<HTMLDivElement | null> {
  const wrapper = useRef<HTMLDivElement>(null);
  const latest = useRef(onRow);
  latest.current = onRow;
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    const listener = (event: Event) => latest.current((event as CustomEvent<Row>).detail);
    element.addEventListener(eventName, listener);
    return () => element.removeEventListener(eventName, listener);
  });
  return wrapper;
}
