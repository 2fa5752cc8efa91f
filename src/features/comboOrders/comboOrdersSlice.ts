import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ComboDto, ComboFilter, ComboItemDto, FilialComboDto, FornecedorComboDto, ItemEmOutroPedidoDto } from '../../api/comboDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';

/**
 * The combo screen (spec 03 §2.5, §4.4): the filter and its options, the page of branches, per
 * branch its page of combos, per combo its page of items and of excluded items, the quantity
 * messages per item, the dialog when the combo's products already sit in other orders, and the
 * notice of the last command. The rows belong to this screen only.
 */
export interface PagedRows<T> {
  page: number;
  rows: T[];
  total: number;
  loading: boolean;
  error: string | null;
}

export interface ComboNotice {
  severity: 'success' | 'error' | 'warning';
  message: string;
}

export interface ComboConflict {
  idRespostaCliente: number;
  rows: ItemEmOutroPedidoDto[];
  message: string;
  /** The buyer's answer while it is sent. */
  answering: 'keep' | 'remove' | null;
}

export interface ComboOrdersState {
  idCotacao: number | null;
  filter: ComboFilter;
  options: { suppliers: FornecedorComboDto[]; branches: FilialComboDto[]; terms: string[] };
  branches: PagedRows<FilialComboDto>;
  combosByBranch: Record<number, PagedRows<ComboDto>>;
  itemsByCombo: Record<number, PagedRows<ComboItemDto>>;
  excludedByCombo: Record<number, PagedRows<ComboItemDto>>;
  /** Combos whose command (create, delete, exclude, restore) is running. */
  busy: Record<number, boolean>;
  /** The last refusal of an item's quantity (the bounds or the server's message). */
  quantityMessages: Record<number, string>;
  conflict: ComboConflict | null;
  notice: ComboNotice | null;
}

export const EMPTY_FILTER: ComboFilter = { idFornecedor: null, idCliente: null, buscaProduto: '', prazoTitulo: '' };

export const emptyRows = <T>(loading = false): PagedRows<T> => ({ page: 0, rows: [], total: 0, loading, error: null });

export const initialComboOrdersState: ComboOrdersState = {
  idCotacao: null,
  filter: EMPTY_FILTER,
  options: { suppliers: [], branches: [], terms: [] },
  branches: emptyRows(),
  combosByBranch: {},
  itemsByCombo: {},
  excludedByCombo: {},
  busy: {},
  quantityMessages: {},
  conflict: null,
  notice: null,
};

type Loaded<T> = { key: number; page: number; rows: T[]; total: number };
type Failed = { key: number; error: string };

function loading<T>(map: Record<number, PagedRows<T>>, key: number, page: number): void {
  const current = map[key] ?? emptyRows<T>();
  map[key] = { ...current, page, loading: true, error: null };
}

function loaded<T>(map: Record<number, PagedRows<T>>, { key, page, rows, total }: Loaded<T>): void {
  map[key] = { page, rows, total, loading: false, error: null };
}

function failed<T>(map: Record<number, PagedRows<T>>, { key, error }: Failed): void {
  map[key] = { ...(map[key] ?? emptyRows<T>()), loading: false, error };
}

const comboOrdersSlice = createSlice({
  name: 'comboOrders',
  initialState: initialComboOrdersState,
  reducers: {
    comboPageEntered(state, { payload }: PayloadAction<{ idCotacao: number }>) {
      Object.assign(state, initialComboOrdersState, { idCotacao: payload.idCotacao, branches: emptyRows(true) });
    },
    comboOptionsLoaded(state, { payload }: PayloadAction<ComboOrdersState['options']>) {
      state.options = payload;
    },
    comboFilterApplied(state, { payload }: PayloadAction<ComboFilter>) {
      state.filter = payload;
      state.branches = { ...state.branches, page: 0, loading: true, error: null };
      state.combosByBranch = {};
      state.itemsByCombo = {};
    },
    comboBranchPageRequested(state, { payload }: PayloadAction<number>) {
      state.branches = { ...state.branches, page: payload, loading: true, error: null };
    },
    comboBranchesLoaded(state, { payload }: PayloadAction<{ rows: FilialComboDto[]; total: number }>) {
      state.branches = { ...state.branches, rows: payload.rows, total: payload.total, loading: false, error: null };
    },
    comboBranchesFailed(state, { payload }: PayloadAction<string>) {
      state.branches = { ...state.branches, loading: false, error: payload };
    },
    comboListRequested(state, { payload }: PayloadAction<{ idCliente: number; page: number }>) {
      loading(state.combosByBranch, payload.idCliente, payload.page);
    },
    comboListLoaded(state, { payload }: PayloadAction<Loaded<ComboDto>>) {
      loaded(state.combosByBranch, payload);
    },
    comboListFailed(state, { payload }: PayloadAction<Failed>) {
      failed(state.combosByBranch, payload);
    },
    comboItemsRequested(state, { payload }: PayloadAction<{ idRespostaCliente: number; page: number }>) {
      loading(state.itemsByCombo, payload.idRespostaCliente, payload.page);
    },
    comboItemsLoaded(state, { payload }: PayloadAction<Loaded<ComboItemDto>>) {
      loaded(state.itemsByCombo, payload);
    },
    comboItemsFailed(state, { payload }: PayloadAction<Failed>) {
      failed(state.itemsByCombo, payload);
    },
    comboExcludedRequested(state, { payload }: PayloadAction<{ idRespostaCliente: number; page: number }>) {
      loading(state.excludedByCombo, payload.idRespostaCliente, payload.page);
    },
    comboExcludedLoaded(state, { payload }: PayloadAction<Loaded<ComboItemDto>>) {
      loaded(state.excludedByCombo, payload);
    },
    comboExcludedFailed(state, { payload }: PayloadAction<Failed>) {
      failed(state.excludedByCombo, payload);
    },
    comboCreateRequested(state, { payload }: PayloadAction<{ idRespostaCliente: number }>) {
      state.busy[payload.idRespostaCliente] = true;
      state.notice = null;
    },
    comboConflictShown(state, { payload }: PayloadAction<Omit<ComboConflict, 'answering'>>) {
      state.conflict = { ...payload, answering: null };
    },
    comboConflictAnswered(state, { payload }: PayloadAction<{ keepBoth: boolean }>) {
      if (state.conflict) state.conflict.answering = payload.keepBoth ? 'keep' : 'remove';
    },
    comboConflictClosed(state) {
      if (state.conflict) delete state.busy[state.conflict.idRespostaCliente];
      state.conflict = null;
    },
    comboOrderDeleteRequested(state, { payload }: PayloadAction<{ idRespostaCliente: number; idPedido: number }>) {
      state.busy[payload.idRespostaCliente] = true;
      state.notice = null;
    },
    comboItemsExcludeRequested(state, { payload }: PayloadAction<{ idRespostaCliente: number; ids: number[] }>) {
      state.busy[payload.idRespostaCliente] = true;
      state.notice = null;
    },
    comboItemsRestoreRequested(state, { payload }: PayloadAction<{ idRespostaCliente: number; ids: number[] }>) {
      state.busy[payload.idRespostaCliente] = true;
      state.notice = null;
    },
    comboCommandFinished(state, { payload }: PayloadAction<{ idRespostaCliente: number; notice: ComboNotice | null }>) {
      delete state.busy[payload.idRespostaCliente];
      state.notice = payload.notice;
    },
    comboQuantityRequested(state, { payload }: PayloadAction<{ idRespostaCliente: number; item: ComboItemDto; quantidade: number }>) {
      delete state.quantityMessages[payload.item.idRespostaClienteItem];
    },
    comboQuantityRefused(state, { payload }: PayloadAction<{ idRespostaClienteItem: number; message: string }>) {
      state.quantityMessages[payload.idRespostaClienteItem] = payload.message;
    },
    comboNoticeClosed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialComboOrdersState).addCase(workspaceReset, () => initialComboOrdersState),
});

export const {
  comboPageEntered,
  comboOptionsLoaded,
  comboFilterApplied,
  comboBranchPageRequested,
  comboBranchesLoaded,
  comboBranchesFailed,
  comboListRequested,
  comboListLoaded,
  comboListFailed,
  comboItemsRequested,
  comboItemsLoaded,
  comboItemsFailed,
  comboExcludedRequested,
  comboExcludedLoaded,
  comboExcludedFailed,
  comboCreateRequested,
  comboConflictShown,
  comboConflictAnswered,
  comboConflictClosed,
  comboOrderDeleteRequested,
  comboItemsExcludeRequested,
  comboItemsRestoreRequested,
  comboCommandFinished,
  comboQuantityRequested,
  comboQuantityRefused,
  comboNoticeClosed,
} = comboOrdersSlice.actions;
export const comboOrdersReducer = comboOrdersSlice.reducer;
