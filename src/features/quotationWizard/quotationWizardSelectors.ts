import { createSelector } from '@reduxjs/toolkit';
import type { RepresentanteDto } from '../../api/dto';
import type { Supplier } from '../../api/schemas';
import type { EntitiesState } from '../../entities/entitiesReducer';
import { pickByIds } from '../../shared/lib/pickByIds';
import type { WizardState } from './quotationWizardSlice';
import { itemsAdapter } from './wizardProductsSlice';

/**
 * Each component selects only what it renders (a field of one part of the wizard state, or a
 * memoized list), so a keystroke in one panel re-renders that panel only.
 */
interface State {
  quotationWizard: WizardState;
  entities: EntitiesState;
}

// Flow
export const selectWizardId = (s: State) => s.quotationWizard.flow.id;
export const selectWizardStatus = (s: State) => s.quotationWizard.flow.situacao;
export const selectWizardStep = (s: State) => s.quotationWizard.flow.step;
export const selectWizardLoading = (s: State) => s.quotationWizard.flow.loading;
export const selectWizardLoadError = (s: State) => s.quotationWizard.flow.loadError;
export const selectWizardAlert = (s: State) => s.quotationWizard.flow.alert;
export const selectWizardBusy = (s: State) => s.quotationWizard.flow.busy;
export const selectCancelOpen = (s: State) => s.quotationWizard.flow.cancelOpen;
export const selectSendConfirmOpen = (s: State) => s.quotationWizard.flow.sendConfirmOpen;

// Step 1
export const selectRegistrationDraft = (s: State) => s.quotationWizard.registration.draft;
export const selectConditionsDialog = (s: State) => s.quotationWizard.registration.conditions;

export interface SupplierView {
  supplier: Supplier;
  representatives: RepresentanteDto[];
  withoutCondition: boolean;
}

/** Suppliers offered in step 1, each with its representatives, in the server's order. */
export const selectSupplierViews = createSelector(
  [
    (s: State) => s.quotationWizard.registration.supplierIds,
    (s: State) => s.quotationWizard.registration.suppliersWithoutCondition,
    (s: State) => s.entities.suppliers.entities,
    (s: State) => s.entities.representatives.entities,
  ],
  (ids, without, suppliers, reps): SupplierView[] =>
    pickByIds(ids, suppliers).map((supplier) => ({
      supplier,
      representatives: pickByIds(supplier.representantes, reps),
      withoutCondition: without.includes(supplier.id),
    })),
);

export const selectBranches = createSelector([(s: State) => s.quotationWizard.registration.branchIds, (s: State) => s.entities.branches.entities], (ids, branches) =>
  pickByIds(ids, branches),
);

// Step 2
export const selectPurchaseMode = (s: State) => s.quotationWizard.products.buscaDeProduto;
export const selectShortageMode = (s: State) => s.quotationWizard.products.arquivosDeFalta;
export const selectImportReport = (s: State) => s.quotationWizard.products.importReport;
export const selectSelectedItems = (s: State) => s.quotationWizard.products.selectedItems;
export const selectTermsDialog = (s: State) => s.quotationWizard.products.terms;

const itemSelectors = itemsAdapter.getSelectors((s: State) => s.quotationWizard.products.items);
/** The quotation's items in the server's order; the same array while they are unchanged. */
export const selectWizardItems = itemSelectors.selectAll;
export const selectWizardItemCount = itemSelectors.selectTotal;

export const selectProductSearch = (s: State) => s.quotationWizard.search;
export const selectProductResults = createSelector([(s: State) => s.quotationWizard.search.ids, (s: State) => s.entities.products.entities], (ids, products) =>
  pickByIds(ids, products),
);
