import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InsertConfirmation } from '../../domain/manualOrderInsert';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { manualOrderReset } from './manualOrderEvents';

/**
 * 'Inserir no Pedido' (spec 02 §4.6): checks → the confirmations that apply, one at a time →
 * validation → insertion → the review page; and 'Reiniciar' with its question. The error of
 * either shows in the page's banner (spec 02 §8 messages).
 */
export type InsertStep = 'idle' | 'checking' | 'confirming' | 'inserting';
export type RestartStep = 'idle' | 'asking' | 'restarting';

export interface ManualOrderInsertState {
  step: InsertStep;
  confirmation: InsertConfirmation | null;
  restart: RestartStep;
  error: string | null;
}

const initialState: ManualOrderInsertState = { step: 'idle', confirmation: null, restart: 'idle', error: null };

const slice = createSlice({
  name: 'manualOrderInsert',
  initialState,
  reducers: {
    insertRequested(state) {
      if (state.step !== 'idle') return;
      Object.assign(state, { step: 'checking', error: null });
    },
    confirmationAsked(state, { payload }: PayloadAction<InsertConfirmation>) {
      Object.assign(state, { step: 'confirming', confirmation: payload });
    },
    /** The buyer's answer to the confirmation shown (true: 'Continuar'). */
    confirmationAnswered(state, { payload }: PayloadAction<boolean>) {
      Object.assign(state, { step: payload ? 'checking' : 'idle', confirmation: null });
    },
    insertStarted(state) {
      state.step = 'inserting';
    },
    insertFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state, { step: 'idle', confirmation: null, error: payload });
    },
    insertFinished(state) {
      Object.assign(state, initialState);
    },
    restartRequested(state) {
      if (state.restart === 'idle') Object.assign(state, { restart: 'asking', error: null });
    },
    restartCancelled(state) {
      state.restart = 'idle';
    },
    restartConfirmed(state) {
      if (state.restart === 'asking') state.restart = 'restarting';
    },
    restartFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state, { restart: 'idle', error: payload });
    },
    errorDismissed(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(manualOrderReset, () => initialState)
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState);
  },
});

export const manualOrderInsertActions = slice.actions;
export const manualOrderInsertReducer = slice.reducer;
