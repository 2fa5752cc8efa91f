import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProdutoExcluidoManualDto } from '../../api/pedidoManualExcluidosDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';

/**
 * The manual order's deleted products (issue 29 point 3): deleting a product (it leaves the
 * orders, restorable), 'Ver Produtos Excluídos' with its page, and re-inserting one or all.
 */
export const EXCLUDED_PAGE_SIZE = 10;

export interface ManualOrderExcludedState {
  open: boolean;
  page: number;
  rows: ProdutoExcluidoManualDto[];
  total: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** A delete or re-insert in flight (its buttons wait). */
  busy: boolean;
  notice: { tone: 'success' | 'error'; message: string } | null;
}

const initialState: ManualOrderExcludedState = { open: false, page: 0, rows: [], total: 0, status: 'idle', busy: false, notice: null };

const slice = createSlice({
  name: 'manualOrderExcluded',
  initialState,
  reducers: {
    /** The product row's 'Excluir'. */
    deleteRequested(state, _action: PayloadAction<{ idItem: number; produto: string }>) {
      state.busy = true;
      state.notice = null;
    },
    excludedOpened(state) {
      Object.assign(state, { open: true, page: 0, status: 'loading', notice: null });
    },
    excludedClosed(state) {
      state.open = false;
    },
    excludedPageChosen(state, { payload }: PayloadAction<number>) {
      Object.assign(state, { page: payload, status: 'loading' });
    },
    excludedLoaded(state, { payload }: PayloadAction<{ rows: ProdutoExcluidoManualDto[]; total: number }>) {
      Object.assign(state, payload, { status: 'loaded' });
    },
    excludedFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state, { status: 'failed', notice: { tone: 'error', message: payload } });
    },
    /** 'Reinserir' on one row, or 'Reinserir todos' (no id). */
    restoreRequested(state, _action: PayloadAction<{ idItem?: number }>) {
      state.busy = true;
      state.notice = null;
    },
    commandFinished(state, { payload }: PayloadAction<{ tone: 'success' | 'error'; message: string }>) {
      state.busy = false;
      state.notice = payload;
    },
    noticeClosed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState).addCase(workspaceReset, () => initialState);
  },
});

export const manualOrderExcludedActions = slice.actions;
export const manualOrderExcludedReducer = slice.reducer;
