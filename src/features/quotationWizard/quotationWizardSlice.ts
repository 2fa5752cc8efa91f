import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CondicaoPagamentoFilialDto, CotacaoCadastroDto, CotacaoItemDto, LinhaIgnoradaDto, LinhasSomadasDto, ModoCompra, PrazoPagamentoDto, SituacaoCotacao } from '../../api/dto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import type { RegistrationDraft } from '../../domain/quotationRegistration';

/**
 * The new-quotation wizard's workflow state (spec 01 §2.8, DECISIONS 10). Suppliers, their
 * representatives and the branches live in the entity tables; this slice keeps ids, the draft
 * being edited, the quotation's items and what each dialog shows.
 */
export type WizardStep = 1 | 2 | 3;
export interface WizardAlert {
  severity: 'error' | 'success' | 'info' | 'warning';
  message: string;
}

export interface ImportReport {
  arquivo: string;
  /** File lines used, and the products they became (repeated EANs are summed into one). */
  importadas: number;
  produtos: number;
  somadas: LinhasSomadasDto[];
  ignoradas: LinhaIgnoradaDto[];
}

export interface WizardState {
  id: number | null;
  situacao: SituacaoCotacao | null;
  step: WizardStep;
  loading: boolean;
  loadError: string | null;
  /** Message of the loading dialog while a command runs. */
  busy: string | null;
  alert: WizardAlert | null;
  supplierIds: number[];
  suppliersWithoutCondition: number[];
  branchIds: number[];
  /** The draft as last loaded or saved (the form's starting values). */
  registration: RegistrationDraft | null;
  buscaDeProduto: ModoCompra;
  arquivosDeFalta: ModoCompra;
  items: CotacaoItemDto[];
  selectedItems: number[];
  importReport: ImportReport | null;
  productSearch: { text: string; ids: number[]; total: number; page: number; loading: boolean; error: string | null };
  terms: { open: boolean; rows: PrazoPagamentoDto[]; loading: boolean };
  conditions: { idFornecedor: number; rows: CondicaoPagamentoFilialDto[] | null; error: string | null } | null;
  cancelOpen: boolean;
  sendConfirmOpen: boolean;
}

export const PRODUCT_SEARCH_PAGE_SIZE = 10;

export const initialWizardState: WizardState = {
  id: null,
  situacao: null,
  step: 1,
  loading: false,
  loadError: null,
  busy: null,
  alert: null,
  supplierIds: [],
  suppliersWithoutCondition: [],
  branchIds: [],
  registration: null,
  buscaDeProduto: '',
  arquivosDeFalta: '',
  items: [],
  selectedItems: [],
  importReport: null,
  productSearch: { text: '', ids: [], total: 0, page: 0, loading: false, error: null },
  terms: { open: false, rows: [], loading: false },
  conditions: null,
  cancelOpen: false,
  sendConfirmOpen: false,
};

export interface RegistrationSubmit {
  values: RegistrationDraft;
  /** The first field-level problem the form found (date range, time step), if any. */
  fieldError: string | null;
}

const wizardSlice = createSlice({
  name: 'quotationWizard',
  initialState: initialWizardState,
  reducers: {
    /** The wizard opened at /cotacao/criar (id null) or /cotacao/criar/{id}. */
    wizardEntered(state, { payload }: PayloadAction<{ id: number | null }>) {
      if (payload.id !== null && payload.id === state.id) return;
      return { ...initialWizardState, id: payload.id, loading: true };
    },
    wizardLoaded(
      state,
      { payload }: PayloadAction<{ supplierIds: number[]; suppliersWithoutCondition: number[]; branchIds: number[]; cadastro: CotacaoCadastroDto | null; registration: RegistrationDraft | null; items: CotacaoItemDto[] }>,
    ) {
      state.loading = false;
      state.supplierIds = payload.supplierIds;
      state.suppliersWithoutCondition = payload.suppliersWithoutCondition;
      state.branchIds = payload.branchIds;
      state.items = payload.items;
      if (payload.cadastro) {
        state.situacao = payload.cadastro.situacao;
        state.buscaDeProduto = payload.cadastro.buscaDeProduto;
        state.arquivosDeFalta = payload.cadastro.arquivosDeFalta;
        state.registration = payload.registration;
      }
    },
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

    // Step 1
    registrationSubmitted(_state, _action: PayloadAction<RegistrationSubmit>) {},
    registrationSaved(state, { payload }: PayloadAction<{ cadastro: CotacaoCadastroDto; registration: RegistrationDraft }>) {
      state.id = payload.cadastro.id;
      state.situacao = payload.cadastro.situacao;
      state.registration = payload.registration;
      state.step = 2;
      state.alert = null;
    },
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

    // Step 2
    purchaseModeChanged(state, { payload }: PayloadAction<ModoCompra>) {
      state.buscaDeProduto = payload;
    },
    shortageModeChanged(state, { payload }: PayloadAction<ModoCompra>) {
      state.arquivosDeFalta = payload;
    },
    productSearchChanged(state, { payload }: PayloadAction<string>) {
      state.productSearch.text = payload;
      state.productSearch.page = 0;
    },
    productSearchPageChanged(state, { payload }: PayloadAction<number>) {
      state.productSearch.page = payload;
    },
    productSearchStarted(state) {
      state.productSearch.loading = true;
      state.productSearch.error = null;
    },
    productSearchLoaded(state, { payload }: PayloadAction<{ ids: number[]; total: number }>) {
      Object.assign(state.productSearch, { ...payload, loading: false });
    },
    productSearchFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state.productSearch, { ids: [], total: 0, loading: false, error: payload });
    },
    itemAddRequested(_state, _action: PayloadAction<{ idProduto: number; quantidade: number }>) {},
    itemsChanged(state, { payload }: PayloadAction<CotacaoItemDto[]>) {
      state.items = payload;
      state.selectedItems = state.selectedItems.filter((id) => payload.some((item) => item.idProduto === id));
    },
    itemSelectionToggled(state, { payload }: PayloadAction<number>) {
      const at = state.selectedItems.indexOf(payload);
      if (at >= 0) state.selectedItems.splice(at, 1);
      else state.selectedItems.push(payload);
    },
    itemSelectionSet(state, { payload }: PayloadAction<{ ids: number[]; selected: boolean }>) {
      const rest = state.selectedItems.filter((id) => !payload.ids.includes(id));
      state.selectedItems = payload.selected ? [...rest, ...payload.ids] : rest;
    },
    selectedItemsDeleteRequested() {},
    /** The key of the chosen file in chosenFiles.ts. */
    shortageFileChosen(_state, _action: PayloadAction<string>) {},
    shortageFileImported(state, { payload }: PayloadAction<ImportReport & { items: CotacaoItemDto[] }>) {
      const { items, ...report } = payload;
      state.items = items;
      state.importReport = report;
    },
    productsClosed() {},
    productsSaved(state) {
      state.step = 3;
      state.alert = null;
    },
    termsOpened(state) {
      state.terms = { open: true, rows: [], loading: true };
    },
    termsLoaded(state, { payload }: PayloadAction<PrazoPagamentoDto[]>) {
      state.terms.rows = payload;
      state.terms.loading = false;
    },
    termsSaveRequested(_state, _action: PayloadAction<PrazoPagamentoDto[]>) {},
    termsSaved(state, { payload }: PayloadAction<PrazoPagamentoDto[]>) {
      state.terms = { open: false, rows: payload, loading: false };
    },
    termsClosed(state) {
      state.terms.open = false;
      state.terms.loading = false;
    },

    // Step 3, cancel
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
    /** Sent or cancelled: the wizard starts over next time. */
    wizardFinished() {
      return initialWizardState;
    },
    /** The wizard's page closed: the next visit reads the quotation again. */
    wizardLeft() {
      return initialWizardState;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialWizardState).addCase(workspaceReset, () => initialWizardState),
});

export const wizardActions = wizardSlice.actions;
export const quotationWizardReducer = wizardSlice.reducer;
