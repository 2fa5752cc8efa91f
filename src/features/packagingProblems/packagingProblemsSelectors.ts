import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { AjusteEmbalagemDto } from '../../api/pedidoAutomaticoEmbalagemDto';
import { initialPackagingProblemsState, type PackagingProblemsState } from './packagingProblemsSlice';

export const selectPackaging = (s: RootState): PackagingProblemsState => s.packagingProblems ?? initialPackagingProblemsState;
export const selectAdjusted = (s: RootState): Record<number, number> => selectPackaging(s).adjusted;
export const selectUnresolvedOf = (s: RootState, id: number): string | undefined => selectPackaging(s).unresolved[id];
export const selectAdjustedOf = (s: RootState, id: number): number => selectPackaging(s).adjusted[id] ?? 0;
/** The refused value's reason when it is this row's. */
export const selectRefusalOf = (s: RootState, id: number) => (selectPackaging(s).refusal?.id === id ? selectPackaging(s).refusal : null);

/** What 'Confirmar ajustes' sends: the rows with an accepted, non-zero quantity (only those are ever stored). */
export const selectAcceptedAdjustments = createSelector([selectAdjusted], (adjusted): AjusteEmbalagemDto[] =>
  Object.entries(adjusted).map(([id, qtdePedida]) => ({ id: Number(id), qtdePedida })),
);
