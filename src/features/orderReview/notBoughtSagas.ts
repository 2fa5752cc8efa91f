import { openDownloadLink } from '../../shared/saga/downloadLink';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import { failureMessage } from '../../api/http';
import { exportarNaoComprados, gerarArquivoCotacaoNaoComprados, getFiliaisNaoComprados, getFornecedoresNaoComprados, getProdutosNaoComprados } from '../../api/naoCompradosApi';
import type { FilialNaoCompradoDto, FornecedorNaoCompradoDto, ProdutoNaoCompradoDto } from '../../api/naoCompradosDto';
import { NOT_BOUGHT_PAGE_SIZE } from '../../domain/notBought';
import { ordersChanged } from '../../shared/lib/appEvents';
import { callApi } from '../../shared/saga/callApi';
import { notBoughtActions, type NotBoughtState } from './notBoughtSlice';
import { EXPORT_FAILED, LIST_FAILED, OPTIONS_FAILED, QUOTATION_FILE_FAILED } from './notBoughtTexts';

/**
 * 'Ver produtos não comprados' (issue 12 part 7): the options when the modal opens (once per
 * quotation), the page of the filter shown, the files. Reads are takeLatest (a new page or filter
 * cancels and aborts the read before it); files are takeLeading (a double click asks once), each
 * link opening in a new window as the review page's other exports do.
 */
type State = { orderReviewNotBought: NotBoughtState };
const selectNotBought = (s: State) => s.orderReviewNotBought;

function* loadOptions(): SagaIterator {
  const { idCotacao, options }: NotBoughtState = yield select(selectNotBought);
  if (idCotacao === null || options.status === 'loaded' || options.status === 'loading') return;
  yield put(notBoughtActions.optionsLoading());
  try {
    const [suppliers, branches]: [FornecedorNaoCompradoDto[], FilialNaoCompradoDto[]] = yield all([callApi(getFornecedoresNaoComprados, idCotacao), callApi(getFiliaisNaoComprados, idCotacao)]);
    yield put(notBoughtActions.optionsLoaded({ suppliers, branches }));
  } catch (error) {
    yield put(notBoughtActions.optionsFailed(failureMessage(error, OPTIONS_FAILED)));
  }
}

/** The page the state asks for (list 'loading' with a filter applied). */
function* loadList(): SagaIterator {
  const { idCotacao, applied, page, list }: NotBoughtState = yield select(selectNotBought);
  if (idCotacao === null || !applied || list.status !== 'loading') return;
  try {
    const answer: Page<ProdutoNaoCompradoDto> = yield callApi(getProdutosNaoComprados, idCotacao, applied, { page, size: NOT_BOUGHT_PAGE_SIZE });
    yield put(notBoughtActions.listLoaded({ rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(notBoughtActions.listFailed(failureMessage(error, LIST_FAILED)));
  }
}

/** Opening, 'Filtrar', a page, a retry: the options first when they are missing (they choose the first filter), then the page. */
function* refresh(): SagaIterator {
  yield call(loadOptions);
  yield call(loadList);
}

function* prepareFile({ payload: kind }: ReturnType<typeof notBoughtActions.fileRequested>): SagaIterator {
  const { idCotacao, applied, exportType }: NotBoughtState = yield select(selectNotBought);
  const fallback = kind === 'planilha' ? EXPORT_FAILED : QUOTATION_FILE_FAILED;
  if (idCotacao === null || !applied) {
    yield put(notBoughtActions.fileFinished(null));
    return;
  }
  try {
    yield kind === 'planilha' ? openDownloadLink(exportarNaoComprados, idCotacao, applied, exportType) : openDownloadLink(gerarArquivoCotacaoNaoComprados, idCotacao, applied);
    yield put(notBoughtActions.fileFinished(null));
  } catch (error) {
    yield put(notBoughtActions.fileFinished(failureMessage(error, fallback)));
  }
}

/** The quotation's orders changed (sent, an item deleted): an open modal reads its page again. */
function* ordersChangedElsewhere({ payload }: ReturnType<typeof ordersChanged>): SagaIterator {
  const { open, idCotacao }: NotBoughtState = yield select(selectNotBought);
  if (open && idCotacao === payload.idCotacao) yield put(notBoughtActions.listRetried());
}

export function* notBoughtSaga(): SagaIterator {
  yield all([
    takeLatest([notBoughtActions.notBoughtOpened.type, notBoughtActions.filterRequested.type, notBoughtActions.pageRequested.type, notBoughtActions.listRetried.type], refresh),
    takeLeading(notBoughtActions.fileRequested.type, prepareFile),
    takeEvery(ordersChanged.type, ordersChangedElsewhere),
  ]);
}
