import type { LazyFeature, LazyFeaturePage } from '../shared/lib/lazyFeature';
import { FEATURE_MANIFEST, QUEUE_OWNERS, SLICE_OWNERS, STARTED_BY, type FeatureName } from './featureManifest';

export type { FeatureName } from './featureManifest';

/**
 * Features loaded on demand: their slice and saga come with their chunk (docs/architecture.md
 * "Features loaded with their page"): a route's features with its page, the global dialog
 * features on the first request for them, the embedded-mode bridge when the app is framed.
 * What each one is, owns and is started by is its entry in app/featureManifest.ts.
 */
const loaded = new Map<FeatureName, LazyFeaturePage>();

export const loadFeaturePage = async (name: FeatureName): Promise<LazyFeaturePage> => {
  const module: LazyFeaturePage = await FEATURE_MANIFEST[name].load();
  loaded.set(name, module);
  return module;
};

/** The feature module once its chunk has loaded in this page (undefined before). */
export const loadedFeaturePage = (name: FeatureName): LazyFeaturePage | undefined => loaded.get(name);
export const loadFeature = async (name: FeatureName): Promise<LazyFeature> => (await loadFeaturePage(name)).feature;

/** Save queues (entities/saves) owned by lazy features, by prefix: restored saves start their feature. */
export const featureOfQueue = (queue: string): FeatureName | undefined => QUEUE_OWNERS.find(([prefix]) => queue.startsWith(prefix))?.[1];

/** Slice key → the lazy feature whose module injects it. */
export const featureOfSlice = (key: string): FeatureName | undefined => SLICE_OWNERS.get(key);

/**
 * Store events (appEvents) any screen may send to a feature loaded on demand: the first one
 * loads and starts that feature, then reaches it (app/store.ts).
 */
export const featureStartedBy = (type: string): FeatureName | undefined => STARTED_BY.get(type);
