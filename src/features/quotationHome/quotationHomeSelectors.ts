import { createSelector } from '@reduxjs/toolkit';
import type { CotacaoDto } from '../../api/dto';
import type { EntitiesState } from '../../entities/entitiesReducer';
import type { PanelKey, QuotationHomeState } from './quotationHomeSlice';
import { pickByIds } from '../../shared/lib/pickByIds';

interface State {
  quotationHome: QuotationHomeState;
  entities: EntitiesState;
}

export const selectHome = (state: State): QuotationHomeState => state.quotationHome;
export const selectPanel = (state: State, key: PanelKey) => state.quotationHome.panels[key];

const selectQuotationEntities = (state: State) => state.entities.quotations.entities;

/** Rows of one panel, the same array while its ids and those quotations are unchanged. */
export const selectPanelRows = createSelector(
  [selectQuotationEntities, (state: State, key: PanelKey) => state.quotationHome.panels[key].ids],
  (entities, ids): CotacaoDto[] => pickByIds(ids, entities),
);
