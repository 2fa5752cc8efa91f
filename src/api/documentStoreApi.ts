import { ApiError, http } from './http';

/**
 * The cloud document store of user preferences (DECISIONS 5): one document per user in the
 * configured database, CouchDB-style. GET answers the document with its _rev; PUT sends the
 * _rev it read; a stale _rev answers 409.
 */
export interface UserDocument {
  _id: string;
  _rev?: string;
  novoLayout?: boolean;
  /** Visible columns per table. */
  colunas?: Record<string, string[]>;
}

export interface DocumentStoreAddress {
  url: string;
  database: string;
}

const docPath = (store: DocumentStoreAddress, id: string): string => `/${encodeURIComponent(store.database)}/${encodeURIComponent(id)}`;

/** The user's document, or a new one (no _rev) when the store has none yet. */
export async function readUserDocument(store: DocumentStoreAddress, id: string, signal?: AbortSignal): Promise<UserDocument> {
  try {
    return await http<UserDocument>(docPath(store, id), { baseUrl: store.url, expectedStatuses: [404], signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { _id: id };
    throw error;
  }
}

/** Saves and answers the new _rev; a conflict throws an ApiError with status 409. */
export async function writeUserDocument(store: DocumentStoreAddress, doc: UserDocument, signal?: AbortSignal): Promise<string> {
  const answer = await http<{ rev: string }>(docPath(store, doc._id), { method: 'PUT', json: doc, baseUrl: store.url, expectedStatuses: [409], signal });
  return answer.rev;
}

const MAX_CONFLICT_RETRIES = 3;

/** Saves one change on top of the user's document: on 409 re-reads it, puts the change on top and tries again. Throws what it cannot save. */
export async function saveUserDocumentChange(store: DocumentStoreAddress, sub: string, change: Partial<UserDocument>, signal: AbortSignal): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const current = await readUserDocument(store, sub, signal);
      await writeUserDocument(store, { ...current, ...change, _id: sub }, signal);
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409) || attempt >= MAX_CONFLICT_RETRIES) throw error;
    }
  }
}
