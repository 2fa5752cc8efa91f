import type { ConflitoVersaoDto } from './conflictDto';
import { ApiError } from './http';

/**
 * The body of a write refused over a newer version (409 `conflito`, docs/api.md "Versioned
 * writes"), or null for any other error: for the writes sent outside the saves outbox (its queue
 * checks the same in entities/saves/saveQueueSagas.ts).
 */
export function versionConflictOf<B extends ConflitoVersaoDto<unknown>>(error: unknown): B | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<ConflitoVersaoDto<unknown>> | null;
  return body !== null && typeof body === 'object' && body.conflito === true && Array.isArray(body.atuais) ? (body as B) : null;
}
