import { callApi } from '../../shared/saga/callApi';
import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLatest } from 'redux-saga/effects';
import { getByFiltro, getListSituacaoFiltro, type QuotationPage } from '../../api/cotacaoApi';
import type { FiltroCotacaoDto } from '../../api/cotacaoDto';
import type { SituacaoCotacao } from '../../api/dto';
import { endOfBrasiliaDay, startOfBrasiliaDay } from '../../domain/brasiliaTime';
import { cleanSearchText, searchPeriodError, SEARCH_FAILED_MESSAGE, SEARCH_NO_RESULTS_MESSAGE, type QuotationSearchCriteria } from '../../domain/quotationSearch';
import { parseIsoDate } from '../../shared/lib/isoDate';
import { entitiesReceived } from '../../entities/entitiesActions';
import {
  resultsPagingChanged,
  searchFailed,
  searchPageEntered,
  searchRejected,
  searchRequested,
  searchStarted,
  searchSucceeded,
  statusOptionsLoaded,
  type QuotationSearchState,
} from './quotationSearchSlice';

const day = (text: string, edge: (d: Date) => Date): string | null => (text ? edge(parseIsoDate(text)).toISOString() : null);

/** The filter body of spec 01 §3: id 0 when empty, the title without literal %20, each period as whole Brasília days. */
export function toFiltro(criteria: QuotationSearchCriteria): FiltroCotacaoDto {
  return {
    id: Number(criteria.codigo) || 0,
    title: cleanSearchText(criteria.titulo),
    startRegistrationDate: day(criteria.startRegistrationDate, startOfBrasiliaDay),
    endRegistrationDate: day(criteria.endRegistrationDate, endOfBrasiliaDay),
    startExpirationDate: day(criteria.startExpirationDate, startOfBrasiliaDay),
    endExpirationDate: day(criteria.endExpirationDate, endOfBrasiliaDay),
    statusList: criteria.statusList as SituacaoCotacao[],
  };
}

const selectState = (state: { quotationSearch: QuotationSearchState }) => state.quotationSearch;

function* loadStatusOptions(): SagaIterator {
  try {
    const statuses: SituacaoCotacao[] = yield callApi(getListSituacaoFiltro);
    yield put(statusOptionsLoaded(statuses));
  } catch {
    // Reported by the HTTP layer; the search still works without a status filter.
  }
}

function* runSearch(): SagaIterator {
  const state: QuotationSearchState = yield select(selectState);
  if (!state.criteria) return;
  const problem = searchPeriodError(state.criteria);
  if (problem) {
    yield put(searchRejected(problem));
    return;
  }
  yield put(searchStarted());
  try {
    const answer: QuotationPage = yield callApi(getByFiltro, toFiltro(state.criteria), { page: state.page, size: state.size, sortKey: state.sortKey, asc: state.asc });
    yield put(entitiesReceived(answer.entities));
    yield put(searchSucceeded({ ids: answer.ids, total: answer.totalElements, emptyMessage: SEARCH_NO_RESULTS_MESSAGE }));
  } catch {
    yield put(searchFailed(SEARCH_FAILED_MESSAGE));
  }
}

export function* quotationSearchSaga(): SagaIterator {
  // Reads: takeLatest, so a new search or page supersedes the one still running.
  yield all([takeLatest(searchPageEntered.type, loadStatusOptions), takeLatest([searchRequested.type, resultsPagingChanged.type], runSearch)]);
}
