import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
  alert: { severity: 'error' | 'warning'; message: string } | null;
  /** A search was sent: only then is there a result panel to show. */
  searched: boolean;
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
  searched: false,
};

// Saga-only events: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events").
export const searchPageEntered = createAction('quotationSearch/searchPageEntered');

const quotationSearchSlice = createSlice({
  name: 'quotationSearch',
  initialState: initialQuotationSearchState,
  reducers: {
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
    /** The address asked for values it cannot hold: they were dropped (one message at a time, like every other). */
    searchParamsIgnored(state, { payload }: PayloadAction<string>) {
      state.alert = { severity: 'warning', message: payload };
    },
    searchStarted(state) {
      state.loading = true;
      state.searched = true;
    },
    searchSucceeded(state, { payload }: PayloadAction<{ ids: number[]; total: number; emptyMessage: string }>) {
      state.loading = false;
      state.ids = payload.ids;
      state.total = payload.total;
      // A search clears the banner when it starts; a notice raised since (ignored parameters) stays unless nothing was found.
      if (payload.total === 0) state.alert = { severity: 'error', message: payload.emptyMessage };
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
  statusOptionsLoaded,
  searchRequested,
  searchParamsIgnored,
  resultsPagingChanged,
  searchStarted,
  searchSucceeded,
  searchFailed,
  searchRejected,
  searchAlertClosed,
} = quotationSearchSlice.actions;
export const quotationSearchReducer = quotationSearchSlice.reducer;
