import type { TieBreakSettingsState } from './tieBreakSettingsSlice';

type WithSettings = { tieBreakSettings: TieBreakSettingsState };

export const selectTieBreakSettings = (state: WithSettings): TieBreakSettingsState => state.tieBreakSettings;
export const selectSicSettings = (state: WithSettings) => state.tieBreakSettings.sic;
export const selectCustomSettings = (state: WithSettings) => state.tieBreakSettings.custom;
