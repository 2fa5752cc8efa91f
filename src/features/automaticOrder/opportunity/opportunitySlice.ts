import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../../entities/entitiesActions';
import { workspaceReset } from '../../../shared/lib/workspaceReset';
import { automaticOrderActions } from '../automaticOrderSlice';

/**
 * 'Enviar para Oportunidade' (spec 03 §7.1, issue 12 item 4): how many opportunity products the
 * quotation holds (the button shows with any) and whether a send runs. Its notices are the
 * selection's (selectionSlice.noticeShown).
 */
export interface OpportunityState {
  idCotacao: number | null;
  /** The quotation's opportunity products still in its orders (GET …/oportunidade). */
  available: number;
  sending: boolean;
}

const initialState: OpportunityState = { idCotacao: null, available: 0, sending: false };

const slice = createSlice({
  name: 'automaticOrderOpportunity',
  initialState,
  reducers: {
    opportunitiesLoaded(state, { payload }: PayloadAction<number>) {
      state.available = payload;
    },
    sendRequested(state) {
      state.sending = true;
    },
    sendFinished(state) {
      state.sending = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(automaticOrderActions.automaticOrderEntered, (state, { payload }) => (state.idCotacao === payload.idCotacao ? state : { ...initialState, idCotacao: payload.idCotacao }))
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState);
  },
});

export const opportunityActions = slice.actions;
export const opportunityReducer = slice.reducer;
