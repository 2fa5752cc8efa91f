import type { LazyFeaturePage } from '../shared/lib/lazyFeature';
import { loopingEndRequested, loopingSummaryRequested, orderGenerationRequested, orderSendRequested, quotationCommandRequested, reviewRestartRequested } from '../shared/lib/appEvents';

/**
 * One entry per feature loaded on demand (docs/architecture.md "Features loaded with their page"):
 * - `load`: its chunk (the import() stays here so the chunk stays lazy);
 * - `slices`: the slice keys its feature module injects (the first is the feature's name when it has one);
 * - `queues`: prefixes of the save queues (entities/saves) it owns: a restored save starts it;
 * - `startedBy`: store events (appEvents) any screen may send it: the first one loads and starts it.
 * The lazy-slice list and its state type (app/rootReducer.ts) and the owner maps (app/lazyFeatures.ts)
 * are derived from it: adding a feature is one entry here.
 */
export const FEATURE_MANIFEST = {
  quotationSearch: { load: () => import('../features/quotationSearch/quotationSearchFeature').then((m) => m.quotationSearchFeature), slices: ['quotationSearch'] },
  quotationWizard: { load: () => import('../features/quotationWizard/quotationWizardFeature').then((m) => m.quotationWizardFeature), slices: ['quotationWizard'], queues: ['wizard/'] },
  unansweredProducts: { load: () => import('../features/unansweredProducts/unansweredProductsFeature').then((m) => m.unansweredProductsFeature), slices: ['unansweredProducts'] },
  summary: { load: () => import('../features/summary/summaryFeature').then((m) => m.summaryFeature), slices: ['summary'], queues: ['summary/'] },
  automaticOrder: {
    load: () => import('../features/automaticOrder/automaticOrderFeature').then((m) => m.automaticOrderFeature),
    slices: ['automaticOrder', 'automaticOrderSelection', 'automaticOrderAnswers', 'automaticOrderConfirm', 'automaticOrderMassEdit', 'automaticOrderOpportunity'],
    queues: ['automaticOrder/'],
  },
  orderGeneration: { load: () => import('../features/orderGeneration/orderGenerationFeature').then((m) => m.orderGenerationFeature), slices: ['orderGeneration'], startedBy: [orderGenerationRequested.type] },
  quotationActions: { load: () => import('../features/quotationActions/quotationActionsFeature').then((m) => m.quotationActionsFeature), slices: ['quotationActions'], startedBy: [quotationCommandRequested.type] },
  orderSending: {
    load: () => import('../features/orderSending/orderSendingFeature').then((m) => m.orderSendingFeature),
    slices: ['orderSending'],
    startedBy: [orderSendRequested.type, loopingSummaryRequested.type, loopingEndRequested.type, reviewRestartRequested.type],
  },
  orderReview: {
    load: () => import('../features/orderReview/orderReviewFeature').then((m) => m.orderReviewFeature),
    slices: ['orderReview', 'orderPayment', 'orderReviewPreferences', 'orderReviewNotBought', 'orderReviewItemDeletion', 'orderReviewSelection', 'orderReviewFilterOptions'],
    queues: ['orderReview/'],
  },
  manualOrder: {
    load: () => import('../features/manualOrder/manualOrderFeature').then((m) => m.manualOrderFeature),
    slices: ['manualOrder', 'manualOrderData', 'manualOrderDialogs', 'manualOrderInsert', 'manualOrderExcluded'],
    queues: ['manualOrder/'],
  },
  embed: { load: () => import('../features/embed/embedFeature').then((m) => m.embedFeature), slices: [] },
  signup: { load: () => import('../features/signup/signupFeature').then((m) => m.signupFeature), slices: ['signup'] },
  packagingProblems: { load: () => import('../features/packagingProblems/packagingProblemsFeature').then((m) => m.packagingProblemsFeature), slices: ['packagingProblems'] },
  comboOrders: { load: () => import('../features/comboOrders/comboOrdersFeature').then((m) => m.comboOrdersFeature), slices: ['comboOrders'] },
  shippedOrders: { load: () => import('../features/shippedOrders/shippedOrdersFeature').then((m) => m.shippedOrdersFeature), slices: ['shippedOrders'] },
  tieBreakSettings: { load: () => import('../features/tieBreakSettings/tieBreakSettingsFeature').then((m) => m.tieBreakSettingsFeature), slices: ['tieBreakSettings'] },
  alertSettings: { load: () => import('../features/alertSettings/alertSettingsFeature').then((m) => m.alertSettingsFeature), slices: ['alertSettings'] },
  eanMaintenance: { load: () => import('../features/eanMaintenance/eanMaintenanceFeature').then((m) => m.eanMaintenanceFeature), slices: ['eanMaintenance'] },
} as const;

interface FeatureEntry {
  load: () => Promise<LazyFeaturePage>;
  slices: readonly string[];
  queues?: readonly string[];
  startedBy?: readonly string[];
}

type Manifest = typeof FEATURE_MANIFEST;
export type FeatureName = keyof Manifest;

/** The reducers a feature's module injects, as typed by the module itself. */
type ReducersOf<N extends FeatureName> = Awaited<ReturnType<Manifest[N]['load']>>['feature']['reducers'];
type SlicesOf<N extends FeatureName> = { [K in keyof ReducersOf<N>]: ReducersOf<N>[K] extends (...args: never[]) => infer S ? S : never };
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The state of every lazy slice, from the reducers of the features' modules. */
export type LazySlicesState = Intersect<{ [N in FeatureName]: SlicesOf<N> }[FeatureName]>;
export type LazySliceKey = Manifest[FeatureName]['slices'][number];

/** The manifest lists exactly the slices the modules inject (a type error here names the disagreeing key). */
type Disagreeing = Exclude<keyof LazySlicesState, LazySliceKey> | Exclude<LazySliceKey, keyof LazySlicesState>;
export const MANIFEST_AGREES_WITH_MODULES: [Disagreeing] extends [never] ? true : Disagreeing = true;

// Checked here rather than with `satisfies`, whose contextual type would widen each loader's module type.
const manifest: Readonly<Record<FeatureName, FeatureEntry>> = FEATURE_MANIFEST;
const names = Object.keys(manifest) as FeatureName[];
const entry = (name: FeatureName): FeatureEntry => manifest[name];

export const FEATURE_NAMES: readonly FeatureName[] = names;
export const LAZY_SLICE_KEYS: readonly LazySliceKey[] = names.flatMap((name) => entry(name).slices as readonly LazySliceKey[]);

/** Slice key, save-queue prefix or starting event → the feature that owns it. */
export const SLICE_OWNERS: ReadonlyMap<string, FeatureName> = new Map(names.flatMap((name) => entry(name).slices.map((key) => [key, name] as const)));
export const QUEUE_OWNERS: readonly (readonly [prefix: string, feature: FeatureName])[] = names.flatMap((name) => (entry(name).queues ?? []).map((prefix) => [prefix, name] as const));
export const STARTED_BY: ReadonlyMap<string, FeatureName> = new Map(names.flatMap((name) => (entry(name).startedBy ?? []).map((type) => [type, name] as const)));
