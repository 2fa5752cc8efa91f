import { createSlice } from '@reduxjs/toolkit';
import type { RuntimeConfig } from '../config/runtimeConfig';

/** The validated runtime configuration, fixed for the life of the page. */
const DEFAULT_CONFIG: RuntimeConfig = {
  environment: 'development',
  apiBaseUrl: '/api',
  documentStore: { url: '/api/docstore', database: 'users' },
  allowedParentOrigins: [],
};

const configSlice = createSlice({
  name: 'config',
  initialState: DEFAULT_CONFIG,
  reducers: {},
});

export const configReducer = configSlice.reducer;
export const selectConfig = (s: { config: RuntimeConfig }): RuntimeConfig => s.config;
export { DEFAULT_CONFIG };
