import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EanFilter, EanSortField, ProdutoEanDto } from '../../api/produtoEanDto';
import { sessionCleared } from '../../entities/entitiesActions';

/**
 * 'Manutenção dos EANs' (spec 03 §2.8, §9): the filtered, sorted page of products (10; default
 * code descending), the related products of each opened panel (5 per page), and the add dialog
 * with its candidate search (10 candidates).
 */
export const EAN_PAGE_SIZE = 10;
export const RELATED_PAGE_SIZE = 5;
export const CANDIDATE_PAGE_SIZE = 10;

export interface RelatedState {
  page: number;
  rows: ProdutoEanDto[];
  total: number;
  loading: boolean;
  error: string | null;
}

export interface AddDialogState {
  product: ProdutoEanDto;
  text: string;
  candidates: ProdutoEanDto[];
  searching: boolean;
  chosen: ProdutoEanDto | null;
  adding: boolean;
  error: string | null;
}

export interface EanMaintenanceState {
  filter: EanFilter;
  sort: EanSortField;
  asc: boolean;
  page: number;
  rows: ProdutoEanDto[];
  total: number;
  loading: boolean;
  error: string | null;
  related: Record<number, RelatedState>;
  dialog: AddDialogState | null;
  /** The product whose related products are about to be all deleted (confirmation open). */
  confirmingDeleteAll: ProdutoEanDto | null;
  notice: { tone: 'success' | 'error'; text: string } | null;
}

export const EMPTY_FILTER: EanFilter = { codigo: '', descricao: '', descricaoFabricante: '' };
const emptyRelated: RelatedState = { page: 0, rows: [], total: 0, loading: true, error: null };

const initialState: EanMaintenanceState = {
  filter: EMPTY_FILTER,
  sort: 'codigo',
  asc: false,
  page: 0,
  rows: [],
  total: 0,
  loading: true,
  error: null,
  related: {},
  dialog: null,
  confirmingDeleteAll: null,
  notice: null,
};

const slice = createSlice({
  name: 'eanMaintenance',
  initialState,
  reducers: {
    eanEntered: () => initialState,
    filterSubmitted: (state, { payload }: PayloadAction<EanFilter>) => {
      state.filter = payload;
      state.page = 0;
      state.loading = true;
    },
    sortChanged: (state, { payload }: PayloadAction<{ sort: EanSortField; asc: boolean }>) => {
      state.sort = payload.sort;
      state.asc = payload.asc;
      state.page = 0;
      state.loading = true;
    },
    pageRequested: (state, { payload }: PayloadAction<number>) => {
      state.page = payload;
      state.loading = true;
    },
    pageLoaded: (state, { payload }: PayloadAction<{ rows: ProdutoEanDto[]; total: number }>) => {
      state.rows = payload.rows;
      state.total = payload.total;
      state.loading = false;
      state.error = null;
    },
    pageFailed: (state, { payload }: PayloadAction<string>) => {
      state.loading = false;
      state.error = payload;
    },
    /** A panel opened, a page of it asked for, or its list changed: (re)load its related products. */
    relatedRequested: (state, { payload }: PayloadAction<{ id: number; page: number }>) => {
      const current = state.related[payload.id] ?? emptyRelated;
      state.related[payload.id] = { ...current, page: payload.page, loading: true, error: null };
    },
    relatedLoaded: (state, { payload }: PayloadAction<{ id: number; rows: ProdutoEanDto[]; total: number }>) => {
      state.related[payload.id] = { ...state.related[payload.id], rows: payload.rows, total: payload.total, loading: false, error: null };
    },
    relatedFailed: (state, { payload }: PayloadAction<{ id: number; message: string }>) => {
      state.related[payload.id] = { ...state.related[payload.id], loading: false, error: payload.message };
    },
    addDialogOpened: (state, { payload }: PayloadAction<ProdutoEanDto>) => {
      state.dialog = { product: payload, text: '', candidates: [], searching: false, chosen: null, adding: false, error: null };
    },
    candidateTextChanged: (state, { payload }: PayloadAction<string>) => {
      if (!state.dialog) return;
      state.dialog.text = payload;
      state.dialog.searching = payload.trim() !== '';
      if (!state.dialog.searching) state.dialog.candidates = [];
    },
    candidatesLoaded: (state, { payload }: PayloadAction<ProdutoEanDto[]>) => {
      if (!state.dialog) return;
      state.dialog.candidates = payload;
      state.dialog.searching = false;
    },
    candidateChosen: (state, { payload }: PayloadAction<ProdutoEanDto>) => {
      if (!state.dialog) return;
      state.dialog.chosen = payload;
      state.dialog.error = null;
    },
    addRequested: (state) => {
      if (state.dialog) {
        state.dialog.adding = true;
        state.dialog.error = null;
      }
    },
    addFailed: (state, { payload }: PayloadAction<string>) => {
      if (state.dialog) {
        state.dialog.adding = false;
        state.dialog.error = payload;
      }
    },
    addDialogClosed: (state) => {
      state.dialog = null;
    },
    relatedDeleteRequested: (_state, _action: PayloadAction<{ id: number; related: ProdutoEanDto }>) => undefined,
    deleteAllAsked: (state, { payload }: PayloadAction<ProdutoEanDto | null>) => {
      state.confirmingDeleteAll = payload;
    },
    deleteAllConfirmed: (state, _action: PayloadAction<number>) => {
      state.confirmingDeleteAll = null;
    },
    noticeShown: (state, { payload }: PayloadAction<EanMaintenanceState['notice']>) => {
      state.notice = payload;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialState),
});

export const eanActions = slice.actions;
export const eanMaintenanceReducer = slice.reducer;
export const selectEan = (state: { eanMaintenance: EanMaintenanceState }): EanMaintenanceState => state.eanMaintenance;
