import { buffers, type SagaIterator } from 'redux-saga';
import { actionChannel, all, call, debounce, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { adicionarItem, enviarArquivoFalta, excluirItens, getPrazos, salvarModoCompra, salvarPrazos } from '../../api/cotacaoCadastroApi';
import type { ArquivoFaltaResultadoDto, CotacaoItemDto, PrazoPagamentoDto } from '../../api/dto';
import { buscarProdutos, type ProductPage } from '../../api/produtoApi';
import { shortageFileProblem } from '../../domain/shortageFile';
import { entitiesReceived } from '../../entities/entitiesActions';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { PRODUCT_SEARCH_PAGE_SIZE, wizardActions as a, type WizardState } from './quotationWizardSlice';
import { readFileBytes } from '../../shared/lib/fileContents';
import { takeChosenFile } from './chosenFiles';
import { failureText, selectWizard, showErrorAtTop } from './wizardAlertSagas';
import { SHORTAGE_DISABLED_MESSAGE } from './wizardTexts';

/** Step 2 of the wizard: catalogue search, items, the missing-products file, payment terms, closing the step. */
export const PURCHASE_MODE_MESSAGE = 'Preencher busca de produto';
export const NOTHING_SELECTED_MESSAGE = 'Nenhum Item selecionado';
export const NO_ITEMS_MESSAGE = 'Adicione ao menos um produto à cotação.';
export const MIN_SEARCH_LENGTH = 3;

function* searchProducts(): SagaIterator {
  const { productSearch }: WizardState = yield select(selectWizard);
  const text = productSearch.text.trim();
  if (text.length < MIN_SEARCH_LENGTH) {
    yield put(a.productSearchLoaded({ ids: [], total: 0 }));
    return;
  }
  yield put(a.productSearchStarted());
  try {
    const page: ProductPage = yield call(buscarProdutos, text, productSearch.page, PRODUCT_SEARCH_PAGE_SIZE);
    yield put(entitiesReceived(page.entities));
    yield put(a.productSearchLoaded({ ids: page.ids, total: page.totalElements }));
  } catch (error) {
    yield put(a.productSearchFailed(failureText(error, 'Não foi possível buscar os produtos.')));
  }
}

/** Typing is debounced (1,000 ms, from the saga context); paging is a plain read, latest wins. */
function* watchProductSearch(): SagaIterator {
  const timing: Timing = yield* getTiming();
  yield all([debounce(timing.searchDebounceMs, a.productSearchChanged.type, searchProducts), takeLatest(a.productSearchPageChanged.type, searchProducts)]);
}

type ItemCommand = ReturnType<typeof a.itemAddRequested> | ReturnType<typeof a.selectedItemsDeleteRequested>;

function* runItemCommand(action: ItemCommand): SagaIterator {
  const { id, selectedItems }: WizardState = yield select(selectWizard);
  if (id === null) return;
  try {
    if (a.itemAddRequested.match(action)) {
      const items: CotacaoItemDto[] = yield call(adicionarItem, id, action.payload.idProduto, action.payload.quantidade);
      yield put(a.itemsChanged(items));
      return;
    }
    if (selectedItems.length === 0) {
      yield put(a.wizardAlertShown({ severity: 'error', message: NOTHING_SELECTED_MESSAGE }));
      return;
    }
    const items: CotacaoItemDto[] = yield call(excluirItens, id, selectedItems);
    yield put(a.itemsChanged(items));
  } catch (error) {
    yield call(showErrorAtTop, failureText(error, 'Não foi possível alterar os produtos da cotação.'));
  }
}

/** Item changes are saves: queued, so two quick additions both land, in order. */
function* watchItemCommands(): SagaIterator {
  const channel = yield actionChannel([a.itemAddRequested.type, a.selectedItemsDeleteRequested.type], buffers.expanding(10));
  while (true) {
    const action: ItemCommand = yield take(channel);
    yield call(runItemCommand, action);
  }
}

function* importShortageFile({ payload: key }: ReturnType<typeof a.shortageFileChosen>): SagaIterator {
  const { id, arquivosDeFalta }: WizardState = yield select(selectWizard);
  const file = takeChosenFile(key);
  if (id === null || !file) return;
  if (!arquivosDeFalta) {
    yield put(a.wizardAlertShown({ severity: 'warning', message: SHORTAGE_DISABLED_MESSAGE }));
    return;
  }
  const bytes: Uint8Array = yield call(readFileBytes, file);
  const problem = shortageFileProblem(file.name, bytes);
  if (problem) {
    yield call(showErrorAtTop, problem);
    return;
  }
  yield put(a.busyStarted('Importando o arquivo de falta…'));
  try {
    const result: ArquivoFaltaResultadoDto = yield call(enviarArquivoFalta, id, file.name, bytes, arquivosDeFalta);
    yield put(
      a.shortageFileImported({
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
    yield put(a.busyEnded());
  }
}

/** 'Encerrar Adição de Produtos': a purchase mode is required, then the modes are saved and step 3 opens. */
function* closeProducts(): SagaIterator {
  const { id, buscaDeProduto, arquivosDeFalta, items }: WizardState = yield select(selectWizard);
  if (id === null) return;
  if (!buscaDeProduto) {
    yield call(showErrorAtTop, PURCHASE_MODE_MESSAGE);
    return;
  }
  if (items.length === 0) {
    yield call(showErrorAtTop, NO_ITEMS_MESSAGE);
    return;
  }
  yield put(a.busyStarted('Salvando os produtos…'));
  try {
    yield call(salvarModoCompra, id, buscaDeProduto, arquivosDeFalta);
    yield put(a.productsSaved());
  } catch (error) {
    yield call(showErrorAtTop, failureText(error, 'Não foi possível salvar os produtos.'));
  } finally {
    yield put(a.busyEnded());
  }
}

function* loadTerms(): SagaIterator {
  const { id }: WizardState = yield select(selectWizard);
  if (id === null) return;
  try {
    const rows: PrazoPagamentoDto[] = yield call(getPrazos, id);
    yield put(a.termsLoaded(rows));
  } catch (error) {
    yield put(a.termsClosed());
    yield call(showErrorAtTop, failureText(error, 'Não foi possível carregar os prazos de pagamento.'));
  }
}

function* saveTerms({ payload }: ReturnType<typeof a.termsSaveRequested>): SagaIterator {
  const { id }: WizardState = yield select(selectWizard);
  if (id === null) return;
  try {
    const rows: PrazoPagamentoDto[] = yield call(salvarPrazos, id, payload);
    yield put(a.termsSaved(rows));
    yield put(a.wizardAlertShown({ severity: 'success', message: 'Prazos de pagamento salvos.' }));
  } catch (error) {
    yield put(a.wizardAlertShown({ severity: 'error', message: failureText(error, 'Não foi possível salvar os prazos de pagamento.') }));
  }
}

export function* wizardProductsSaga(): SagaIterator {
  yield all([
    call(watchProductSearch),
    call(watchItemCommands),
    takeLeading(a.shortageFileChosen.type, importShortageFile),
    takeLeading(a.productsClosed.type, closeProducts),
    takeLatest(a.termsOpened.type, loadTerms),
    takeLeading(a.termsSaveRequested.type, saveTerms),
  ]);
}
