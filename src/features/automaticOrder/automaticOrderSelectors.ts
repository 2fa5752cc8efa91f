import { createSelector } from '@reduxjs/toolkit';
import type { PedidoDto, PedidoItemDto } from '../../api/dto';
import { isFilterActive } from '../../domain/automaticOrderFilter';
import { selectOrderItems, selectOrderItemsTotal } from '../../entities/entitiesSelectors';
import { selectOnline, selectPendingSaves, type PendingSave } from '../../entities/saves/pendingSavesSlice';
import type { EntitiesState } from '../../entities/entitiesReducer';
import type { PendingSavesState } from '../../entities/saves/pendingSavesSlice';
import { representativeKey, type AutomaticOrderState, type BranchOrdersState, type ItemSort } from './automaticOrderSlice';
import { noRows } from '../../entities/orderTree/rowList';
import { selectAutomaticOrderTotal, selectAutomaticRepresentativeRow, selectAutomaticSupplierRow, selectAutomaticSupplierTable } from '../../entities/orderTree/orderTreeSelectors';
import { QUANTITY_QUEUE } from './grid/automaticOrderQueues';
import { makeSelectItemConflicts } from '../../entities/saves/itemConflicts';
import { DEFAULT_HIDDEN_COLUMNS } from './grid/itemColumns';
import { SUPPLIER_PAGER_THRESHOLD, TOTAL_BEFORE_REFRESH, TOTAL_TOOLTIP } from './automaticOrderTexts';
import { formatMoney } from '../../shared/lib/format';
import { contextSituation } from '../../domain/quotationSituation';
import { stepperSteps } from '../../domain/quotationStepper';
import { selectQuotationContext, selectQuotationContextError } from '../../entities/quotation/quotationContextSelectors';

/**
 * The screen's selectors: memoized, and returning the same reference while their input is
 * unchanged (rows subscribe by id; the grid gets the store's item objects).
 */
type RootState = { automaticOrder: AutomaticOrderState; entities: EntitiesState; pendingSaves: PendingSavesState };

export const selectAutomaticOrder = (s: RootState) => s.automaticOrder;
export const selectFilter = (s: RootState) => s.automaticOrder.filter;
export const selectFilterActive = createSelector([selectFilter], isFilterActive);

const NO_ORDERS: BranchOrdersState = Object.freeze({ ids: [], nextPage: 0, total: 0, last: false, status: 'idle', error: null }) as BranchOrdersState;
const NO_STATUS = Object.freeze({ status: 'idle' as const, error: null });

export const selectSuppliers = (s: RootState) => s.automaticOrder.suppliers;

/** The suppliers of the current page, and the pager ('Fornecedores por página' only above five suppliers). */
export const selectSupplierPage = createSelector(
  [selectSuppliers, (s: RootState) => s.automaticOrder.supplierPage, (s: RootState) => s.automaticOrder.supplierPageSize],
  (suppliers, page, size) => ({
    ids: suppliers.ids.slice(page * size, page * size + size),
    page,
    size,
    total: suppliers.ids.length,
    showPager: suppliers.ids.length > SUPPLIER_PAGER_THRESHOLD,
  }),
);

/** The empty result (no supplier passes): 'Nenhum dado foi encontrado!' with 'Limpar filtro' or a link to the summary. */
export const selectEmptyResult = createSelector([selectSuppliers, selectFilterActive], (suppliers, filterActive) =>
  suppliers.status === 'loaded' && suppliers.ids.length === 0 ? { filterActive } : null,
);

export const selectSupplierOpen = (s: RootState, idFornecedor: number): boolean => s.automaticOrder.openSuppliers.includes(idFornecedor);
export const selectRepresentatives = (s: RootState, idFornecedor: number) => s.automaticOrder.representatives[idFornecedor] ?? noRows();
/** A supplier's row with its totals (entities.automaticSuppliers), kept up to date by figuresChanged. */
export const selectSupplierRow = (s: RootState, idFornecedor: number) => selectAutomaticSupplierRow(s, s.automaticOrder.idCotacao ?? 0, idFornecedor);
/** A representative's row with its totals (entities.automaticRepresentatives). */
export const selectRepresentativeRow = (s: RootState, idFornecedor: number, idRepresentante: number) =>
  selectAutomaticRepresentativeRow(s, s.automaticOrder.idCotacao ?? 0, idFornecedor, idRepresentante);
/** The orders under the filter (the sum of the suppliers' counts). */
export const selectOrderCount = createSelector(
  [(s: RootState) => s.automaticOrder.suppliers.ids, (s: RootState) => s.automaticOrder.idCotacao, selectAutomaticSupplierTable],
  (ids, idCotacao, table) => ids.reduce((sum, idFornecedor) => sum + (table[`${idCotacao}:${idFornecedor}`]?.quantidadePedidos ?? 0), 0),
);
export const selectRepresentativeOpen = (s: RootState, idFornecedor: number, idRepresentante: number): boolean =>
  s.automaticOrder.openRepresentatives.includes(representativeKey(idFornecedor, idRepresentante));
/** A representative's branch orders so far (ids into entities.orders), with 'Carregar mais' state. */
export const selectBranchOrders = (s: RootState, idFornecedor: number, idRepresentante: number): BranchOrdersState =>
  s.automaticOrder.branchOrders[representativeKey(idFornecedor, idRepresentante)] ?? NO_ORDERS;
/** A plain lookup, not the adapter's memoized selectById: every card reads it on every store change. */
export const selectBranchOrder = (s: RootState, idPedido: number): PedidoDto | undefined => s.entities.orders.entities[idPedido];

export const selectOpenOrders = (s: RootState) => s.automaticOrder.openOrders;
export const selectOrderOpen = (s: RootState, idPedido: number): boolean => s.automaticOrder.openOrders.includes(idPedido);
export const selectItemsStatus = (s: RootState, idPedido: number) => s.automaticOrder.itemsStatus[idPedido] ?? NO_STATUS;
export const selectOrderSort = (s: RootState, idPedido: number): ItemSort | null => s.automaticOrder.sortByOrder[idPedido] ?? null;

/** An open order's items as the grid shows them: the store's objects, the same array while unchanged. */
export const selectGridItems = (s: RootState, idPedido: number): readonly PedidoItemDto[] => selectOrderItems(s, idPedido);
/** Total of a loaded order's items (memoized on its partition); the card shows the server's valorTotal before. */
export const selectLoadedOrderTotal = (s: RootState, idPedido: number): number => selectOrderItemsTotal(s, idPedido);

export type ItemSaveStatus = { status: PendingSave['status']; error: string | null };

/** Quantities not confirmed by the server, by item id ('waiting', 'saving', 'failed' with its message). */
export const selectItemSaveStatuses = createSelector([selectPendingSaves], (entries) => {
  const byItem: Record<number, ItemSaveStatus> = {};
  for (const entry of entries) {
    if (entry.queue !== QUANTITY_QUEUE) continue;
    const { id } = entry.payload as { id: number };
    byItem[id] = { status: entry.status, error: entry.error };
  }
  return byItem;
});

export const selectItemSaveStatus = (s: RootState, id: number): ItemSaveStatus | undefined => selectItemSaveStatuses(s)[id];
export const selectFailedQuantityCount = createSelector([selectItemSaveStatuses], (byItem) => Object.values(byItem).filter((e) => e.status === 'failed').length);
export const selectCanUndo = (s: RootState): boolean => s.automaticOrder.undo.length > 0;

/** The total with its refresh control: ' R$ - ' before the first refresh; disabled while refreshing and 3 s after. */
export const selectTotalView = createSelector([(s: RootState) => s.automaticOrder.total, (s: RootState) => selectAutomaticOrderTotal(s, s.automaticOrder.idCotacao)], (total, figure) => ({
  text: total.shown && figure ? formatMoney(figure.valorTotal) : TOTAL_BEFORE_REFRESH,
  tooltip: TOTAL_TOOLTIP[total.status],
  disabled: total.status !== 'idle',
  error: total.error,
}));

export const selectHasPackOrMinimumProblems = (s: RootState): boolean => s.automaticOrder.hasPackOrMinimumProblems;

// ---- The page's header and filter choices ----

const selectContext = (s: RootState) => selectQuotationContext(s, s.automaticOrder.idCotacao);

/** The quotation header (spec 03 §2.2), once its context arrived. */
export const selectOrderHeader = createSelector([selectContext], (context) =>
  context
    ? { id: context.idCotacao, title: context.tituloCotacao, dueDate: context.vencimento, status: contextSituation(context), numProdutos: context.numProdutos, qtdRespostas: context.qtdRespostas }
    : null,
);

/** The stepper with Pedido (1) as the current step. */
export const selectOrderSteps = createSelector([selectContext], (context) =>
  context ? stepperSteps({ idCotacao: context.idCotacao, current: 1, pedidoGerado: context.pedidoGerado, pedidoEnviado: context.pedidoEnviado, situacoesPedido: context.situacoesPedido }) : [],
);

export const selectContextError = (s: RootState) => selectQuotationContextError(s, s.automaticOrder.idCotacao);
export const selectSupplierOptions = (s: RootState) => s.automaticOrder.supplierOptions;

/** The quantities whose save failed, named for the 'Não salvo' notice ('Tentar novamente' sends them again). */
const NO_FAILED_SAVES: readonly { id: string; label: string; error: string | null }[] = Object.freeze([]);
export const selectFailedQuantitySaves = createSelector([selectPendingSaves], (entries) => {
  const failed = entries.filter((entry) => entry.queue === QUANTITY_QUEUE && entry.status === 'failed');
  // The same empty list while nothing failed: every edit changes the queue, the notice must not re-render for it.
  return failed.length === 0 ? NO_FAILED_SAVES : failed.map((entry) => ({ id: entry.key, label: entry.label, error: entry.error }));
});

/** Ids (as the grid's row ids) of the items whose quantity did not save, for the mark on their cells; the same empty set while none failed. */
const NO_UNSAVED_ITEMS: ReadonlySet<string> = new Set();
export const selectUnsavedItemIds = createSelector([selectPendingSaves], (entries): ReadonlySet<string> => {
  const failed = entries.filter((entry) => entry.queue === QUANTITY_QUEUE && entry.status === 'failed');
  return failed.length === 0 ? NO_UNSAVED_ITEMS : new Set(failed.map((entry) => String((entry.payload as { id: number }).id)));
});

/** Ids of the items whose quantity waits for the connection to be saved (offline), for the pending mark on their cells. */
export const selectWaitingItemIds = createSelector([selectPendingSaves, selectOnline], (entries, online): ReadonlySet<string> => {
  const waiting = online ? [] : entries.filter((entry) => entry.queue === QUANTITY_QUEUE && entry.status !== 'failed');
  return waiting.length === 0 ? NO_UNSAVED_ITEMS : new Set(waiting.map((entry) => String((entry.payload as { id: number }).id)));
});

/** Quantities refused because they changed elsewhere (docs/api.md "Versioned writes"), for the popovers at their cells. */
export const selectQuantityConflicts = makeSelectItemConflicts(QUANTITY_QUEUE, { field: 'qtdePedida' });

/** The product table's hidden columns: the user's choice, or the defaults. */
export const selectHiddenColumns = (s: RootState): readonly string[] => s.automaticOrder.hiddenColumns ?? DEFAULT_HIDDEN_COLUMNS;
const NO_WIDTHS: Readonly<Record<string, number>> = {};
/** The product table's column widths the user set (none: each column's own). */
export const selectColumnWidths = (s: RootState): Readonly<Record<string, number>> => s.automaticOrder.columnWidths ?? NO_WIDTHS;
