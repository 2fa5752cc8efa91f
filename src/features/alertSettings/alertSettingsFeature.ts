import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { AlertSettingsPage } from './AlertSettingsPage';
import { alertSettingsSaga } from './alertSettingsSagas';
import { alertSettingsReducer } from './alertSettingsSlice';

/** 'Configurar alertas', loaded with its page's chunk (app/lazyFeatures.ts). */
export const alertSettingsFeature: LazyFeaturePage = {
  feature: { name: 'alertSettings', reducers: { alertSettings: alertSettingsReducer }, saga: alertSettingsSaga },
  Page: AlertSettingsPage,
};
