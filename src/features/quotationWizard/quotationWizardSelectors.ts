import { createSelector } from '@reduxjs/toolkit';
import type { FilialDto, ProdutoDto, RepresentanteDto } from '../../api/dto';
import type { Supplier } from '../../api/schemas';
import type { EntitiesState } from '../../entities/entitiesReducer';
import type { WizardState } from './quotationWizardSlice';

interface State {
  quotationWizard: WizardState;
  entities: EntitiesState;
}

export const selectWizardState = (state: State): WizardState => state.quotationWizard;

export interface SupplierView {
  supplier: Supplier;
  representatives: RepresentanteDto[];
  withoutCondition: boolean;
}

/** Suppliers offered in step 1, each with its representatives, in the server's order. */
export const selectSupplierViews = createSelector(
  [
    (s: State) => s.quotationWizard.supplierIds,
    (s: State) => s.quotationWizard.suppliersWithoutCondition,
    (s: State) => s.entities.suppliers.entities,
    (s: State) => s.entities.representatives.entities,
  ],
  (ids, without, suppliers, reps): SupplierView[] =>
    ids
      .map((id) => suppliers[id])
      .filter((s): s is Supplier => s !== undefined)
      .map((supplier) => ({
        supplier,
        representatives: supplier.representantes.map((r) => reps[r]).filter((r): r is RepresentanteDto => r !== undefined),
        withoutCondition: without.includes(supplier.id),
      })),
);

export const selectBranches = createSelector([(s: State) => s.quotationWizard.branchIds, (s: State) => s.entities.branches.entities], (ids, branches) =>
  ids.map((id) => branches[id]).filter((b): b is FilialDto => b !== undefined),
);

export const selectProductResults = createSelector([(s: State) => s.quotationWizard.productSearch.ids, (s: State) => s.entities.products.entities], (ids, products) =>
  ids.map((id) => products[id]).filter((p): p is ProdutoDto => p !== undefined),
);
