import { combineReducers } from '@reduxjs/toolkit';
import { entitiesReducer } from '../entities/entitiesReducer';
import { configReducer } from './configSlice';
import { sessionReducer } from '../entities/session/sessionSlice';
import { shellReducer } from '../features/shell/shellSlice';
import { sideColumnReducer } from '../features/sideColumn/sideColumnSlice';
import { preferencesReducer } from '../features/preferences/preferencesSlice';
import { quotationHomeReducer } from '../features/quotationHome/quotationHomeSlice';
import { quotationSearchReducer } from '../features/quotationSearch/quotationSearchSlice';
import { chatReducer } from '../features/chat/chatSlice';
import { quotationWizardReducer } from '../features/quotationWizard/quotationWizardSlice';
import { orderGenerationReducer } from '../features/orderGeneration/orderGenerationSlice';
import { supportReducer } from '../features/support/supportSlice';
import { summaryReducer } from '../features/summary/summaryReducer';
import { pendingSavesReducer } from '../entities/saves/pendingSavesSlice';
import { featureHealthReducer } from '../shared/lib/featureHealth';
import { quotationActionsReducer } from '../features/quotationActions/quotationActionsSlice';
import { unansweredProductsReducer } from '../features/unansweredProducts/unansweredProductsSlice';
import { automaticOrderReducer } from '../features/automaticOrder/automaticOrderSlice';
import { selectionReducer } from '../features/automaticOrder/selectionSlice';
import { answersReducer } from '../features/automaticOrder/answersSlice';
import { confirmReducer } from '../features/automaticOrder/confirmSlice';
import { massEditReducer } from '../features/automaticOrder/massEditSlice';

/** The composition root of the state: entities (server truth) plus one slice per feature. */
export const rootReducer = combineReducers({
  config: configReducer,
  entities: entitiesReducer,
  session: sessionReducer,
  pendingSaves: pendingSavesReducer,
  featureHealth: featureHealthReducer,
  shell: shellReducer,
  sideColumn: sideColumnReducer,
  preferences: preferencesReducer,
  quotationHome: quotationHomeReducer,
  quotationSearch: quotationSearchReducer,
  chat: chatReducer,
  quotationWizard: quotationWizardReducer,
  support: supportReducer,
  orderGeneration: orderGenerationReducer,
  quotationActions: quotationActionsReducer,
  unansweredProducts: unansweredProductsReducer,
  summary: summaryReducer,
  automaticOrder: automaticOrderReducer,
  automaticOrderSelection: selectionReducer,
  automaticOrderAnswers: answersReducer,
  automaticOrderConfirm: confirmReducer,
  automaticOrderMassEdit: massEditReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
