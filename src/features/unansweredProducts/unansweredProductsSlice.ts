import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProdutoSemRespostaDto } from '../../api/resumoRespostaDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import type { UnansweredQueryState } from './unansweredAddress';

/**
 * The unanswered products page (spec 02 §2.3): the page of rows the address asks for. The rows
 * belong to this screen only (no other screen shows them), so they stay in the feature's slice.
 */
export interface UnansweredProductsState {
  idCotacao: number | null;
  query: UnansweredQueryState | null;
  rows: ProdutoSemRespostaDto[];
  total: number;
  loading: boolean;
  error: string | null;
  exporting: boolean;
  exportError: string | null;
}

export const initialUnansweredProductsState: UnansweredProductsState = {
  idCotacao: null,
  query: null,
  rows: [],
  total: 0,
  loading: false,
  error: null,
  exporting: false,
  exportError: null,
};

const unansweredProductsSlice = createSlice({
  name: 'unansweredProducts',
  initialState: initialUnansweredProductsState,
  reducers: {
    /** The address changed (or the page opened): load that page. */
    unansweredPageRequested(state, { payload }: PayloadAction<{ idCotacao: number; query: UnansweredQueryState }>) {
      if (state.idCotacao !== payload.idCotacao) Object.assign(state, initialUnansweredProductsState);
      state.idCotacao = payload.idCotacao;
      state.query = payload.query;
      state.loading = true;
      state.error = null;
    },
    unansweredPageLoaded(state, { payload }: PayloadAction<{ rows: ProdutoSemRespostaDto[]; total: number }>) {
      Object.assign(state, { rows: payload.rows, total: payload.total, loading: false, error: null });
    },
    unansweredPageFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state, { loading: false, error: payload });
    },
    unansweredExportRequested(state) {
      state.exporting = true;
      state.exportError = null;
    },
    unansweredExportFinished(state, { payload }: PayloadAction<string | null>) {
      state.exporting = false;
      state.exportError = payload;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(sessionCleared, () => initialUnansweredProductsState).addCase(workspaceReset, () => initialUnansweredProductsState),
});

export const { unansweredPageRequested, unansweredPageLoaded, unansweredPageFailed, unansweredExportRequested, unansweredExportFinished } =
  unansweredProductsSlice.actions;
export const unansweredProductsReducer = unansweredProductsSlice.reducer;
