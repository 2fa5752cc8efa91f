import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DadosLoopingDto } from '../../api/envioPedidoDto';
import type { PreviaEnvioDto } from '../../api/envioPedidoPreviaDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';

/**
 * Sending orders (spec 03 §4.6): the send dialog with the looping settings, the looping summary
 * with its end confirmation, and the restart confirmation. Errors live here, so a diagnostic
 * bundle replays the dialog as it was.
 */
export type SendStep = 'idle' | 'loading' | 'form' | 'sending';
export type Notice = { tone: 'success' | 'error'; message: string };

export interface LoopingForm {
  horarioLimite: string;
  percentualPrecoMax: number;
  considerarMinimo: boolean;
}

export interface OrderSendingState {
  send: {
    step: SendStep;
    idCotacao: number | null;
    idPedidos: number[] | 'todos';
    settings: LoopingForm | null;
    /** 'Enviar com looping' is offered only when the quotation has a looping configuration (spec 02 §6; context configuracaoPedidoLooping). */
    loopingOffered: boolean;
    /** Made when the buyer first presses a send button of this dialog, kept across its retries. */
    idempotencyKey: string | null;
    error: string | null;
    /** How many orders and what total go out, and which selected ones stay and why (issue 29 point 1); null until read or when it could not be. */
    preview: PreviaEnvioDto | null;
    /** The version of the quotation's looping settings as read or saved (docs/api.md "Versioned writes"). */
    versao?: number;
    /** A save of the settings refused because they changed in another session: them as they are now, until the buyer keeps theirs or takes them. */
    loopingConflict?: { current: LoopingForm; versao: number } | null;
    /** Counts 'Usar o valor atual': the form starts again from the settings. */
    settingsTaken?: number;
  };
  looping: { step: 'idle' | 'loading' | 'summary' | 'confirming' | 'ending'; idCotacao: number | null; data: DadosLoopingDto | null; error: string | null };
  restart: { step: 'idle' | 'confirming' | 'running'; idCotacao: number | null; error: string | null };
  notice: Notice | null;
}

export const initialOrderSendingState: OrderSendingState = {
  send: { step: 'idle', idCotacao: null, idPedidos: [], settings: null, loopingOffered: true, idempotencyKey: null, error: null, preview: null },
  looping: { step: 'idle', idCotacao: null, data: null, error: null },
  restart: { step: 'idle', idCotacao: null, error: null },
  notice: null,
};

const closedSend = initialOrderSendingState.send;

const orderSendingSlice = createSlice({
  name: 'orderSending',
  initialState: initialOrderSendingState,
  reducers: {
    sendOpened(state, { payload }: PayloadAction<{ idCotacao: number; idPedidos: number[] | 'todos' }>) {
      state.send = { ...closedSend, step: 'loading', ...payload };
      state.notice = null;
    },
    settingsLoaded(state, { payload }: PayloadAction<{ settings: LoopingForm; error: string | null; loopingOffered?: boolean; versao?: number }>) {
      state.send.step = 'form';
      state.send.settings = payload.settings;
      state.send.versao = payload.versao;
      state.send.loopingOffered = payload.loopingOffered ?? true;
      state.send.error = payload.error;
    },
    previewLoaded(state, { payload }: PayloadAction<PreviaEnvioDto | null>) {
      state.send.preview = payload;
    },
    loopingVersionChanged(state, { payload }: PayloadAction<number | undefined>) {
      state.send.versao = payload;
    },
    /** Nothing was written (nor sent): the dialog shows the settings saved elsewhere beside the buyer's. */
    loopingConflicted(state, { payload }: PayloadAction<{ current: LoopingForm; versao: number }>) {
      if (state.send.step === 'sending') state.send.step = 'form';
      state.send.loopingConflict = payload;
    },
    /** 'Manter o meu' (the sagas save the buyer's settings over the version now seen) or 'Usar o valor atual' (the form shows the other settings). */
    loopingConflictResolved(state, { payload }: PayloadAction<'mine' | 'current'>) {
      const conflict = state.send.loopingConflict;
      if (!conflict) return;
      state.send.versao = conflict.versao;
      state.send.loopingConflict = null;
      if (payload === 'current') Object.assign(state.send, { settings: conflict.current, settingsTaken: (state.send.settingsTaken ?? 0) + 1 });
    },
    /** The limiter moved (saved after the debounce). */
    limiterChanged(state, { payload }: PayloadAction<number>) {
      if (state.send.settings) state.send.settings.percentualPrecoMax = payload;
    },
    /** 'Enviar sem looping' / 'Enviar com looping' with the form's values (validated by the form). */
    sendConfirmed(state, { payload }: PayloadAction<{ comLooping: boolean; settings: LoopingForm }>) {
      if (state.send.step !== 'form') return;
      state.send.settings = payload.settings;
      state.send.error = null;
    },
    sendStarted(state, { payload }: PayloadAction<{ idempotencyKey: string }>) {
      state.send.step = 'sending';
      state.send.idempotencyKey = payload.idempotencyKey;
    },
    /** The attempt failed: the dialog stays, a new press retries with the same key. */
    sendFailed(state, { payload }: PayloadAction<string>) {
      state.send.step = 'form';
      state.send.error = payload;
    },
    sendErrorClosed(state) {
      state.send.error = null;
    },
    sendSucceeded(state, { payload }: PayloadAction<string>) {
      state.send = closedSend;
      state.notice = { tone: 'success', message: payload };
    },
    sendDismissed(state) {
      if (state.send.step !== 'sending') state.send = closedSend;
    },

    loopingOpened(state, { payload }: PayloadAction<{ idCotacao: number; confirming: boolean }>) {
      state.looping = { step: payload.confirming ? 'confirming' : 'loading', idCotacao: payload.idCotacao, data: null, error: null };
      state.notice = null;
    },
    loopingLoaded(state, { payload }: PayloadAction<{ data: DadosLoopingDto | null; error: string | null }>) {
      state.looping.step = 'summary';
      state.looping.data = payload.data;
      state.looping.error = payload.error;
    },
    loopingEndAsked(state) {
      if (state.looping.step === 'summary') state.looping.step = 'confirming';
    },
    loopingEndConfirmed(state) {
      if (state.looping.step === 'confirming') state.looping.step = 'ending';
    },
    loopingEndFailed(state, { payload }: PayloadAction<string>) {
      state.looping.step = 'confirming';
      state.looping.error = payload;
    },
    loopingClosed(state) {
      if (state.looping.step !== 'ending') state.looping = initialOrderSendingState.looping;
    },

    restartOpened(state, { payload }: PayloadAction<{ idCotacao: number }>) {
      state.restart = { step: 'confirming', idCotacao: payload.idCotacao, error: null };
      state.notice = null;
    },
    restartConfirmed(state) {
      if (state.restart.step === 'confirming') state.restart.step = 'running';
    },
    restartFailed(state, { payload }: PayloadAction<string>) {
      state.restart.step = 'confirming';
      state.restart.error = payload;
    },
    restartFinished(state) {
      state.restart = initialOrderSendingState.restart;
    },
    restartClosed(state) {
      if (state.restart.step !== 'running') state.restart = initialOrderSendingState.restart;
    },

    /** The buyer left the screen the dialogs were opened from: what is not running closes. */
    dialogsLeft(state) {
      if (state.send.step !== 'sending') state.send = closedSend;
      if (state.looping.step !== 'ending') state.looping = initialOrderSendingState.looping;
      if (state.restart.step !== 'running') state.restart = initialOrderSendingState.restart;
    },
    noticeShown(state, { payload }: PayloadAction<Notice>) {
      state.notice = payload;
    },
    noticeClosed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    const reset = () => initialOrderSendingState;
    builder.addCase(sessionCleared, reset).addCase(workspaceReset, reset);
  },
});

export const orderSendingActions = orderSendingSlice.actions;
export const orderSendingReducer = orderSendingSlice.reducer;
