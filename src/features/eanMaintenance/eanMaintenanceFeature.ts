import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { EanMaintenancePage } from './EanMaintenancePage';
import { eanMaintenanceSaga } from './eanMaintenanceSagas';
import { eanMaintenanceReducer } from './eanMaintenanceSlice';

/** 'Manutenção dos EANs', loaded with its page's chunk (app/lazyFeatures.ts). */
export const eanMaintenanceFeature: LazyFeaturePage = {
  feature: { name: 'eanMaintenance', reducers: { eanMaintenance: eanMaintenanceReducer }, saga: eanMaintenanceSaga },
  Page: EanMaintenancePage,
};
