import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { ComboOrdersPage } from './ComboOrdersPage';
import { comboOrdersReducer } from './comboOrdersSlice';
import { comboOrdersSaga } from './comboOrdersSagas';

/** Loaded with the combo page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const comboOrdersFeature: LazyFeaturePage = {
  feature: { name: 'comboOrders', reducers: { comboOrders: comboOrdersReducer }, saga: comboOrdersSaga },
  Page: ComboOrdersPage,
};
