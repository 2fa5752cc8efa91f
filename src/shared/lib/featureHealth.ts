import { createAction, createReducer } from '@reduxjs/toolkit';

/**
 * Which features' sagas gave up after crashing too often in a row (shared/saga/keepAlive.ts).
 * A feature's screen shows a recoverable error while its name is here; 'Tentar novamente'
 * asks the supervisor to start it again.
 */
export interface FeatureHealthState {
  stopped: string[];
}

export const featureStopped = createAction<{ feature: string }>('app/featureStopped');
export const featureRestartRequested = createAction<{ feature: string }>('app/featureRestartRequested');

export const featureHealthReducer = createReducer<FeatureHealthState>({ stopped: [] }, (builder) =>
  builder
    .addCase(featureStopped, (state, { payload }) => {
      if (!state.stopped.includes(payload.feature)) state.stopped.push(payload.feature);
    })
    .addCase(featureRestartRequested, (state, { payload }) => {
      state.stopped = state.stopped.filter((name) => name !== payload.feature);
    }),
);

export const selectFeatureStopped = (state: { featureHealth: FeatureHealthState }, feature: string): boolean => state.featureHealth.stopped.includes(feature);
