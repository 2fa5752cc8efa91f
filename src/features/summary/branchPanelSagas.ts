import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import type { FiliaisRespostaDto } from '../../api/resumoRespostaDto';
import { errorMessage } from '../../api/http';
import { getBotoes, getFornecedorStats, getRespostasIgnoradas, ignorarResposta, ignorarRespostas } from '../../api/resumoRespostaSummaryApi';
import { callApi } from '../../shared/saga/callApi';
import { takeLatestByKey } from '../../shared/saga/keyed';
import {
  answerIgnoreToggled,
  BRANCH_PAGE_SIZE,
  branchPageChanged,
  branchPanelFailed,
  branchPanelLoaded,
  branchPanelLoadStarted,
  branchPanelRefreshRequested,
  branchPanelToggled,
  pairKey,
  representativeIgnoreToggled,
  type BranchPanel,
  type Pair,
} from './branchPanelsSlice';
import { selectAddress, selectBranchPanel } from './summarySelectors';
import { actionFinished, buttonsLoaded, type SummaryAddress } from './summarySlice';

export const BRANCHES_FAILED = 'Não foi possível carregar as respostas por filial.';
export const IGNORE_FAILED = 'Não foi possível ignorar a resposta. Tente novamente.';

function* loadPanel(pair: Pair): SagaIterator {
  const address: SummaryAddress | null = yield select(selectAddress);
  const panel: BranchPanel | undefined = yield select(selectBranchPanel, pair);
  if (!address || !panel?.open) return;
  const key = pairKey(pair);
  yield put(branchPanelLoadStarted(key));
  try {
    const [stats, ignored]: [FiliaisRespostaDto, { totalmenteSelecionada: boolean }] = yield all([
      callApi(getFornecedorStats, address.idCotacao, { ...pair, page: panel.page, size: BRANCH_PAGE_SIZE, sortKey: 'nomeCliente', asc: true }),
      callApi(getRespostasIgnoradas, address.idCotacao, pair.idFornecedor, pair.idRepresentante),
    ]);
    yield put(branchPanelLoaded({ key, rows: stats.filiais, total: stats.totalElements, allIgnored: ignored.totalmenteSelecionada }));
  } catch (error) {
    yield put(branchPanelFailed({ key, message: errorMessage(error, BRANCHES_FAILED) }));
  }
}

type PanelAction = ReturnType<typeof branchPanelToggled> | ReturnType<typeof branchPageChanged> | ReturnType<typeof branchPanelRefreshRequested>;

function* onPanelAction(action: PanelAction): SagaIterator {
  const pair: Pair = { idFornecedor: action.payload.idFornecedor, idRepresentante: action.payload.idRepresentante };
  yield call(loadPanel, pair);
}

type IgnoreAction = ReturnType<typeof answerIgnoreToggled> | ReturnType<typeof representativeIgnoreToggled>;

/** Ignoring is saved at once; the panel and the buttons (start order depends on what is left) are read again either way. */
function* ignore(action: IgnoreAction): SagaIterator {
  const address: SummaryAddress | null = yield select(selectAddress);
  if (!address) return;
  const { idFornecedor, idRepresentante, ignorar } = action.payload;
  try {
    if (answerIgnoreToggled.match(action)) yield callApi(ignorarResposta, address.idCotacao, action.payload.idResposta, ignorar);
    else yield callApi(ignorarRespostas, address.idCotacao, idFornecedor, idRepresentante, ignorar);
    yield put(buttonsLoaded(yield callApi(getBotoes, address.idCotacao)));
  } catch (error) {
    yield put(actionFinished({ severity: 'error', message: errorMessage(error, IGNORE_FAILED) }));
  }
  yield call(loadPanel, { idFornecedor, idRepresentante });
}

export function* branchPanelSaga(): SagaIterator {
  yield all([
    // One read per pair at a time, latest wins (a read); other pairs go on.
    call(takeLatestByKey<PanelAction>, [branchPanelToggled.type, branchPageChanged.type, branchPanelRefreshRequested.type], (a) => pairKey(a.payload), onPanelAction),
    // takeEvery: each check is its own write, sent as the user clicks.
    takeEvery([answerIgnoreToggled.type, representativeIgnoreToggled.type], ignore),
  ]);
}
