import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { isPreferenceOn, LOOPING_PREFERENCE, OPPORTUNITY_PREFERENCE, preferencesAllowed, preferencesEditable } from '../../domain/orderPreferences';
import { selectFeatureFlag } from '../../entities/featureFlagsSlice';
import { selectQuotationContext } from '../../entities/quotation/quotationContextSelectors';

const selectPreferences = (s: RootState) => s.orderReviewPreferences;
const selectSituacao = (s: RootState) => selectQuotationContext(s, s.orderReview.idCotacao)?.situacao ?? null;
const selectShown = (s: RootState) => selectFeatureFlag(s, 'C_PREFERENCIAS_PEDIDO');

/** The gear (§2.6, §4.6, §6): shown with C_PREFERENCIAS_PEDIDO, enabled in the allowed quotation situations. */
export const selectGear = createSelector([selectShown, selectSituacao, (s: RootState) => s.orderReviewPreferences.open], (shown, situacao, open) => ({
  shown,
  enabled: preferencesAllowed(situacao),
  open,
}));

/** The popover: the settings in the fixed order, editable after a valid answer, and what shows under looping and opportunities. */
export const selectPopover = createSelector([selectPreferences], (p) => ({
  open: p.open,
  config: p.config,
  saving: p.saving,
  saveError: p.saveError,
  editable: preferencesEditable(p.answers.count),
  looping: p.looping,
  loopingOn: isPreferenceOn(p.config.settings, LOOPING_PREFERENCE),
  adjust: p.adjust,
  opportunityOn: isPreferenceOn(p.config.settings, OPPORTUNITY_PREFERENCE),
}));

export const selectTour = (s: RootState) => s.orderReviewPreferences.tour;
