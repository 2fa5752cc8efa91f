import type { KeyboardEvent } from 'react';

export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a dialog or popover: from its last control to the first, and Shift+Tab from
 * the first (or from the container itself) to the last. Call it on a Tab key down. A key already
 * handled by a dialog opened above it (a portal whose events bubble through React) is left alone.
 */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  if (event.defaultPrevented || !container.contains(document.activeElement)) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const at = document.activeElement;
  if (event.shiftKey && (at === first || at === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && at === last) {
    event.preventDefault();
    first.focus();
  }
}
