import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RespostaAtrasadaDto } from '../../api/pedidoDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';

/**
 * The order generation workflow (spec 02 §4.5): confirm, choose late answers, generate once,
 * wait, fail. Its error lives here, so a diagnostic bundle (which carries the state) replays the
 * dialog with the message without calling the network (DECISIONS 16).
 */
export type GenerationStep = 'idle' | 'confirming' | 'checkingLate' | 'choosingLate' | 'generating' | 'failed';

export interface OrderGenerationState {
  step: GenerationStep;
  idCotacao: number | null;
  manual: boolean;
  lateAnswers: RespostaAtrasadaDto[];
  /** Late answers the buyer keeps checked (all, at first). */
  lateChosen: number[];
  /** Created once per start and kept, so every retry of the start carries the same key. */
  idempotencyKey: string | null;
  /** Failed attempts so far. */
  failures: number;
  dataMontagem: string | null;
  /** 'Usar desempate SIC': offered when the quotation can use the SIC order, fixed on when it always does. */
  sic: { offered: boolean; always: boolean; chosen: boolean };
  /** The quotation already has orders: the confirmation says the new ones replace them (issue 29 point 7). */
  replaces: boolean;
  error: { message: string; support: boolean } | null;
}

export const initialOrderGenerationState: OrderGenerationState = {
  step: 'idle',
  idCotacao: null,
  manual: false,
  lateAnswers: [],
  lateChosen: [],
  idempotencyKey: null,
  failures: 0,
  dataMontagem: null,
  sic: { offered: false, always: false, chosen: false },
  replaces: false,
  error: null,
};

const reset = (): OrderGenerationState => initialOrderGenerationState;

const orderGenerationSlice = createSlice({
  name: 'orderGeneration',
  initialState: initialOrderGenerationState,
  reducers: {
    generationConfirmOpened(_state, { payload }: PayloadAction<{ idCotacao: number; manual: boolean; sic?: boolean; sicSempre?: boolean; pedidosExistentes?: boolean }>) {
      const offered = Boolean(payload.sic);
      const always = offered && Boolean(payload.sicSempre);
      return { ...initialOrderGenerationState, step: 'confirming', idCotacao: payload.idCotacao, manual: payload.manual, sic: { offered, always, chosen: always }, replaces: Boolean(payload.pedidosExistentes) };
    },
    /** The 'Usar desempate SIC' checkbox (fixed when the quotation always uses SIC). */
    sicToggled(state) {
      if (state.sic.offered && !state.sic.always) state.sic.chosen = !state.sic.chosen;
    },
    /** 'Sim' in the confirmation. */
    generationConfirmed(state) {
      if (state.step === 'confirming') state.step = 'checkingLate';
    },
    /** 'Não', 'Cancelar', 'Fechar' or Esc: the workflow ends. */
    generationDismissed: reset,
    /** The user left the screen the generation was started from. */
    generationLeft: reset,
    lateAnswersLoaded(state, { payload }: PayloadAction<RespostaAtrasadaDto[]>) {
      state.step = 'choosingLate';
      state.lateAnswers = payload;
      state.lateChosen = payload.map((row) => row.idResposta);
    },
    lateAnswerToggled(state, { payload: id }: PayloadAction<number>) {
      state.lateChosen = state.lateChosen.includes(id) ? state.lateChosen.filter((chosen) => chosen !== id) : [...state.lateChosen, id];
    },
    lateAnswersAllToggled(state) {
      state.lateChosen = state.lateChosen.length === state.lateAnswers.length ? [] : state.lateAnswers.map((row) => row.idResposta);
    },
    lateAnswersConfirmed(state) {
      if (state.step === 'choosingLate') state.step = 'generating';
    },
    generationStarted(state, { payload }: PayloadAction<{ idempotencyKey: string }>) {
      state.step = 'generating';
      state.idempotencyKey = payload.idempotencyKey;
    },
    generationProgressed(state, { payload }: PayloadAction<{ dataMontagem: string | null }>) {
      state.dataMontagem = payload.dataMontagem;
    },
    generationAttemptFailed(state, { payload }: PayloadAction<{ failures: number }>) {
      state.failures = payload.failures;
    },
    generationFailed(state, { payload }: PayloadAction<{ message: string; support: boolean }>) {
      state.step = 'failed';
      state.error = payload;
    },
    generationSucceeded: reset,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, reset).addCase(workspaceReset, reset);
  },
});

export const {
  generationConfirmOpened,
  generationConfirmed,
  generationDismissed,
  generationLeft,
  sicToggled,
  lateAnswersLoaded,
  lateAnswerToggled,
  lateAnswersAllToggled,
  lateAnswersConfirmed,
  generationStarted,
  generationProgressed,
  generationAttemptFailed,
  generationFailed,
  generationSucceeded,
} = orderGenerationSlice.actions;

export const orderGenerationReducer = orderGenerationSlice.reducer;
