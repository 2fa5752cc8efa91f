import { combineReducers } from '@reduxjs/toolkit';
import { branchPanelsReducer } from './branchPanelsSlice';
import { summaryDialogsReducer } from './summaryDialogsSlice';
import { summaryScreenReducer } from './summarySlice';

/** The summary feature's state: the screen, the branch panels of the supplier blocks, the dialogs. */
export const summaryReducer = combineReducers({ screen: summaryScreenReducer, branchPanels: branchPanelsReducer, dialogs: summaryDialogsReducer });
export type SummaryFeatureState = ReturnType<typeof summaryReducer>;
