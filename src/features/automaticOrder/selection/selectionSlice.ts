import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ItemExcluidoDto, PreviaExclusaoDto } from '../../../api/pedidoAutomaticoSelectionDto';
import { filterKey } from '../../../domain/automaticOrderFilter';
import { NO_SELECTION, selectionMode, toggleAll, toggleItem, toggleOrder, withoutOrders, type OrderSelection } from '../../../domain/orderSelection';
import { sessionCleared } from '../../../entities/entitiesActions';
import { workspaceReset } from '../../../shared/lib/workspaceReset';
import { automaticOrderActions } from '../automaticOrderSlice';
import { NOTHING_SELECTED } from './selectionTexts';
import type { LoadStatus } from '../../../shared/lib/loadStatus';

/**
 * The automatic order's selection, deletion and excluded products (issue 11): the selection as
 * exceptions (domain/orderSelection: "all selected" is one flag at any size), the deletion's
 * confirmation, and the excluded-products view (its flag kept per quotation, spec 03 §7.1).
 */
export const EXCLUDED_PAGE_SIZE = 10;

export type Notice = { tone: 'warning' | 'success' | 'error'; text: string };

export interface ExcludedState {
  open: boolean;
  page: number;
  rows: ItemExcluidoDto[];
  total: number;
  status: LoadStatus;
  error: string | null;
  /** Re-inserting runs. */
  busy: boolean;
}

export interface SelectionState {
  idCotacao: number | null;
  /** The filter the selection was made under (a new filter starts with nothing selected). */
  filterKey: string;
  selection: OrderSelection;
  notice: Notice | null;
  /** `idPedido`: one branch order's delete icon; null: 'Excluir Produtos' (the selection). `preview`: what it would take, from the server (null while counted or when the count failed). */
  deletion: { confirming: boolean; busy: boolean; idPedido: number | null; preview: PreviaExclusaoDto | null };
  excluded: ExcludedState;
}

const noExcluded = (open = false): ExcludedState => ({ open, page: 0, rows: [], total: 0, status: 'idle', error: null, busy: false });

const initialState: SelectionState = {
  idCotacao: null,
  filterKey: '',
  selection: NO_SELECTION,
  notice: null,
  deletion: { confirming: false, busy: false, idPedido: null, preview: null },
  excluded: noExcluded(),
};

const slice = createSlice({
  name: 'automaticOrderSelection',
  initialState,
  reducers: {
    selectAllToggled(state) {
      state.selection = toggleAll(state.selection);
    },
    /** `orderCount`: the orders under the filter (for normalising "every order unchecked" to nothing). */
    orderSelectionToggled(state, { payload }: PayloadAction<{ idPedido: number; orderCount: number }>) {
      state.selection = toggleOrder(state.selection, payload.idPedido, payload.orderCount);
    },
    /** `itemCount`: the order's items under the filter. */
    itemSelectionToggled(state, { payload }: PayloadAction<{ idPedido: number; id: number; itemCount: number; orderCount: number }>) {
      state.selection = toggleItem(state.selection, payload.idPedido, payload.id, payload.itemCount, payload.orderCount);
    },
    /** 'Excluir Produtos': nothing selected warns; otherwise the confirmation opens. */
    deleteRequested(state) {
      if (selectionMode(state.selection) === 'none') state.notice = { tone: 'warning', text: NOTHING_SELECTED };
      else state.deletion = { confirming: true, busy: false, idPedido: null, preview: null };
    },
    /** A branch order's delete icon: the confirmation opens for that order alone. */
    orderDeleteRequested(state, { payload }: PayloadAction<number>) {
      state.deletion = { confirming: true, busy: false, idPedido: payload, preview: null };
    },
    /** The server's count of what the open confirmation would delete. */
    deletionPreviewed(state, { payload }: PayloadAction<PreviaExclusaoDto>) {
      if (state.deletion.confirming) state.deletion.preview = payload;
    },
    deleteCancelled(state) {
      state.deletion.confirming = false;
    },
    deleteConfirmed(state) {
      state.deletion.busy = true;
    },
    deleteFinished(state, { payload }: PayloadAction<Notice>) {
      const { idPedido } = state.deletion;
      state.deletion = { confirming: false, busy: false, idPedido: null, preview: null };
      state.notice = payload;
      if (payload.tone === 'success') state.selection = idPedido === null ? NO_SELECTION : withoutOrders(state.selection, [idPedido]);
    },
    noticeShown(state, { payload }: PayloadAction<Notice>) {
      state.notice = payload;
    },
    noticeClosed(state) {
      state.notice = null;
    },
    /** 'Ver Produtos Excluídos' / back to the orders (the flag is written per quotation by the sagas). */
    excludedViewToggled(state, { payload }: PayloadAction<boolean>) {
      state.excluded = noExcluded(payload);
    },
    excludedPageRequested(state, { payload }: PayloadAction<number>) {
      state.excluded.page = Math.max(0, payload);
      state.excluded.status = 'loading';
      state.excluded.error = null;
    },
    excludedLoaded(state, { payload }: PayloadAction<{ rows: ItemExcluidoDto[]; total: number; page: number }>) {
      Object.assign(state.excluded, { ...payload, status: 'loaded', error: null });
    },
    excludedFailed(state, { payload }: PayloadAction<string>) {
      state.excluded.status = 'failed';
      state.excluded.error = payload;
    },
    /** Re-insert some excluded products (`ids`), or all of them (null). */
    reinsertRequested(state, _action: PayloadAction<number[] | null>) {
      state.excluded.busy = true;
    },
    reinsertFinished(state, { payload }: PayloadAction<Notice>) {
      state.excluded.busy = false;
      state.notice = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(automaticOrderActions.automaticOrderEntered, (state, { payload }) => {
        const key = filterKey(payload.filter);
        if (state.idCotacao !== payload.idCotacao) return { ...initialState, idCotacao: payload.idCotacao, filterKey: key };
        if (state.filterKey !== key) Object.assign(state, { filterKey: key, selection: NO_SELECTION });
        return undefined;
      })
      .addCase(automaticOrderActions.filterApplied, (state, { payload }) => {
        const key = filterKey(payload);
        if (state.filterKey !== key) Object.assign(state, { filterKey: key, selection: NO_SELECTION });
      })
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState);
  },
});

export const selectionActions = slice.actions;
export const selectionReducer = slice.reducer;
