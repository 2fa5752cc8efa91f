import { createEntityAdapter, createSlice, isDraft, original, type EntityId, type EntityState } from '@reduxjs/toolkit';
import { deepFreeze } from '../shared/lib/deepFreeze';
import type { NormalizedEntities } from '../api/schemas';
import { workspaceReset } from '../shared/lib/workspaceReset';
import { entitiesReceived, sessionCleared } from './entitiesActions';

type TableName = Exclude<keyof NormalizedEntities, 'orderItems'>;
type EntityOf<K extends TableName> = NonNullable<NormalizedEntities[K]>[string];

/**
 * An entity table fed by `entitiesReceived`: upserts (list answers may carry fewer fields than
 * details, so merge; upsertRows), cleared with the session and by the blank route (workspace reset). No sortComparer: large tables are sorted in
 * selectors or in the grid.
 */
export function createEntitySlice<K extends TableName, Id extends EntityId>(table: K, selectId: (entity: EntityOf<K>) => Id) {
  const adapter = createEntityAdapter<EntityOf<K>, Id>({ selectId });
  const slice = createSlice({
    name: `entities/${table}`,
    initialState: adapter.getInitialState(),
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(entitiesReceived, (state, { payload }) => {
          const incoming = payload[table] as Record<string, EntityOf<K>> | undefined;
          if (incoming) upsertRows(state as EntityState<EntityOf<K>, Id>, Object.values(incoming), selectId);
        })
        .addCase(sessionCleared, () => adapter.getInitialState())
        .addCase(workspaceReset, () => adapter.getInitialState());
    },
  });
  return { adapter, slice };
}

function sameFields(before: Record<string, unknown>, row: Record<string, unknown>): boolean {
  for (const key in row) if (!Object.is(before[key], row[key])) return false;
  return true;
}

/**
 * The adapter's upsertMany without its cost on thousands of rows (the review's 4,500 orders, read
 * again by every list and 'Relatório'): a row equal to the stored one is left as it is, a changed
 * one is merged over the stored one outside Immer, and new or merged rows are frozen before they
 * are stored, so Immer neither drafts the stored rows nor walks the new ones again.
 */
function upsertRows<T, Id extends EntityId>(state: EntityState<T, Id>, rows: readonly T[], selectId: (row: T) => Id): void {
  const stored = isDraft(state) ? (original(state as never) as EntityState<T, Id>).entities : state.entities;
  const seen = new Set<Id>();
  for (const row of rows) {
    const id = selectId(row);
    const before = seen.has(id) ? state.entities[id] : stored[id];
    if (before === undefined) state.ids.push(id);
    else if (sameFields(before as Record<string, unknown>, row as Record<string, unknown>)) continue;
    state.entities[id] = deepFreeze(before === undefined ? row : { ...before, ...row });
    seen.add(id);
  }
}
