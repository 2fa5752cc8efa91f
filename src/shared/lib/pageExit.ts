import { createAction } from '@reduxjs/toolkit';

/**
 * The page is going away (`pagehide`: reload, navigation, tab closed, the embedding iframe
 * removed). Dispatched synchronously from the event, so the save queue starts its keepalive
 * request before the page is gone (issue 17 item 3); `pageshow` from the back/forward cache
 * undoes it.
 */
export const pageExited = createAction('app/pageExited');

let leaving = false;

/** Whether requests started now should outlive the page (after pagehide, or while the tab is hidden). */
export function isPageLeaving(): boolean {
  return leaving || (typeof document !== 'undefined' && document.visibilityState === 'hidden');
}

/** Calls `onExit` on pagehide, marking the page as leaving until a pageshow; returns the unsubscribe. */
export function onPageExit(onExit: () => void): () => void {
  const hide = (): void => {
    leaving = true;
    onExit();
  };
  const show = (): void => {
    leaving = false;
  };
  window.addEventListener('pagehide', hide);
  window.addEventListener('pageshow', show);
  return () => {
    window.removeEventListener('pagehide', hide);
    window.removeEventListener('pageshow', show);
  };
}
