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

/**
 * The version an edit was typed over when its quantity changed while the editor was open (a change
 * saved elsewhere arrived), else undefined (the row's own version applies; the tab's own save
 * landing meanwhile moves the version but not the value).
 */
/** The quantity and version of the row an editor opened on. */
export interface EditStart {
  qtdePedida: number;
  versao?: number;
}

/** `row`: the item as the store holds it now (the grid's row may lag behind while its editor is open). */
export function changedWhileTyping(startedWith: EditStart | undefined, row: { qtdePedida: number }): number | undefined {
  return startedWith && startedWith.qtdePedida !== row.qtdePedida ? (startedWith.versao ?? 0) : undefined;
}
