import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CotacaoCadastroDto } from '../../api/cotacaoDto';
import type { SituacaoCotacao } from '../../api/dto';
import type { RegistrationDraft } from '../../domain/quotationRegistration';
import { wizardEntered, wizardLoaded } from './wizardLifecycle';

/** Which quotation, which step, what the page shows around the steps (loading, busy dialog, alert, confirmations). */
export type WizardStep = 1 | 2 | 3;
export interface WizardAlert {
  severity: 'error' | 'success' | 'info' | 'warning';
  message: string;
}

export interface WizardFlowState {
  id: number | null;
  situacao: SituacaoCotacao | null;
  step: WizardStep;
  loading: boolean;
  loadError: string | null;
  /** Message of the loading dialog while a command runs. */
  busy: string | null;
  alert: WizardAlert | null;
  cancelOpen: boolean;
  sendConfirmOpen: boolean;
}

export const initialFlowState: WizardFlowState = {
  id: null,
  situacao: null,
  step: 1,
  loading: false,
  loadError: null,
  busy: null,
  alert: null,
  cancelOpen: false,
  sendConfirmOpen: false,
};

export interface RegistrationSubmit {
  values: RegistrationDraft;
  /** The first field-level problem the form found (date range, time step), if any. */
  fieldError: string | null;
}

/** Saga-only events of this slice: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events"). */
const sagaEvents = {
  registrationSubmitted: createAction<RegistrationSubmit>('quotationWizard/registrationSubmitted'),
  productsClosed: createAction('quotationWizard/productsClosed'),
};

const flowSlice = createSlice({
  name: 'quotationWizard',
  initialState: initialFlowState,
  reducers: {
    wizardLoadFailed(state, { payload }: PayloadAction<string>) {
      state.loading = false;
      state.loadError = payload;
    },
    wizardAlertShown(state, { payload }: PayloadAction<WizardAlert>) {
      state.alert = payload;
    },
    wizardAlertClosed(state) {
      state.alert = null;
    },
    busyStarted(state, { payload }: PayloadAction<string>) {
      state.busy = payload;
    },
    busyEnded(state) {
      state.busy = null;
    },
    registrationSaved(state, { payload }: PayloadAction<{ cadastro: CotacaoCadastroDto; registration: RegistrationDraft }>) {
      state.id = payload.cadastro.id;
      state.situacao = payload.cadastro.situacao;
      state.step = 2;
      state.alert = null;
    },
    productsSaved(state) {
      state.step = 3;
      state.alert = null;
    },
    sendRequested(state) {
      state.sendConfirmOpen = true;
    },
    sendDismissed(state) {
      state.sendConfirmOpen = false;
    },
    sendConfirmed(state) {
      state.sendConfirmOpen = false;
    },
    cancelRequested(state) {
      state.cancelOpen = true;
    },
    cancelDismissed(state) {
      state.cancelOpen = false;
    },
    cancelConfirmed(state, _action: PayloadAction<string>) {
      state.cancelOpen = false;
    },
  },
  extraReducers: (builder) =>
    builder
      // The same quotation again keeps everything; another one starts clean (the whole wizard resets first).
      .addCase(wizardEntered, (state, { payload }) => (payload.id !== null && payload.id === state.id ? state : { ...initialFlowState, id: payload.id, loading: true }))
      .addCase(wizardLoaded, (state, { payload }) => {
        state.loading = false;
        if (payload.cadastro) state.situacao = payload.cadastro.situacao;
      }),
});

export const flowActions = { ...flowSlice.actions, ...sagaEvents };
export const wizardFlowReducer = flowSlice.reducer;
