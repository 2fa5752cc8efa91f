import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { EanMaintenancePage } from './EanMaintenancePage';
import { eanMaintenanceSaga } from './eanMaintenanceSagas';
import { eanMaintenanceReducer } from './eanMaintenanceSlice';

const reducers = { eanMaintenance: eanMaintenanceReducer };

/** 'Manutenção dos EANs', loaded with its page's chunk (app/lazyFeatures.ts). */
export const eanMaintenanceFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'eanMaintenance', reducers, saga: eanMaintenanceSaga },
  Page: EanMaintenancePage,
};
