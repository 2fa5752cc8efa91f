import type { SagaIterator } from 'redux-saga';
import { all, call, debounce, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { enviarArquivoFalta, getPrazos, salvarModoCompra } from '../../api/cotacaoCadastroApi';
import type { ArquivoFaltaResultadoDto, ModoCompra, PrazoPagamentoDto } from '../../api/cotacaoDto';
import { buscarProdutos, type ProductPage } from '../../api/produtoApi';
import { shortageFileProblem } from '../../domain/shortageFile';
import { entitiesReceived } from '../../entities/entitiesActions';
import { saveRequested } from '../../entities/saves/pendingSavesSlice';
import { saveQueue } from '../../entities/saves/saveQueueSagas';
import { readFileBytes } from '../../shared/lib/fileContents';
import { callApi } from '../../shared/saga/callApi';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { takeChosenFile } from './chosenFiles';
import {
  selectProductSearch,
  selectPurchaseMode,
  selectSelectedItems,
  selectShortageMode,
  selectWizardId,
  selectWizardItemCount,
} from './quotationWizardSelectors';
import { PRODUCT_SEARCH_PAGE_SIZE, wizardActions } from './quotationWizardSlice';
import type { WizardSearchState } from './wizardSearchSlice';
import { failureText, showErrorAtTop } from './wizardAlertSagas';
import { ITEMS_QUEUE, MODES_QUEUE, TERMS_QUEUE } from './wizardQueues';
import { itemsQueue, modesQueue, termsQueue } from './wizardSaveSagas';
import { SHORTAGE_DISABLED_MESSAGE } from './wizardTexts';
import { formatCount } from '../../shared/lib/format';

/** Step 2 of the wizard: catalogue search, items, the missing-products file, payment terms, closing the step. */
export const PURCHASE_MODE_MESSAGE = 'Preencher busca de produto';
export const NOTHING_SELECTED_MESSAGE = 'Nenhum Item selecionado';
export const NO_ITEMS_MESSAGE = 'Adicione ao menos um produto à cotação.';
export const MIN_SEARCH_LENGTH = 3;

function* searchProducts(): SagaIterator {
  const search: WizardSearchState = yield select(selectProductSearch);
  const text = search.text.trim();
  if (text.length < MIN_SEARCH_LENGTH) {
    yield put(wizardActions.productSearchLoaded({ ids: [], total: 0 }));
    return;
  }
  yield put(wizardActions.productSearchStarted());
  try {
    const page: ProductPage = yield callApi(buscarProdutos, text, search.page, PRODUCT_SEARCH_PAGE_SIZE);
    // A search for text typed before (it paused long enough to go) may answer after a newer one: its rows are not shown.
    const now: WizardSearchState = yield select(selectProductSearch);
    if (now.text.trim() !== text || now.page !== search.page) return;
    yield put(entitiesReceived(page.entities));
    yield put(wizardActions.productSearchLoaded({ ids: page.ids, total: page.totalElements }));
  } catch (error) {
    yield put(wizardActions.productSearchFailed(failureText(error, 'Não foi possível buscar os produtos.')));
  }
}

/** Typing is debounced (1,000 ms, from the saga context); paging is a plain read, latest wins (and aborts the older request). */
function* watchProductSearch(): SagaIterator {
  const timing: Timing = yield* getTiming();
  yield all([debounce(timing.searchDebounceMs, wizardActions.productSearchChanged.type, searchProducts), takeLatest(wizardActions.productSearchPageChanged.type, searchProducts)]);
}

/** An addition goes into the items queue (in order with deletions, never dropped). */
function* queueAddition({ payload }: ReturnType<typeof wizardActions.itemAddRequested>): SagaIterator {
  const id: number | null = yield select(selectWizardId);
  if (id === null) return;
  yield put(
    saveRequested({
      queue: ITEMS_QUEUE,
      key: `add:${id}:${payload.idProduto}:${Date.now()}`,
      payload: { kind: 'add', id, idProduto: payload.idProduto, quantidade: payload.quantidade },
      label: `Adicionar ${payload.label} (${payload.quantidade})`,
    }),
  );
}

function* queueDeletion(): SagaIterator {
  const id: number | null = yield select(selectWizardId);
  const selected: number[] = yield select(selectSelectedItems);
  if (id === null) return;
  if (selected.length === 0) {
    yield put(wizardActions.wizardAlertShown({ severity: 'error', message: NOTHING_SELECTED_MESSAGE }));
    return;
  }
  yield put(
    saveRequested({
      queue: ITEMS_QUEUE,
      key: `delete:${id}:${Date.now()}`,
      payload: { kind: 'delete', id, idsProduto: selected },
      label: `Excluir ${formatCount(selected.length, 'produto', 'produtos')}`,
    }),
  );
}

/** A purchase mode is saved when chosen (the latest choice wins), so a reload keeps both. */
function* queueModes(): SagaIterator {
  const id: number | null = yield select(selectWizardId);
  if (id === null) return;
  const buscaDeProduto: ModoCompra = yield select(selectPurchaseMode);
  const arquivosDeFalta: ModoCompra = yield select(selectShortageMode);
  yield put(saveRequested({ queue: MODES_QUEUE, key: `modes:${id}`, payload: { id, buscaDeProduto, arquivosDeFalta }, label: 'Modo de compra', coalesce: true }));
}

function* queueTerms({ payload }: ReturnType<typeof wizardActions.termsSaveRequested>): SagaIterator {
  const id: number | null = yield select(selectWizardId);
  if (id === null) return;
  yield put(saveRequested({ queue: TERMS_QUEUE, key: `terms:${id}`, payload: { id, prazos: payload }, label: 'Prazos de pagamento', coalesce: true }));
}

function* importShortageFile({ payload: key }: ReturnType<typeof wizardActions.shortageFileChosen>): SagaIterator {
  const id: number | null = yield select(selectWizardId);
  const arquivosDeFalta: ModoCompra = yield select(selectShortageMode);
  const file = takeChosenFile(key);
  if (id === null || !file) return;
  if (!arquivosDeFalta) {
    yield put(wizardActions.wizardAlertShown({ severity: 'warning', message: SHORTAGE_DISABLED_MESSAGE }));
    return;
  }
  const bytes: Uint8Array = yield call(readFileBytes, file);
  const problem = shortageFileProblem(file.name, bytes);
  if (problem) {
    yield call(showErrorAtTop, problem);
    return;
  }
  yield put(wizardActions.busyStarted('Importando o arquivo de falta…'));
  try {
    const result: ArquivoFaltaResultadoDto = yield callApi(enviarArquivoFalta, id, file.name, bytes, arquivosDeFalta);
    yield put(
      wizardActions.shortageFileImported({
        arquivo: file.name,
        importadas: result.linhasImportadas,
        produtos: result.produtosImportados,
        somadas: result.linhasSomadas,
        ignoradas: result.linhasIgnoradas,
        items: result.itens,
      }),
    );
  } catch (error) {
    yield call(showErrorAtTop, failureText(error, 'Não foi possível importar o arquivo de falta.'));
  } finally {
    yield put(wizardActions.busyEnded());
  }
}

/** 'Encerrar Adição de Produtos': a purchase mode is required, then the modes are saved and step 3 opens. */
function* closeProducts(): SagaIterator {
  const id: number | null = yield select(selectWizardId);
  const buscaDeProduto: ModoCompra = yield select(selectPurchaseMode);
  const arquivosDeFalta: ModoCompra = yield select(selectShortageMode);
  const itemCount: number = yield select(selectWizardItemCount);
  if (id === null) return;
  if (!buscaDeProduto) {
    yield call(showErrorAtTop, PURCHASE_MODE_MESSAGE);
    return;
  }
  if (itemCount === 0) {
    yield call(showErrorAtTop, NO_ITEMS_MESSAGE);
    return;
  }
  yield put(wizardActions.busyStarted('Salvando os produtos…'));
  try {
    yield callApi(salvarModoCompra, id, buscaDeProduto, arquivosDeFalta);
    yield put(wizardActions.productsSaved());
  } catch (error) {
    yield call(showErrorAtTop, failureText(error, 'Não foi possível salvar os produtos.'));
  } finally {
    yield put(wizardActions.busyEnded());
  }
}

function* loadTerms(): SagaIterator {
  const id: number | null = yield select(selectWizardId);
  if (id === null) return;
  try {
    const rows: PrazoPagamentoDto[] = yield callApi(getPrazos, id);
    yield put(wizardActions.termsLoaded(rows));
  } catch (error) {
    yield put(wizardActions.termsClosed());
    yield call(showErrorAtTop, failureText(error, 'Não foi possível carregar os prazos de pagamento.'));
  }
}

export function* wizardProductsSaga(): SagaIterator {
  yield all([
    call(watchProductSearch),
    // Saves: each kind through its queue (in order, never dropped, kept across a 401 or a restart).
    saveQueue(itemsQueue),
    saveQueue(modesQueue),
    saveQueue(termsQueue),
    takeEvery(wizardActions.itemAddRequested.type, queueAddition),
    takeEvery(wizardActions.selectedItemsDeleteRequested.type, queueDeletion),
    takeEvery([wizardActions.purchaseModeChanged.type, wizardActions.shortageModeChanged.type], queueModes),
    takeEvery(wizardActions.termsSaveRequested.type, queueTerms),
    // One-shot commands: takeLeading; reads: takeLatest.
    takeLeading(wizardActions.shortageFileChosen.type, importShortageFile),
    takeLeading(wizardActions.productsClosed.type, closeProducts),
    takeLatest(wizardActions.termsOpened.type, loadTerms),
  ]);
}

