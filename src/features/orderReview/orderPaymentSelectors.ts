import type { RootState } from '../../app/rootReducer';

export const selectPaymentDialog = (s: RootState) => s.orderPayment.dialog;
export const selectPaymentNotice = (s: RootState) => s.orderPayment.notice;
