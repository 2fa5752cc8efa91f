import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { failureMessage } from '../../api/http';
import { contarSelecaoManual, excluirSelecaoManual } from '../../api/pedidoManualSelecaoApi';
import type { ContagemSelecaoManualDto, ExclusaoSelecaoManualDto, SelecaoItensManualDto } from '../../api/pedidoManualSelecaoDto';
import { callApi } from '../../shared/saga/callApi';
import { manualOrderExcludedActions, type ManualOrderExcludedState } from './manualOrderExcludedSlice';
import { manualOrderActions, type ManualOrderState } from './manualOrderSlice';
import { EXCLUDED_TEXTS } from './manualOrderTexts';

/**
 * Deleting the selected or all filtered products of the manual order (issue 29 point 3): the
 * server resolves the selection (every product the filter lists, in every branch, but the
 * unticked ones; or the ticked ones), counts it for the confirmation and deletes it in one request.
 */
type State = { manualOrder: ManualOrderState; manualOrderExcluded: ManualOrderExcludedState };

/** The selection as the server reads it, or null without a quotation. */
function* selectionBody(): SagaIterator<{ idCotacao: number; body: SelecaoItensManualDto } | null> {
  const { idCotacao, filter }: ManualOrderState = yield select((s: State) => s.manualOrder);
  const { selection }: ManualOrderExcludedState = yield select((s: State) => s.manualOrderExcluded);
  if (idCotacao === null) return null;
  return { idCotacao, body: { todosFiltrados: selection.all, filtros: filter, idPedidoManualItens: selection.ids } };
}

/** 'Selecionar todos os produtos filtrados' on: how many products that is (the count beside the box). */
function* countFiltered(): SagaIterator {
  const { selection }: ManualOrderExcludedState = yield select((s: State) => s.manualOrderExcluded);
  const request = yield* selectionBody();
  if (!selection.all || request === null) return;
  try {
    const count: ContagemSelecaoManualDto = yield callApi(contarSelecaoManual, request.idCotacao, { ...request.body, idPedidoManualItens: [] });
    yield put(manualOrderExcludedActions.filteredCounted(count.produtos));
  } catch {
    // The count stays 'Contando…'; the confirmation counts again.
  }
}

/** The confirmation names how many products in how many branches, as the server counts them now. */
function* countForConfirmation(): SagaIterator {
  const { confirmation }: ManualOrderExcludedState = yield select((s: State) => s.manualOrderExcluded);
  const request = yield* selectionBody();
  if (!confirmation || request === null) return;
  try {
    const count: ContagemSelecaoManualDto = yield callApi(contarSelecaoManual, request.idCotacao, request.body);
    yield put(manualOrderExcludedActions.selectionCounted(count));
  } catch {
    yield put(manualOrderExcludedActions.selectionCountFailed());
  }
}

function* deleteSelection(): SagaIterator {
  const request = yield* selectionBody();
  if (request === null) return;
  let answer: ExclusaoSelecaoManualDto;
  try {
    answer = yield callApi(excluirSelecaoManual, request.idCotacao, request.body);
  } catch (error) {
    yield put(manualOrderExcludedActions.selectionDeleteFinished({ tone: 'error', message: failureMessage(error, EXCLUDED_TEXTS.deleteManyFailed) }));
    return;
  }
  yield put(manualOrderExcludedActions.selectionDeleteFinished({ tone: 'success', message: EXCLUDED_TEXTS.deletedMany(answer.produtos, answer.filiais) }));
  // The products left their branches: the lists and every total are read again.
  yield put(manualOrderActions.listReloadRequested());
  yield put(manualOrderActions.totalsRefreshRequested());
}

export function* manualOrderSelectionSaga(): SagaIterator {
  yield all([
    takeLatest(manualOrderExcludedActions.allFilteredToggled.type, countFiltered),
    takeLatest(manualOrderExcludedActions.selectionDeleteRequested.type, countForConfirmation),
    takeLeading(manualOrderExcludedActions.selectionDeleteConfirmed.type, deleteSelection),
  ]);
}
