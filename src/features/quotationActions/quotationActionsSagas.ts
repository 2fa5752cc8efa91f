import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DadosCotacaoLateralDto } from '../../api/lateralDto';
import type { ResultadoDto } from '../../api/dto';
import { ApiError, errorMessage } from '../../api/http';
import { getDadosCotacao } from '../../api/lateralApi';
import { alterarVencimento, cancelarCotacao, encerrarCotacao } from '../../api/resumoRespostaApi';
import { DUE_DATE_CHANGE_FAILED_MESSAGE } from '../../domain/dueDateChange';
import { dueMoment } from '../../domain/quotationRegistration';
import { quotationCommandRequested, recentQuotationChanged, type QuotationCommand } from '../../shared/lib/appEvents';
import { reportError } from '../../shared/lib/errorReporting';
import { callApi } from '../../shared/saga/callApi';
import { selectCommandDialog } from './quotationActionsSelectors';
import {
  cancelSubmitted,
  closeConfirmed,
  commandDialogOpened,
  commandFailed,
  commandSucceeded,
  dueDateSubmitted,
  quotationFactsFailed,
  quotationFactsLoaded,
  type CommandDialog,
} from './quotationActionsSlice';

/** Messages of the quotation commands (spec 02 §4.3, §4.4); a server refusal's own mensagem wins. */
export const COMMAND_TEXTS: Record<QuotationCommand, { success: string; failure: string }> = {
  cancelar: { success: 'Cotação cancelada com sucesso.', failure: 'Ocorreu um erro ao cancelar a cotação.' },
  alterarVencimento: { success: 'Vencimento alterado com sucesso.', failure: DUE_DATE_CHANGE_FAILED_MESSAGE },
  encerrar: { success: 'Cotação encerrada com sucesso.', failure: 'Ocorreu um erro ao encerrar a cotação.' },
};
export const QUOTATION_LOAD_FAILED = 'Não foi possível carregar o vencimento atual da cotação.';

/** The due-date dialog needs the current due date (to say it must differ). takeLatest: a newer dialog replaces it. */
function* openDialog({ payload }: ReturnType<typeof quotationCommandRequested>): SagaIterator {
  yield put(commandDialogOpened({ idCotacao: payload.idCotacao, command: payload.command, importando: payload.importando ?? false }));
  if (payload.command !== 'alterarVencimento') return;
  try {
    const quotation: DadosCotacaoLateralDto = yield callApi(getDadosCotacao, payload.idCotacao);
    yield put(quotationFactsLoaded({ titulo: quotation.titulo, situacao: quotation.situacao, dataVencimento: quotation.dataVencimento }));
  } catch (error) {
    yield put(quotationFactsFailed(errorMessage(error, QUOTATION_LOAD_FAILED)));
  }
}

type CommandAction = ReturnType<typeof cancelSubmitted | typeof dueDateSubmitted | typeof closeConfirmed>;

function commandEffect(dialog: CommandDialog, action: CommandAction) {
  if (cancelSubmitted.match(action)) return callApi(cancelarCotacao, dialog.idCotacao, action.payload.motivo);
  if (dueDateSubmitted.match(action)) return callApi(alterarVencimento, dialog.idCotacao, dueMoment(action.payload.vencimento, action.payload.hora)!.toISOString());
  return callApi(encerrarCotacao, dialog.idCotacao);
}

/**
 * Runs the confirmed command once (takeLeading: a double click sends one request). Success tells
 * every screen showing the quotation to reload (recentQuotationChanged); a failure stays in the
 * dialog with the server's message and leaves a scrubbed support-journal record.
 */
function* runCommand(action: CommandAction): SagaIterator {
  const dialog: CommandDialog | null = yield select(selectCommandDialog);
  if (!dialog) return;
  const texts = COMMAND_TEXTS[dialog.command];
  try {
    const answer: ResultadoDto = yield commandEffect(dialog, action);
    yield put(recentQuotationChanged({ idCotacao: dialog.idCotacao }));
    yield put(commandSucceeded(answer.mensagem || texts.success));
  } catch (error) {
    const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
    const message = serverMessage ?? errorMessage(error, texts.failure);
    yield call(reportError, error, `cotacao:${dialog.command}`, {
      idCotacao: dialog.idCotacao,
      status: error instanceof ApiError ? error.status : undefined,
      mensagem: message,
    });
    yield put(commandFailed(message));
  }
}

export function* quotationActionsSaga(): SagaIterator {
  yield all([takeLatest(quotationCommandRequested.type, openDialog), takeLeading([cancelSubmitted.type, dueDateSubmitted.type, closeConfirmed.type], runCommand)]);
}
