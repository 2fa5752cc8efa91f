import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CondicaoPagamentoFilialDto } from '../../api/cotacaoDto';
import type { RegistrationDraft } from '../../domain/quotationRegistration';
import { flowActions } from './wizardFlowSlice';
import { wizardLoaded } from './wizardLifecycle';

/** Step 1: the suppliers and branches offered (ids into the entity tables), the draft as last saved, the conditions dialog. */
export interface WizardRegistrationState {
  supplierIds: number[];
  suppliersWithoutCondition: number[];
  branchIds: number[];
  /** The draft as last loaded or saved (the form's starting values). */
  draft: RegistrationDraft | null;
  conditions: { idFornecedor: number; rows: CondicaoPagamentoFilialDto[] | null; error: string | null } | null;
}

export const initialRegistrationState: WizardRegistrationState = { supplierIds: [], suppliersWithoutCondition: [], branchIds: [], draft: null, conditions: null };

const registrationSlice = createSlice({
  name: 'quotationWizard',
  initialState: initialRegistrationState,
  reducers: {
    conditionsRequested(state, { payload }: PayloadAction<number>) {
      state.conditions = { idFornecedor: payload, rows: null, error: null };
    },
    conditionsLoaded(state, { payload }: PayloadAction<CondicaoPagamentoFilialDto[]>) {
      if (state.conditions) state.conditions.rows = payload;
    },
    conditionsFailed(state, { payload }: PayloadAction<string>) {
      if (state.conditions) state.conditions.error = payload;
    },
    conditionsClosed(state) {
      state.conditions = null;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(wizardLoaded, (state, { payload }) => {
        state.supplierIds = payload.supplierIds;
        state.suppliersWithoutCondition = payload.suppliersWithoutCondition;
        state.branchIds = payload.branchIds;
        if (payload.cadastro) state.draft = payload.registration;
      })
      .addCase(flowActions.registrationSaved, (state, { payload }) => {
        state.draft = payload.registration;
      }),
});

export const registrationActions = registrationSlice.actions;
export const wizardRegistrationReducer = registrationSlice.reducer;
