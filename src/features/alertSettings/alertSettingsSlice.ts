import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ArquivoAvisoDto, AvisoDto, PerguntaDto } from '../../api/avisoDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { ALERT_TEXTS } from './alertSettingsTexts';

/**
 * 'Configurar alertas' (spec 03 §2.7, §4.5): the alert configuration as edited (loaded from the
 * server, saved with 'Salvar'), the panel's notice, and the questionnaire's sending state.
 */
export type Tone = 'success' | 'error' | 'warning';

export interface Notice {
  tone: Tone;
  text: string;
}

export interface AlertSettingsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: string | null;
  aviso: AvisoDto;
  saving: boolean;
  notice: Notice | null;
  questionnaire: { sending: boolean; notice: Notice | null; sent: number };
}

export const EMPTY_AVISO: AvisoDto = { imagem: null, imagemAux: null, mostrarAviso: false, mostrarAvisoAux: false };

const initialState: AlertSettingsState = {
  status: 'idle',
  loadError: null,
  aviso: EMPTY_AVISO,
  saving: false,
  notice: null,
  questionnaire: { sending: false, notice: null, sent: 0 },
};

const refuse = (state: AlertSettingsState, text: string): void => {
  state.notice = { tone: 'warning', text };
};

const slice = createSlice({
  name: 'alertSettings',
  initialState,
  reducers: {
    alertSettingsEntered: (state) => {
      state.status = 'loading';
      state.loadError = null;
      state.notice = null;
    },
    alertLoaded: (state, { payload }: PayloadAction<AvisoDto>) => {
      state.status = 'ready';
      state.aviso = { ...EMPTY_AVISO, ...payload };
    },
    alertLoadFailed: (state, { payload }: PayloadAction<string>) => {
      state.status = 'failed';
      state.loadError = payload;
    },
    imageChosen: (state, { payload }: PayloadAction<ArquivoAvisoDto>) => {
      state.aviso.imagem = payload;
      state.notice = null;
    },
    imageRemoved: (state) => {
      state.aviso.imagem = null;
      if (state.aviso.mostrarAviso) refuse(state, ALERT_TEXTS.imageRequired);
      state.aviso.mostrarAviso = false;
    },
    fileChosen: (state, { payload }: PayloadAction<ArquivoAvisoDto>) => {
      state.aviso.imagemAux = payload;
      state.notice = null;
    },
    fileRemoved: (state) => {
      state.aviso.imagemAux = null;
      if (state.aviso.mostrarAvisoAux) refuse(state, ALERT_TEXTS.fileRequired);
      state.aviso.mostrarAvisoAux = false;
    },
    /** On requires an image; off is always allowed (saved as deactivated). */
    alertSwitched: (state, { payload }: PayloadAction<boolean>) => {
      if (payload && !state.aviso.imagem) return refuse(state, ALERT_TEXTS.imageRequired);
      state.aviso.mostrarAviso = payload;
      state.notice = null;
    },
    /** The download switch stays on only with a file. */
    fileSwitched: (state, { payload }: PayloadAction<boolean>) => {
      if (payload && !state.aviso.imagemAux) return refuse(state, ALERT_TEXTS.fileRequired);
      state.aviso.mostrarAvisoAux = payload;
      state.notice = null;
    },
    uploadRefused: (state, { payload }: PayloadAction<string>) => refuse(state, payload),
    saveRequested: (state) => {
      state.saving = true;
      state.notice = null;
    },
    alertSaved: (state, { payload }: PayloadAction<AvisoDto>) => {
      state.saving = false;
      state.aviso = { ...EMPTY_AVISO, ...payload };
      state.notice = { tone: 'success', text: ALERT_TEXTS.saved };
    },
    alertSaveFailed: (state) => {
      state.saving = false;
      state.notice = { tone: 'error', text: ALERT_TEXTS.saveFailed };
    },
    noticeClosed: (state) => {
      state.notice = null;
    },
    questionnaireSubmitted: (state, _action: PayloadAction<PerguntaDto>) => {
      state.questionnaire.sending = true;
      state.questionnaire.notice = null;
    },
    questionnaireSent: (state) => {
      state.questionnaire = { sending: false, notice: { tone: 'success', text: ALERT_TEXTS.questionnaireSaved }, sent: state.questionnaire.sent + 1 };
    },
    questionnaireFailed: (state, { payload }: PayloadAction<string>) => {
      state.questionnaire.sending = false;
      state.questionnaire.notice = { tone: 'error', text: payload };
    },
    questionnaireNoticeClosed: (state) => {
      state.questionnaire.notice = null;
    },
    alertSettingsLeft: () => initialState,
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialState),
});

export const alertSettingsActions = slice.actions;
export const alertSettingsReducer = slice.reducer;
export const selectAlertSettings = (state: { alertSettings: AlertSettingsState }): AlertSettingsState => state.alertSettings;
