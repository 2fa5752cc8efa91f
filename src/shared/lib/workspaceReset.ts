import { createAction } from '@reduxjs/toolkit';

/**
 * The blank route (spec 01 §2.1) resets the working state of the screens: every screen and
 * cache slice returns to its initial state on this event. The session and preferences stay.
 */
export const workspaceReset = createAction('app/workspaceReset');
