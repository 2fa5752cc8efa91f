import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../entitiesActions';

/**
 * Saves the user asked for and the server has not confirmed yet, for every screen (the queue in
 * saveQueue.ts sends them). They live in the store, not in a saga, so a supervisor restart of a
 * feature or a 401 in the middle loses none of them; saveStorage.ts keeps a copy per user.
 */
export type PendingSaveStatus = 'waiting' | 'saving' | 'failed' | 'conflict';

export interface PendingSave {
  /** Unique per request (kept across reloads, so a restored copy is never added twice). */
  id: string;
  /** Which queue sends it (one per kind of save, for example 'wizard/items'). */
  queue: string;
  /** What it writes: a newer save of the same key replaces one that has not left yet. */
  key: string;
  payload: unknown;
  /** What the user sees while it is not saved (Portuguese). */
  label: string;
  /** When it was last asked for (debounce). */
  at: number;
  status: PendingSaveStatus;
  error: string | null;
  /**
   * 'conflict' (docs/api.md "Versioned writes"): the value was changed elsewhere since it was read;
   * the server's current values (each with its version) until the buyer keeps theirs or takes them.
   */
  current?: unknown[];
}

/** A save whose payload names the version its value was read at (the server refuses it over a newer one). */
export interface VersionedPayload {
  versao?: number;
}

export interface PendingSavesState {
  entries: PendingSave[];
  /**
   * Whether the server can be reached (issue 17 item 3): the browser's `offline`/`online` and a save
   * that found no network (it stays in line). The shell shows 'Sem conexão' while false.
   */
  online?: boolean;
}

const initialState: PendingSavesState = { entries: [], online: true };

export interface SaveRequest {
  queue: string;
  key: string;
  payload: unknown;
  label: string;
  /** Replace a not-yet-sent save of the same key instead of queueing another (a field's latest value). */
  coalesce?: boolean;
}

// Unique across reloads, tabs and users (the server keeps the ids it applied, X-Save-Id): random, then the time.
const newId = (): string => `${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;

// Saga-only events: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events").
/** Leaving a screen, hiding the tab, logout: debounced saves go now. */
export const savesFlushRequested = createAction('pendingSaves/savesFlushRequested');

const savesSlice = createSlice({
  name: 'pendingSaves',
  initialState,
  reducers: {
    saveRequested: {
      reducer(state, { payload }: PayloadAction<SaveRequest & { id: string; at: number }>) {
        const { coalesce, ...request } = payload;
        // Only the key's LAST entry may take the new value: an older one (in flight when a newer was queued, then
        // deferred or failed) must keep its place before the newer, or its value would land last (issue 17 property).
        const last = coalesce ? [...state.entries].reverse().find((e) => e.queue === request.queue && e.key === request.key) : undefined;
        const same = last && last.status !== 'saving' ? last : undefined;
        if (same) Object.assign(same, { payload: request.payload, label: request.label, at: request.at, status: 'waiting', error: null });
        else state.entries.push({ ...request, status: 'waiting', error: null });
      },
      prepare: (request: SaveRequest) => ({ payload: { ...request, id: newId(), at: Date.now() } }),
    },
    saveStarted(state, { payload }: PayloadAction<string>) {
      const entry = state.entries.find((e) => e.id === payload);
      if (entry) entry.status = 'saving';
    },
    saveSucceeded(state, { payload }: PayloadAction<string>) {
      state.entries = state.entries.filter((e) => e.id !== payload);
      state.online = true; // a save that lands proves the server is reachable
    },
    /** Not sent, or sent without an answer (401, restart): it goes again, in its place. */
    saveDeferred(state, { payload }: PayloadAction<string>) {
      const entry = state.entries.find((e) => e.id === payload);
      if (entry) entry.status = 'waiting';
    },
    saveFailed(state, { payload }: PayloadAction<{ id: string; error: string }>) {
      const entry = state.entries.find((e) => e.id === payload.id);
      if (entry) Object.assign(entry, { status: 'failed', error: payload.error });
    },
    /** 'Tentar novamente': the queue's failed saves go again, in their order. */
    savesRetried(state, { payload: queue }: PayloadAction<string>) {
      for (const entry of state.entries) if (entry.queue === queue && entry.status === 'failed') Object.assign(entry, { status: 'waiting', error: null });
    },
    /** A queue starts (again, after a restart): what it was sending when it stopped goes again. */
    queueResumed(state, { payload: queue }: PayloadAction<string>) {
      for (const entry of state.entries) if (entry.queue === queue && entry.status === 'saving') entry.status = 'waiting';
    },
    /** Saves kept for this user (storage) after a reload or a new login. */
    savesRestored(state, { payload }: PayloadAction<PendingSave[]>) {
      const known = new Set(state.entries.map((e) => e.id));
      const kept = (status: PendingSaveStatus): PendingSaveStatus => (status === 'failed' || status === 'conflict' ? status : 'waiting');
      for (const entry of payload) if (!known.has(entry.id)) state.entries.push({ ...entry, status: kept(entry.status) });
    },
    /** Saves that no longer make sense (the quotation they belong to was sent or cancelled). */
    savesDiscarded(state, { payload }: PayloadAction<{ queue: string; keyPrefix: string }>) {
      state.entries = state.entries.filter((e) => !(e.queue === payload.queue && e.key.startsWith(payload.keyPrefix)));
    },
    /** The server refused it: the value changed elsewhere since it was read (it stays, out of the queue's way, until the buyer decides). */
    saveConflicted(state, { payload }: PayloadAction<{ id: string; current: unknown[] }>) {
      const entry = state.entries.find((e) => e.id === payload.id);
      if (entry) Object.assign(entry, { status: 'conflict', current: payload.current, error: null });
    },
    /** A conflict seen before sending (an undo over a value changed elsewhere): kept as a conflict at once. */
    conflictRaised: {
      reducer(state, { payload }: PayloadAction<SaveRequest & { id: string; at: number; current: unknown[] }>) {
        const { coalesce: _coalesce, ...request } = payload;
        state.entries = state.entries.filter((e) => !(e.queue === request.queue && e.key === request.key && e.status !== 'saving'));
        state.entries.push({ ...request, status: 'conflict', error: null });
      },
      prepare: (request: SaveRequest & { current: unknown[] }) => ({ payload: { ...request, id: newId(), at: Date.now() } }),
    },
    /** 'Manter o meu': the value goes again, now over the version the buyer has seen. */
    conflictKeptMine(state, { payload }: PayloadAction<{ id: string; versao: number }>) {
      const entry = state.entries.find((e) => e.id === payload.id);
      if (!entry) return;
      Object.assign(entry, { status: 'waiting', current: undefined, payload: { ...(entry.payload as object), versao: payload.versao } });
    },
    /** 'Usar o valor atual': the buyer's value is dropped (the screen shows the current one). */
    conflictTookCurrent(state, { payload }: PayloadAction<{ id: string; queue: string; current: unknown[] }>) {
      state.entries = state.entries.filter((e) => e.id !== payload.id);
    },
    /**
     * A save of the key landed at version `to`: its newer values, read at `from` (the version this
     * tab's own write replaced), now go over `to`; a value read at another version keeps it.
     */
    saveBaseAdvanced(state, { payload }: PayloadAction<{ queue: string; key: string; from: number; to: number }>) {
      for (const entry of state.entries) {
        const versioned = entry.payload as VersionedPayload;
        if (entry.queue === payload.queue && entry.key === payload.key && entry.status !== 'saving' && versioned.versao === payload.from) entry.payload = { ...versioned, versao: payload.to };
      }
    },
    connectionChanged(state, { payload }: PayloadAction<{ online: boolean }>) {
      state.online = payload.online;
    },
  },
  // The blank route keeps them: it resets screens, and an edit is never dropped with a screen.
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialState),
});

export const { saveRequested, saveStarted, saveSucceeded, saveDeferred, saveFailed, savesRetried, queueResumed, savesRestored, savesDiscarded, connectionChanged } = savesSlice.actions;
export const { saveConflicted, conflictRaised, conflictKeptMine, conflictTookCurrent, saveBaseAdvanced } = savesSlice.actions;
export const pendingSavesReducer = savesSlice.reducer;

interface WithSaves {
  pendingSaves: PendingSavesState;
}

export const selectPendingSaves = (s: WithSaves): PendingSave[] => s.pendingSaves.entries;
export const selectOnline = (s: WithSaves): boolean => s.pendingSaves.online !== false;

/** The saves of some queues that failed (not saved, with 'Tentar novamente'); the same array while nothing changed. */
export const selectFailedSaves = createSelector([selectPendingSaves, (_s: WithSaves, queues: readonly string[]) => queues], (entries, queues) =>
  entries.filter((e) => queues.includes(e.queue) && e.status === 'failed'),
);

/** How many saves of the given queues have not been confirmed yet. */
export const selectUnsavedCount = (s: WithSaves, queues: readonly string[]): number => s.pendingSaves.entries.filter((e) => queues.includes(e.queue)).length;
