import { callApi } from '../../shared/saga/callApi';
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError } from '../../api/http';
import type { DadosCotacaoLateralDto, ItemRecenteDto } from '../../api/lateralDto';
import { evictDadosCotacao, evictItensRecentes, getDadosCotacao, getItensRecentes, getQtdRespostas } from '../../api/lateralApi';
import { selectSessionUser } from '../../entities/session/sessionSelectors';
import { everySessionStart } from '../../entities/session/sessionStart';
import type { SessionUser } from '../../entities/session/sessionUser';
import { overlayToggled, recentQuotationChanged } from '../../shared/lib/appEvents';
import { readJson, userKey, writeJson } from '../../shared/lib/storage';
import { getTiming, type Timing } from '../../shared/saga/timing';
import {
  popoverClosed,
  quotationCardEvicted,
  quotationCardReceived,
  railChoiceLoaded,
  railToggled,
  recentItemHovered,
  recentItemLeft,
  recentItemsFailed,
  recentItemsReceived,
  recentItemsRequested,
  recentItemsUnavailable,
  selectPopoverId,
  selectQuotationCard,
  selectRailChoice,
  type QuotationCard,
} from './sideColumnSlice';

function* loadRecentItems(): SagaIterator {
  yield put(recentItemsRequested());
  try {
    const items: ItemRecenteDto[] = yield callApi(getItensRecentes);
    yield put(recentItemsReceived(items));
  } catch (error) {
    // Spec 01 §8: a 405 hides the list; other failures keep what was shown (the HTTP layer reported them).
    yield put(error instanceof ApiError && error.status === 405 ? recentItemsUnavailable() : recentItemsFailed());
  }
}

/** A quotation changed (here, or the parent page said so): evict the server caches, wait, refresh. */
function* refreshAfterChange({ payload: { idCotacao } }: ReturnType<typeof recentQuotationChanged>): SagaIterator {
  const timing: Timing = yield* getTiming();
  yield put(quotationCardEvicted(idCotacao));
  try {
    yield all([callApi(evictItensRecentes), ...(idCotacao ? [callApi(evictDadosCotacao, idCotacao)] : [])]);
  } catch {
    // An eviction that failed only means a staler list; it was reported by the HTTP layer.
  }
  yield delay(timing.recentRefreshMs);
  yield call(loadRecentItems);
}

function* watchRecentChanges(): SagaIterator {
  let pending: Task | undefined;
  while (true) {
    const change: ReturnType<typeof recentQuotationChanged> = yield take(recentQuotationChanged.type);
    // Latest wins: several changes in a row make one refresh, 2 s after the last one.
    if (pending?.isRunning()) yield cancel(pending);
    pending = yield fork(refreshAfterChange, change);
  }
}

/** The popover's data, fetched only when missing or older than popoverFreshMs. */
function* loadQuotationCard({ payload: id }: ReturnType<typeof recentItemHovered>): SagaIterator {
  const timing: Timing = yield* getTiming();
  const card: QuotationCard | undefined = yield select(selectQuotationCard, id);
  if (card && !card.failed && Date.now() - card.fetchedAt < timing.popoverFreshMs) return;
  try {
    const [data, answers]: [DadosCotacaoLateralDto, number] = yield all([callApi(getDadosCotacao, id), call(getQtdRespostas, id)]);
    yield put(quotationCardReceived({ id, data: { ...data, qtdRespostas: answers }, at: Date.now() }));
  } catch {
    yield put(quotationCardReceived({ id, data: null, at: Date.now() }));
  }
}

/** Leaving starts the close delay; coming back to the item or the popover within it keeps it open. */
function* closeLater(): SagaIterator {
  const timing: Timing = yield* getTiming();
  const { back } = yield race({ back: take(recentItemHovered.type), timeout: delay(timing.popoverCloseMs) });
  if (!back) yield put(popoverClosed());
}

/** The popover may reach past the frame: the bridge raises it while open. */
function* announceOverlay(): SagaIterator {
  let open = false;
  while (true) {
    yield take([recentItemHovered.type, popoverClosed.type, recentItemsUnavailable.type]);
    const now = (yield select(selectPopoverId)) !== null;
    if (now !== open) yield put(overlayToggled({ open: now }));
    open = now;
  }
}

/** The rail choice is kept per user in local storage (`u:{sub}:colunaLateral`), as the footer's is. */
const RAIL_KEY = 'colunaLateral';

function* loadRailChoice(): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;
  const stored = readJson<{ collapsed?: unknown }>(userKey(user.sub, RAIL_KEY), {});
  yield put(railChoiceLoaded(typeof stored.collapsed === 'boolean' ? stored.collapsed : null));
}

function* saveRailChoice(): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  const collapsed: boolean | null = yield select(selectRailChoice);
  if (user && collapsed !== null) writeJson(userKey(user.sub, RAIL_KEY), { collapsed });
}

export function* sideColumnSaga(): SagaIterator {
  yield all([
    // Local storage only, synchronous: every toggle is written in order.
    takeEvery(railToggled.type, saveRailChoice),
    call(everySessionStart, loadRailChoice),
    // takeLatest: a new login or hover supersedes the previous read.
    call(everySessionStart, loadRecentItems),
    takeLatest(recentItemHovered.type, loadQuotationCard),
    takeLatest(recentItemLeft.type, closeLater),
    call(watchRecentChanges),
    call(announceOverlay),
  ]);
}
