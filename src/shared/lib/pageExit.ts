import { createAction } from '@reduxjs/toolkit';
import { isPageHidden } from '../saga/visibility';

/**
 * The page is going away (`pagehide`: reload, navigation, tab closed, the embedding iframe
 * removed). Put synchronously from the event (entities/connection/connectionSagas.ts), so the
 * save queue starts its keepalive request before the page is gone (issue 17 item 3); a `pageshow`
 * from the back/forward cache undoes it.
 */
export const pageExited = createAction('app/pageExited');

let leaving = false;

export function setPageLeaving(value: boolean): void {
  leaving = value;
}

/** Whether requests started now should outlive the page (after pagehide, or while the tab is hidden). */
export function isPageLeaving(): boolean {
  return leaving || isPageHidden();
}
