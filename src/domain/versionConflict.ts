/**
 * Versioned writes (docs/api.md "Versioned writes"): a value carries the version it was read at;
 * the server refuses a write over a newer one (409, `conflito: true`, the current values).
 */
export const VERSION_CONFLICT_MESSAGE = 'Este valor foi alterado em outra sessão.';

export interface VersionConflictBody<T> {
  conflito: true;
  atuais: T[];
}

export function isVersionConflictBody<T>(body: unknown): body is VersionConflictBody<T> {
  return typeof body === 'object' && body !== null && (body as { conflito?: unknown }).conflito === true && Array.isArray((body as { atuais?: unknown }).atuais);
}
