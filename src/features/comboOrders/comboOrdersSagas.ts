import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ComboDto, ComboItemDto, CriarPedidoComboDto, FilialComboDto, FornecedorComboDto, ResultadoComboDto } from '../../api/comboDto';
import type { Page } from '../../api/dto';
import { failureMessage } from '../../api/http';
import {
  alterarQuantidadeCombo,
  buscarCombosFiliais,
  buscarFiliaisCombo,
  buscarFiliaisComboFiltrado,
  buscarFornecedoresCombo,
  buscarItensCombos,
  buscarItensExcluidosCombos,
  buscarPrazosPagamentoCombo,
  criarPedidoCombo,
  criarPedidoComboMantendoItens,
  deletePedidoCombo,
  excluirItemCombo,
  excluirItensECriarPedidoCombo,
  problemaDeMinimoCombo,
  restaurarItensCombo,
} from '../../api/comboApi';
import { COMBO_BRANCHES_PER_PAGE, COMBO_EXCLUDED_PER_PAGE, COMBO_ITEMS_PER_PAGE, COMBOS_PER_BRANCH, comboQuantityProblem } from '../../domain/comboQuantity';
import { quotationContextRequested } from '../../entities/quotation/quotationContextSlice';
import { ordersChanged } from '../../shared/lib/appEvents';
import { callApi } from '../../shared/saga/callApi';
import { takeLatestByKey } from '../../shared/saga/keyed';
import { selectComboOrders } from './comboOrdersSelectors';
import * as c from './comboOrdersSlice';
import type { ComboOrdersState } from './comboOrdersSlice';
import { COMMAND_FAILED, CREATED, DELETED, EXCLUDED, ITEMS_FAILED, LOAD_FAILED, QUANTITY_FAILED, RESTORED } from './comboTexts';

function* loadOptions({ payload }: ReturnType<typeof c.comboPageEntered>): SagaIterator {
  // The quotation header above the screen, read once through entities/quotation.
  yield put(quotationContextRequested({ idCotacao: payload.idCotacao }));
  try {
    const [suppliers, branches, terms]: [FornecedorComboDto[], FilialComboDto[], string[]] = yield all([
      callApi(buscarFornecedoresCombo, payload.idCotacao),
      callApi(buscarFiliaisCombo, payload.idCotacao),
      callApi(buscarPrazosPagamentoCombo, payload.idCotacao),
    ]);
    yield put(c.comboOptionsLoaded({ suppliers, branches, terms }));
  } catch {
    // The filter then offers 'Todos' only; the list's own load reports the failure.
  }
}

/** The page of branches under the filter, then the first page of combos of each. */
function* loadBranches(): SagaIterator {
  const { idCotacao, filter, branches }: ComboOrdersState = yield select(selectComboOrders);
  if (idCotacao === null) return;
  try {
    const answer: Page<FilialComboDto> = yield callApi(buscarFiliaisComboFiltrado, idCotacao, filter, { page: branches.page, size: COMBO_BRANCHES_PER_PAGE });
    yield put(c.comboBranchesLoaded({ rows: answer.content, total: answer.totalElements }));
    for (const branch of answer.content) yield put(c.comboListRequested({ idCliente: branch.idCliente, page: 0 }));
  } catch (error) {
    yield put(c.comboBranchesFailed(failureMessage(error, LOAD_FAILED)));
  }
}

function* loadCombos({ payload }: ReturnType<typeof c.comboListRequested>): SagaIterator {
  const { idCotacao, filter }: ComboOrdersState = yield select(selectComboOrders);
  if (idCotacao === null) return;
  try {
    const answer: Page<ComboDto> = yield callApi(buscarCombosFiliais, idCotacao, payload.idCliente, filter, { page: payload.page, size: COMBOS_PER_BRANCH });
    yield put(c.comboListLoaded({ key: payload.idCliente, page: payload.page, rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(c.comboListFailed({ key: payload.idCliente, error: failureMessage(error, LOAD_FAILED) }));
  }
}

function* loadItems({ payload }: ReturnType<typeof c.comboItemsRequested>): SagaIterator {
  const { idCotacao, filter }: ComboOrdersState = yield select(selectComboOrders);
  if (idCotacao === null) return;
  try {
    const answer: Page<ComboItemDto> = yield callApi(buscarItensCombos, idCotacao, payload.idRespostaCliente, filter.buscaProduto, { page: payload.page, size: COMBO_ITEMS_PER_PAGE });
    yield put(c.comboItemsLoaded({ key: payload.idRespostaCliente, page: payload.page, rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(c.comboItemsFailed({ key: payload.idRespostaCliente, error: failureMessage(error, ITEMS_FAILED) }));
  }
}

function* loadExcluded({ payload }: ReturnType<typeof c.comboExcludedRequested>): SagaIterator {
  const { idCotacao }: ComboOrdersState = yield select(selectComboOrders);
  if (idCotacao === null) return;
  try {
    const answer: Page<ComboItemDto> = yield callApi(buscarItensExcluidosCombos, idCotacao, payload.idRespostaCliente, { page: payload.page, size: COMBO_EXCLUDED_PER_PAGE });
    yield put(c.comboExcludedLoaded({ key: payload.idRespostaCliente, page: payload.page, rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(c.comboExcludedFailed({ key: payload.idRespostaCliente, error: failureMessage(error, ITEMS_FAILED) }));
  }
}

/** After a command: the combo's row (its branch list), its items and, when shown, its excluded items load again. */
function* refreshCombo(idRespostaCliente: number): SagaIterator {
  const state: ComboOrdersState = yield select(selectComboOrders);
  const idCliente = Object.entries(state.combosByBranch).find(([, list]) => list.rows.some((combo) => combo.idRespostaCliente === idRespostaCliente))?.[0];
  if (idCliente !== undefined) yield put(c.comboListRequested({ idCliente: Number(idCliente), page: state.combosByBranch[Number(idCliente)].page }));
  const items = state.itemsByCombo[idRespostaCliente];
  if (items) yield put(c.comboItemsRequested({ idRespostaCliente, page: items.page }));
  const excluded = state.excludedByCombo[idRespostaCliente];
  if (excluded) yield put(c.comboExcludedRequested({ idRespostaCliente, page: 0 }));
}

function* finish(idRespostaCliente: number, notice: c.ComboNotice | null): SagaIterator {
  yield put(c.comboCommandFinished({ idRespostaCliente, notice }));
  yield* refreshCombo(idRespostaCliente);
  // A combo order made or deleted: the quotation's orders changed (its header's situation, the review's lists read again).
  const { idCotacao }: ComboOrdersState = yield select(selectComboOrders);
  if (notice?.severity === 'success' && idCotacao !== null) yield put(ordersChanged({ idCotacao }));
}

const outcome = (answer: ResultadoComboDto, success: string): c.ComboNotice => (answer.sucesso ? { severity: 'success', message: success } : { severity: 'warning', message: answer.mensagem });

/** 'Criar pedido combo': the minimum check first, then the order, or the dialog when products sit in other orders. */
function* createOrder({ payload }: ReturnType<typeof c.comboCreateRequested>): SagaIterator {
  const { idCotacao }: ComboOrdersState = yield select(selectComboOrders);
  if (idCotacao === null) return;
  const id = payload.idRespostaCliente;
  try {
    const minimum: ResultadoComboDto = yield callApi(problemaDeMinimoCombo, idCotacao, id);
    if (!minimum.sucesso) {
      yield put(c.comboCommandFinished({ idRespostaCliente: id, notice: { severity: 'warning', message: minimum.mensagem } }));
      return;
    }
    const answer: CriarPedidoComboDto = yield callApi(criarPedidoCombo, idCotacao, id);
    if (!answer.sucesso && answer.itensEmOutrosPedidos.length > 0) {
      yield put(c.comboConflictShown({ idRespostaCliente: id, rows: answer.itensEmOutrosPedidos, message: answer.mensagem }));
      return;
    }
    yield* finish(id, outcome(answer, CREATED));
  } catch (error) {
    yield* finish(id, { severity: 'error', message: failureMessage(error, COMMAND_FAILED) });
  }
}

/** The dialog's answer: keep the products in both orders, or take them out of the old orders. */
function* answerConflict({ payload }: ReturnType<typeof c.comboConflictAnswered>): SagaIterator {
  const { idCotacao, conflict }: ComboOrdersState = yield select(selectComboOrders);
  if (idCotacao === null || !conflict) return;
  const id = conflict.idRespostaCliente;
  try {
    const answer: CriarPedidoComboDto = payload.keepBoth
      ? yield callApi(criarPedidoComboMantendoItens, idCotacao, id)
      : yield callApi(excluirItensECriarPedidoCombo, idCotacao, id, conflict.rows.map((row) => row.idPedidoItem));
    yield put(c.comboConflictClosed());
    yield* finish(id, outcome(answer, CREATED));
  } catch (error) {
    yield put(c.comboConflictClosed());
    yield* finish(id, { severity: 'error', message: failureMessage(error, COMMAND_FAILED) });
  }
}

function* deleteOrder({ payload }: ReturnType<typeof c.comboOrderDeleteRequested>): SagaIterator {
  try {
    const answer: ResultadoComboDto = yield callApi(deletePedidoCombo, [payload.idPedido]);
    yield* finish(payload.idRespostaCliente, outcome(answer, DELETED));
  } catch (error) {
    yield* finish(payload.idRespostaCliente, { severity: 'error', message: failureMessage(error, COMMAND_FAILED) });
  }
}

function* moveItems(action: ReturnType<typeof c.comboItemsExcludeRequested> | ReturnType<typeof c.comboItemsRestoreRequested>): SagaIterator {
  const { idCotacao }: ComboOrdersState = yield select(selectComboOrders);
  if (idCotacao === null) return;
  const { idRespostaCliente, ids } = action.payload;
  const exclude = c.comboItemsExcludeRequested.match(action);
  try {
    const answer: ResultadoComboDto = exclude ? yield callApi(excluirItemCombo, idCotacao, idRespostaCliente, ids) : yield callApi(restaurarItensCombo, idCotacao, idRespostaCliente, ids);
    yield* finish(idRespostaCliente, outcome(answer, exclude ? EXCLUDED : RESTORED));
  } catch (error) {
    yield* finish(idRespostaCliente, { severity: 'error', message: failureMessage(error, COMMAND_FAILED) });
  }
}

/** A combo item's quantity: the bounds are checked here first (domain/comboQuantity), then by the server, whose refusal is shown too. */
function* changeQuantity({ payload }: ReturnType<typeof c.comboQuantityRequested>): SagaIterator {
  const { item, quantidade, idRespostaCliente } = payload;
  const problem = comboQuantityProblem(quantidade, item);
  if (problem) {
    yield put(c.comboQuantityRefused({ idRespostaClienteItem: item.idRespostaClienteItem, message: problem }));
    return;
  }
  try {
    const answer: ResultadoComboDto = yield callApi(alterarQuantidadeCombo, {
      idRespostaClienteItem: item.idRespostaClienteItem,
      quantidade,
      quantidadeMaxima: item.quantidadeMaxima,
      quantidadeMinima: item.quantidadeMinima,
    });
    if (!answer.sucesso) yield put(c.comboQuantityRefused({ idRespostaClienteItem: item.idRespostaClienteItem, message: answer.mensagem }));
  } catch (error) {
    yield put(c.comboQuantityRefused({ idRespostaClienteItem: item.idRespostaClienteItem, message: failureMessage(error, QUANTITY_FAILED) }));
  }
  yield* refreshCombo(idRespostaCliente);
}

export function* comboOrdersSaga(): SagaIterator {
  yield all([
    takeLatest(c.comboPageEntered.type, loadOptions),
    takeLatest([c.comboPageEntered.type, c.comboFilterApplied.type, c.comboBranchPageRequested.type], loadBranches),
    call(takeLatestByKey<ReturnType<typeof c.comboListRequested>>, c.comboListRequested.type, (action) => String(action.payload.idCliente), loadCombos),
    call(takeLatestByKey<ReturnType<typeof c.comboItemsRequested>>, c.comboItemsRequested.type, (action) => String(action.payload.idRespostaCliente), loadItems),
    call(takeLatestByKey<ReturnType<typeof c.comboExcludedRequested>>, c.comboExcludedRequested.type, (action) => String(action.payload.idRespostaCliente), loadExcluded),
    takeLeading(c.comboCreateRequested.type, createOrder),
    takeLeading(c.comboConflictAnswered.type, answerConflict),
    takeEvery(c.comboOrderDeleteRequested.type, deleteOrder),
    takeEvery([c.comboItemsExcludeRequested.type, c.comboItemsRestoreRequested.type], moveItems),
    call(takeLatestByKey<ReturnType<typeof c.comboQuantityRequested>>, c.comboQuantityRequested.type, (action) => String(action.payload.item.idRespostaClienteItem), changeQuantity),
  ]);
}
