import { combineReducers } from '@reduxjs/toolkit';
import { entitiesReducer } from '../entities/entitiesReducer';
import { configReducer } from './configSlice';
import { sessionReducer } from '../entities/session/sessionSlice';
import { shellReducer } from '../features/shell/shellSlice';

/** The composition root of the state: entities (server truth) plus one slice per feature. */
export const rootReducer = combineReducers({
  config: configReducer,
  entities: entitiesReducer,
  session: sessionReducer,
  shell: shellReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
