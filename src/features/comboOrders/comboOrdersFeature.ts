import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { ComboOrdersPage } from './ComboOrdersPage';
import { comboOrdersReducer } from './comboOrdersSlice';
import { comboOrdersSaga } from './comboOrdersSagas';

const reducers = { comboOrders: comboOrdersReducer };

/** Loaded with the combo page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const comboOrdersFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'comboOrders', reducers, saga: comboOrdersSaga },
  Page: ComboOrdersPage,
};
