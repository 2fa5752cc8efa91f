import type { RootState } from '../../../app/rootReducer';

/** Reads of the mass-edit modal (massEditSlice). */
export const selectMassEdit = (s: RootState) => s.automaticOrderMassEdit;
export const selectMassEditProduct = (s: RootState) => s.automaticOrderMassEdit.product;
export const selectMassEditPatches = (s: RootState) => s.automaticOrderMassEdit.patches;
