import type { LazyFeature, LazyFeaturePage } from '../shared/lib/lazyFeature';

/**
 * Features bound to a lazily loaded route: their slice and saga come with the page's chunk
 * (docs/architecture.md "Features loaded with their page"). The names are the slice keys of
 * LazySlicesState and the supervisor's feature names.
 */
const loaders = {
  quotationSearch: () => import('../features/quotationSearch/quotationSearchFeature').then((m) => m.quotationSearchFeature),
  quotationWizard: () => import('../features/quotationWizard/quotationWizardFeature').then((m) => m.quotationWizardFeature),
  unansweredProducts: () => import('../features/unansweredProducts/unansweredProductsFeature').then((m) => m.unansweredProductsFeature),
  summary: () => import('../features/summary/summaryFeature').then((m) => m.summaryFeature),
  automaticOrder: () => import('../features/automaticOrder/automaticOrderFeature').then((m) => m.automaticOrderFeature),
} satisfies Record<string, () => Promise<LazyFeaturePage>>;

export type FeatureName = keyof typeof loaders;

export const loadFeaturePage = (name: FeatureName): Promise<LazyFeaturePage> => loaders[name]();
export const loadFeature = async (name: FeatureName): Promise<LazyFeature> => (await loaders[name]()).feature;

/** Save queues (entities/saves) owned by lazy features, by prefix: restored saves start their feature. */
const QUEUE_OWNERS: [prefix: string, feature: FeatureName][] = [
  ['wizard/', 'quotationWizard'],
  ['summary/', 'summary'],
  ['automaticOrder/', 'automaticOrder'],
];

export const featureOfQueue = (queue: string): FeatureName | undefined => QUEUE_OWNERS.find(([prefix]) => queue.startsWith(prefix))?.[1];
