import { combineSlices, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { entitiesReducer } from '../entities/entitiesReducer';
import { configReducer } from './configSlice';
import { sessionReducer } from '../entities/session/sessionSlice';
import { shellReducer } from '../features/shell/shellSlice';
import { sideColumnReducer } from '../features/sideColumn/sideColumnSlice';
import { preferencesReducer } from '../features/preferences/preferencesSlice';
import { quotationHomeReducer } from '../features/quotationHome/quotationHomeSlice';
import { chatReducer } from '../features/chat/chatSlice';
import { supportReducer } from '../features/support/supportSlice';
import { pendingSavesReducer } from '../entities/saves/pendingSavesSlice';
import { featureHealthReducer } from '../shared/lib/featureHealth';
import type { QuotationActionsState } from '../features/quotationActions/quotationActionsSlice';
import type { OrderGenerationState } from '../features/orderGeneration/orderGenerationSlice';
import type { OrderSendingState } from '../features/orderSending/orderSendingSlice';
import type { QuotationSearchState } from '../features/quotationSearch/quotationSearchSlice';
import type { WizardState } from '../features/quotationWizard/quotationWizardSlice';
import type { UnansweredProductsState } from '../features/unansweredProducts/unansweredProductsSlice';
import type { PackagingProblemsState } from '../features/packagingProblems/packagingProblemsSlice';
import type { ShippedOrdersState } from '../features/shippedOrders/shippedOrdersSlice';
import type { ComboOrdersState } from '../features/comboOrders/comboOrdersSlice';
import type { TieBreakSettingsState } from '../features/tieBreakSettings/tieBreakSettingsSlice';
import type { SummaryFeatureState } from '../features/summary/summaryReducer';
import type { AlertSettingsState } from '../features/alertSettings/alertSettingsSlice';
import type { EanMaintenanceState } from '../features/eanMaintenance/eanMaintenanceSlice';
import type { AutomaticOrderState } from '../features/automaticOrder/automaticOrderSlice';
import type { SelectionState } from '../features/automaticOrder/selectionSlice';
import type { AnswersState } from '../features/automaticOrder/answersSlice';
import type { ConfirmState } from '../features/automaticOrder/confirmSlice';
import type { MassEditState } from '../features/automaticOrder/massEditSlice';
import type { OpportunityState } from '../features/automaticOrder/opportunitySlice';
import type { OrderReviewState } from '../features/orderReview/orderReviewSlice';
import type { OrderPaymentState } from '../features/orderReview/orderPaymentSlice';
import type { OrderPreferencesState } from '../features/orderReview/orderPreferencesSlice';
import type { NotBoughtState } from '../features/orderReview/notBoughtSlice';
import type { ItemDeletionState } from '../features/orderReview/itemDeletionSlice';
import type { OrderSelectionState } from '../features/orderReview/orderSelectionSlice';
import type { ReviewFilterOptionsState } from '../features/orderReview/reviewFilterOptionsSlice';
import type { ManualOrderExcludedState } from '../features/manualOrder/manualOrderExcludedSlice';
import type { ManualOrderState } from '../features/manualOrder/manualOrderSlice';
import type { ManualOrderDataState } from '../features/manualOrder/manualOrderDataSlice';
import type { ManualOrderDialogsState } from '../features/manualOrder/manualOrderDialogsSlice';
import type { ManualOrderInsertState } from '../features/manualOrder/manualOrderInsertSlice';
import type { SignupState } from '../features/signup/signupSlice';

/** Slices present from startup: entities (server truth), the session, the shell and what the first page needs. */
export const staticReducers = {
  config: configReducer,
  entities: entitiesReducer,
  session: sessionReducer,
  pendingSaves: pendingSavesReducer,
  featureHealth: featureHealthReducer,
  shell: shellReducer,
  sideColumn: sideColumnReducer,
  preferences: preferencesReducer,
  quotationHome: quotationHomeReducer,
  chat: chatReducer,
  support: supportReducer,
};

/**
 * Slices injected with their feature's chunk (app/lazyFeatures.ts): with their page, or for the
 * global dialogs on the first request for them. Only their own feature reads them, and its page,
 * dialogs and sagas run only after the injection, so the state type lists them.
 */
export type LazySlicesState = {
  quotationSearch: QuotationSearchState;
  quotationWizard: WizardState;
  unansweredProducts: UnansweredProductsState;
  comboOrders: ComboOrdersState;
  tieBreakSettings: TieBreakSettingsState;
  summary: SummaryFeatureState;
  automaticOrder: AutomaticOrderState;
  automaticOrderSelection: SelectionState;
  automaticOrderAnswers: AnswersState;
  automaticOrderConfirm: ConfirmState;
  automaticOrderMassEdit: MassEditState;
  automaticOrderOpportunity: OpportunityState;
  orderGeneration: OrderGenerationState;
  quotationActions: QuotationActionsState;
  orderSending: OrderSendingState;
  orderReview: OrderReviewState;
  orderPayment: OrderPaymentState;
  orderReviewPreferences: OrderPreferencesState;
  orderReviewNotBought: NotBoughtState;
  orderReviewItemDeletion: ItemDeletionState;
  orderReviewSelection: OrderSelectionState;
  orderReviewFilterOptions: ReviewFilterOptionsState;
  manualOrder: ManualOrderState;
  manualOrderData: ManualOrderDataState;
  manualOrderDialogs: ManualOrderDialogsState;
  manualOrderInsert: ManualOrderInsertState;
  manualOrderExcluded: ManualOrderExcludedState;
  signup: SignupState;
  packagingProblems: PackagingProblemsState;
  shippedOrders: ShippedOrdersState;
  alertSettings: AlertSettingsState;
  eanMaintenance: EanMaintenanceState;
};

export const LAZY_SLICE_KEYS: readonly (keyof LazySlicesState)[] = ['quotationSearch', 'quotationWizard', 'unansweredProducts', 'summary', 'automaticOrder', 'automaticOrderSelection', 'automaticOrderAnswers', 'automaticOrderConfirm', 'automaticOrderMassEdit', 'automaticOrderOpportunity', 'orderGeneration', 'quotationActions', 'orderSending', 'orderReview', 'orderPayment', 'orderReviewPreferences', 'orderReviewNotBought', 'orderReviewItemDeletion', 'orderReviewSelection', 'orderReviewFilterOptions', 'manualOrder', 'manualOrderData', 'manualOrderDialogs', 'manualOrderInsert', 'manualOrderExcluded', 'signup', 'packagingProblems', 'comboOrders', 'shippedOrders', 'tieBreakSettings', 'alertSettings', 'eanMaintenance'];

type StaticState = { [K in keyof typeof staticReducers]: ReturnType<(typeof staticReducers)[K]> };
export type RootState = StaticState & LazySlicesState;

/** Every slice key this version knows, injected or not (the replay keeps the bundle's state of each). */
export const ALL_SLICE_KEYS: readonly string[] = [...Object.keys(staticReducers), ...LAZY_SLICE_KEYS];

/** The composition root of the state, one per store: the static slices plus those injected later. */
export function createRootReducer() {
  const reducer = combineSlices(staticReducers).withLazyLoadedSlices<LazySlicesState>();
  const inject = reducer.inject as unknown as (slice: { reducerPath: string; reducer: Reducer }) => unknown;
  return Object.assign(reducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>, {
    inject: (key: string, slice: Reducer): void => void inject({ reducerPath: key, reducer: slice }),
  });
}
