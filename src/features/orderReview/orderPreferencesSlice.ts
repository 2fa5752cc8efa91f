import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { inFixedOrder, type PreferenceSetting } from '../../domain/orderPreferences';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import type { LoopingValues } from '../../widgets/LoopingFields';
import { orderReviewActions } from './orderReviewSlice';
import { TOUR } from './tour/tourSteps';
import type { LoadStatus } from '../../shared/lib/loadStatus';

/**
 * The review page's order preferences (spec 03 §2.6, §3.4, §4.6; issue 12 part 8): the answers
 * count that makes them editable, the popover with the user's settings (switched optimistically,
 * put back when the server refuses), the looping settings shown under the looping preference, the
 * quotation's quantity adjustment under the opportunities preference, and the 6-step tour.
 */
export const TOUR_STEPS = TOUR.length;

/** What a save over a newer version left (docs/api.md "Versioned writes"): the document as the server has it, and its version. */
export interface DocumentConflict<T> {
  current: T;
  versao: number;
}

/** When a looping edit is saved: not yet (typing the time), at once, or after the limiter's debounce. */
export type LoopingSave = 'none' | 'now' | 'debounced';

export interface OrderPreferencesState {
  idCotacao: number | null;
  answers: { status: LoadStatus; count: number };
  open: boolean;
  /** `versao`: of the user's settings as one document (docs/api.md "Versioned writes"); absent: unknown (written unconditionally). */
  config: { status: LoadStatus; idUsuario: number | null; settings: PreferenceSetting[]; error: string | null; versao?: number };
  /** Settings whose save or removal is on its way (their switch waits). */
  saving: number[];
  /** The last refusal, in the spec's words (§8). */
  saveError: string | null;
  looping: { status: LoadStatus; values: LoopingValues | null; timeError: string | null; versao?: number; conflict?: DocumentConflict<LoopingValues> | null };
  /** A switch refused because the settings changed in another session: the buyer's switch and the settings as they are now. */
  settingConflict: (DocumentConflict<PreferenceSetting[]> & { idConfiguracao: number; checked: boolean }) | null;
  adjust: { status: LoadStatus; value: boolean; saving: boolean; versao?: number; conflict?: DocumentConflict<boolean> | null };
  /** seen: read from this user's local storage (null until read); openAfter: the popover opens when the tour ends. */
  tour: { seen: boolean | null; open: boolean; step: number; openAfter: boolean };
}

const initialState: OrderPreferencesState = {
  idCotacao: null,
  answers: { status: 'idle', count: 0 },
  open: false,
  config: { status: 'idle', idUsuario: null, settings: [], error: null },
  saving: [],
  saveError: null,
  looping: { status: 'idle', values: null, timeError: null },
  settingConflict: null,
  adjust: { status: 'idle', value: false, saving: false },
  tour: { seen: null, open: false, step: 0, openAfter: false },
};

const settingOf = (state: OrderPreferencesState, idConfiguracao: number) => state.config.settings.find((s) => s.idConfiguracao === idConfiguracao);

/** Saga-only events of this slice: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events"). */
const sagaEvents = {
  configRetried: createAction('orderReviewPreferences/configRetried'),
};

const slice = createSlice({
  name: 'orderReviewPreferences',
  initialState,
  reducers: {
    answersLoaded(state, { payload }: PayloadAction<number>) {
      state.answers = { status: 'loaded', count: payload };
    },
    answersFailed(state) {
      state.answers.status = 'failed';
    },
    /** The gear: the first time for this user the tour runs first, then the popover opens; afterwards it opens or closes the popover. */
    gearPressed(state) {
      if (state.tour.seen === false && !state.open) {
        state.tour = { ...state.tour, open: true, step: 0, openAfter: true };
        return;
      }
      state.open = !state.open;
    },
    popoverClosed(state) {
      state.open = false;
    },
    configLoading(state) {
      state.config = { ...state.config, status: 'loading', error: null };
    },
    configLoaded(state, { payload }: PayloadAction<{ idUsuario: number; settings: PreferenceSetting[]; versao?: number }>) {
      state.config = { status: 'loaded', idUsuario: payload.idUsuario, settings: inFixedOrder(payload.settings), error: null, versao: payload.versao };
    },
    configFailed(state, { payload }: PayloadAction<string>) {
      state.config = { ...state.config, status: 'failed', error: payload };
    },
    /** A switch, shown at once; a switch whose call is on its way takes no new press. */
    settingToggled(state, { payload }: PayloadAction<{ idConfiguracao: number; checked: boolean }>) {
      const setting = settingOf(state, payload.idConfiguracao);
      if (!setting || state.saving.includes(payload.idConfiguracao) || setting.checked === payload.checked) return;
      setting.checked = payload.checked;
      state.saving.push(payload.idConfiguracao);
      state.saveError = null;
    },
    settingSaved(state, { payload }: PayloadAction<number>) {
      state.saving = state.saving.filter((id) => id !== payload);
    },
    /** The user's settings were written at this version (the next switch goes over it). */
    configVersionChanged(state, { payload }: PayloadAction<number | undefined>) {
      if (payload !== undefined) state.config.versao = payload;
    },
    /**
     * Refused over a newer version: the other switches show the settings as they are now; the
     * buyer's switch stays as pressed until they keep it or take the current value (none to
     * choose when the server already has it).
     */
    settingConflicted(state, { payload }: PayloadAction<{ idConfiguracao: number; checked: boolean; current: PreferenceSetting[]; versao: number }>) {
      state.saving = state.saving.filter((id) => id !== payload.idConfiguracao);
      const current = inFixedOrder(payload.current);
      const agreed = current.find((s) => s.idConfiguracao === payload.idConfiguracao)?.checked === payload.checked;
      const shown = (setting: PreferenceSetting) => !agreed && (setting.idConfiguracao === payload.idConfiguracao || state.saving.includes(setting.idConfiguracao));
      state.config.settings = state.config.settings.map((setting) => (shown(setting) ? setting : (current.find((s) => s.idConfiguracao === setting.idConfiguracao) ?? setting)));
      if (agreed) state.config.versao = payload.versao;
      else state.settingConflict = { idConfiguracao: payload.idConfiguracao, checked: payload.checked, current, versao: payload.versao };
    },
    /** 'Manter o meu': the switch is saved again over the version now seen (the sagas send it). */
    settingConflictKeptMine(state, { payload }: PayloadAction<{ idConfiguracao: number; checked: boolean }>) {
      if (!state.settingConflict) return;
      state.config.versao = state.settingConflict.versao;
      state.settingConflict = null;
      state.saving.push(payload.idConfiguracao);
    },
    /** 'Usar o valor atual': the switches show the settings as they are now. */
    settingConflictTookCurrent(state) {
      if (!state.settingConflict) return;
      Object.assign(state.config, { settings: state.settingConflict.current, versao: state.settingConflict.versao });
      state.settingConflict = null;
    },
    /** Refused or failed: the switch goes back to what it was and the spec's message shows. */
    settingFailed(state, { payload }: PayloadAction<{ idConfiguracao: number; message: string }>) {
      const setting = settingOf(state, payload.idConfiguracao);
      if (setting) setting.checked = !setting.checked;
      state.saving = state.saving.filter((id) => id !== payload.idConfiguracao);
      state.saveError = payload.message;
    },
    saveErrorClosed(state) {
      state.saveError = null;
    },
    loopingLoading(state) {
      state.looping = { status: 'loading', values: state.looping.values, timeError: null };
    },
    loopingLoaded(state, { payload: { versao, ...values } }: PayloadAction<LoopingValues & { versao?: number }>) {
      state.looping = { status: 'loaded', values, timeError: null, versao, conflict: null };
    },
    loopingSaved(state, { payload }: PayloadAction<number | undefined>) {
      state.looping.versao = payload;
    },
    /** Refused over a newer version: the buyer's values stay, the settings as they are now wait for the buyer's choice. */
    loopingConflicted(state, { payload }: PayloadAction<DocumentConflict<LoopingValues>>) {
      state.looping.conflict = payload;
    },
    /** 'Manter o meu' (saved again over the version now seen) or 'Usar o valor atual' (the fields show the other values). */
    loopingConflictResolved(state, { payload }: PayloadAction<'mine' | 'current'>) {
      const { conflict } = state.looping;
      if (!conflict) return;
      if (payload === 'current') state.looping.values = conflict.current;
      Object.assign(state.looping, { versao: conflict.versao, conflict: null });
    },
    loopingFailed(state) {
      state.looping.status = 'failed';
    },
    loopingEdited: {
      reducer(state, { payload }: PayloadAction<{ values: Partial<LoopingValues>; save: LoopingSave }>) {
        if (!state.looping.values) return;
        Object.assign(state.looping.values, payload.values);
        if (payload.values.horarioLimite !== undefined) state.looping.timeError = null;
      },
      prepare: (values: Partial<LoopingValues>, save: LoopingSave) => ({ payload: { values, save } }),
    },
    /** The time limit is not one the looping can use: shown under it, not saved. */
    loopingTimeRefused(state, { payload }: PayloadAction<string>) {
      state.looping.timeError = payload;
    },
    loopingSaveFailed(state, { payload }: PayloadAction<string>) {
      state.saveError = payload;
    },
    adjustLoaded(state, { payload }: PayloadAction<boolean>) {
      state.adjust = { status: 'loaded', value: payload, saving: false };
    },
    adjustLoadFailed(state) {
      state.adjust.status = 'failed';
    },
    adjustToggled(state, { payload }: PayloadAction<boolean>) {
      if (state.adjust.saving || state.adjust.status !== 'loaded') return;
      state.adjust = { ...state.adjust, value: payload, saving: true };
      state.saveError = null;
    },
    adjustSaved(state) {
      state.adjust.saving = false;
    },
    adjustVersionChanged(state, { payload }: PayloadAction<number | undefined>) {
      state.adjust.versao = payload;
    },
    /** Refused over a newer version: the buyer's switch stays until they choose (nothing to choose when the server already has it). */
    adjustConflicted(state, { payload }: PayloadAction<DocumentConflict<boolean>>) {
      state.adjust.saving = false;
      if (payload.current === state.adjust.value) state.adjust.versao = payload.versao;
      else state.adjust.conflict = payload;
    },
    /** 'Manter o meu' (the sagas save it again over the version now seen) or 'Usar o valor atual'. */
    adjustConflictResolved(state, { payload }: PayloadAction<'mine' | 'current'>) {
      const { conflict } = state.adjust;
      if (!conflict) return;
      Object.assign(state.adjust, { versao: conflict.versao, conflict: null, saving: payload === 'mine' });
      if (payload === 'current') state.adjust.value = conflict.current;
    },
    adjustSaveFailed(state, { payload }: PayloadAction<string>) {
      state.adjust = { ...state.adjust, value: !state.adjust.value, saving: false };
      state.saveError = payload;
    },
    tourSeenRead(state, { payload }: PayloadAction<boolean>) {
      state.tour.seen = payload;
    },
    /** 'Ver o tour novamente' in the popover. */
    tourRestarted(state) {
      state.open = false;
      state.tour = { ...state.tour, open: true, step: 0, openAfter: true };
    },
    tourStepChosen(state, { payload }: PayloadAction<number>) {
      state.tour.step = Math.max(0, Math.min(TOUR_STEPS - 1, payload));
    },
    /** 'Pular' or 'Concluir': remembered for this user; the popover the gear asked for opens. */
    tourEnded(state) {
      if (!state.tour.open) return;
      state.open = state.tour.openAfter || state.open;
      state.tour = { seen: true, open: false, step: 0, openAfter: false };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(orderReviewActions.reviewEntered, (state, { payload }) =>
        state.idCotacao === payload.idCotacao ? state : { ...initialState, idCotacao: payload.idCotacao, config: state.config, tour: { ...initialState.tour, seen: state.tour.seen } },
      )
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState);
  },
});

export const orderPreferencesActions = { ...slice.actions, ...sagaEvents };
export const orderPreferencesReducer = slice.reducer;
