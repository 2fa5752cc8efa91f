import type { ComponentType } from 'react';
import type { Reducer } from 'redux';
import type { SagaIterator } from 'redux-saga';

/**
 * What a route-bound feature hands the store when its page chunk loads (docs/architecture.md
 * "Features loaded with their page"): its state slices, mounted at their keys, and its root
 * saga, started once per store under the supervisor with the feature's name.
 */
export interface LazyFeature<R extends Record<string, Reducer> = Record<string, Reducer>> {
  name: string;
  /** Typed per feature (its module declares `LazyFeaturePage<typeof reducers>`), so app/featureManifest.ts derives the state type from them. */
  reducers: R;
  saga?: () => SagaIterator;
}

/** A lazily loaded feature module: the feature and what shows it (its page, its dialog host for a global dialog feature, nothing for a bridge). */
export interface LazyFeaturePage<R extends Record<string, Reducer> = Record<string, Reducer>> {
  feature: LazyFeature<R>;
  Page?: ComponentType;
}
