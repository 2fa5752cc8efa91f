/**
 * How the grid follows a new rows array from the store (ARCHITECTURE "AG Grid"): nothing when it is
 * the same array; a transaction updating the rows whose object changed when the ids are the same
 * and in the same order (an edit, a refresh of values); the whole row data otherwise (a new page,
 * a new server sort), which the grid reconciles through getRowId.
 */
export type RowSync<Row> = { kind: 'none' } | { kind: 'update'; update: Row[] } | { kind: 'reset' };

const NONE = { kind: 'none' } as const;
const RESET = { kind: 'reset' } as const;

export function rowSync<Row>(previous: readonly Row[], next: readonly Row[], idOf: (row: Row) => string): RowSync<Row> {
  if (previous === next) return NONE;
  if (previous.length !== next.length) return RESET;
  const update: Row[] = [];
  for (let index = 0; index < next.length; index += 1) {
    const before = previous[index];
    const after = next[index];
    if (before === after) continue;
    if (idOf(before) !== idOf(after)) return RESET;
    update.push(after);
  }
  return update.length === 0 ? NONE : { kind: 'update', update };
}

/**
 * The user's own edits are applied synchronously so the typed value shows in the same frame; any
 * other change (a background refresh) is batched with async transactions.
 */
export function isOwnEdit<Row>(update: readonly Row[], idOf: (row: Row) => string, ownIds: ReadonlySet<string>): boolean {
  return update.length > 0 && update.every((row) => ownIds.has(idOf(row)));
}
