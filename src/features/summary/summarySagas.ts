import { openDownloadLink } from '../../shared/saga/downloadLink';
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import { exportProdutosCotacao } from '../../api/cotacaoApi';
import type { CategoriaDto, Page } from '../../api/dto';
import type { FornecedorResumoDto, VerificacaoRespostasDto } from '../../api/resumoRespostaDto';
import { errorMessage, failureMessage } from '../../api/http';
import { getBotoes, getCategorias, getClientes, getFornecedores, verificarRespostas } from '../../api/resumoRespostaSummaryApi';
import { quotationContextRequested } from '../../entities/quotation/quotationContextSlice';
import { activeCategoriesHaveAnswers } from '../../domain/responseCategories';
import { recentQuotationChanged } from '../../shared/lib/appEvents';
import { callApi } from '../../shared/saga/callApi';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { branchPanelSaga } from './branchPanelSagas';
import { categorySaga } from './categorySagas';
import { summaryDialogSaga } from './summaryDialogSagas';
import { selectAddress, selectCategories, selectCategorySaves } from './summarySelectors';
import {
  actionFinished,
  branchesLoaded,
  buttonsLoaded,
  categoriesLoaded,
  exportRequested,
  summaryAddressRead,
  summaryLeft,
  suppliersFailed,
  suppliersLoaded,
  suppliersLoadStarted,
  suppliersRefreshRequested,
  verifyRequested,
  type SummaryAddress,
} from './summarySlice';

export const SUPPLIERS_FAILED = 'Não foi possível carregar os fornecedores.';
export const BUTTONS_FAILED = 'Não foi possível carregar as ações da cotação.';
export const EXPORT_FAILED = 'Não foi possível exportar os produtos da cotação.';
export const VERIFY_FAILED = 'Não foi possível verificar as respostas.';
/** While the supplier list is empty but active categories have answers, it is read again at most this many times. */
export const SUPPLIER_REFETCH_LIMIT = 20;

/** The header, read again on each visit and after each change (by the entities' saga, which every screen shares). */
function* loadContext(id: number): SagaIterator {
  yield put(quotationContextRequested({ idCotacao: id, force: true }));
}

function* loadButtons(id: number): SagaIterator {
  try {
    yield put(buttonsLoaded(yield callApi(getBotoes, id)));
  } catch (error) {
    // No flags, no actions: a button the server did not allow is never offered.
    yield put(buttonsLoaded(null));
    yield put(actionFinished({ severity: 'error', message: errorMessage(error, BUTTONS_FAILED) }));
  }
}

function* loadBranches(id: number): SagaIterator {
  try {
    yield put(branchesLoaded(yield callApi(getClientes, id)));
  } catch {
    yield put(branchesLoaded([]));
  }
}

function* loadCategories(id: number): SagaIterator {
  try {
    yield put(categoriesLoaded((yield callApi(getCategorias, id)) as CategoriaDto[]));
  } catch {
    yield put(categoriesLoaded(null)); // spec 01 §8: the seven default categories
  }
}

/**
 * The supplier page of the address. While it comes back empty although active categories have
 * answers (the server is still counting them), it is read again every timing.supplierRefetchMs,
 * at most SUPPLIER_REFETCH_LIMIT more times (spec 02 §4.2).
 */
export function* loadSuppliers(): SagaIterator {
  const address: SummaryAddress | null = yield select(selectAddress);
  if (!address) return;
  const timing: Timing = yield* getTiming();
  yield put(suppliersLoadStarted());
  try {
    for (let attempt = 0; ; attempt += 1) {
      const page: Page<FornecedorResumoDto> = yield callApi(getFornecedores, address.idCotacao, address);
      const categories: CategoriaDto[] = yield select(selectCategories);
      if (page.totalElements > 0 || attempt >= SUPPLIER_REFETCH_LIMIT || !activeCategoriesHaveAnswers(categories)) {
        yield put(suppliersLoaded({ rows: page.content, total: page.totalElements }));
        return;
      }
      yield delay(timing.supplierRefetchMs);
    }
  } catch (error) {
    yield put(suppliersFailed(errorMessage(error, SUPPLIERS_FAILED)));
  }
}

function* loadEverything(id: number): SagaIterator {
  yield all([fork(loadContext, id), fork(loadButtons, id), fork(loadBranches, id), call(loadCategories, id)]);
  yield call(loadSuppliers);
}

/** After a close, cancel, due-date change or a verification: header, buttons, category counts and suppliers again. */
function* reloadAfterChange(id: number): SagaIterator {
  const savingCategories = ((yield select(selectCategorySaves)) as unknown[]).length > 0;
  yield all([fork(loadContext, id), fork(loadButtons, id)]);
  if (!savingCategories) yield call(loadCategories, id);
  yield call(loadSuppliers);
}

/**
 * The screen's reads. A new quotation in the address loads everything; a new page or filter of
 * the same one only the suppliers; each new read cancels the previous one (latest wins, and
 * callApi aborts its request). Leaving cancels whatever runs.
 */
function* watchAddress(): SagaIterator {
  let running: Task | undefined;
  let runningFull: (() => SagaIterator) | null = null;
  let current: number | null = null;
  while (true) {
    const action: { type: string; payload?: unknown } = yield take([summaryAddressRead.type, summaryLeft.type, recentQuotationChanged.type, suppliersRefreshRequested.type]);
    const address: SummaryAddress | null = yield select(selectAddress);
    let next: (() => SagaIterator) | null = null;
    if (summaryLeft.match(action) || !address) current = null;
    else if (summaryAddressRead.match(action)) {
      next = current === address.idCotacao ? loadSuppliers : () => loadEverything(address.idCotacao);
      current = address.idCotacao;
    } else if (recentQuotationChanged.match(action)) {
      if (action.payload.idCotacao === current) next = () => reloadAfterChange(address.idCotacao);
    } else next = loadSuppliers;
    // A category save landing during the first load (one restored from the outbox after a reload) must not cut the
    // header, buttons and categories short: the full load starts again instead of the suppliers alone (issue 17).
    if (next === loadSuppliers && suppliersRefreshRequested.match(action) && running?.isRunning() && runningFull) next = runningFull;
    if (!next && !summaryLeft.match(action)) continue;
    if (running?.isRunning()) yield cancel(running);
    running = next ? ((yield fork(next)) as Task) : undefined;
    runningFull = next && next !== loadSuppliers ? next : null;
  }
}

/** 'Exportar produtos': the link opens in a new window. takeLeading: a double click opens one. */
function* exportProducts(): SagaIterator {
  const address: SummaryAddress | null = yield select(selectAddress);
  if (!address) return;
  try {
    yield openDownloadLink(exportProdutosCotacao, address.idCotacao);
    yield put(actionFinished(null));
  } catch (error) {
    yield put(actionFinished({ severity: 'error', message: failureMessage(error, EXPORT_FAILED) }));
  }
}

export function verifiedMessage(alteradas: number): string {
  if (alteradas === 0) return 'Nenhuma resposta nova desde a última leitura.';
  return alteradas === 1 ? '1 resposta foi atualizada.' : `${alteradas} respostas foram atualizadas.`;
}

/** 'Verificar respostas' (docs/decisions.md): the answers are read again and the screen says how many changed. */
function* verifyAnswers(): SagaIterator {
  const address: SummaryAddress | null = yield select(selectAddress);
  if (!address) return;
  try {
    const answer: VerificacaoRespostasDto = yield callApi(verificarRespostas, address.idCotacao);
    yield put(actionFinished({ severity: answer.alteradas > 0 ? 'success' : 'info', message: verifiedMessage(answer.alteradas) }));
    if (answer.alteradas > 0) yield put(recentQuotationChanged({ idCotacao: address.idCotacao }));
  } catch (error) {
    yield put(actionFinished({ severity: 'error', message: errorMessage(error, VERIFY_FAILED) }));
  }
}

export function* summarySaga(): SagaIterator {
  yield all([
    call(watchAddress),
    takeLeading(exportRequested.type, exportProducts),
    takeLeading(verifyRequested.type, verifyAnswers),
    call(categorySaga),
    call(branchPanelSaga),
    call(summaryDialogSaga),
  ]);
}
