import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import type { RespostaItemDto } from '../../api/resumoRespostaDto';
import { errorMessage, failureMessage } from '../../api/http';
import {
  alterarCondicaoPagamento,
  getCondicoesPagamento,
  getFiltroFornecedores,
  getItensResposta,
  getMotivoDetalhado,
  getResposta,
} from '../../api/resumoRespostaSummaryApi';
import { getDadosRepresentanteCliente, salvarDadosRepresentanteCliente } from '../../api/usuarioApi';
import { callApi } from '../../shared/saga/callApi';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { branchPanelRefreshRequested } from './branchPanelsSlice';
import {
  detailsHeaderLoaded,
  dialogClosed,
  dialogFailed,
  dialogOpened,
  dialogSaveFinished,
  filterOptionsLoaded,
  flagDetailsLoaded,
  integrationLoaded,
  integrationSubmitted,
  ITEMS_PAGE_SIZE,
  itemsLoaded,
  itemsQueryChanged,
  paymentConditionChosen,
  paymentOptionsLoaded,
  type DialogsState,
  type SummaryDialog,
} from './summaryDialogsSlice';
import { selectAddress, selectDialogs } from './summarySelectors';
import { actionFinished, type SummaryAddress } from './summarySlice';

export const DIALOG_LOAD_FAILED = 'Não foi possível carregar os dados.';
export const PAYMENT_SAVE_FAILED = 'Não foi possível alterar a condição de pagamento.';
export const PAYMENT_SAVED = 'Condição de pagamento alterada com sucesso.';
export const INTEGRATION_SAVED = 'Dados atualizados com sucesso';
export const INTEGRATION_FAILED = 'Erro ao atualizar dados';

function* loadDialog(dialog: SummaryDialog, idCotacao: number): SagaIterator {
  switch (dialog.kind) {
    case 'filter':
      if (!((yield select(selectDialogs)) as DialogsState).filterOptions) yield put(filterOptionsLoaded(yield callApi(getFiltroFornecedores, idCotacao)));
      return;
    case 'flag':
      yield put(flagDetailsLoaded(yield callApi(getMotivoDetalhado, idCotacao, { idFornecedor: dialog.idFornecedor, idRepresentante: dialog.idRepresentante, motivoResposta: dialog.motivoResposta })));
      return;
    case 'payment':
      yield put(paymentOptionsLoaded(yield callApi(getCondicoesPagamento, idCotacao, dialog.idResposta)));
      return;
    case 'details':
      yield put(itemsQueryChanged({ page: 0 }));
      yield put(detailsHeaderLoaded(yield callApi(getResposta, dialog.idResposta)));
      return;
    case 'integration':
      yield put(integrationLoaded(yield callApi(getDadosRepresentanteCliente, dialog.chave)));
  }
}

/** A dialog's data; closing it (or opening another) cancels the read. */
function* onDialogOpened({ payload }: ReturnType<typeof dialogOpened>): SagaIterator {
  const address: SummaryAddress | null = yield select(selectAddress);
  if (!address) return;
  try {
    yield race({ load: call(loadDialog, payload, address.idCotacao), closed: take(dialogClosed.type) });
  } catch (error) {
    yield put(dialogFailed(errorMessage(error, DIALOG_LOAD_FAILED)));
  }
}

/** The answer's items (6 per page); a new search waits timing.searchDebounceMs (1,000 ms) of quiet first. */
function* loadItems({ payload }: ReturnType<typeof itemsQueryChanged>): SagaIterator {
  const timing: Timing = yield* getTiming();
  if (payload.searchKey !== undefined) yield delay(timing.searchDebounceMs);
  const dialogs: DialogsState = yield select(selectDialogs);
  if (dialogs.open?.kind !== 'details') return;
  const { query } = dialogs.details;
  try {
    const page: Page<RespostaItemDto> = yield callApi(getItensResposta, dialogs.open.idResposta, { ...query, size: ITEMS_PAGE_SIZE });
    yield put(itemsLoaded({ items: page.content, total: page.totalElements }));
  } catch (error) {
    yield put(itemsLoaded({ items: [], total: 0 }));
    yield put(dialogFailed(errorMessage(error, DIALOG_LOAD_FAILED)));
  }
}

function* changePaymentCondition({ payload }: ReturnType<typeof paymentConditionChosen>): SagaIterator {
  const address: SummaryAddress | null = yield select(selectAddress);
  const { open }: DialogsState = yield select(selectDialogs);
  if (!address || open?.kind !== 'payment') return;
  try {
    yield callApi(alterarCondicaoPagamento, address.idCotacao, open.idResposta, payload.idCondicao);
    yield put(dialogClosed());
    yield put(actionFinished({ severity: 'success', message: PAYMENT_SAVED }));
    yield put(branchPanelRefreshRequested({ idFornecedor: open.idFornecedor, idRepresentante: open.idRepresentante }));
  } catch (error) {
    yield put(dialogFailed(failureMessage(error, PAYMENT_SAVE_FAILED)));
  }
}

/** The integration data (the password travels only in the request body; the journal and logs scrub 'senha'). */
function* saveIntegration({ payload }: ReturnType<typeof integrationSubmitted>): SagaIterator {
  const { open }: DialogsState = yield select(selectDialogs);
  if (open?.kind !== 'integration') return;
  try {
    yield callApi(salvarDadosRepresentanteCliente, open.chave, payload);
    yield put(dialogSaveFinished({ ok: true, message: INTEGRATION_SAVED }));
  } catch {
    yield put(dialogSaveFinished({ ok: false, message: INTEGRATION_FAILED }));
  }
}

export function* summaryDialogSaga(): SagaIterator {
  yield all([
    takeLatest(dialogOpened.type, onDialogOpened),
    // Latest wins: a new page, sort or search replaces the read (and the debounce) still running.
    takeLatest(itemsQueryChanged.type, loadItems),
    // One-shot writes: a double click saves once.
    takeLeading(paymentConditionChosen.type, changePaymentCondition),
    takeLeading(integrationSubmitted.type, saveIntegration),
  ]);
}
