import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../entities/entitiesActions';

/** The user's layout preference (spec 01 §4 "Layout"): the new layout is on by default. */
export interface PreferencesState {
  novoLayout: boolean;
  /** 'local' until the cloud document answered; 'offline' when it could not be read or saved. */
  source: 'default' | 'local' | 'cloud' | 'offline';
  /** The user whose cloud document this session has read (once per session: a re-login after an expiry keeps it). */
  readFor: string | null;
}

export const initialPreferencesState: PreferencesState = { novoLayout: true, source: 'default', readFor: null };

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferencesState,
  reducers: {
    preferencesLoaded(state, { payload }: PayloadAction<Pick<PreferencesState, 'novoLayout' | 'source'>>) {
      Object.assign(state, payload);
    },
    cloudReadStarted(state, { payload }: PayloadAction<string>) {
      state.readFor = payload;
    },
    newDesignToggled(state, { payload }: PayloadAction<boolean>) {
      state.novoLayout = payload;
    },
    cloudUnavailable(state) {
      state.source = 'offline';
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialPreferencesState),
});

export const { preferencesLoaded, cloudReadStarted, newDesignToggled, cloudUnavailable } = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;
export const selectNewLayout = (s: { preferences: PreferencesState }): boolean => s.preferences.novoLayout;
export const selectCloudReadFor = (s: { preferences: PreferencesState }): string | null => s.preferences.readFor;
