import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SituacaoCotacao } from '../../api/dto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { SEARCH_PAGE_SIZE } from '../../domain/quotationStatus';
import type { QuotationSearchCriteria } from '../../domain/quotationSearch';
import type { PagedIdsState } from '../../shared/lib/paging';

/** Quotation search (spec 01 §2.7): the status options, the search that ran and its page of results. */
export interface QuotationSearchState extends PagedIdsState {
  statusOptions: SituacaoCotacao[];
  criteria: QuotationSearchCriteria | null;
  alert: { severity: 'error' | 'info'; message: string } | null;
}

export const initialQuotationSearchState: QuotationSearchState = {
  statusOptions: [],
  criteria: null,
  page: 0,
  size: SEARCH_PAGE_SIZE,
  sortKey: 'id',
  asc: false,
  ids: [],
  total: 0,
  loading: false,
  alert: null,
};

const quotationSearchSlice = createSlice({
  name: 'quotationSearch',
  initialState: initialQuotationSearchState,
  reducers: {
    searchPageEntered() {},
    statusOptionsLoaded(state, { payload }: PayloadAction<SituacaoCotacao[]>) {
      state.statusOptions = payload;
    },
    /** A new search from the filter (or from the address): back to its first page. */
    searchRequested(state, { payload }: PayloadAction<QuotationSearchCriteria>) {
      state.criteria = payload;
      state.page = 0;
      state.alert = null;
    },
    resultsPagingChanged(state, { payload }: PayloadAction<{ page?: number; size?: number; sortKey?: string; asc?: boolean }>) {
      const resets = payload.size !== undefined || payload.sortKey !== undefined;
      Object.assign(state, payload);
      if (resets) state.page = 0;
    },
    searchStarted(state) {
      state.loading = true;
    },
    searchSucceeded(state, { payload }: PayloadAction<{ ids: number[]; total: number; emptyMessage: string }>) {
      state.loading = false;
      state.ids = payload.ids;
      state.total = payload.total;
      state.alert = payload.total === 0 ? { severity: 'error', message: payload.emptyMessage } : null;
    },
    searchFailed(state, { payload }: PayloadAction<string>) {
      state.loading = false;
      state.ids = [];
      state.total = 0;
      state.alert = { severity: 'error', message: payload };
    },
    searchRejected(state, { payload }: PayloadAction<string>) {
      state.alert = { severity: 'error', message: payload };
    },
    searchAlertClosed(state) {
      state.alert = null;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialQuotationSearchState).addCase(workspaceReset, () => initialQuotationSearchState),
});

export const {
  searchPageEntered,
  statusOptionsLoaded,
  searchRequested,
  resultsPagingChanged,
  searchStarted,
  searchSucceeded,
  searchFailed,
  searchRejected,
  searchAlertClosed,
} = quotationSearchSlice.actions;
export const quotationSearchReducer = quotationSearchSlice.reducer;
