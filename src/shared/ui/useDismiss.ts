import { type RefObject, useEffect, useRef } from 'react';

/**
 * A non-modal popover's way out (WAI-ARIA disclosure): while `open`, a press or the focus moving
 * outside `container` (and outside the elements of `inside`, such as its toggle, and any dialog
 * opened above it) calls `onDismiss`. Tab is never trapped: it simply leaves the popover.
 */
export function useDismiss(container: RefObject<HTMLElement | null>, open: boolean, onDismiss: () => void, inside: readonly RefObject<HTMLElement | null>[] = []): void {
  const latest = useRef({ onDismiss, inside });
  latest.current = { onDismiss, inside };
  useEffect(() => {
    if (!open) return undefined;
    const outside = (target: EventTarget | null): boolean => {
      if (!(target instanceof Node)) return false;
      if (container.current?.contains(target) || latest.current.inside.some((ref) => ref.current?.contains(target))) return false;
      return !(target instanceof Element && target.closest('.modal-backdrop'));
    };
    const onEvent = (event: Event) => {
      if (outside(event.target)) latest.current.onDismiss();
    };
    document.addEventListener('mousedown', onEvent);
    document.addEventListener('focusin', onEvent);
    return () => {
      document.removeEventListener('mousedown', onEvent);
      document.removeEventListener('focusin', onEvent);
    };
  }, [open, container]);
}
