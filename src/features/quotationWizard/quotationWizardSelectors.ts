import { createSelector } from '@reduxjs/toolkit';
import type { RepresentanteDto } from '../../api/dto';
import type { Supplier } from '../../api/schemas';
import type { EntitiesState } from '../../entities/entitiesReducer';
import type { WizardState } from './quotationWizardSlice';
import { pickByIds } from '../../shared/lib/pickByIds';

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
    pickByIds(ids, suppliers).map((supplier) => ({
      supplier,
      representatives: pickByIds(supplier.representantes, reps),
      withoutCondition: without.includes(supplier.id),
    })),
);

export const selectBranches = createSelector([(s: State) => s.quotationWizard.branchIds, (s: State) => s.entities.branches.entities], (ids, branches) =>
  pickByIds(ids, branches),
);

export const selectProductResults = createSelector([(s: State) => s.quotationWizard.productSearch.ids, (s: State) => s.entities.products.entities], (ids, products) =>
  pickByIds(ids, products),
);
