import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { flowActions, wizardFlowReducer } from './wizardFlowSlice';
import { wizardEntered, wizardFinished, wizardLeft, wizardLoaded } from './wizardLifecycle';
import { productsActions, wizardProductsReducer } from './wizardProductsSlice';
import { registrationActions, wizardRegistrationReducer } from './wizardRegistrationSlice';
import { searchActions, wizardSearchReducer } from './wizardSearchSlice';

/**
 * The new-quotation wizard's state (spec 01 §2.8, DECISIONS 10), split by workflow so that a
 * change in one part re-renders only the panels that show it: `flow` (which quotation and step,
 * alert, busy dialog, confirmations), `registration` (step 1), `products` (step 2's items, modes,
 * terms) and `search` (step 2's catalogue search). Suppliers, representatives, branches and
 * products live in the entity tables.
 */
const parts = combineReducers({
  flow: wizardFlowReducer,
  registration: wizardRegistrationReducer,
  products: wizardProductsReducer,
  search: wizardSearchReducer,
});

export type WizardState = ReturnType<typeof parts>;

function startsOver(state: WizardState | undefined, action: UnknownAction): boolean {
  if (wizardEntered.match(action)) return !(action.payload.id !== null && action.payload.id === state?.flow.id);
  return wizardFinished.match(action) || wizardLeft.match(action) || sessionCleared.match(action) || workspaceReset.match(action);
}

export function quotationWizardReducer(state: WizardState | undefined, action: UnknownAction): WizardState {
  return parts(startsOver(state, action) ? undefined : state, action);
}

export const initialWizardState: WizardState = parts(undefined, { type: '@@wizard/init' });

export const wizardActions = {
  wizardEntered,
  wizardLoaded,
  wizardFinished,
  wizardLeft,
  ...flowActions,
  ...registrationActions,
  ...productsActions,
  ...searchActions,
};

export type { WizardAlert, WizardStep, RegistrationSubmit } from './wizardFlowSlice';
export type { ImportReport } from './wizardProductsSlice';
export { PRODUCT_SEARCH_PAGE_SIZE } from './wizardSearchSlice';
