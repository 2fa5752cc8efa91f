import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { TieBreakSettingsPage } from './TieBreakSettingsPage';
import { tieBreakSettingsReducer } from './tieBreakSettingsSlice';
import { tieBreakSettingsSaga } from './tieBreakSettingsSagas';

const reducers = { tieBreakSettings: tieBreakSettingsReducer };

/** Loaded with /preferencia-sic or /preferencia-cliente: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const tieBreakSettingsFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'tieBreakSettings', reducers, saga: tieBreakSettingsSaga },
  Page: TieBreakSettingsPage,
};
