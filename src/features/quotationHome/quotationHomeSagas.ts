import { openDownloadLink } from '../../shared/saga/downloadLink';
import { callApi } from '../../shared/saga/callApi';
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { getAvisoAtivo } from '../../api/avisoAtivoApi';
import type { AvisoDto } from '../../api/avisoDto';
import { exportProdutosCotacao, getByFiltro, type QuotationPage } from '../../api/cotacaoApi';
import type { FiltroCotacaoDto } from '../../api/cotacaoDto';
import type { SituacaoCotacao } from '../../api/dto';
import { errorMessage, failureMessage } from '../../api/http';
import { endOfBrasiliaDay, startOfBrasiliaDay } from '../../domain/brasiliaTime';
import { HOME_LOOKBACK_DAYS, HOME_PANELS } from '../../domain/quotationStatus';
import { entitiesReceived } from '../../entities/entitiesActions';
import {
  activeAlertLoaded,
  exportFinished,
  exportRequested,
  homeEntered,
  homeLeft,
  panelLoadFailed,
  panelLoaded,
  panelLoadStarted,
  panelPagingChanged,
  panelToggled,
  type PanelKey,
  type PanelState,
  type QuotationHomeState,
} from './quotationHomeSlice';

export const LIST_FAILED_MESSAGE = 'Não foi possível carregar as cotações.';
export const EXPORT_FAILED_MESSAGE = 'Não foi possível exportar os produtos da cotação.';

/** Home lists: the panel's statuses, registered from today − 90 days to today (spec 01 §7). */
export function homeFilter(statusList: SituacaoCotacao[], now: Date): FiltroCotacaoDto {
  return {
    id: 0,
    title: '',
    statusList,
    // Brasília days, whatever the browser's zone: the first instant of the day HOME_LOOKBACK_DAYS ago, the last of today.
    startRegistrationDate: startOfBrasiliaDay(now, -HOME_LOOKBACK_DAYS).toISOString(),
    endRegistrationDate: endOfBrasiliaDay(now).toISOString(),
    startExpirationDate: null,
    endExpirationDate: null,
  };
}

const selectHomeState = (state: { quotationHome: QuotationHomeState }) => state.quotationHome;

function* loadPanel(key: PanelKey): SagaIterator {
  const panel: PanelState = (yield select(selectHomeState)).panels[key];
  const statusList = HOME_PANELS.find((p) => p.key === key)!.statusList;
  yield put(panelLoadStarted(key));
  try {
    const answer: QuotationPage = yield callApi(getByFiltro, homeFilter(statusList, new Date()), {
      page: panel.page,
      size: panel.size,
      sortKey: panel.sortKey,
      asc: panel.asc,
    });
    yield put(entitiesReceived(answer.entities));
    yield put(panelLoaded({ key, ids: answer.ids, total: answer.totalElements }));
  } catch (error) {
    yield put(panelLoadFailed({ key, message: errorMessage(error, LIST_FAILED_MESSAGE) }));
  }
}

/**
 * One load per panel at a time, latest wins per panel (a read): a new page of one panel cancels
 * that panel's previous load but never another panel's.
 */
function* watchPanelLoads(): SagaIterator {
  const running = new Map<PanelKey, Task>();
  while (true) {
    const action: ReturnType<typeof panelToggled | typeof panelPagingChanged | typeof homeEntered | typeof homeLeft> = yield take([
      panelToggled.type,
      panelPagingChanged.type,
      homeEntered.type,
      homeLeft.type,
    ]);
    if (homeLeft.match(action)) {
      // Leaving the home aborts its loads; a cancelled load never shows as an error.
      for (const task of running.values()) if (task.isRunning()) yield cancel(task);
      continue;
    }
    const panels: QuotationHomeState['panels'] = (yield select(selectHomeState)).panels;
    const keys = homeEntered.match(action) ? HOME_PANELS.map((p) => p.key) : [panelToggled.match(action) ? action.payload : action.payload.key];
    // Forked from this loop, not from a called helper: a called generator waits for its forks, which kept this loop
    // from taking the next action (a new page, leaving) until the load ended.
    for (const key of keys.filter((k) => panels[k].open)) {
      const previous = running.get(key);
      if (previous?.isRunning()) yield cancel(previous);
      running.set(key, (yield fork(loadPanel, key)) as Task);
    }
  }
}

/** The export link opens in a new window. takeLeading: a double click opens one window. */
function* exportProducts({ payload: id }: ReturnType<typeof exportRequested>): SagaIterator {
  try {
    yield openDownloadLink(exportProdutosCotacao, id);
    yield put(exportFinished(null));
  } catch (error) {
    yield put(exportFinished(failureMessage(error, EXPORT_FAILED_MESSAGE)));
  }
}

/** The administrators' active alert (GET /aviso/ativo); once closed it is not read again this session. A failure shows nothing: the notice is optional. */
function* loadActiveAlert(): SagaIterator {
  if ((yield select(selectHomeState)).activeAlertDismissed) return;
  try {
    const aviso: AvisoDto | null = yield callApi(getAvisoAtivo);
    yield put(activeAlertLoaded(aviso));
  } catch {
    yield put(activeAlertLoaded(null));
  }
}

export function* quotationHomeSaga(): SagaIterator {
  yield all([call(watchPanelLoads), takeLeading(exportRequested.type, exportProducts), takeLatest(homeEntered.type, loadActiveAlert)]);
}
