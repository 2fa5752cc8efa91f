import { combineReducers } from '@reduxjs/toolkit';
import { entitiesReducer } from '../entities/entitiesReducer';
import { configReducer } from './configSlice';
import { sessionReducer } from '../entities/session/sessionSlice';

/** The composition root of the state: entities (server truth) plus one slice per feature. */
export const rootReducer = combineReducers({
  config: configReducer,
  entities: entitiesReducer,
  session: sessionReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
