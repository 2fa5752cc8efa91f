import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../entities/entitiesActions';
import type { QuotationCommand } from '../../shared/lib/appEvents';
import { workspaceReset } from '../../shared/lib/workspaceReset';

/**
 * The open quotation command dialog (cancel, change due date, close) and its outcome. Kept in the
 * store, not in the component, so a failure shown in a dialog is in the diagnostic bundle and the
 * support replay shows the same dialog with the same message (DECISIONS 16).
 */
export interface DueDateDraft {
  /** dd/MM/yyyy */
  vencimento: string;
  /** HH:mm */
  hora: string;
}

export interface QuotationFacts {
  titulo: string;
  situacao: string;
  /** ISO date-time of the current due date. */
  dataVencimento: string;
}

export interface CommandDialog {
  idCotacao: number;
  command: QuotationCommand;
  importando: boolean;
  /** Due-date dialog: the quotation's current due date (loaded when the dialog opens). */
  quotation: QuotationFacts | null;
  loading: boolean;
  submitting: boolean;
  /** The refusal or failure shown in the dialog. */
  error: string | null;
  /** What the user last sent (due date or reason), so the replay shows it and nothing typed is lost. */
  sent: DueDateDraft | { motivo: string } | null;
}

export interface QuotationActionsState {
  dialog: CommandDialog | null;
  /** The success notice shown after the dialog closed. */
  notice: string | null;
}

export const initialQuotationActionsState: QuotationActionsState = { dialog: null, notice: null };

const quotationActionsSlice = createSlice({
  name: 'quotationActions',
  initialState: initialQuotationActionsState,
  reducers: {
    commandDialogOpened(state, { payload }: PayloadAction<{ idCotacao: number; command: QuotationCommand; importando: boolean }>) {
      state.dialog = { ...payload, quotation: null, loading: payload.command === 'alterarVencimento', submitting: false, error: null, sent: null };
      state.notice = null;
    },
    quotationFactsLoaded(state, { payload }: PayloadAction<QuotationFacts>) {
      if (!state.dialog) return;
      state.dialog.quotation = payload;
      state.dialog.loading = false;
    },
    quotationFactsFailed(state, { payload }: PayloadAction<string>) {
      if (!state.dialog) return;
      state.dialog.loading = false;
      state.dialog.error = payload;
    },
    cancelSubmitted(state, { payload }: PayloadAction<{ motivo: string }>) {
      if (!state.dialog || state.dialog.submitting) return;
      Object.assign(state.dialog, { submitting: true, error: null, sent: payload });
    },
    dueDateSubmitted(state, { payload }: PayloadAction<DueDateDraft>) {
      if (!state.dialog || state.dialog.submitting) return;
      Object.assign(state.dialog, { submitting: true, error: null, sent: payload });
    },
    closeConfirmed(state) {
      if (!state.dialog || state.dialog.submitting) return;
      Object.assign(state.dialog, { submitting: true, error: null });
    },
    commandSucceeded(state, { payload }: PayloadAction<string>) {
      state.dialog = null;
      state.notice = payload;
    },
    commandFailed(state, { payload }: PayloadAction<string>) {
      if (!state.dialog) return;
      Object.assign(state.dialog, { submitting: false, error: payload });
    },
    dialogDismissed(state) {
      if (!state.dialog?.submitting) state.dialog = null;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialQuotationActionsState).addCase(workspaceReset, () => initialQuotationActionsState),
});

export const {
  commandDialogOpened,
  quotationFactsLoaded,
  quotationFactsFailed,
  cancelSubmitted,
  dueDateSubmitted,
  closeConfirmed,
  commandSucceeded,
  commandFailed,
  dialogDismissed,
  noticeDismissed,
} = quotationActionsSlice.actions;
export const quotationActionsReducer = quotationActionsSlice.reducer;
