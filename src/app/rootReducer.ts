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
import { LAZY_SLICE_KEYS, type LazySlicesState } from './featureManifest';
import { pendingSavesReducer } from '../entities/saves/pendingSavesSlice';
import { featureHealthReducer } from '../shared/lib/featureHealth';

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
 * dialogs and sagas run only after the injection, so the state type lists them. Both the keys and
 * the state type come from the feature manifest (app/featureManifest.ts).
 */
export { LAZY_SLICE_KEYS, type LazySlicesState } from './featureManifest';

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
