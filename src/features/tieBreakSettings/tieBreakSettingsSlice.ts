import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../../shared/lib/loadStatus';

/**
 * The tie-break settings screens (spec 02 §2.4, §4.7): 'Preferência SIC' (the supplier order) and
 * 'Preferência' (default or custom chain; custom has the supplier/representative order).
 */
export interface PreferenceEntry {
  key: string;
  fornecedorId: number;
  representanteId?: number;
  /** 'tax id - name' (and ' / representative' for a pair). */
  label: string;
}

export type SettingsScreen = 'sic' | 'custom';

export interface PreferenceListState {
  status: LoadStatus;
  /** The load failure, with the error in parentheses. */
  error: string | null;
  entries: PreferenceEntry[];
  saving: boolean;
  notice: { tone: 'success' | 'error'; text: string } | null;
}

export interface TieBreakSettingsState {
  sic: PreferenceListState;
  custom: PreferenceListState & {
    /** The switch: custom chain shown (saved or being set up). */
    on: boolean;
    switching: boolean;
  };
}

const emptyList = (): PreferenceListState => ({ status: 'idle', error: null, entries: [], saving: false, notice: null });

const initialState: TieBreakSettingsState = { sic: emptyList(), custom: { ...emptyList(), on: false, switching: false } };

const slice = createSlice({
  name: 'tieBreakSettings',
  initialState,
  reducers: {
    listRequested(state, { payload }: PayloadAction<SettingsScreen>) {
      Object.assign(state[payload], { status: 'loading', error: null, notice: null });
    },
    listLoaded(state, { payload }: PayloadAction<{ screen: SettingsScreen; entries: PreferenceEntry[]; on?: boolean }>) {
      const list = state[payload.screen];
      Object.assign(list, { status: 'loaded', entries: payload.entries });
      if (payload.on !== undefined) state.custom.on = payload.on;
    },
    listFailed(state, { payload }: PayloadAction<{ screen: SettingsScreen; error: string }>) {
      Object.assign(state[payload.screen], { status: 'failed', error: payload.error });
    },
    /** Drag and drop or the keyboard moved an entry (positions in the list). */
    entryMoved(state, { payload }: PayloadAction<{ screen: SettingsScreen; from: number; to: number }>) {
      const { entries } = state[payload.screen];
      if (payload.to < 0 || payload.to >= entries.length || payload.from === payload.to) return;
      const [moved] = entries.splice(payload.from, 1);
      entries.splice(payload.to, 0, moved);
      state[payload.screen].notice = null;
    },
    saveRequested(state, { payload }: PayloadAction<SettingsScreen>) {
      Object.assign(state[payload], { saving: true, notice: null });
    },
    saveFinished(state, { payload }: PayloadAction<{ screen: SettingsScreen; ok: boolean; text: string }>) {
      Object.assign(state[payload.screen], { saving: false, notice: { tone: payload.ok ? 'success' : 'error', text: payload.text } });
    },
    noticeClosed(state, { payload }: PayloadAction<SettingsScreen>) {
      state[payload].notice = null;
    },
    /** The switch: on shows the list to order and save; off disables the custom configuration (one call). */
    customSwitched(state, { payload }: PayloadAction<boolean>) {
      state.custom.notice = null;
      if (payload) state.custom.on = true;
      else state.custom.switching = true;
    },
    customSwitchedOff(state, { payload }: PayloadAction<{ ok: boolean; text?: string }>) {
      state.custom.switching = false;
      if (payload.ok) state.custom.on = false;
      else state.custom.notice = { tone: 'error', text: payload.text ?? '' };
    },
  },
});

export const tieBreakSettingsActions = slice.actions;
export const tieBreakSettingsReducer = slice.reducer;
