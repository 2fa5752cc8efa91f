import type { LazyFeature, LazyFeaturePage } from '../shared/lib/lazyFeature';
import { loopingEndRequested, loopingSummaryRequested, orderGenerationRequested, orderSendRequested, quotationCommandRequested, reviewRestartRequested } from '../shared/lib/appEvents';

/**
 * Features loaded on demand: their slice and saga come with their chunk (docs/architecture.md
 * "Features loaded with their page"): a route's features with its page, the global dialog
 * features on the first request for them, the embedded-mode bridge when the app is framed. The names are the slice keys of LazySlicesState and
 * the supervisor's feature names.
 */
const loaders = {
  quotationSearch: () => import('../features/quotationSearch/quotationSearchFeature').then((m) => m.quotationSearchFeature),
  quotationWizard: () => import('../features/quotationWizard/quotationWizardFeature').then((m) => m.quotationWizardFeature),
  unansweredProducts: () => import('../features/unansweredProducts/unansweredProductsFeature').then((m) => m.unansweredProductsFeature),
  summary: () => import('../features/summary/summaryFeature').then((m) => m.summaryFeature),
  automaticOrder: () => import('../features/automaticOrder/automaticOrderFeature').then((m) => m.automaticOrderFeature),
  orderGeneration: () => import('../features/orderGeneration/orderGenerationFeature').then((m) => m.orderGenerationFeature),
  orderSending: () => import('../features/orderSending/orderSendingFeature').then((m) => m.orderSendingFeature),
  quotationActions: () => import('../features/quotationActions/quotationActionsFeature').then((m) => m.quotationActionsFeature),
  orderReview: () => import('../features/orderReview/orderReviewFeature').then((m) => m.orderReviewFeature),
  manualOrder: () => import('../features/manualOrder/manualOrderFeature').then((m) => m.manualOrderFeature),
  embed: () => import('../features/embed/embedFeature').then((m) => m.embedFeature),
  signup: () => import('../features/signup/signupFeature').then((m) => m.signupFeature),
  packagingProblems: () => import('../features/packagingProblems/packagingProblemsFeature').then((m) => m.packagingProblemsFeature),
  comboOrders: () => import('../features/comboOrders/comboOrdersFeature').then((m) => m.comboOrdersFeature),
  shippedOrders: () => import('../features/shippedOrders/shippedOrdersFeature').then((m) => m.shippedOrdersFeature),
  tieBreakSettings: () => import('../features/tieBreakSettings/tieBreakSettingsFeature').then((m) => m.tieBreakSettingsFeature),
  alertSettings: () => import('../features/alertSettings/alertSettingsFeature').then((m) => m.alertSettingsFeature),
  eanMaintenance: () => import('../features/eanMaintenance/eanMaintenanceFeature').then((m) => m.eanMaintenanceFeature),
} satisfies Record<string, () => Promise<LazyFeaturePage>>;

export type FeatureName = keyof typeof loaders;

const loaded = new Map<FeatureName, LazyFeaturePage>();

export const loadFeaturePage = async (name: FeatureName): Promise<LazyFeaturePage> => {
  const module = await loaders[name]();
  loaded.set(name, module);
  return module;
};

/** The feature module once its chunk has loaded in this page (undefined before). */
export const loadedFeaturePage = (name: FeatureName): LazyFeaturePage | undefined => loaded.get(name);
export const loadFeature = async (name: FeatureName): Promise<LazyFeature> => (await loadFeaturePage(name)).feature;

/** Save queues (entities/saves) owned by lazy features, by prefix: restored saves start their feature. */
const QUEUE_OWNERS: [prefix: string, feature: FeatureName][] = [
  ['wizard/', 'quotationWizard'],
  ['summary/', 'summary'],
  ['automaticOrder/', 'automaticOrder'],
  ['orderReview/', 'orderReview'],
  ['manualOrder/', 'manualOrder'],
];

export const featureOfQueue = (queue: string): FeatureName | undefined => QUEUE_OWNERS.find(([prefix]) => queue.startsWith(prefix))?.[1];

/** Slices of a feature other than the one of its name. */
const EXTRA_SLICES: Record<string, FeatureName> = {
  automaticOrderSelection: 'automaticOrder',
  automaticOrderAnswers: 'automaticOrder',
  automaticOrderConfirm: 'automaticOrder',
  automaticOrderMassEdit: 'automaticOrder',
  automaticOrderOpportunity: 'automaticOrder',
  orderPayment: 'orderReview',
  orderReviewPreferences: 'orderReview',
  orderReviewNotBought: 'orderReview',
  orderReviewItemDeletion: 'orderReview',
  manualOrderData: 'manualOrder',
  manualOrderDialogs: 'manualOrder',
  manualOrderInsert: 'manualOrder',
};

/** Slice key → the feature that owns it (a lazy feature owns the slice of its name, and its EXTRA_SLICES). */
export const featureOfSlice = (key: string): FeatureName | undefined => (key in loaders ? (key as FeatureName) : EXTRA_SLICES[key]);

/**
 * Store events (appEvents) any screen may send to a feature loaded on demand: the first one
 * loads and starts that feature, then reaches it (app/store.ts).
 */
const STARTED_BY: Record<string, FeatureName> = {
  [orderGenerationRequested.type]: 'orderGeneration',
  [quotationCommandRequested.type]: 'quotationActions',
  [orderSendRequested.type]: 'orderSending',
  [loopingSummaryRequested.type]: 'orderSending',
  [loopingEndRequested.type]: 'orderSending',
  [reviewRestartRequested.type]: 'orderSending',
};

export const featureStartedBy = (type: string): FeatureName | undefined => STARTED_BY[type];
