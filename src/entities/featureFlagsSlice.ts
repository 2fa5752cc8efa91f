import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './entitiesActions';

/** Spec 01 §6: the configuration switches the app reads, fetched once per session. */
export const FEATURE_FLAGS = ['C_GERA_PEDIDO_MANUAL', 'C_ENVIO_PEDIDO_COM_MINIMO_FATURAMENTO', 'C_PREFERENCIAS_PEDIDO'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export interface FeatureFlagsState {
  loaded: boolean;
  values: Partial<Record<FeatureFlag, boolean>>;
}

const initialState: FeatureFlagsState = { loaded: false, values: {} };

const featureFlagsSlice = createSlice({
  name: 'entities/featureFlags',
  initialState,
  reducers: {
    featureFlagsReceived(state, { payload }: PayloadAction<Partial<Record<FeatureFlag, boolean>>>) {
      state.loaded = true;
      Object.assign(state.values, payload);
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialState),
});

export const { featureFlagsReceived } = featureFlagsSlice.actions;
export const featureFlagsReducer = featureFlagsSlice.reducer;

/** Off until the server says on (also when the call failed). */
export const selectFeatureFlag = (s: { entities: { featureFlags: FeatureFlagsState } }, flag: FeatureFlag): boolean =>
  s.entities.featureFlags.values[flag] === true;
export const selectFeatureFlagsLoaded = (s: { entities: { featureFlags: FeatureFlagsState } }): boolean => s.entities.featureFlags.loaded;
