import { createSelector } from '@reduxjs/toolkit';
import type { CotacaoDto } from '../../api/dto';
import type { EntitiesState } from '../../entities/entitiesReducer';
import type { QuotationSearchState } from './quotationSearchSlice';

interface State {
  quotationSearch: QuotationSearchState;
  entities: EntitiesState;
}

export const selectSearch = (state: State): QuotationSearchState => state.quotationSearch;

export const selectResultRows = createSelector(
  [(state: State) => state.entities.quotations.entities, (state: State) => state.quotationSearch.ids],
  (entities, ids): CotacaoDto[] => ids.map((id) => entities[id]).filter((q): q is CotacaoDto => q !== undefined),
);
