import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EditStart } from '../../domain/versionConflict';
import { recentQuotationChanged } from '../../shared/lib/appEvents';
import type { OpcaoFornecedorDto, PedidoItemSort } from '../../api/pedidoAutomaticoDto';
import { DEFAULT_FILTER, type AutomaticOrderFilter } from '../../domain/automaticOrderFilter';
import { sessionCleared } from '../../entities/entitiesActions';
import { noRows, rowsFailed, rowsLoaded, rowsLoading, type RowList } from '../../entities/orderTree/rowList';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { automaticOrderRestarted } from './confirm/confirmSlice';
import type { LoadStatus } from '../../shared/lib/loadStatus';

/**
 * The automatic order screen's UI and workflow state (issue 10): the filter, paging per level,
 * open accordions, sort per open order, the total's refresh and the undo stack. Server data lives
 * in entities (branch orders in entities.orders, items in the order-items store, the quotation
 * total in entities.automaticOrderTotals); save status
 * per item is read from the save queue (automaticOrderSelectors).
 */
export const MAX_OPEN_ORDERS = 5;
export const BRANCH_ORDERS_PAGE_SIZE = 15;
export const SUPPLIER_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_SUPPLIER_PAGE_SIZE = 10;
const UNDO_DEPTH = 50;

export interface BranchOrdersState {
  ids: number[];
  /** The next page to ask for ('Carregar mais'). */
  nextPage: number;
  total: number;
  last: boolean;
  status: LoadStatus;
  error: string | null;
}

export interface ItemSort {
  sort: PedidoItemSort;
  asc: boolean;
}

export interface QuantityChange {
  idPedido: number;
  id: number;
  from: number;
  to: number;
}

export type TotalStatus = 'idle' | 'refreshing' | 'cooldown';

export interface AutomaticOrderState {
  idCotacao: number | null;
  filter: AutomaticOrderFilter;
  supplierPage: number;
  supplierPageSize: number;
  /** The suppliers under the filter (idFornecedor, in the server's order; rows in entities.automaticSuppliers). */
  suppliers: RowList;
  /** By idFornecedor: its representatives (idRepresentante; rows in entities.automaticRepresentatives). */
  representatives: Record<number, RowList>;
  /** By `${idFornecedor}:${idRepresentante}`. */
  branchOrders: Record<string, BranchOrdersState>;
  openSuppliers: number[];
  openRepresentatives: string[];
  /** Open branch orders, oldest first (at most five). */
  openOrders: number[];
  itemsStatus: Record<number, { status: LoadStatus; error: string | null }>;
  /** Server sort of an order's items; absent: the server's default. */
  sortByOrder: Record<number, ItemSort>;
  /** The quotation total's refresh control; `shown`: the buyer asked for the total (' R$ - ' before), its figure is in entities.automaticOrderTotals. */
  total: { shown: boolean; status: TotalStatus; error: string | null };
  /** 'Resolver Conflitos' shows (GET isPackAndMinimumProblemButton). */
  hasPackOrMinimumProblems: boolean;
  /** Committed quantity changes, newest last (Ctrl+Z undoes the last). */
  undo: QuantityChange[];
  /** The filter's supplier choices (GET /pedidoAutomatico/getFornecedores/{id}). */
  supplierOptions: OpcaoFornecedorDto[];
  /** The product table's hidden columns as the user chose them (cloud preferences); null: the defaults. */
  hiddenColumns: string[] | null;
  /** The user whose column choice was read (once per user). */
  columnsReadFor: string | null;
  /** The product table's column widths the user set (colId → px), kept with the column choice. */
  columnWidths?: Record<string, number>;
}

export const representativeKey = (idFornecedor: number, idRepresentante: number): string => `${idFornecedor}:${idRepresentante}`;

const emptyOrders = (): BranchOrdersState => ({ ids: [], nextPage: 0, total: 0, last: false, status: 'idle', error: null });

/** What depends on the filter: lists, open panels, open orders (their items unpin through the sagas). */
const listsReset = {
  supplierPage: 0,
  suppliers: noRows(),
  representatives: {},
  branchOrders: {},
  openSuppliers: [],
  openRepresentatives: [],
  openOrders: [],
  itemsStatus: {},
  sortByOrder: {},
};

const initialState: AutomaticOrderState = {
  idCotacao: null,
  filter: DEFAULT_FILTER,
  supplierPageSize: DEFAULT_SUPPLIER_PAGE_SIZE,
  ...listsReset,
  total: { shown: false, status: 'idle', error: null },
  hasPackOrMinimumProblems: false,
  undo: [],
  supplierOptions: [],
  hiddenColumns: null,
  columnsReadFor: null,
};

const toggle = <T>(list: T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** Saga-only events of this slice: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events"). */
const sagaEvents = {
  /** The user opens a branch order's accordion (the saga closes the oldest when five are open). */
  orderOpenRequested: createAction<number>('automaticOrder/orderOpenRequested'),
  /** Read an open order's items again (after a failure: 'Tentar novamente'). */
  itemsReloadRequested: createAction<number>('automaticOrder/itemsReloadRequested'),
  /** A quantity the grid committed (already checked with domain/orderQuantity commitQuantity). */
  quantityEdited: createAction<{ idPedido: number; id: number; qtdePedida: number; versao?: number; startedWith?: EditStart }>('automaticOrder/quantityEdited'),
  /** Ctrl+Z: the last committed change is saved back to its old value. */
  quantityUndoRequested: createAction('automaticOrder/quantityUndoRequested'),
  /** 'Tentar novamente' for the quantities not saved. */
  quantitySavesRetried: createAction('automaticOrder/quantitySavesRetried'),
  /**
   * Something on this page moved money (a quantity saved, an answer chosen, a mass edit, a
   * re-insert, coming back from combo or packaging): the supplier and representative totals and
   * the total on show are read again in place; `orders`: branch orders may have been added or
   * emptied (their lists and the open orders' items are read again too). Everything read is stored in one action.
   */
  figuresChanged: createAction<{ orders: boolean }>('automaticOrder/figuresChanged'),
  /** After a change made elsewhere: the suppliers and the conflict button are read again (the lists were reset by recentQuotationChanged). */
  listsReread: createAction('automaticOrder/listsReread'),
};

const slice = createSlice({
  name: 'automaticOrder',
  initialState,
  reducers: {
    /** The page mounted or its address changed: the quotation, the filter and the supplier page come from the address. */
    automaticOrderEntered(state, { payload }: PayloadAction<{ idCotacao: number; filter: AutomaticOrderFilter; supplierPage: number }>) {
      if (state.idCotacao !== payload.idCotacao) Object.assign(state, initialState, { idCotacao: payload.idCotacao, hiddenColumns: state.hiddenColumns, columnsReadFor: state.columnsReadFor, columnWidths: state.columnWidths });
      else if (JSON.stringify(state.filter) !== JSON.stringify(payload.filter)) Object.assign(state, listsReset);
      state.filter = payload.filter;
      state.supplierPage = payload.supplierPage;
    },
    /** Leaving the page: pending saves flush, open orders close and unpin (sagas); the lists stay for a quick return. */
    automaticOrderLeft(state) {
      state.openOrders = [];
    },
    /** 'Filtrar' / 'Limpar': the lists start again under the new filter. */
    filterApplied(state, { payload }: PayloadAction<AutomaticOrderFilter>) {
      Object.assign(state, listsReset);
      state.filter = payload;
    },
    /** The suppliers read (ids; their rows went to the entities just before). */
    suppliersLoaded(state, { payload }: PayloadAction<number[]>) {
      state.suppliers = rowsLoaded(payload);
      const pages = Math.max(1, Math.ceil(payload.length / state.supplierPageSize));
      if (state.supplierPage >= pages) state.supplierPage = pages - 1;
    },
    suppliersFailed(state, { payload }: PayloadAction<string>) {
      state.suppliers = rowsFailed(payload);
    },
    suppliersLoading(state) {
      state.suppliers = rowsLoading(state.suppliers);
    },
    supplierPageChanged(state, { payload }: PayloadAction<number>) {
      state.supplierPage = Math.max(0, payload);
    },
    supplierPageSizeChanged(state, { payload }: PayloadAction<number>) {
      state.supplierPageSize = payload;
      state.supplierPage = 0;
    },
    supplierToggled(state, { payload }: PayloadAction<number>) {
      state.openSuppliers = toggle(state.openSuppliers, payload);
    },
    representativesLoading(state, { payload }: PayloadAction<number>) {
      state.representatives[payload] = rowsLoading(state.representatives[payload]);
    },
    representativesLoaded(state, { payload }: PayloadAction<{ idFornecedor: number; ids: number[] }>) {
      state.representatives[payload.idFornecedor] = rowsLoaded(payload.ids);
    },
    representativesFailed(state, { payload }: PayloadAction<{ idFornecedor: number; error: string }>) {
      state.representatives[payload.idFornecedor] = rowsFailed(payload.error);
    },
    representativeToggled(state, { payload }: PayloadAction<{ idFornecedor: number; idRepresentante: number }>) {
      state.openRepresentatives = toggle(state.openRepresentatives, representativeKey(payload.idFornecedor, payload.idRepresentante));
    },
    /** 'Carregar mais' (and the first page when a representative opens). */
    branchOrdersRequested(state, { payload }: PayloadAction<{ idFornecedor: number; idRepresentante: number }>) {
      const key = representativeKey(payload.idFornecedor, payload.idRepresentante);
      state.branchOrders[key] = { ...(state.branchOrders[key] ?? emptyOrders()), status: 'loading', error: null };
    },
    branchOrdersLoaded(state, { payload }: PayloadAction<{ key: string; page: number; ids: number[]; total: number; last: boolean }>) {
      const current = state.branchOrders[payload.key] ?? emptyOrders();
      const kept = payload.page === 0 ? [] : current.ids;
      const ids = [...kept, ...payload.ids.filter((id) => !kept.includes(id))];
      state.branchOrders[payload.key] = { ids, nextPage: payload.page + 1, total: payload.total, last: payload.last, status: 'loaded', error: null };
    },
    /** A representative's branch orders read again after a change (as many as were shown): new orders appear, emptied ones go. */
    branchOrdersRefreshed(state, { payload }: PayloadAction<{ key: string; pages: number; ids: number[]; total: number; last: boolean }>) {
      const current = state.branchOrders[payload.key];
      if (current) state.branchOrders[payload.key] = { ...current, ids: payload.ids, nextPage: payload.pages, total: payload.total, last: payload.last };
    },
    branchOrdersFailed(state, { payload }: PayloadAction<{ key: string; error: string }>) {
      const current = state.branchOrders[payload.key] ?? emptyOrders();
      state.branchOrders[payload.key] = { ...current, status: 'failed', error: payload.error };
    },
    orderOpened(state, { payload }: PayloadAction<number>) {
      if (!state.openOrders.includes(payload)) state.openOrders.push(payload);
      if (state.openOrders.length > MAX_OPEN_ORDERS) state.openOrders.shift();
    },
    orderClosed(state, { payload }: PayloadAction<number>) {
      state.openOrders = state.openOrders.filter((id) => id !== payload);
    },
    itemsLoading(state, { payload }: PayloadAction<number>) {
      state.itemsStatus[payload] = { status: 'loading', error: null };
    },
    itemsLoaded(state, { payload }: PayloadAction<number>) {
      state.itemsStatus[payload] = { status: 'loaded', error: null };
    },
    itemsFailed(state, { payload }: PayloadAction<{ idPedido: number; error: string }>) {
      state.itemsStatus[payload.idPedido] = { status: 'failed', error: payload.error };
    },
    /** A column header click: ascending → descending → the server's default (spec: three states). */
    itemsSortClicked(state, { payload }: PayloadAction<{ idPedido: number; sort: PedidoItemSort }>) {
      const current = state.sortByOrder[payload.idPedido];
      if (!current || current.sort !== payload.sort) state.sortByOrder[payload.idPedido] = { sort: payload.sort, asc: true };
      else if (current.asc) current.asc = false;
      else delete state.sortByOrder[payload.idPedido];
    },
    quantityChangeRecorded(state, { payload }: PayloadAction<QuantityChange>) {
      state.undo.push(payload);
      if (state.undo.length > UNDO_DEPTH) state.undo.shift();
    },
    quantityUndone(state) {
      state.undo.pop();
    },
    totalRefreshRequested(state) {
      if (state.total.status === 'idle') state.total = { ...state.total, status: 'refreshing', error: null };
    },
    /** The total was read and stored (entities): it is on show from now on. */
    totalLoaded(state) {
      state.total = { shown: true, status: 'cooldown', error: null };
    },
    totalFailed(state, { payload }: PayloadAction<string>) {
      state.total = { ...state.total, status: 'cooldown', error: payload };
    },
    /** Reading the total on show again failed: ' R$ - ' again rather than a stale figure. The refresh control's state is left alone. */
    totalHidden(state) {
      state.total.shown = false;
    },
    totalCooldownEnded(state) {
      state.total.status = 'idle';
    },
    packOrMinimumProblemsLoaded(state, { payload }: PayloadAction<boolean>) {
      state.hasPackOrMinimumProblems = payload;
    },
    columnsLoaded(state, { payload }: PayloadAction<{ user: string; hidden: string[] | null; widths?: Record<string, number> | null }>) {
      state.columnsReadFor = payload.user;
      if (payload.hidden) state.hiddenColumns = payload.hidden;
      if (payload.widths) state.columnWidths = payload.widths;
    },
    /** The user resized a column of the product table; saved with the column choice by the sagas. */
    columnWidthsChosen(state, { payload }: PayloadAction<Record<string, number>>) {
      state.columnWidths = payload;
    },
    /** The user's choice from the column popover (already checked); saved to the cloud document by the sagas. */
    columnsChosen(state, { payload }: PayloadAction<string[]>) {
      state.hiddenColumns = payload;
    },
    supplierOptionsLoaded(state, { payload }: PayloadAction<OpcaoFornecedorDto[]>) {
      state.supplierOptions = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState).addCase(workspaceReset, () => initialState);
    builder.addCase(automaticOrderRestarted, (state) => ({ ...initialState, hiddenColumns: state.hiddenColumns, columnsReadFor: state.columnsReadFor, columnWidths: state.columnWidths }));
    // The quotation changed elsewhere (packaging conflicts resolved, a command): its lists are read again (the sagas reload the suppliers and re-read a total on show).
    builder.addCase(recentQuotationChanged, (state, { payload }) => {
      if (payload.idCotacao === state.idCotacao) Object.assign(state, listsReset);
    });
  },
});

export const automaticOrderActions = { ...slice.actions, ...sagaEvents };
export const automaticOrderReducer = slice.reducer;
