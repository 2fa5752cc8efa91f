import type { ComboOrdersState } from './comboOrdersSlice';

export const selectComboOrders = (state: { comboOrders: ComboOrdersState }): ComboOrdersState => state.comboOrders;
