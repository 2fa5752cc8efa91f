import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FailureRecord } from '../../shared/lib/errorReporting';
import type { DiagnosticBundle } from './diagnosticBundle';

/** The support page (DECISIONS 16): the stored failures, an imported bundle, and the replay running in this tab. */
export interface SupportState {
  failures: FailureRecord[];
  imported: DiagnosticBundle | null;
  /** Why the last imported file was refused, or why the replay could not start. */
  importError: string | null;
  /** Set while this tab shows a bundle's replay, with the failures recorded on the replayed screen (newest first). */
  replay: { generatedAt: string; failures: FailureRecord[] } | null;
}

/** How many of the replayed screen's failures the replay banner lists. */
export const REPLAY_FAILURES_SHOWN = 3;

/** The bundle's failures recorded on its screen (same path), newest first: what the user saw go wrong there. */
export function failuresOfScreen(failures: readonly FailureRecord[], route: string): FailureRecord[] {
  const path = route.split('?')[0];
  return failures
    .filter((record) => record.route?.split('?')[0] === path)
    .slice(-REPLAY_FAILURES_SHOWN)
    .reverse();
}

export const initialSupportState: SupportState = { failures: [], imported: null, importError: null, replay: null };

// Saga-only events: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events").
export const supportOpened = createAction('support/supportOpened');
export const clearRequested = createAction('support/clearRequested');
export const exportRequested = createAction('support/exportRequested');
/** The text of the file the user chose to import. */
export const bundleFileRead = createAction<string>('support/bundleFileRead');
export const replayRequested = createAction('support/replayRequested');
export const replayEnded = createAction('support/replayEnded');

const supportSlice = createSlice({
  name: 'support',
  initialState: initialSupportState,
  reducers: {
    failuresLoaded(state, { payload }: PayloadAction<FailureRecord[]>) {
      state.failures = payload;
    },
    bundleImported(state, { payload }: PayloadAction<DiagnosticBundle>) {
      state.imported = payload;
      state.importError = null;
    },
    bundleRejected(state, { payload }: PayloadAction<string>) {
      state.importError = payload;
    },
  },
});

export const { failuresLoaded, bundleImported, bundleRejected } =
  supportSlice.actions;
export const supportReducer = supportSlice.reducer;
export const selectSupport = (state: { support: SupportState }): SupportState => state.support;
