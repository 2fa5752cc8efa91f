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

/** The two files of the alert and the switch each one keeps on. */
export type AlertFileField = 'imagem' | 'imagemAux';

const FILE_RULES: Record<AlertFileField, { switchKey: 'mostrarAviso' | 'mostrarAvisoAux'; required: string }> = {
  imagem: { switchKey: 'mostrarAviso', required: ALERT_TEXTS.imageRequired },
  imagemAux: { switchKey: 'mostrarAvisoAux', required: ALERT_TEXTS.fileRequired },
};

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
    fileChosen: (state, { payload }: PayloadAction<{ field: AlertFileField; file: ArquivoAvisoDto }>) => {
      state.aviso[payload.field] = payload.file;
      state.notice = null;
    },
    /** Removing the file of a switch that is on turns the switch off and says why. */
    fileRemoved: (state, { payload: field }: PayloadAction<AlertFileField>) => {
      const { switchKey, required } = FILE_RULES[field];
      state.aviso[field] = null;
      if (state.aviso[switchKey]) refuse(state, required);
      state.aviso[switchKey] = false;
    },
    /** A switch goes on only with its file (the alert needs the image, the download its file); off is always allowed (saved as deactivated). */
    switched: (state, { payload }: PayloadAction<{ field: AlertFileField; on: boolean }>) => {
      const { switchKey, required } = FILE_RULES[payload.field];
      if (payload.on && !state.aviso[payload.field]) return refuse(state, required);
      state.aviso[switchKey] = payload.on;
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
