import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { contextSituation } from '../../domain/quotationSituation';
import { stepperSteps } from '../../domain/quotationStepper';
import { selectQuotationContext, selectQuotationContextError } from '../../entities/quotation/quotationContextSelectors';
import { reviewTabs } from '../../domain/orderReview';
import { hasLoopingLimits } from '../../domain/orderStatus';
import { PENDING_KEY, type ItemsState } from './orderReviewSlice';
import type { ItemRevisaoDto, PedidoRevisaoDto } from '../../api/revisaoEnvioDto';
import { noRows, type RowList, type RowListStatus } from '../../entities/orderTree/rowList';
import {
  representativeKeyOf,
  selectReviewItemTable,
  selectReviewOrderTable,
  selectReviewRepresentativeTable,
  selectReviewSupplierTable,
  supplierKeyOf,
  type ReviewRepresentativeRow,
  type ReviewSupplierRow,
} from '../../entities/orderTree/orderTreeSelectors';
import { selectPendingSaves } from '../../entities/saves/pendingSavesSlice';
import { REVIEW_QUANTITY_QUEUE } from './orderReviewQueues';
import { makeSelectItemConflicts } from '../../entities/saves/itemConflicts';

const selectReview = (s: RootState) => s.orderReview;
const selectContext = (s: RootState) => selectQuotationContext(s, s.orderReview.idCotacao);

export const selectReviewHeader = createSelector([selectContext], (context) =>
  context ? { id: context.idCotacao, title: context.tituloCotacao, dueDate: context.vencimento, status: contextSituation(context), numProdutos: context.numProdutos, qtdRespostas: context.qtdRespostas } : null,
);

/** The stepper with Revisão e envio (2) as the current step. */
export const selectReviewSteps = createSelector([selectContext], (context) =>
  context ? stepperSteps({ idCotacao: context.idCotacao, current: 2, pedidoGerado: context.pedidoGerado, pedidoEnviado: context.pedidoEnviado }) : [],
);

export const selectContextError = (s: RootState) => selectQuotationContextError(s, s.orderReview.idCotacao);
export const selectFilter = (s: RootState) => s.orderReview.filter;
/** The review itself or its opportunities route. */
export const selectReviewRoute = (s: RootState) => s.orderReview.route;
export const selectFilterOpen = (s: RootState) => s.orderReview.filterOpen;
export const selectFilterActive = createSelector([selectFilter], (filter) => Object.values(filter).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '')));

export const selectTabs = createSelector([selectReview], (review) => ({ tab: review.tab, counts: review.counts, ...reviewTabs(review.counts) }));
/** A list the page shows with its rows from the entity tables (the rows follow every refresh of their figures). */
export interface RowsView<T> {
  rows: readonly T[];
  status: RowListStatus;
  error: string | null;
}

function viewOf<T>(list: RowList, lookup: (id: number) => T | undefined): RowsView<T> {
  return { rows: list.ids.map(lookup).filter((row): row is T => row !== undefined), status: list.status, error: list.error };
}

const selectQuotationId = (s: RootState) => s.orderReview.idCotacao ?? 0;

export const selectSuppliers = createSelector([(s: RootState) => s.orderReview.suppliers, selectQuotationId, selectReviewSupplierTable], (list, idCotacao, table) =>
  viewOf<ReviewSupplierRow>(list, (idFornecedor) => table[supplierKeyOf(idCotacao, idFornecedor)]),
);
export const selectSupplierOpen = (s: RootState, idFornecedor: number) => s.orderReview.openSuppliers.includes(idFornecedor);
export const selectRepresentatives = createSelector(
  [(s: RootState, idFornecedor: number) => s.orderReview.representatives[idFornecedor] ?? noRows(), selectQuotationId, selectReviewRepresentativeTable, (_s: RootState, idFornecedor: number) => idFornecedor],
  (list, idCotacao, table, idFornecedor) => viewOf<ReviewRepresentativeRow>(list, (idRepresentante) => table[representativeKeyOf(idCotacao, idFornecedor, idRepresentante)]),
);
export const selectRepresentativeOpen = (s: RootState, key: string) => s.orderReview.openRepresentatives.includes(key);
export const selectBranchOrders = createSelector([(s: RootState, key: string) => s.orderReview.branchOrders[key] ?? noRows(), selectReviewOrderTable], (list, table) =>
  viewOf<PedidoRevisaoDto>(list, (idPedido) => table[idPedido]),
);
export const selectPendingOrders = (s: RootState) => selectBranchOrders(s, PENDING_KEY);
export const selectOrderOpen = (s: RootState, idPedido: number) => s.orderReview.openOrders.includes(idPedido);
const NO_ITEMS: ItemsState = { ids: [], status: 'idle', error: null, page: 0, size: 10, total: 0 };
/** An open order's page of items, with the rows from entities.reviewItems (an edit shows at once: the saga patches the entity). */
export const selectItems = createSelector([(s: RootState, idPedido: number) => s.orderReview.items[idPedido] ?? NO_ITEMS, selectReviewItemTable], (items, table) => ({
  ...items,
  ...viewOf<ItemRevisaoDto>(items, (id) => table[id]),
}));
export const selectLegendOpen = (s: RootState) => s.orderReview.legendOpen;
export const selectSummary = (s: RootState) => s.orderReview.summary;
/** 'Desconsiderar pedidos de looping' only when the looping data has a maximum price percentage and a time limit (§2.6). */
export const selectLoopingConfigured = (s: RootState): boolean => hasLoopingLimits(s.orderReview.looping);

/** The quotation's looping data (GET /pedido/getDadosLooping/{id}); null until read. */
export const selectLooping = (s: RootState) => s.orderReview.looping;
export const selectExporting = (s: RootState) => s.orderReview.exporting;
export const selectExportError = (s: RootState) => s.orderReview.exportError;
export const selectReport = createSelector([(s: RootState) => s.orderReview.report, selectReviewOrderTable], (report, table) => ({
  ...viewOf<PedidoRevisaoDto>(report, (idPedido) => table[idPedido]),
  open: report.open,
}));

const NO_UNSAVED: ReadonlySet<string> = new Set();
/** Items whose quantity save failed: marked on their cell with 'Tentar novamente'. */
/** Review quantities refused because they changed elsewhere (docs/api.md "Versioned writes"). */
export const selectReviewConflicts = makeSelectItemConflicts(REVIEW_QUANTITY_QUEUE, { field: 'qtdePedida' });

export const selectUnsavedReviewItems = createSelector([selectPendingSaves], (entries): ReadonlySet<string> => {
  const failed = entries.filter((entry) => entry.queue === REVIEW_QUANTITY_QUEUE && entry.status === 'failed');
  return failed.length === 0 ? NO_UNSAVED : new Set(failed.map((entry) => String((entry.payload as { id: number }).id)));
});
