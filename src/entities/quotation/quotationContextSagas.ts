import type { Channel, SagaIterator, Task } from 'redux-saga';
import { actionChannel, cancel, fork, put, select, take } from 'redux-saga/effects';
import { ApiError, errorMessage } from '../../api/http';
import type { ContextoCotacaoDto } from '../../api/resumoRespostaDto';
import { getContexto } from '../../api/resumoRespostaSummaryApi';
import { ordersChanged, recentQuotationChanged } from '../../shared/lib/appEvents';
import { QUOTATION_CONTEXT_EVENTS } from './quotationContextStart';
import { callApi } from '../../shared/saga/callApi';
import { selectQuotationContextEntry, selectQuotationContextIds } from './quotationContextSelectors';
import {
  quotationContextFailed,
  quotationContextInvalidated,
  quotationContextLoaded,
  quotationContextLoading,
  quotationContextRequested,
  type QuotationContextEntry,
} from './quotationContextSlice';

export const CONTEXT_FAILED = 'Não foi possível carregar a cotação.';

function* readContext(idCotacao: number): SagaIterator {
  yield put(quotationContextLoading(idCotacao));
  try {
    const answer: ContextoCotacaoDto = yield callApi(getContexto, idCotacao);
    yield put(quotationContextLoaded(answer));
  } catch (error) {
    yield put(quotationContextFailed({ idCotacao, error: errorMessage(error, CONTEXT_FAILED), notFound: error instanceof ApiError && error.status === 404 }));
  }
}

/** A request, an invalidation, or a change announced by a feature (recentQuotationChanged, ordersChanged). */
type Wanted = { type: string; payload: { idCotacao?: number; force?: boolean } };

/**
 * The one reader of the quotation header. Requests are deduplicated per quotation: while a read
 * runs, another request joins it (a forced one, or an invalidation, starts it again so the answer
 * is the newer one); a loaded header is not read again unless forced or invalidated. Events that
 * change a quotation's situation (a command, a send, a billing return, generation) invalidate it:
 * a header already read is read again at once; one never read waits for its first request.
 * `events`: the channel that buffered them while this module loaded (quotationContextStart.ts).
 */
export function* quotationContextSaga(events?: Channel<Wanted>): SagaIterator {
  const channel: Channel<Wanted> = events ?? (yield actionChannel(QUOTATION_CONTEXT_EVENTS));
  const running = new Map<number, Task>();
  for (;;) {
    const action: Wanted = yield take(channel);
    if (action.type === recentQuotationChanged.type || action.type === ordersChanged.type) {
      // Announced changes invalidate in the store first, so a screen's next request reads again.
      yield put(quotationContextInvalidated({ idCotacao: action.payload.idCotacao }));
      continue;
    }
    const ids: number[] = action.payload.idCotacao === undefined ? ((yield select(selectQuotationContextIds)) as number[]) : [action.payload.idCotacao];
    for (const idCotacao of ids) {
      const entry: QuotationContextEntry | undefined = yield select(selectQuotationContextEntry, idCotacao);
      const inFlight = running.get(idCotacao)?.isRunning() === true;
      const again = action.type === quotationContextRequested.type ? action.payload.force === true || entry?.stale === true : entry !== undefined;
      if (!again && (inFlight || entry?.status === 'loaded')) continue;
      if (inFlight) yield cancel(running.get(idCotacao)!);
      running.set(idCotacao, yield fork(readContext, idCotacao));
    }
  }
}

/**
 * For a saga that needs the header's fields (not a screen): the stored header when it is loaded
 * and current, otherwise it asks for it and waits for the answer; null when it cannot be read.
 */
export function* quotationContextFor(idCotacao: number): SagaIterator<ContextoCotacaoDto | null> {
  const entry: QuotationContextEntry | undefined = yield select(selectQuotationContextEntry, idCotacao);
  if (entry?.status === 'loaded' && !entry.stale) return entry.context;
  yield put(quotationContextRequested({ idCotacao }));
  for (;;) {
    const action: ReturnType<typeof quotationContextLoaded> | ReturnType<typeof quotationContextFailed> = yield take([quotationContextLoaded.type, quotationContextFailed.type]);
    if (quotationContextLoaded.match(action) && action.payload.idCotacao === idCotacao) return action.payload;
    if (quotationContextFailed.match(action) && action.payload.idCotacao === idCotacao) return null;
  }
}
