import { createAction } from '@reduxjs/toolkit';
import type { NormalizedEntities } from '../api/schemas';

/** One event per server answer: every entity slice picks its own table from the normalized payload. */
export const entitiesReceived = createAction<NormalizedEntities>('entities/received');

/** The user's session ended (logout, or another user signed in): every slice returns to its initial state. */
export const sessionCleared = createAction('session/cleared');
