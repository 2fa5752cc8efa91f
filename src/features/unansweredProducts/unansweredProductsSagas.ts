import { openDownloadLink } from '../../shared/saga/downloadLink';
import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import type { ProdutoSemRespostaDto } from '../../api/resumoRespostaDto';
import { failureMessage } from '../../api/http';
import { exportProdutosWithoutResposta, getProdutosWithoutResposta } from '../../api/resumoRespostaApi';
import { UNANSWERED_PAGE_SIZE } from '../../domain/unansweredProducts';
import { recentQuotationChanged } from '../../shared/lib/appEvents';
import { callApi } from '../../shared/saga/callApi';
import { selectUnanswered } from './unansweredProductsSelectors';
import {
  unansweredExportFinished,
  unansweredExportRequested,
  unansweredPageFailed,
  unansweredPageLoaded,
  unansweredPageRequested,
  type UnansweredProductsState,
} from './unansweredProductsSlice';

export const LOAD_FAILED_MESSAGE = 'Não foi possível carregar os produtos não respondidos.';
export const EXPORT_FAILED_MESSAGE = 'Não foi possível exportar a planilha de produtos não respondidos.';

function* loadPage(): SagaIterator {
  const { idCotacao, query }: UnansweredProductsState = yield select(selectUnanswered);
  if (idCotacao === null || !query) return;
  try {
    const answer: Page<ProdutoSemRespostaDto> = yield callApi(getProdutosWithoutResposta, idCotacao, { ...query, size: UNANSWERED_PAGE_SIZE });
    yield put(unansweredPageLoaded({ rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(unansweredPageFailed(failureMessage(error, LOAD_FAILED_MESSAGE)));
  }
}

/** The quotation changed elsewhere (a command, an answer ignored): the open page reloads. */
function* reloadIfShown({ payload }: ReturnType<typeof recentQuotationChanged>): SagaIterator {
  const { idCotacao, query }: UnansweredProductsState = yield select(selectUnanswered);
  if (idCotacao !== null && query && (payload.idCotacao === undefined || payload.idCotacao === idCotacao)) yield put(unansweredPageRequested({ idCotacao, query }));
}

/** The spreadsheet link opens in a new window (it carries its own key). takeLeading: a double click opens one. */
function* exportSheet(): SagaIterator {
  const { idCotacao }: UnansweredProductsState = yield select(selectUnanswered);
  if (idCotacao === null) return;
  try {
    yield openDownloadLink(exportProdutosWithoutResposta, idCotacao);
    yield put(unansweredExportFinished(null));
  } catch (error) {
    yield put(unansweredExportFinished(failureMessage(error, EXPORT_FAILED_MESSAGE)));
  }
}

export function* unansweredProductsSaga(): SagaIterator {
  // takeLatest for the read: paging or sorting again cancels (and aborts) the previous load.
  yield all([
    takeLatest(unansweredPageRequested.type, loadPage),
    takeLatest(recentQuotationChanged.type, reloadIfShown),
    takeLeading(unansweredExportRequested.type, exportSheet),
  ]);
}
