import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EditStart } from '../../domain/versionConflict';
import type { DadosLoopingDto, FiltroRevisaoDto, ReviewExport, SummaryRow, SummaryTab } from '../../api/revisaoEnvioDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { noRows, rowsFailed, rowsLoaded, rowsLoading, type RowList } from '../../entities/orderTree/rowList';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import type { ReviewRoute } from '../../domain/opportunityQuantity';
import type { LoadStatus } from '../../shared/lib/loadStatus';

/**
 * The order review page's state (spec 03 §2.6, issue 12 part 1): the order filter, the tab, the
 * supplier → representative → branch order lists (ids: the rows with their totals are entities,
 * entities.reviewSuppliers / reviewRepresentatives / reviewOrders), each open order's page of items, the legend
 * and 'Resumo dos Pedidos'. Open panels survive a refresh (an order's item panel stays open:
 * remembered per order).
 */
export const ITEMS_PAGE_SIZE = 10;
export const ITEMS_PAGE_SIZES = [10, 20, 50] as const;
export const SUMMARY_PAGE_SIZE = 10;
/** The pending tab's flat list of branch orders. */
export const PENDING_KEY = 'pendentes';

export type ReviewTab = 'todos' | 'pendentes';

/** An open order's page of items (ids; the rows are entities.reviewItems). */
export interface ItemsState extends RowList {
  page: number;
  size: number;
  total: number;
}

export interface SummaryState {
  open: boolean;
  tab: SummaryTab;
  page: number;
  ignoreLooping: boolean;
  rows: SummaryRow[];
  total: number;
  totais: Record<string, number>;
  status: LoadStatus;
  error: string | null;
}

export interface OrderReviewState {
  idCotacao: number | null;
  /** The review itself, or its opportunities route (/revisao-envio/{id}/oportunidades: only the products sent there). */
  route: ReviewRoute;
  filter: FiltroRevisaoDto;
  filterOpen: boolean;
  tab: ReviewTab;
  /** The user chose a tab: the automatic choice of the pending tab no longer applies. */
  tabChosen: boolean;
  /** enviaveis / enviados: the whole quotation's orders 'Enviar pedidos' can still send, and those already sent (issue 25 point 8). */
  counts: { todos: number; pendentes: number; enviaveis: number; enviados: number; status: LoadStatus };
  /** idFornecedor in the server's order. */
  suppliers: RowList;
  /** By idFornecedor: idRepresentante in the server's order. */
  representatives: Record<number, RowList>;
  /** By `${idFornecedor}:${idRepresentante}`, or PENDING_KEY for the pending tab: idPedido in the server's order. */
  branchOrders: Record<string, RowList>;
  openSuppliers: number[];
  openRepresentatives: string[];
  openOrders: number[];
  items: Record<number, ItemsState>;
  legendOpen: boolean;
  summary: SummaryState;
  looping: DadosLoopingDto | null;
  /** The export being prepared (its button waits), and the last export's failure. */
  exporting: ReviewExport | null;
  exportError: string | null;
  /** 'Imprimir': the 'Relatório' print view of every order under the filter. */
  report: RowList & { open: boolean };
}

export const representativeKey = (idFornecedor: number, idRepresentante: number): string => `${idFornecedor}:${idRepresentante}`;

const initialSummary: SummaryState = { open: false, tab: 'economia', page: 0, ignoreLooping: false, rows: [], total: 0, totais: {}, status: 'idle', error: null };

/** What a refresh or a new filter reads again (open panels stay open and read again). */
const dataReset = {
  suppliers: noRows(),
  representatives: {},
  branchOrders: {},
  items: {},
};

const initialState: OrderReviewState = {
  idCotacao: null,
  route: 'revisao',
  filter: {},
  filterOpen: false,
  tab: 'todos',
  tabChosen: false,
  counts: { todos: 0, pendentes: 0, enviaveis: 0, enviados: 0, status: 'idle' },
  ...dataReset,
  openSuppliers: [],
  openRepresentatives: [],
  openOrders: [],
  legendOpen: false,
  summary: initialSummary,
  looping: null,
  exporting: null,
  exportError: null,
  report: { open: false, ...noRows() },
};

const toggle = <T>(list: T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** Saga-only events of this slice: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events"). */
const sagaEvents = {
  /** The page was left: its reads are cancelled (orderReviewSagas), entering again reads the lists again. */
  reviewLeft: createAction('orderReview/reviewLeft'),
  /** A quantity the grid committed (checked with domain/orderQuantity): shown at once (the saga patches the item entity), saved by the queue. */
  quantityEdited: createAction<{ idPedido: number; id: number; qtdePedida: number; versao?: number; startedWith?: EditStart }>('orderReview/quantityEdited'),
  /** 'Tentar novamente' on a quantity that did not save. */
  quantitySavesRetried: createAction('orderReview/quantitySavesRetried'),
  /** 'Enviar pedidos': the sending feature takes it (appEvents.orderSendRequested). */
  sendRequested: createAction('orderReview/sendRequested'),
};

const slice = createSlice({
  name: 'orderReview',
  initialState,
  reducers: {
    reviewEntered(state, { payload }: PayloadAction<{ idCotacao: number; route?: ReviewRoute }>) {
      const route = payload.route ?? 'revisao';
      if (state.idCotacao !== payload.idCotacao) return { ...initialState, idCotacao: payload.idCotacao, route };
      // Between the review and its opportunities route the lists are other lists: read again, panels closed.
      if (state.route !== route) Object.assign(state, dataReset, { route, openSuppliers: [], openRepresentatives: [], counts: initialState.counts });
      return undefined;
    },
    /**
     * 'Atualizar pedido' or another feature changed the orders: every list reads again while its
     * rows stay on screen, open panels stay open; `items: false` (after a quantity save) leaves
     * the item tables alone and reads only the totals around them.
     */
    refreshRequested: {
      reducer(state, { payload }: PayloadAction<{ items: boolean }>) {
        state.suppliers.status = 'idle';
        state.counts.status = 'idle';
        Object.values(state.representatives).forEach((rows) => (rows.status = 'idle'));
        Object.values(state.branchOrders).forEach((rows) => (rows.status = 'idle'));
        if (payload.items) Object.values(state.items).forEach((items) => (items.status = 'idle'));
      },
      prepare: (payload: { items: boolean } = { items: true }) => ({ payload }),
    },
    countsLoaded(state, { payload }: PayloadAction<{ todos: number; pendentes: number; enviaveis: number; enviados: number }>) {
      state.counts = { ...payload, status: 'loaded' };
      if (payload.pendentes === 0) state.tab = 'todos';
      else if (!state.tabChosen && payload.pendentes === payload.todos) state.tab = 'pendentes';
    },
    countsFailed(state) {
      state.counts.status = 'failed';
    },
    tabChosen(state, { payload }: PayloadAction<ReviewTab>) {
      state.tab = payload;
      state.tabChosen = true;
    },
    filterPanelToggled(state, { payload }: PayloadAction<boolean>) {
      state.filterOpen = payload;
    },
    /** 'Filtrar' in the order filter, or the notice's link (an empty filter). */
    filterApplied(state, { payload }: PayloadAction<FiltroRevisaoDto>) {
      Object.assign(state, dataReset);
      state.filter = payload;
      state.filterOpen = false;
      state.counts.status = 'idle';
      state.openSuppliers = [];
      state.openRepresentatives = [];
    },
    suppliersLoading(state) {
      state.suppliers = rowsLoading(state.suppliers);
    },
    suppliersLoaded(state, { payload }: PayloadAction<number[]>) {
      state.suppliers = rowsLoaded(payload);
    },
    suppliersFailed(state, { payload }: PayloadAction<string>) {
      state.suppliers = rowsFailed(payload);
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
    branchOrdersLoading(state, { payload }: PayloadAction<string>) {
      state.branchOrders[payload] = rowsLoading(state.branchOrders[payload]);
    },
    branchOrdersLoaded(state, { payload }: PayloadAction<{ key: string; ids: number[] }>) {
      state.branchOrders[payload.key] = rowsLoaded(payload.ids);
    },
    branchOrdersFailed(state, { payload }: PayloadAction<{ key: string; error: string }>) {
      state.branchOrders[payload.key] = rowsFailed(payload.error);
    },
    orderToggled(state, { payload }: PayloadAction<number>) {
      state.openOrders = toggle(state.openOrders, payload);
    },
    /** A page (or page size) of an open order's items. */
    itemsPageRequested(state, { payload }: PayloadAction<{ idPedido: number; page: number; size: number }>) {
      const current = state.items[payload.idPedido];
      state.items[payload.idPedido] = { ids: current?.ids ?? [], total: current?.total ?? 0, page: payload.page, size: payload.size, status: 'loading', error: null };
    },
    itemsLoaded(state, { payload }: PayloadAction<{ idPedido: number; ids: number[]; total: number }>) {
      const current = state.items[payload.idPedido];
      if (current) Object.assign(current, { ids: payload.ids, total: payload.total, status: 'loaded', error: null });
    },
    itemsFailed(state, { payload }: PayloadAction<{ idPedido: number; error: string }>) {
      const current = state.items[payload.idPedido];
      if (current) Object.assign(current, { status: 'failed', error: payload.error });
    },
    legendToggled(state, { payload }: PayloadAction<boolean>) {
      state.legendOpen = payload;
    },
    summaryOpened(state) {
      state.summary = { ...initialSummary, open: true, ignoreLooping: state.summary.ignoreLooping, status: 'loading' };
    },
    summaryClosed(state) {
      state.summary.open = false;
    },
    summaryTabChosen(state, { payload }: PayloadAction<SummaryTab>) {
      Object.assign(state.summary, { tab: payload, page: 0, status: 'loading', error: null });
    },
    summaryPageChosen(state, { payload }: PayloadAction<number>) {
      Object.assign(state.summary, { page: payload, status: 'loading', error: null });
    },
    ignoreLoopingToggled(state, { payload }: PayloadAction<boolean>) {
      Object.assign(state.summary, { ignoreLooping: payload, page: 0, status: 'loading', error: null });
    },
    summaryLoaded(state, { payload }: PayloadAction<{ rows: SummaryRow[]; total: number; totais: Record<string, number> }>) {
      Object.assign(state.summary, { ...payload, status: 'loaded', error: null });
    },
    summaryFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state.summary, { rows: [], status: 'failed', error: payload });
    },
    loopingLoaded(state, { payload }: PayloadAction<DadosLoopingDto | null>) {
      state.looping = payload;
    },
    exportRequested(state, { payload }: PayloadAction<ReviewExport>) {
      if (state.exporting === null) state.exporting = payload;
      state.exportError = null;
    },
    exportFinished(state, { payload }: PayloadAction<string | null>) {
      state.exporting = null;
      state.exportError = payload;
    },
    reportOpened(state) {
      state.report = { open: true, ...rowsLoading(undefined) };
    },
    reportClosed(state) {
      state.report.open = false;
    },
    reportLoaded(state, { payload }: PayloadAction<number[]>) {
      Object.assign(state.report, rowsLoaded(payload));
    },
    reportFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state.report, rowsFailed(payload));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState).addCase(workspaceReset, () => initialState);
  },
});

export const orderReviewActions = { ...slice.actions, ...sagaEvents };
export const orderReviewReducer = slice.reducer;
