import { createEntityAdapter, createSlice, type EntityId } from '@reduxjs/toolkit';
import type { NormalizedEntities } from '../api/schemas';
import { workspaceReset } from '../shared/lib/workspaceReset';
import { entitiesReceived, sessionCleared } from './entitiesActions';

type TableName = Exclude<keyof NormalizedEntities, 'orderItems'>;
type EntityOf<K extends TableName> = NonNullable<NormalizedEntities[K]>[string];

/**
 * An entity table fed by `entitiesReceived`: upserts (list answers may carry fewer fields than
 * details, so merge), cleared with the session and by the blank route (workspace reset). No sortComparer: large tables are sorted in
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
          if (incoming) adapter.upsertMany(state as never, Object.values(incoming));
        })
        .addCase(sessionCleared, () => adapter.getInitialState())
        .addCase(workspaceReset, () => adapter.getInitialState());
    },
  });
  return { adapter, slice };
}
