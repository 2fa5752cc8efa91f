import type { QuotationActionsState } from './quotationActionsSlice';

const selectState = (state: { quotationActions: QuotationActionsState }): QuotationActionsState => state.quotationActions;

export const selectCommandDialog = (state: { quotationActions: QuotationActionsState }) => selectState(state).dialog;
export const selectCommandNotice = (state: { quotationActions: QuotationActionsState }) => selectState(state).notice;
