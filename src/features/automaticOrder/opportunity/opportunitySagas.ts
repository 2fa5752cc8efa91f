import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PedidoItemDto } from '../../../api/dto';
import { failureMessage } from '../../../api/http';
import { enviarParaOportunidade, getOportunidades } from '../../../api/pedidoAutomaticoOportunidadeApi';
import type { OportunidadesDto, ProdutoOportunidadeDto } from '../../../api/pedidoAutomaticoOportunidadeDto';
import { itemChecked, selectionMode, type OrderSelection } from '../../../domain/orderSelection';
import type { EntitiesState } from '../../../entities/entitiesReducer';
import { callApi } from '../../../shared/saga/callApi';
import { navigateTo } from '../../../shared/saga/navigation';
import { getItensPedido } from '../../../api/pedidoAutomaticoApi';
import { automaticOrderActions, type AutomaticOrderState } from '../automaticOrderSlice';
import { opportunityActions } from './opportunitySlice';
import { selectionActions, type SelectionState } from '../selection/selectionSlice';
import { NOTHING_SELECTED } from '../selection/selectionTexts';
import { NO_OPPORTUNITY_SELECTED, OPPORTUNITY_FAILED } from './opportunityTexts';

/**
 * 'Enviar para Oportunidade' (spec 03 §5, §7.1): the selected opportunity products go to the
 * opportunities route as {filtrado, itens: [{cnpj, codBarras, grupoProduto}], filtros}, then the
 * buyer lands there. Everything selected under the filter is `filtrado` (the server takes the
 * filtered set) with the products the buyer unchecked listed; otherwise the chosen products are
 * listed. Only the orders the buyer touched are read (from the store, or asked for when their
 * items were never opened).
 */
type State = { automaticOrder: AutomaticOrderState; automaticOrderSelection: SelectionState; entities: EntitiesState };

/** The opportunities route of the quotation's review (DECISIONS 2: rebuilt from the address). */
export const opportunitiesPath = (idCotacao: number) => `/revisao-envio/${idCotacao}/oportunidades`;

/** One order's opportunity products that the body lists: checked ones, or with `filtrado` the unchecked ones. */
function listedProducts(selection: OrderSelection, idPedido: number, cnpj: string, items: readonly PedidoItemDto[], filtrado: boolean): ProdutoOportunidadeDto[] {
  return items
    .filter((item) => item.oportunidade && itemChecked(selection, idPedido, item.id) !== filtrado)
    .map((item) => ({ cnpj, codBarras: item.codigoBarras, grupoProduto: item.grupoProduto }));
}

function* orderItems(idCotacao: number, idPedido: number): SagaIterator<readonly PedidoItemDto[]> {
  const loaded: readonly PedidoItemDto[] | undefined = yield select((st: State) => st.entities.orderItems.byOrder[idPedido]?.items);
  if (loaded) return loaded;
  const { filter }: AutomaticOrderState = yield select((st: State) => st.automaticOrder);
  return (yield callApi(getItensPedido, idCotacao, filter, { idPedido, sort: 'descricaoProdutoCliente', asc: true })) as PedidoItemDto[];
}

function* loadOpportunities({ payload }: ReturnType<typeof automaticOrderActions.automaticOrderEntered>): SagaIterator {
  try {
    const answer: OportunidadesDto = yield callApi(getOportunidades, payload.idCotacao);
    yield put(opportunityActions.opportunitiesLoaded(answer.quantidade));
  } catch {
    // Without the count the button stays hidden; the rest of the page does not depend on it.
  }
}

function* send(): SagaIterator {
  const { idCotacao, filter }: AutomaticOrderState = yield select((st: State) => st.automaticOrder);
  const { selection }: SelectionState = yield select((st: State) => st.automaticOrderSelection);
  const mode = selectionMode(selection);
  if (idCotacao === null || mode === 'none') {
    yield put(selectionActions.noticeShown({ tone: 'warning', text: NOTHING_SELECTED }));
    yield put(opportunityActions.sendFinished());
    return;
  }
  const filtrado = mode === 'all' || mode === 'partial';
  try {
    const itens: ProdutoOportunidadeDto[] = [];
    for (const id of Object.keys(selection.orders)) {
      const idPedido = Number(id);
      const cnpj: string | undefined = yield select((st: State) => st.entities.orders.entities[idPedido]?.cnpjCliente);
      const items: readonly PedidoItemDto[] = yield* orderItems(idCotacao, idPedido);
      if (cnpj) itens.push(...listedProducts(selection, idPedido, cnpj, items, filtrado));
    }
    const count: number = filtrado || itens.length > 0 ? yield callApi(enviarParaOportunidade, idCotacao, { filtrado, itens, filtros: filter }) : 0;
    yield put(opportunityActions.sendFinished());
    if (count === 0) {
      yield put(selectionActions.noticeShown({ tone: 'warning', text: NO_OPPORTUNITY_SELECTED }));
      return;
    }
    yield* navigateTo(opportunitiesPath(idCotacao));
  } catch (error) {
    yield put(opportunityActions.sendFinished());
    yield put(selectionActions.noticeShown({ tone: 'error', text: failureMessage(error, OPPORTUNITY_FAILED) }));
  }
}

export function* opportunitySaga(): SagaIterator {
  yield all([takeLatest(automaticOrderActions.automaticOrderEntered.type, loadOpportunities), takeLeading(opportunityActions.sendRequested.type, send)]);
}
