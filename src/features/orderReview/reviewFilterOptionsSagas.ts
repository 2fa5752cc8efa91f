import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLatest } from 'redux-saga/effects';
import { getOpcoesFilial, getOpcoesFornecedor, getSituacoesProduto } from '../../api/pedidoAutomaticoApi';
import type { OpcaoFilialDto, OpcaoFornecedorDto, OpcaoSituacaoDto } from '../../api/pedidoAutomaticoDto';
import { callApi } from '../../shared/saga/callApi';
import { orderReviewActions, type OrderReviewState } from './orderReviewSlice';
import { reviewFilterOptionsActions, type ReviewFilterOptionsState } from './reviewFilterOptionsSlice';

type State = { orderReview: OrderReviewState; orderReviewFilterOptions: ReviewFilterOptionsState };

/** Opening 'Filtrar Pedidos' reads the quotation's suppliers, branches and product situations once (again after a failure). */
function* loadOptions({ payload: open }: ReturnType<typeof orderReviewActions.filterPanelToggled>): SagaIterator {
  if (!open) return;
  const { idCotacao }: OrderReviewState = yield select((s: State) => s.orderReview);
  const current: ReviewFilterOptionsState = yield select((s: State) => s.orderReviewFilterOptions);
  if (idCotacao === null || (current.idCotacao === idCotacao && (current.status === 'loaded' || current.status === 'loading'))) return;
  yield put(reviewFilterOptionsActions.filterOptionsLoading(idCotacao));
  try {
    const [fornecedores, filiais, situacoesProduto]: [OpcaoFornecedorDto[], OpcaoFilialDto[], OpcaoSituacaoDto[]] = yield all([
      callApi(getOpcoesFornecedor, idCotacao),
      callApi(getOpcoesFilial, idCotacao),
      callApi(getSituacoesProduto),
    ]);
    yield put(reviewFilterOptionsActions.filterOptionsLoaded({ fornecedores, filiais, situacoesProduto }));
  } catch {
    yield put(reviewFilterOptionsActions.filterOptionsFailed());
  }
}

export function* reviewFilterOptionsSaga(): SagaIterator {
  yield takeLatest(orderReviewActions.filterPanelToggled.type, loadOptions);
}
