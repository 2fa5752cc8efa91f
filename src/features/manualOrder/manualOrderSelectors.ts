import { createSelector } from '@reduxjs/toolkit';
import { makeSelectItemConflicts } from '../../entities/saves/itemConflicts';
import { isManualFilterActive } from '../../domain/manualOrderFilter';
import { contextSituation } from '../../domain/quotationSituation';
import { stepperSteps } from '../../domain/quotationStepper';
import { selectQuotationContext, selectQuotationContextError } from '../../entities/quotation/quotationContextSelectors';
import type { QuotationContextsState } from '../../entities/quotation/quotationContextSlice';
import { selectPendingSaves, type PendingSave, type PendingSavesState } from '../../entities/saves/pendingSavesSlice';
import type { ManualOrderDataState, PageState } from './manualOrderDataSlice';
import type { ManualOrderDialogsState } from './manualOrderDialogsSlice';
import type { ManualOrderInsertState } from './manualOrderInsertSlice';
import { QUANTITY_QUEUE, type QuantityPayload } from './manualOrderQueues';
import type { ManualOrderState } from './manualOrderSlice';

/**
 * The page's selectors: plain lookups by id for rows (each row subscribes to its own object), and
 * memoized views that return the same reference while their input is unchanged.
 */
type RootState = {
  manualOrder: ManualOrderState;
  manualOrderData: ManualOrderDataState;
  manualOrderDialogs: ManualOrderDialogsState;
  manualOrderInsert: ManualOrderInsertState;
  pendingSaves: PendingSavesState;
  entities: { quotationContexts: QuotationContextsState };
};

const NO_PAGE: PageState = Object.freeze({ ids: [], page: 0, total: 0, status: 'idle', error: null }) as PageState;

export const selectScreen = (s: RootState) => s.manualOrder;
export const selectFilter = (s: RootState) => s.manualOrder.filter;
export const selectFilterActive = createSelector([selectFilter], isManualFilterActive);
export const selectGrouped = (s: RootState) => s.manualOrder.grouped;
export const selectBranches = (s: RootState) => s.manualOrder.branches;
export const selectGroupedProducts = (s: RootState) => s.manualOrder.groupedProducts;
export const selectBranchOptions = (s: RootState) => s.manualOrder.branchOptions;
export const selectSupplierOptions = (s: RootState) => s.manualOrder.supplierOptions;
export const selectOrdersExist = (s: RootState) => s.manualOrder.ordersExist;
export const selectBranchFolded = (s: RootState, idPedidoManual: number): boolean => s.manualOrder.collapsed.includes(idPedidoManual);

const selectContext = (s: RootState) => selectQuotationContext(s, s.manualOrder.idCotacao);
export const selectContextError = (s: RootState) => selectQuotationContextError(s, s.manualOrder.idCotacao);

/** The quotation header (as on the other order screens), once its context arrived. */
export const selectHeader = createSelector([selectContext], (context) =>
  context
    ? { id: context.idCotacao, title: context.tituloCotacao, dueDate: context.vencimento, status: contextSituation(context), numProdutos: context.numProdutos, qtdRespostas: context.qtdRespostas }
    : null,
);

/** The stepper with Pedido (1) current. */
export const selectSteps = createSelector([selectContext], (context) =>
  context ? stepperSteps({ idCotacao: context.idCotacao, current: 1, pedidoGerado: context.pedidoGerado, pedidoEnviado: context.pedidoEnviado, situacoesPedido: context.situacoesPedido }) : [],
);

/** 'Reiniciar' is hidden once the orders were sent. */
export const selectSent = (s: RootState): boolean => selectContext(s)?.pedidoEnviado === true;

/** The empty result of the list in view: 'Nenhum dado foi encontrado!' with 'Limpar filtro' (a filter is on) or the way back. */
export const selectEmptyResult = createSelector([selectBranches, selectGroupedProducts, selectGrouped, selectFilterActive], (branches, grouped, isGrouped, filterActive) => {
  const list = isGrouped ? grouped : branches;
  return list.status === 'loaded' && list.rows.length === 0 ? { filterActive } : null;
});

export const selectTotals = (s: RootState) => s.manualOrder.totals;
export const selectBranchTotal = (s: RootState, idCliente: number) => s.manualOrder.totals.byBranch[idCliente];

// ---- Products and answers ----
export const selectProductsPage = (s: RootState, idPedidoManual: number): PageState => s.manualOrderData.productPages[idPedidoManual] ?? NO_PAGE;
export const selectAnswersPage = (s: RootState, idItem: number): PageState => s.manualOrderData.answerPages[idItem] ?? NO_PAGE;
export const selectGroupedAnswersPage = (s: RootState, codBarras: string): PageState => s.manualOrderData.groupedAnswerPages[codBarras] ?? NO_PAGE;
export const selectItem = (s: RootState, idItem: number) => s.manualOrderData.items[idItem];
export const selectAnswer = (s: RootState, idAnswer: number) => s.manualOrderData.answers[idAnswer];
export const selectItemError = (s: RootState, idItem: number): string | undefined => s.manualOrderData.itemErrors[idItem];
export const selectBranchError = (s: RootState, idPedidoManual: number): string | undefined => s.manualOrderData.branchErrors[idPedidoManual];

export type AnswerSaveStatus = { status: PendingSave['status']; error: string | null };

/** Quantities not confirmed by the server, by answer id ('waiting', 'saving', 'failed' with its message). */
export const selectAnswerSaveStatuses = createSelector([selectPendingSaves], (entries) => {
  const byAnswer: Record<number, AnswerSaveStatus> = {};
  for (const entry of entries) {
    if (entry.queue !== QUANTITY_QUEUE) continue;
    byAnswer[(entry.payload as QuantityPayload).idPedidoManualItemResposta] = { status: entry.status, error: entry.error };
  }
  return byAnswer;
});

/** Quantities refused because the answer's item changed elsewhere (docs/api.md "Versioned writes"), for the popover at their input. */
export const selectQuantityConflicts = makeSelectItemConflicts(QUANTITY_QUEUE, { field: 'qtde', idField: 'idPedidoManualItemResposta', currentField: 'quantidadePedir' });

export const selectAnswerSaveStatus = (s: RootState, idAnswer: number): AnswerSaveStatus | undefined => selectAnswerSaveStatuses(s)[idAnswer];

const NO_FAILED_SAVES: readonly { id: string; label: string; error: string | null }[] = Object.freeze([]);
/** The quantities whose save failed, named for the 'Não salvo' notice. */
export const selectFailedQuantitySaves = createSelector([selectPendingSaves], (entries) => {
  const failed = entries.filter((entry) => entry.queue === QUANTITY_QUEUE && entry.status === 'failed');
  return failed.length === 0 ? NO_FAILED_SAVES : failed.map((entry) => ({ id: entry.key, label: entry.label, error: entry.error }));
});

// ---- Dialogs and the insert flow ----
export const selectMass = (s: RootState) => s.manualOrderDialogs.mass;
export const selectDiscount = (s: RootState) => s.manualOrderDialogs.discount;
export const selectNotice = (s: RootState) => s.manualOrderDialogs.notice;
export const selectBuying = (s: RootState) => s.manualOrderDialogs.buying;
export const selectBranchSkipped = (s: RootState, idPedidoManual: number): string[] | undefined => s.manualOrderDialogs.branchSkipped[idPedidoManual];
export const selectInsert = (s: RootState) => s.manualOrderInsert;

/** The mass dialog's rows the search shows. */
export const selectMassRows = createSelector([selectMass], (mass) => {
  if (!mass) return [];
  return mass.found === null ? mass.rows : mass.rows.filter((row) => mass.found!.includes(row.idPedidoManual));
});
