import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { saveSucceeded } from '../saves/pendingSavesSlice';

/**
 * Whether the app can reach the server (issue 17 item 3): the browser's `offline`/`online`
 * events, and a save that failed for lack of network (the queue keeps it and waits). The shell
 * shows 'Sem conexão' while it is false.
 */
export interface ConnectionState {
  online: boolean;
}

const connectionSlice = createSlice({
  name: 'connection',
  initialState: { online: true } as ConnectionState,
  reducers: {
    connectionChanged(state, { payload }: PayloadAction<{ online: boolean }>) {
      state.online = payload.online;
    },
  },
  // A save that lands proves the server is reachable again.
  extraReducers: (builder) => builder.addCase(saveSucceeded, (state) => void (state.online = true)),
});

export const { connectionChanged } = connectionSlice.actions;
export const connectionReducer = connectionSlice.reducer;
export const selectOnline = (s: { connection?: ConnectionState }): boolean => s.connection?.online !== false;
