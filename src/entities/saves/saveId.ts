/**
 * The header every queued save carries: its id, unique per save and kept across reloads
 * (pendingSavesSlice). A save sent at page exit with keepalive is sent again from the outbox on the
 * next load, since the page never saw the answer; the server applies each id once and answers a
 * repeat with the first answer (docs/api.md "Save ids"; the mock: mocks/handlers/saveReceiptHandlers.ts).
 */
export const SAVE_ID_HEADER = 'X-Save-Id';
