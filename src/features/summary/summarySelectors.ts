import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { selectFeatureFlag } from '../../entities/featureFlagsSlice';
import { selectQuotationContext, selectQuotationContextError, selectQuotationNotFound } from '../../entities/quotation/quotationContextSelectors';
import { selectPendingSaves } from '../../entities/saves/pendingSavesSlice';
import { contextSituation } from '../../domain/quotationSituation';
import { stepperSteps } from '../../domain/quotationStepper';
import { verPedidosTarget } from '../../domain/verPedidosTarget';
import { pairKey, type Pair } from './branchPanelsSlice';

export const CATEGORY_QUEUE = 'summary/categorias';

export const selectSummary = (s: RootState) => s.summary.screen;
export const selectDialogs = (s: RootState) => s.summary.dialogs;
export const selectAddress = (s: RootState) => s.summary.screen.address;
export const selectContext = (s: RootState) => selectQuotationContext(s, s.summary.screen.address?.idCotacao ?? null);
export const selectContextError = (s: RootState) => selectQuotationContextError(s, s.summary.screen.address?.idCotacao ?? null);
/** The server has no such quotation: the page says so, without its actions. */
export const selectNotFound = (s: RootState) => selectQuotationNotFound(s, s.summary.screen.address?.idCotacao ?? null);
export const selectButtons = (s: RootState) => s.summary.screen.buttons;
export const selectCategories = (s: RootState) => s.summary.screen.categories;
export const selectSuppliers = (s: RootState) => s.summary.screen.suppliers;
export const selectBranchPanel = (s: RootState, pair: Pair) => s.summary.branchPanels[pairKey(pair)];

/** The stepper of the summary (step 0). */
export const selectSummarySteps = createSelector([selectContext], (context) =>
  context ? stepperSteps({ idCotacao: context.idCotacao, current: 0, pedidoGerado: context.pedidoGerado, pedidoEnviado: context.pedidoEnviado, situacoesPedido: context.situacoesPedido }) : [],
);

export const selectHeader = createSelector([selectContext], (context) =>
  context
    ? { id: context.idCotacao, title: context.tituloCotacao, dueDate: context.vencimento, status: contextSituation(context), numProdutos: context.numProdutos, qtdRespostas: context.qtdRespostas }
    : null,
);

/** 'Ver Pedidos' target (spec 02 §4.2). */
export const selectOrdersTarget = createSelector([selectContext, selectButtons], (context, buttons) =>
  context && buttons
    ? verPedidosTarget({ idCotacao: context.idCotacao, situacao: contextSituation(context), situacoesPedido: context.situacoesPedido, pedidoManualGerado: buttons.pedidoManualGerado })
    : null,
);

export const selectManualOrderAllowed = (s: RootState): boolean => selectFeatureFlag(s, 'C_GERA_PEDIDO_MANUAL');

/** Some representative's answers are still being imported (closing then asks for confirmation). */
export const selectImporting = (s: RootState): boolean => s.summary.screen.suppliers.rows.some((row) => row.importando);

export const selectCategorySaves = createSelector([selectPendingSaves], (entries) => entries.filter((e) => e.queue === CATEGORY_QUEUE));
/** The category save refused because the buyer's categories changed elsewhere (docs/api.md "Versioned writes"), if any. */
export const selectCategoryConflict = (s: RootState) => selectCategorySaves(s).find((e) => e.status === 'conflict');
