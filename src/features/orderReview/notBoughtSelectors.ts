import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';

/** 'Ver produtos não comprados': what the modal shows. */
const selectState = (s: RootState) => s.orderReviewNotBought;
export const selectNotBoughtOpen = (s: RootState) => s.orderReviewNotBought.open;
export const selectNotBoughtOptions = (s: RootState) => s.orderReviewNotBought.options;
export const selectNotBoughtDraft = (s: RootState) => s.orderReviewNotBought.draft;
export const selectNotBoughtList = (s: RootState) => s.orderReviewNotBought.list;
export const selectNotBoughtPage = (s: RootState) => s.orderReviewNotBought.page;
export const selectNotBoughtNotice = (s: RootState) => s.orderReviewNotBought.notice;
export const selectNotBoughtPreparing = (s: RootState) => s.orderReviewNotBought.preparing;
export const selectNotBoughtExportType = (s: RootState) => s.orderReviewNotBought.exportType;

/** The checkboxes were changed since the last 'Filtrar': the table (and the files) still follow the filter before. */
export const selectNotBoughtFilterPending = createSelector([selectState], ({ draft, applied }) => draft !== null && applied !== null && JSON.stringify(draft) !== JSON.stringify(applied));

/** The panels' checked values, as sets. */
export const selectNotBoughtChecked = createSelector([selectNotBoughtDraft], (draft) => ({
  suppliers: new Set(draft?.cnpjFornecedores ?? []),
  branches: new Set(draft?.cnpjFiliais ?? []),
}));
