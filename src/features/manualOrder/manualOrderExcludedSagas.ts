import type { SagaIterator } from 'redux-saga';
import { put, select, takeLatest, takeLeading, all } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import { failureMessage } from '../../api/http';
import { excluirItem, restaurarItem, restaurarTodos } from '../../api/pedidoManualApi';
import { getProdutosExcluidosManual } from '../../api/pedidoManualExcluidosApi';
import type { ProdutoExcluidoManualDto } from '../../api/pedidoManualExcluidosDto';
import { callApi } from '../../shared/saga/callApi';
import { EXCLUDED_PAGE_SIZE, manualOrderExcludedActions as x, type ManualOrderExcludedState } from './manualOrderExcludedSlice';
import { manualOrderActions as a, type ManualOrderState } from './manualOrderSlice';
import { EXCLUDED_TEXTS as T } from './manualOrderTexts';

/** Every branch's deleted products back (restaurarTodos without a branch). */
const restoreAll = (idCotacao: number, signal?: AbortSignal) => restaurarTodos(idCotacao, undefined, signal);

type State = { manualOrder: ManualOrderState; manualOrderExcluded: ManualOrderExcludedState };

/** The lists and totals read again after a product left or came back. */
function* listsChanged(): SagaIterator {
  yield put(a.listReloadRequested());
  yield put(a.totalsRefreshRequested());
}

function* loadExcluded(): SagaIterator {
  const { idCotacao }: ManualOrderState = yield select((s: State) => s.manualOrder);
  const { page, open }: ManualOrderExcludedState = yield select((s: State) => s.manualOrderExcluded);
  if (idCotacao === null || !open) return;
  try {
    const answer: Page<ProdutoExcluidoManualDto> = yield callApi(getProdutosExcluidosManual, idCotacao, { page, size: EXCLUDED_PAGE_SIZE });
    yield put(x.excludedLoaded({ rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(x.excludedFailed(failureMessage(error, T.loadFailed)));
  }
}

function* deleteProduct({ payload }: ReturnType<typeof x.deleteRequested>): SagaIterator {
  try {
    yield callApi(excluirItem, payload.idItem);
  } catch (error) {
    return yield put(x.commandFinished({ tone: 'error', message: failureMessage(error, T.deleteFailed) }));
  }
  yield put(x.commandFinished({ tone: 'success', message: T.deleted(payload.produto) }));
  yield* listsChanged();
}

function* restore({ payload }: ReturnType<typeof x.restoreRequested>): SagaIterator {
  const { idCotacao }: ManualOrderState = yield select((s: State) => s.manualOrder);
  if (idCotacao === null) return;
  try {
    if (payload.idItem === undefined) yield callApi(restoreAll, idCotacao);
    else yield callApi(restaurarItem, payload.idItem);
  } catch (error) {
    return yield put(x.commandFinished({ tone: 'error', message: failureMessage(error, T.restoreFailed) }));
  }
  yield put(x.commandFinished({ tone: 'success', message: payload.idItem === undefined ? T.restoredAll : T.restoredOne }));
  yield* listsChanged();
  const { rows, page }: ManualOrderExcludedState = yield select((s: State) => s.manualOrderExcluded);
  // The last row of a later page came back: show the page before it.
  yield put(x.excludedPageChosen(payload.idItem !== undefined && rows.length === 1 && page > 0 ? page - 1 : payload.idItem === undefined ? 0 : page));
}

export function* manualOrderExcludedSaga(): SagaIterator {
  yield all([
    // takeLatest for the reads (a newer page wins); takeLeading for the commands (a double click does one).
    takeLatest([x.excludedOpened.type, x.excludedPageChosen.type], loadExcluded),
    takeLeading(x.deleteRequested.type, deleteProduct),
    takeLeading(x.restoreRequested.type, restore),
  ]);
}
