import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { contextSituation } from '../../domain/quotationSituation';
import { stepperSteps } from '../../domain/quotationStepper';
import { reviewTabs } from '../../domain/orderReview';
import { hasLoopingLimits } from '../../domain/orderStatus';
import { PENDING_KEY, type ItemsState, type RowsState } from './orderReviewSlice';
import type { PedidoRevisaoDto, RepresentanteRevisaoDto } from '../../api/revisaoEnvioDto';
import { selectPendingSaves } from '../../entities/saves/pendingSavesSlice';
import { REVIEW_QUANTITY_QUEUE } from './orderReviewQueues';
import { makeSelectItemConflicts } from '../../entities/saves/itemConflicts';

const selectReview = (s: RootState) => s.orderReview;
const selectContext = (s: RootState) => s.orderReview.context;

export const selectReviewHeader = createSelector([selectContext], (context) =>
  context ? { id: context.idCotacao, title: context.tituloCotacao, dueDate: context.vencimento, status: contextSituation(context), numProdutos: context.numProdutos, qtdRespostas: context.qtdRespostas } : null,
);

/** The stepper with Revisão e envio (2) as the current step. */
export const selectReviewSteps = createSelector([selectContext], (context) =>
  context ? stepperSteps({ idCotacao: context.idCotacao, current: 2, pedidoGerado: context.pedidoGerado, pedidoEnviado: context.pedidoEnviado }) : [],
);

export const selectContextError = (s: RootState) => s.orderReview.contextError;
export const selectFilter = (s: RootState) => s.orderReview.filter;
/** The review itself or its opportunities route. */
export const selectReviewRoute = (s: RootState) => s.orderReview.route;
export const selectFilterOpen = (s: RootState) => s.orderReview.filterOpen;
export const selectFilterActive = createSelector([selectFilter], (filter) => Object.values(filter).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '')));

export const selectTabs = createSelector([selectReview], (review) => ({ tab: review.tab, counts: review.counts, ...reviewTabs(review.counts) }));
export const selectSuppliers = (s: RootState) => s.orderReview.suppliers;
export const selectSupplierOpen = (s: RootState, idFornecedor: number) => s.orderReview.openSuppliers.includes(idFornecedor);
const NO_REPRESENTATIVES: RowsState<RepresentanteRevisaoDto> = { rows: [], status: 'idle', error: null };
export const selectRepresentatives = (s: RootState, idFornecedor: number) => s.orderReview.representatives[idFornecedor] ?? NO_REPRESENTATIVES;
export const selectRepresentativeOpen = (s: RootState, key: string) => s.orderReview.openRepresentatives.includes(key);
const NO_ORDERS: RowsState<PedidoRevisaoDto> = { rows: [], status: 'idle', error: null };
export const selectBranchOrders = (s: RootState, key: string) => s.orderReview.branchOrders[key] ?? NO_ORDERS;
export const selectPendingOrders = (s: RootState) => s.orderReview.branchOrders[PENDING_KEY] ?? NO_ORDERS;
export const selectOrderOpen = (s: RootState, idPedido: number) => s.orderReview.openOrders.includes(idPedido);
const NO_ITEMS: ItemsState = { rows: [], status: 'idle', error: null, page: 0, size: 10, total: 0 };
export const selectItems = (s: RootState, idPedido: number) => s.orderReview.items[idPedido] ?? NO_ITEMS;
export const selectLegendOpen = (s: RootState) => s.orderReview.legendOpen;
export const selectSummary = (s: RootState) => s.orderReview.summary;
/** 'Desconsiderar pedidos de looping' only when the looping data has a maximum price percentage and a time limit (§2.6). */
export const selectLoopingConfigured = (s: RootState): boolean => hasLoopingLimits(s.orderReview.looping);

/** The quotation's looping data (GET /pedido/getDadosLooping/{id}); null until read. */
export const selectLooping = (s: RootState) => s.orderReview.looping;
export const selectExporting = (s: RootState) => s.orderReview.exporting;
export const selectExportError = (s: RootState) => s.orderReview.exportError;
export const selectReport = (s: RootState) => s.orderReview.report;

const NO_UNSAVED: ReadonlySet<string> = new Set();
/** Items whose quantity save failed: marked on their cell with 'Tentar novamente'. */
/** Review quantities refused because they changed elsewhere (docs/api.md "Versioned writes"). */
export const selectReviewConflicts = makeSelectItemConflicts(REVIEW_QUANTITY_QUEUE, { field: 'qtdePedida' });

export const selectUnsavedReviewItems = createSelector([selectPendingSaves], (entries): ReadonlySet<string> => {
  const failed = entries.filter((entry) => entry.queue === REVIEW_QUANTITY_QUEUE && entry.status === 'failed');
  return failed.length === 0 ? NO_UNSAVED : new Set(failed.map((entry) => String((entry.payload as { id: number }).id)));
});
