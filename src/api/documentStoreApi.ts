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
  /** Column widths the user set per table (colId → px). */
  larguras?: Record<string, Record<string, number>>;
}

export interface DocumentStoreAddress {
  url: string;
  database: string;
}

const docPath = (store: DocumentStoreAddress, id: string): string => `/${encodeURIComponent(store.database)}/${encodeURIComponent(id)}`;

/** The address that reads one document by key: its row is missing, not a 404, when the user has none yet. */
export const documentQueryPath = (store: DocumentStoreAddress, id: string): string =>
  `/${encodeURIComponent(store.database)}/_all_docs?key=${encodeURIComponent(JSON.stringify(id))}&include_docs=true`;

interface AllDocsAnswer {
  rows?: { key: string; doc?: UserDocument | null }[];
}

/**
 * The user's document, or a new one (no _rev) when the store has none yet. Read through
 * `_all_docs?key=…&include_docs=true` (CouchDB): a user without preferences yet is an empty
 * answer, not a 404 the browser would log as an error on every page.
 */
export async function readUserDocument(store: DocumentStoreAddress, id: string, signal?: AbortSignal): Promise<UserDocument> {
  const answer = await http<AllDocsAnswer>(documentQueryPath(store, id), { baseUrl: store.url, signal });
  return answer.rows?.find((row) => row.key === id)?.doc ?? { _id: id };
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
