import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../api/dto';
import type { OpcaoFilialManualDto, OpcaoFornecedorManualDto, PedidoManualFilialDto } from '../../api/pedidoManualDto';
import type { ProdutoAgrupadoDto } from '../../api/pedidoManualMassaDto';
import type { TotalPedidoManualDto, ValorTotalManualDto, ValorTotalRepresentanteDto } from '../../api/pedidoManualTotaisDto';
import { DEFAULT_MANUAL_FILTER, manualFilterKey, MANUAL_ORDER_PAGE_SIZES, type ManualOrderFilter } from '../../domain/manualOrderFilter';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { branchMarked, branchMarkReverted, branchMarkSettled, filterApplied, manualOrderEntered, manualOrderReset, productMarkSettled, answerMarkSettled } from './manualOrderEvents';
import type { RowsState } from '../../shared/lib/loadStatus';

/**
 * The manual order screen (spec 02 §2.2): the address (quotation, filter, page, size), the view
 * (by branch or grouped), the filter's choices, the page of branches (or of
 * grouped products) and the totals. The products and answers under them are in
 * manualOrderDataSlice. The header is the shared entity (entities/quotation); the manual order's
 * own rows (branches, products, answers, totals), which no other screen reads, stay here: one
 * quotation at a time, read again on every visit (docs/architecture.md).
 */
export interface ListState<T> extends RowsState<T> {
  total: number;
}

export interface TotalsState {
  order: TotalPedidoManualDto | null;
  byRepresentative: ValorTotalRepresentanteDto[];
  /** By idCliente, for the branches on the page. */
  byBranch: Record<number, ValorTotalManualDto>;
  status: 'idle' | 'loading';
  error: string | null;
}

export interface ManualOrderState {
  idCotacao: number | null;
  filter: ManualOrderFilter;
  page: number;
  size: number;
  /** 'Visualizar Agrupado' (remembered per user in local storage). */
  grouped: boolean;
  branchOptions: OpcaoFilialManualDto[];
  supplierOptions: OpcaoFornecedorManualDto[];
  /** 'Ver Pedidos' shows (GET /pedido/validar/{id} succeeded). */
  ordersExist: boolean;
  branches: ListState<PedidoManualFilialDto>;
  groupedProducts: ListState<ProdutoAgrupadoDto>;
  /** Branch panels the user folded. */
  collapsed: number[];
  totals: TotalsState;
}

const emptyList = <T>(): ListState<T> => ({ rows: [], total: 0, status: 'idle', error: null });

const listsReset = { branches: emptyList<PedidoManualFilialDto>(), groupedProducts: emptyList<ProdutoAgrupadoDto>() };

const initialState: ManualOrderState = {
  idCotacao: null,
  filter: DEFAULT_MANUAL_FILTER,
  page: 0,
  size: MANUAL_ORDER_PAGE_SIZES.branches,
  grouped: false,
  branchOptions: [],
  supplierOptions: [],
  ordersExist: false,
  ...listsReset,
  collapsed: [],
  totals: { order: null, byRepresentative: [], byBranch: {}, status: 'idle', error: null },
};

const loaded = <T>(page: Page<T>): ListState<T> => ({ rows: page.content, total: page.totalElements, status: 'loaded', error: null });

function setBranchSelected(state: ManualOrderState, idPedidoManual: number, selecionado: boolean): void {
  const branch = state.branches.rows.find((row) => row.id === idPedidoManual);
  if (branch) branch.selecionado = selecionado;
}

/** Unchecking a product of a branch clears its 'Selecionar todos os produtos da filial'. */
function productUnchecked(state: ManualOrderState, item: { idPedidoManual: number; comprarCliente: boolean }): void {
  if (!item.comprarCliente) setBranchSelected(state, item.idPedidoManual, false);
}

/** Saga-only events of this slice: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events"). */
const sagaEvents = {
  /** The search field changed: applied by the saga after the quiet period (or at once with Enter). */
  searchTyped: createAction<string>('manualOrder/searchTyped'),
  searchSubmitted: createAction<string>('manualOrder/searchSubmitted'),
};

const slice = createSlice({
  name: 'manualOrder',
  initialState,
  reducers: {
    /**
     * Another page: the list on screen stays, busy, until the next page is read (then it is
     * replaced), so the click repaints only the pager; taking a page of panels down in the click's
     * own task held the frame for a quarter of a second at 4× CPU (INP, issue 31).
     */
    pageChanged(state, { payload }: PayloadAction<number>) {
      state.page = Math.max(0, payload);
      if (state.grouped) state.branches = emptyList();
      else state.groupedProducts = emptyList();
      const shown = state.grouped ? state.groupedProducts : state.branches;
      shown.status = 'loading';
      shown.error = null;
    },
    sizeChanged(state, { payload }: PayloadAction<number>) {
      state.size = payload;
      state.page = 0;
      Object.assign(state, listsReset);
    },
    groupedToggled(state, { payload }: PayloadAction<boolean>) {
      state.grouped = payload;
      state.page = 0;
      Object.assign(state, listsReset);
    },
    groupedPreferenceRead(state, { payload }: PayloadAction<boolean>) {
      if (state.grouped === payload) return;
      state.grouped = payload;
      Object.assign(state, listsReset);
    },
    optionsLoaded(state, { payload }: PayloadAction<{ branches: OpcaoFilialManualDto[]; suppliers: OpcaoFornecedorManualDto[] }>) {
      state.branchOptions = payload.branches;
      state.supplierOptions = payload.suppliers;
    },
    ordersExistLoaded(state, { payload }: PayloadAction<boolean>) {
      state.ordersExist = payload;
    },
    listReloadRequested(state) {
      Object.assign(state, listsReset);
    },
    branchesLoading(state) {
      state.branches = { ...state.branches, status: 'loading', error: null };
    },
    branchesLoaded(state, { payload }: PayloadAction<Page<PedidoManualFilialDto>>) {
      state.branches = loaded(payload);
    },
    branchesFailed(state, { payload }: PayloadAction<string>) {
      state.branches = { ...emptyList(), status: 'failed', error: payload };
    },
    groupedLoading(state) {
      state.groupedProducts = { ...state.groupedProducts, status: 'loading', error: null };
    },
    groupedLoaded(state, { payload }: PayloadAction<Page<ProdutoAgrupadoDto>>) {
      state.groupedProducts = loaded(payload);
    },
    groupedFailed(state, { payload }: PayloadAction<string>) {
      state.groupedProducts = { ...emptyList(), status: 'failed', error: payload };
    },
    branchFolded(state, { payload }: PayloadAction<number>) {
      state.collapsed = state.collapsed.includes(payload) ? state.collapsed.filter((id) => id !== payload) : [...state.collapsed, payload];
    },
    totalsRefreshRequested(state) {
      state.totals.status = 'loading';
    },
    totalsLoaded(state, { payload }: PayloadAction<{ order: TotalPedidoManualDto; byRepresentative: ValorTotalRepresentanteDto[]; byBranch: Record<number, ValorTotalManualDto> }>) {
      state.totals = { ...payload, status: 'idle', error: null };
    },
    totalsFailed(state, { payload }: PayloadAction<string>) {
      state.totals.status = 'idle';
      state.totals.error = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(manualOrderEntered, (state, { payload }) => {
        if (state.idCotacao !== payload.idCotacao) Object.assign(state, initialState, { grouped: state.grouped, idCotacao: payload.idCotacao });
        else if (manualFilterKey(state.filter) !== manualFilterKey(payload.filter) || state.page !== payload.page || state.size !== payload.size) Object.assign(state, listsReset);
        state.filter = payload.filter;
        state.page = payload.page;
        state.size = payload.size;
      })
      .addCase(filterApplied, (state, { payload }) => {
        state.filter = payload;
        state.page = 0;
        Object.assign(state, listsReset);
      })
      .addCase(branchMarked, (state, { payload }) => setBranchSelected(state, payload.idPedidoManual, payload.checked))
      .addCase(branchMarkSettled, (state, { payload }) => setBranchSelected(state, payload.idPedidoManual, payload.result.selecionado))
      .addCase(branchMarkReverted, (state, { payload }) => setBranchSelected(state, payload.idPedidoManual, payload.selecionado))
      .addCase(answerMarkSettled, (state, { payload }) => productUnchecked(state, payload.result.item))
      .addCase(productMarkSettled, (state, { payload }) => productUnchecked(state, payload.item))
      .addCase(manualOrderReset, (state) => ({ ...initialState, grouped: state.grouped }))
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, (state) => ({ ...initialState, grouped: state.grouped }));
  },
});

export const manualOrderActions = { ...slice.actions, ...sagaEvents };
export const manualOrderReducer = slice.reducer;
