import { createSelector } from '@reduxjs/toolkit';
import type { CotacaoDto } from '../../api/dto';
import type { EntitiesState } from '../../entities/entitiesReducer';
import type { QuotationSearchState } from './quotationSearchSlice';
import { pickByIds } from '../../shared/lib/pickByIds';

interface State {
  quotationSearch: QuotationSearchState;
  entities: EntitiesState;
}

export const selectSearch = (state: State): QuotationSearchState => state.quotationSearch;

export const selectResultRows = createSelector(
  [(state: State) => state.entities.quotations.entities, (state: State) => state.quotationSearch.ids],
  (entities, ids): CotacaoDto[] => pickByIds(ids, entities),
);
