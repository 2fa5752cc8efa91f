import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { AlertSettingsPage } from './AlertSettingsPage';
import { alertSettingsSaga } from './alertSettingsSagas';
import { alertSettingsReducer } from './alertSettingsSlice';

const reducers = { alertSettings: alertSettingsReducer };

/** 'Configurar alertas', loaded with its page's chunk (app/lazyFeatures.ts). */
export const alertSettingsFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'alertSettings', reducers, saga: alertSettingsSaga },
  Page: AlertSettingsPage,
};
