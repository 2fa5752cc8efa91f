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
  /** The version of the list as read or saved (docs/api.md "Versioned writes"); absent: unknown (saved unconditionally). */
  versao?: number;
  /** A save refused because the list changed in another session: the list as it is now, until the buyer keeps theirs or takes it. */
  conflict: { entries: PreferenceEntry[]; versao: number; /** The buyer was switching the custom list off. */ off?: boolean } | null;
}

export interface TieBreakSettingsState {
  sic: PreferenceListState;
  custom: PreferenceListState & {
    /** The switch: custom chain shown (saved or being set up). */
    on: boolean;
    switching: boolean;
  };
}

const emptyList = (): PreferenceListState => ({ status: 'idle', error: null, entries: [], saving: false, notice: null, conflict: null });

const initialState: TieBreakSettingsState = { sic: emptyList(), custom: { ...emptyList(), on: false, switching: false } };

const slice = createSlice({
  name: 'tieBreakSettings',
  initialState,
  reducers: {
    listRequested(state, { payload }: PayloadAction<SettingsScreen>) {
      Object.assign(state[payload], { status: 'loading', error: null, notice: null });
    },
    listLoaded(state, { payload }: PayloadAction<{ screen: SettingsScreen; entries: PreferenceEntry[]; versao?: number; on?: boolean }>) {
      const list = state[payload.screen];
      Object.assign(list, { status: 'loaded', entries: payload.entries, versao: payload.versao, conflict: null });
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
    saveFinished(state, { payload }: PayloadAction<{ screen: SettingsScreen; ok: boolean; text: string; versao?: number }>) {
      Object.assign(state[payload.screen], { saving: false, notice: { tone: payload.ok ? 'success' : 'error', text: payload.text } });
      if (payload.versao !== undefined) state[payload.screen].versao = payload.versao;
    },
    saveConflicted(state, { payload }: PayloadAction<{ screen: SettingsScreen; entries: PreferenceEntry[]; versao: number; off?: boolean }>) {
      Object.assign(state[payload.screen], { saving: false, conflict: { entries: payload.entries, versao: payload.versao, off: payload.off } });
      state.custom.switching = false;
    },
    /** 'Manter o meu': the buyer's order is saved again, over the version now seen (the sagas send it). */
    conflictKeptMine(state, { payload }: PayloadAction<SettingsScreen>) {
      const list = state[payload];
      Object.assign(list, { saving: true, notice: null, versao: list.conflict?.versao ?? list.versao, conflict: null });
    },
    /** 'Usar o valor atual': the list shows the order saved elsewhere. */
    conflictTookCurrent(state, { payload }: PayloadAction<SettingsScreen>) {
      const list = state[payload];
      if (list.conflict) Object.assign(list, { entries: list.conflict.entries, versao: list.conflict.versao, conflict: null });
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
