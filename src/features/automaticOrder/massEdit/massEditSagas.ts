import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../../api/dto';
import { failureMessage } from '../../../api/http';
import type { ConfirmacaoEmMassaDto, FilialProdutoDto, OpcaoFilialProdutoDto } from '../../../api/pedidoAutomaticoMassEditDto';
import {
  alterarQuantidadeEmMassa,
  alterarRespostaEmMassa,
  buscarFiliaisFiltrada,
  confirmarAlteracaoEmMassa,
  excluirProdutoDasFiliais,
  getFiliaisDoProduto,
  type MassChange,
} from '../../../api/pedidoAutomaticoMassEditApi';
import { entitiesReceived } from '../../../entities/entitiesActions';
import { itemsSavedHere } from '../../../entities/saves/itemsSync';
import { itemOf, orderItemsPatched, orderItemsProductPatched, orderItemsRemoved, type ItemPatch, type OrderItemsState } from '../../../entities/orderItemsSlice';
import type { PedidoAutomaticoDto } from '../../../api/pedidoAutomaticoDto';
import { quantityProblem, rulesOf } from '../../../domain/orderQuantity';
import { isBranchOrderEditable } from '../../../domain/orderStatus';
import { callApi } from '../../../shared/saga/callApi';
import { afterNextPaint } from '../../../shared/lib/afterNextPaint';
import { automaticOrderActions, type AutomaticOrderState } from '../automaticOrderSlice';
import { massEditActions, MASS_EDIT_PAGE_SIZE, type MassEditState } from './massEditSlice';
import { MASS_FAILED } from './massEditTexts';

/**
 * The mass-edit modal's calls (spec 03 §4.2, §7.1): the product's branches (options, then pages
 * of 10 under the filter) and the mass changes. A mass quantity reaches the order-items store as
 * ONE action (orderItemsProductPatched over the changed orders), then the orders' totals, the
 * modal's branches and the supplier and representative lists refresh. An answer change or a
 * deletion moves items between orders: the open orders' items are read again.
 */
type State = {
  automaticOrderMassEdit: MassEditState;
  automaticOrder: AutomaticOrderState;
  entities: { orderItems: OrderItemsState; orders: { entities: Record<number, PedidoAutomaticoDto | undefined> } };
};
const selectMassEdit = (s: State) => s.automaticOrderMassEdit;
const selectOrder = (s: State) => s.automaticOrder;

const failure = (error: unknown): string => failureMessage(error, MASS_FAILED);

function* loadOptions(): SagaIterator {
  const { product }: MassEditState = yield select(selectMassEdit);
  const { idCotacao }: AutomaticOrderState = yield select(selectOrder);
  if (!product || idCotacao === null) return;
  try {
    const options: OpcaoFilialProdutoDto[] = yield callApi(getFiliaisDoProduto, idCotacao, product.codBarras);
    yield put(massEditActions.optionsLoaded(options));
  } catch {
    yield put(massEditActions.optionsFailed());
  }
}

function* loadBranches(): SagaIterator {
  const { product, filter, branches }: MassEditState = yield select(selectMassEdit);
  const { idCotacao }: AutomaticOrderState = yield select(selectOrder);
  if (!product || idCotacao === null) return;
  try {
    const page: Page<FilialProdutoDto> = yield callApi(buscarFiliaisFiltrada, idCotacao, { codBarras: product.codBarras, listaFiltro: filter }, { page: branches.page, size: MASS_EDIT_PAGE_SIZE });
    yield put(massEditActions.branchesLoaded({ rows: page.content, page: page.number, total: page.totalElements }));
  } catch {
    yield put(massEditActions.branchesFailed());
  }
}

/**
 * The versions the buyer read the product's items at (docs/api.md "Versioned writes"): the modal's
 * rows, then the open orders (what is on screen); a branch with an item changed since is left as
 * it is and named among the unchanged branches.
 */
const readVersions = (s: State, idProduto: number): Record<string, number> => {
  const versions: Record<string, number> = {};
  for (const row of s.automaticOrderMassEdit.branches.rows) for (const item of row.itens) versions[item.id] = item.versao ?? 0;
  for (const [key, ids] of Object.entries(s.entities.orderItems.byProduct[idProduto] ?? {})) {
    for (const id of ids) {
      const item = itemOf(s.entities.orderItems.byOrder[Number(key)], id);
      if (item) versions[id] = item.versao ?? 0;
    }
  }
  return versions;
};

/** The loaded items of a product in the given orders. */
const productItemsIn = (s: State, idProduto: number | undefined, orders: number[]): { idPedido: number; id: number }[] => {
  const byOrder = idProduto === undefined ? undefined : s.entities.orderItems.byProduct[idProduto];
  return byOrder ? orders.flatMap((idPedido) => (byOrder[idPedido] ?? []).map((id) => ({ idPedido, id }))) : [];
};

/** After a change: the result (and its unchanged branches), the orders' totals, the modal's page, the lists; `removed`, items that left their orders. */
function* afterChange(change: MassChange, reloadItems: boolean, removed: { idPedido: number; id: number }[] = []): SagaIterator {
  if (removed.length > 0) yield put(orderItemsRemoved(removed));
  if (Object.keys(change.entities).length > 0) yield put(entitiesReceived(change.entities));
  // The items written take their new versions; those skipped for a conflict show the value they have now.
  const versioned = [...change.itens.map(({ id, idPedido, versao }) => ({ idPedido, id, changes: { versao } })), ...(change.conflitos ?? []).map(({ id, idPedido, qtdePedida, versao }) => ({ idPedido, id, changes: { qtdePedida, versao } }))];
  if (versioned.length > 0) yield put(orderItemsPatched(versioned));
  yield put(massEditActions.massActionDone({ mensagem: change.mensagem, unchanged: change.filiaisNaoAlteradas }));
  yield put(massEditActions.branchPageRequested(0));
  // The lists' totals (and, when items left orders, the branch orders and the open orders' items) follow.
  yield put(automaticOrderActions.figuresChanged({ orders: reloadItems }));
  // The buyer's other tabs read their lists again (entities/saves/tabSync.ts).
  const { idCotacao }: AutomaticOrderState = yield select(selectOrder);
  if (idCotacao !== null) yield put(itemsSavedHere({ idCotacao, itens: [], pedidos: Object.values(change.entities.orders ?? {}), removidos: removed, reread: true }));
}

function* runChange(
  request: (idCotacao: number, codBarras: string, cnpjs: string[], signal?: AbortSignal) => Promise<MassChange>,
  onChange: (change: MassChange) => SagaIterator,
  onRefused?: () => SagaIterator,
): SagaIterator {
  const { product, selected }: MassEditState = yield select(selectMassEdit);
  const { idCotacao }: AutomaticOrderState = yield select(selectOrder);
  if (!product || idCotacao === null) return;
  let change: MassChange;
  try {
    change = yield callApi(request, idCotacao, product.codBarras, selected);
  } catch (error) {
    if (onRefused) yield* onRefused();
    yield put(massEditActions.massActionRefused(failure(error)));
    return;
  }
  if (!change.sucesso) {
    if (onRefused) yield* onRefused();
    yield put(massEditActions.massActionRefused(change.mensagem || MASS_FAILED));
    return;
  }
  yield* onChange(change);
}

/**
 * The loaded items of the product, in editable orders of the chosen branches, that can take the
 * quantity under their rules, with their current value (to put back if the server disagrees).
 */
const optimisticTargets = (s: State, idProduto: number, cnpjs: readonly string[], quantity: number): ItemPatch[] => {
  const chosen = new Set(cnpjs);
  const byOrder = s.entities.orderItems.byProduct[idProduto] ?? {};
  const targets: ItemPatch[] = [];
  for (const [key, ids] of Object.entries(byOrder)) {
    const idPedido = Number(key);
    const order = s.entities.orders.entities[idPedido];
    if (!order || !chosen.has(order.cnpjCliente) || !isBranchOrderEditable(order)) continue;
    const items = ids.map((id) => itemOf(s.entities.orderItems.byOrder[idPedido], id));
    // The server leaves a branch as it is when any of its items would break a rule: so does the screen.
    if (items.some((item) => !item || item.combo || quantityProblem(String(quantity), rulesOf(item)) !== null)) continue;
    for (const item of items) if (item && item.qtdePedida !== quantity) targets.push({ idPedido, id: item.id, changes: { qtdePedida: item.qtdePedida } });
  }
  return targets;
};

/**
 * A mass quantity shows at once in the loaded orders it can reach (ONE store action, like a
 * single edit), then the server's answer settles it: an order the server left unchanged goes back,
 * one it changed that the screen could not judge is patched; a refusal puts everything back.
 */
function* massQuantity({ payload: quantity }: ReturnType<typeof massEditActions.massQuantityRequested>): SagaIterator {
  const { product, selected }: MassEditState = yield select(selectMassEdit);
  if (!product) return;
  const previous: ItemPatch[] = yield select((s: State) => optimisticTargets(s, product.idProduto, selected, quantity));
  const shown = new Set(previous.map((patch) => patch.idPedido));
  if (shown.size > 0) {
    yield put(orderItemsProductPatched({ idProduto: product.idProduto, changes: { qtdePedida: quantity }, onlyOrders: [...shown] }));
    // The request leaves once the change is painted (as a single edit's save does).
    yield call(afterNextPaint);
  }
  const putBack = (keep: (idPedido: number) => boolean) => previous.filter((patch) => !keep(patch.idPedido));
  const versoes: Record<string, number> = yield select((s: State) => readVersions(s, product.idProduto));
  yield* runChange(
    (idCotacao, codBarras, cnpjs, signal) => alterarQuantidadeEmMassa(idCotacao, { codBarras, cnpjs, quantidadePedirSistema: quantity, versoes }, signal),
    function* applied(change) {
      const changed = new Set(change.itens.map((item) => item.idPedido));
      const undone = putBack((idPedido) => changed.has(idPedido));
      if (undone.length > 0) yield put(orderItemsPatched(undone));
      const unseen = [...changed].filter((idPedido) => !shown.has(idPedido));
      if (unseen.length > 0) yield put(orderItemsProductPatched({ idProduto: product.idProduto, changes: { qtdePedida: quantity }, onlyOrders: unseen }));
      yield* afterChange(change, false);
    },
    function* refused() {
      if (previous.length > 0) yield put(orderItemsPatched(previous));
    },
  );
}

/** The versions the buyer read the modal's product at (none without a product). */
function* shownVersions(product: MassEditState['product']): SagaIterator<Record<string, number>> {
  return product ? ((yield select((s: State) => readVersions(s, product.idProduto))) as Record<string, number>) : {};
}

function* massAnswer({ payload: ordemTela }: ReturnType<typeof massEditActions.massAnswerRequested>): SagaIterator {
  const { product }: MassEditState = yield select(selectMassEdit);
  const versoes: Record<string, number> = yield* shownVersions(product);
  yield* runChange((idCotacao, codBarras, cnpjs, signal) => alterarRespostaEmMassa(idCotacao, { codBarras, cnpjs, ordemTela, versoes }, signal), (change) => afterChange(change, true));
}

function* deleteBranches(): SagaIterator {
  const { running, product }: MassEditState = yield select(selectMassEdit);
  if (running !== 'delete') return;
  const versoes: Record<string, number> = yield* shownVersions(product);
  yield* runChange((idCotacao, codBarras, cnpjs, signal) => excluirProdutoDasFiliais(idCotacao, { codBarras, cnpjs, versoes }, signal), function* deleted(change) {
    yield put(massEditActions.branchesSelected({ cnpjs: [], selected: false }));
    yield* afterChange(change, true, yield select((s: State) => productItemsIn(s, product?.idProduto, Object.keys(change.entities.orders ?? {}).map(Number))));
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
      yield put(massEditActions.massActionRefused(MASS_FAILED));
      return;
    }
  } catch (error) {
    yield put(massEditActions.massActionRefused(failure(error)));
    return;
  }
  yield put(massEditActions.massEditClosed());
  yield put(automaticOrderActions.figuresChanged({ orders: true }));
}

export function* massEditSaga(): SagaIterator {
  yield takeLatest(massEditActions.massEditOpened.type, loadOptions);
  yield takeLatest([massEditActions.massEditOpened.type, massEditActions.branchFilterChanged.type, massEditActions.branchPageRequested.type], loadBranches);
  yield takeLeading(massEditActions.massQuantityRequested.type, massQuantity);
  yield takeLeading(massEditActions.massAnswerRequested.type, massAnswer);
  yield takeLeading(massEditActions.branchDeleteRequested.type, deleteBranches);
  yield takeLeading(massEditActions.massEditConfirmRequested.type, confirmMassEdit);
}
