import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import { ApiError, errorMessage } from '../../api/http';
import { getFornecedoresPedido, getRepresentantesPedido } from '../../api/pedidoAutomaticoApi';
import type { FornecedorPedidoAutomaticoDto, RepresentantePedidoAutomaticoDto } from '../../api/pedidoAutomaticoDto';
import type { ConfirmacaoEmMassaDto, FilialProdutoDto, OpcaoFilialProdutoDto } from '../../api/pedidoAutomaticoMassEditDto';
import {
  alterarQuantidadeEmMassa,
  alterarRespostaEmMassa,
  buscarFiliaisFiltrada,
  confirmarAlteracaoEmMassa,
  excluirProdutoDasFiliais,
  getFiliaisDoProduto,
  type MassChange,
} from '../../api/pedidoAutomaticoMassEditApi';
import { entitiesReceived } from '../../entities/entitiesActions';
import { orderItemsProductPatched } from '../../entities/orderItemsSlice';
import { callApi } from '../../shared/saga/callApi';
import { automaticOrderActions as a, type AutomaticOrderState } from './automaticOrderSlice';
import { massEditActions as m, MASS_EDIT_PAGE_SIZE, type MassEditState } from './massEditSlice';
import { MASS_FAILED } from './massEditTexts';

/**
 * The mass-edit modal's calls (spec 03 §4.2, §7.1): the product's branches (options, then pages
 * of 10 under the filter) and the mass changes. A mass quantity reaches the order-items store as
 * ONE action (orderItemsProductPatched over the changed orders), then the orders' totals, the
 * modal's branches and the supplier and representative lists refresh. An answer change or a
 * deletion moves items between orders: the open orders' items are read again.
 */
type State = { automaticOrderMassEdit: MassEditState; automaticOrder: AutomaticOrderState };
const selectMassEdit = (s: State) => s.automaticOrderMassEdit;
const selectOrder = (s: State) => s.automaticOrder;

const failure = (error: unknown): string => (error instanceof ApiError && error.serverMessage) || errorMessage(error, MASS_FAILED);

function* loadOptions(): SagaIterator {
  const { product }: MassEditState = yield select(selectMassEdit);
  const { idCotacao }: AutomaticOrderState = yield select(selectOrder);
  if (!product || idCotacao === null) return;
  try {
    const options: OpcaoFilialProdutoDto[] = yield callApi(getFiliaisDoProduto, idCotacao, product.codBarras);
    yield put(m.optionsLoaded(options));
  } catch {
    yield put(m.optionsFailed());
  }
}

function* loadBranches(): SagaIterator {
  const { product, filter, branches }: MassEditState = yield select(selectMassEdit);
  const { idCotacao }: AutomaticOrderState = yield select(selectOrder);
  if (!product || idCotacao === null) return;
  try {
    const page: Page<FilialProdutoDto> = yield callApi(buscarFiliaisFiltrada, idCotacao, { codBarras: product.codBarras, listaFiltro: filter }, { page: branches.page, size: MASS_EDIT_PAGE_SIZE });
    yield put(m.branchesLoaded({ rows: page.content, page: page.number, total: page.totalElements }));
  } catch {
    yield put(m.branchesFailed());
  }
}

/** Suppliers and the open suppliers' representatives read again (their totals changed). */
function* refreshLists(): SagaIterator {
  const { idCotacao, filter, representatives }: AutomaticOrderState = yield select(selectOrder);
  if (idCotacao === null) return;
  try {
    const suppliers: Page<FornecedorPedidoAutomaticoDto> = yield callApi(getFornecedoresPedido, idCotacao, filter, { page: 0, size: 10_000 });
    yield put(a.suppliersLoaded(suppliers.content));
    const loaded = Object.keys(representatives).map(Number);
    const pages: Page<RepresentantePedidoAutomaticoDto>[] = yield all(loaded.map((idFornecedor) => callApi(getRepresentantesPedido, idCotacao, filter, idFornecedor)));
    for (let i = 0; i < loaded.length; i += 1) yield put(a.representativesLoaded({ idFornecedor: loaded[i], rows: pages[i].content }));
  } catch {
    // reported by the HTTP layer; the lists keep their last totals until the next read
  }
}

/** After a change: the result (and its unchanged branches), the orders' totals, the modal's page, the lists. */
function* afterChange(change: MassChange, reloadItems: boolean): SagaIterator {
  if (Object.keys(change.entities).length > 0) yield put(entitiesReceived(change.entities));
  if (reloadItems) {
    const { openOrders }: AutomaticOrderState = yield select(selectOrder);
    for (const idPedido of openOrders) yield put(a.itemsReloadRequested(idPedido));
  }
  yield put(m.massActionDone({ mensagem: change.mensagem, unchanged: change.filiaisNaoAlteradas }));
  yield put(m.branchPageRequested(0));
  yield* refreshLists();
}

function* runChange(request: (idCotacao: number, codBarras: string, cnpjs: string[], signal?: AbortSignal) => Promise<MassChange>, onChange: (change: MassChange) => SagaIterator): SagaIterator {
  const { product, selected }: MassEditState = yield select(selectMassEdit);
  const { idCotacao }: AutomaticOrderState = yield select(selectOrder);
  if (!product || idCotacao === null) return;
  let change: MassChange;
  try {
    change = yield callApi(request, idCotacao, product.codBarras, selected);
  } catch (error) {
    yield put(m.massActionRefused(failure(error)));
    return;
  }
  if (!change.sucesso) {
    yield put(m.massActionRefused(change.mensagem || MASS_FAILED));
    return;
  }
  yield* onChange(change);
}

function* massQuantity({ payload: quantity }: ReturnType<typeof m.massQuantityRequested>): SagaIterator {
  const { product }: MassEditState = yield select(selectMassEdit);
  if (!product) return;
  yield* runChange(
    (idCotacao, codBarras, cnpjs, signal) => alterarQuantidadeEmMassa(idCotacao, { codBarras, cnpjs, quantidadePedirSistema: quantity }, signal),
    function* applied(change) {
      const onlyOrders = [...new Set(change.itens.map((item) => item.idPedido))];
      // One store action for every loaded order the change reached.
      if (onlyOrders.length > 0) yield put(orderItemsProductPatched({ idProduto: product.idProduto, changes: { qtdePedida: quantity }, onlyOrders }));
      yield* afterChange(change, false);
    },
  );
}

function* massAnswer({ payload: ordemTela }: ReturnType<typeof m.massAnswerRequested>): SagaIterator {
  yield* runChange((idCotacao, codBarras, cnpjs, signal) => alterarRespostaEmMassa(idCotacao, { codBarras, cnpjs, ordemTela }, signal), (change) => afterChange(change, true));
}

function* deleteBranches(): SagaIterator {
  const { running }: MassEditState = yield select(selectMassEdit);
  if (running !== 'delete') return;
  yield* runChange((idCotacao, codBarras, cnpjs, signal) => excluirProdutoDasFiliais(idCotacao, { codBarras, cnpjs }, signal), function* deleted(change) {
    yield put(m.branchesSelected({ cnpjs: [], selected: false }));
    yield* afterChange(change, true);
    yield* loadOptions();
  });
}

/** 'Confirmar': closes the product's mass edit; the lists refresh. */
function* confirmMassEdit(): SagaIterator {
  const { product }: MassEditState = yield select(selectMassEdit);
  const { idCotacao }: AutomaticOrderState = yield select(selectOrder);
  if (!product || idCotacao === null) return;
  try {
    const answer: ConfirmacaoEmMassaDto = yield callApi(confirmarAlteracaoEmMassa, idCotacao, product.codBarras);
    if (!answer.sucesso) {
      yield put(m.massActionRefused(MASS_FAILED));
      return;
    }
  } catch (error) {
    yield put(m.massActionRefused(failure(error)));
    return;
  }
  yield put(m.massEditClosed());
  yield* refreshLists();
}

export function* massEditSaga(): SagaIterator {
  yield takeLatest(m.massEditOpened.type, loadOptions);
  yield takeLatest([m.massEditOpened.type, m.branchFilterChanged.type, m.branchPageRequested.type], loadBranches);
  yield takeLeading(m.massQuantityRequested.type, massQuantity);
  yield takeLeading(m.massAnswerRequested.type, massAnswer);
  yield takeLeading(m.branchDeleteRequested.type, deleteBranches);
  yield takeLeading(m.massEditConfirmRequested.type, confirmMassEdit);
}
