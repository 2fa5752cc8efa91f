import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProdutoExcluidoManualDto } from '../../api/pedidoManualExcluidosDto';
import type { ContagemSelecaoManualDto } from '../../api/pedidoManualSelecaoDto';
import { manualFilterKey } from '../../domain/manualOrderFilter';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { filterApplied, manualOrderEntered, manualOrderReset } from './manualOrderEvents';
import { EXCLUDED_TEXTS } from './manualOrderTexts';

/**
 * The manual order's deleted products (issue 29 point 3): deleting a product, the selected ones or
 * all the filter lists (they leave the orders, restorable), 'Ver Produtos Excluídos' with its page,
 * and re-inserting one or all.
 */
export const EXCLUDED_PAGE_SIZE = 10;

export type Notice = { tone: 'success' | 'error' | 'warning'; message: string };

/** Products chosen for deletion: `all`, every product the filter lists in every branch but `ids`; otherwise `ids`. */
export interface DeleteSelection {
  all: boolean;
  ids: number[];
  /** With `all`: how many products the filter lists (read from the server; null while it is read). */
  filtered: number | null;
  /** The quotation and filter the selection was made under (another starts with nothing selected). */
  key: string;
}

export interface DeleteConfirmation {
  /** What the selection covers now, read when the confirmation opens. */
  count: ContagemSelecaoManualDto | null;
  status: 'loading' | 'loaded' | 'failed';
}

export interface ManualOrderExcludedState {
  open: boolean;
  page: number;
  rows: ProdutoExcluidoManualDto[];
  total: number;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** A delete or re-insert in flight (its buttons wait). */
  busy: boolean;
  notice: Notice | null;
  selection: DeleteSelection;
  confirmation: DeleteConfirmation | null;
}

const noSelection = (key = ''): DeleteSelection => ({ all: false, ids: [], filtered: null, key });

const initialState: ManualOrderExcludedState = { open: false, page: 0, rows: [], total: 0, status: 'idle', busy: false, notice: null, selection: noSelection(), confirmation: null };

/** How many products the selection holds (null: not known yet). */
export const selectedCount = ({ all, ids, filtered }: DeleteSelection): number | null => (!all ? ids.length : filtered === null ? null : Math.max(0, filtered - ids.length));

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
    commandFinished(state, { payload }: PayloadAction<Notice>) {
      state.busy = false;
      state.notice = payload;
    },
    /** A product row's selection box. */
    productSelectionToggled(state, { payload }: PayloadAction<number>) {
      const { ids } = state.selection;
      state.selection.ids = ids.includes(payload) ? ids.filter((id) => id !== payload) : [...ids, payload];
    },
    /** 'Selecionar todos os produtos filtrados': on (every product the filter lists, in every branch) or off. */
    allFilteredToggled(state) {
      const everything = state.selection.all && state.selection.ids.length === 0;
      state.selection = { ...noSelection(state.selection.key), all: !everything };
    },
    filteredCounted(state, { payload }: PayloadAction<number>) {
      if (state.selection.all) state.selection.filtered = payload;
    },
    /** 'Excluir Produtos': nothing selected warns; otherwise the confirmation opens and the sagas count what it covers. */
    selectionDeleteRequested(state) {
      if (selectedCount(state.selection) === 0) state.notice = { tone: 'warning', message: EXCLUDED_TEXTS.nothingSelected };
      else Object.assign(state, { notice: null, confirmation: { count: null, status: 'loading' } });
    },
    selectionCounted(state, { payload }: PayloadAction<ContagemSelecaoManualDto>) {
      if (state.confirmation) state.confirmation = { count: payload, status: 'loaded' };
    },
    selectionCountFailed(state) {
      if (state.confirmation) state.confirmation.status = 'failed';
    },
    selectionDeleteCancelled(state) {
      state.confirmation = null;
    },
    selectionDeleteConfirmed(state) {
      state.busy = true;
    },
    /** The deletion ran: the confirmation closes; done, the selection empties. */
    selectionDeleteFinished(state, { payload }: PayloadAction<Notice>) {
      Object.assign(state, { busy: false, confirmation: null, notice: payload });
      if (payload.tone === 'success') state.selection = noSelection(state.selection.key);
    },
    noticeClosed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    const startOver = (state: ManualOrderExcludedState, key: string) => {
      if (state.selection.key !== key) Object.assign(state, { selection: noSelection(key), confirmation: null });
    };
    builder
      .addCase(manualOrderEntered, (state, { payload }) => startOver(state, `${payload.idCotacao}?${manualFilterKey(payload.filter)}`))
      .addCase(filterApplied, (state, { payload }) => startOver(state, `${state.selection.key.split('?')[0]}?${manualFilterKey(payload)}`))
      .addCase(manualOrderReset, () => initialState)
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState);
  },
});

export const manualOrderExcludedActions = slice.actions;
export const manualOrderExcludedReducer = slice.reducer;
