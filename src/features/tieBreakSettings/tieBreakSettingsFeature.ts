import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { TieBreakSettingsPage } from './TieBreakSettingsPage';
import { tieBreakSettingsReducer } from './tieBreakSettingsSlice';
import { tieBreakSettingsSaga } from './tieBreakSettingsSagas';

/** Loaded with /preferencia-sic or /preferencia-cliente: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const tieBreakSettingsFeature: LazyFeaturePage = {
  feature: { name: 'tieBreakSettings', reducers: { tieBreakSettings: tieBreakSettingsReducer }, saga: tieBreakSettingsSaga },
  Page: TieBreakSettingsPage,
};
