import type { RootState } from '../../../app/rootReducer';

/** Reads of the confirm/restart state (confirmSlice). */
export const selectConfirmStep = (s: RootState) => s.automaticOrderConfirm.step;
export const selectConfirmError = (s: RootState) => s.automaticOrderConfirm.error;
export const selectHasCombo = (s: RootState) => s.automaticOrderConfirm.hasCombo;
export const selectOverDoubleOrders = (s: RootState) => s.automaticOrderConfirm.overDoubleOrders;
export const selectOverDoubleProducts = (s: RootState, idPedido: number) => s.automaticOrderConfirm.overDoubleProducts[idPedido];
