import type { SagaIterator } from 'redux-saga';
import { put, select, takeLatest, takeLeading, all } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import { failureMessage } from '../../api/http';
import { excluirItem, restaurarItem, restaurarTodos } from '../../api/pedidoManualApi';
import { getProdutosExcluidosManual } from '../../api/pedidoManualExcluidosApi';
import type { ProdutoExcluidoManualDto } from '../../api/pedidoManualExcluidosDto';
import { callApi } from '../../shared/saga/callApi';
import { EXCLUDED_PAGE_SIZE, manualOrderExcludedActions, type ManualOrderExcludedState } from './manualOrderExcludedSlice';
import { manualOrderActions, type ManualOrderState } from './manualOrderSlice';
import { EXCLUDED_TEXTS } from './manualOrderTexts';

/** Every branch's deleted products back (restaurarTodos without a branch). */
const restoreAll = (idCotacao: number, signal?: AbortSignal) => restaurarTodos(idCotacao, undefined, signal);

type State = { manualOrder: ManualOrderState; manualOrderExcluded: ManualOrderExcludedState };

/** The lists and totals read again after a product left or came back. */
function* listsChanged(): SagaIterator {
  yield put(manualOrderActions.listReloadRequested());
  yield put(manualOrderActions.totalsRefreshRequested());
}

function* loadExcluded(): SagaIterator {
  const { idCotacao }: ManualOrderState = yield select((s: State) => s.manualOrder);
  const { page, open }: ManualOrderExcludedState = yield select((s: State) => s.manualOrderExcluded);
  if (idCotacao === null || !open) return;
  try {
    const answer: Page<ProdutoExcluidoManualDto> = yield callApi(getProdutosExcluidosManual, idCotacao, { page, size: EXCLUDED_PAGE_SIZE });
    yield put(manualOrderExcludedActions.excludedLoaded({ rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(manualOrderExcludedActions.excludedFailed(failureMessage(error, EXCLUDED_TEXTS.loadFailed)));
  }
}

function* deleteProduct({ payload }: ReturnType<typeof manualOrderExcludedActions.deleteRequested>): SagaIterator {
  try {
    yield callApi(excluirItem, payload.idItem);
  } catch (error) {
    return yield put(manualOrderExcludedActions.commandFinished({ tone: 'error', message: failureMessage(error, EXCLUDED_TEXTS.deleteFailed) }));
  }
  yield put(manualOrderExcludedActions.commandFinished({ tone: 'success', message: EXCLUDED_TEXTS.deleted(payload.produto) }));
  yield* listsChanged();
}

function* restore({ payload }: ReturnType<typeof manualOrderExcludedActions.restoreRequested>): SagaIterator {
  const { idCotacao }: ManualOrderState = yield select((s: State) => s.manualOrder);
  if (idCotacao === null) return;
  try {
    if (payload.idItem === undefined) yield callApi(restoreAll, idCotacao);
    else yield callApi(restaurarItem, payload.idItem);
  } catch (error) {
    return yield put(manualOrderExcludedActions.commandFinished({ tone: 'error', message: failureMessage(error, EXCLUDED_TEXTS.restoreFailed) }));
  }
  yield put(manualOrderExcludedActions.commandFinished({ tone: 'success', message: payload.idItem === undefined ? EXCLUDED_TEXTS.restoredAll : EXCLUDED_TEXTS.restoredOne }));
  yield* listsChanged();
  const { rows, page }: ManualOrderExcludedState = yield select((s: State) => s.manualOrderExcluded);
  // The last row of a later page came back: show the page before it.
  yield put(manualOrderExcludedActions.excludedPageChosen(payload.idItem !== undefined && rows.length === 1 && page > 0 ? page - 1 : payload.idItem === undefined ? 0 : page));
}

export function* manualOrderExcludedSaga(): SagaIterator {
  yield all([
    // takeLatest for the reads (a newer page wins); takeLeading for the commands (a double click does one).
    takeLatest([manualOrderExcludedActions.excludedOpened.type, manualOrderExcludedActions.excludedPageChosen.type], loadExcluded),
    takeLeading(manualOrderExcludedActions.deleteRequested.type, deleteProduct),
    takeLeading(manualOrderExcludedActions.restoreRequested.type, restore),
  ]);
}
