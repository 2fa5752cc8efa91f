import { useEffect, useRef } from 'react';

/**
 * A list that keeps its rows on screen while the next page is read (`waiting`): once the wait ends
 * (the new page, or a failure saying why), its top is brought into view if it is above the window,
 * so the buyer who paged from the pager at the bottom reads the new page from its start.
 */
export function useTopInViewAfterWait<T extends HTMLElement>(waiting: boolean) {
  const top = useRef<T>(null);
  const waited = useRef(false);
  useEffect(() => {
    const element = top.current;
    if (waited.current && !waiting && element && element.getBoundingClientRect().top < 0) element.scrollIntoView?.({ block: 'start' });
    waited.current = waiting;
  }, [waiting]);
  return top;
}
