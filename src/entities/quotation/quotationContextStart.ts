import type { SagaIterator } from 'redux-saga';
import type { ActionPattern } from 'redux-saga/effects';
import { actionChannel, call, take } from 'redux-saga/effects';
import { ordersChanged, recentQuotationChanged } from '../../shared/lib/appEvents';
import { quotationContextInvalidated, quotationContextRequested } from './quotationContextSlice';

/** What the quotation-header saga listens to. */
export const QUOTATION_CONTEXT_EVENTS: ActionPattern = [quotationContextRequested.type, quotationContextInvalidated.type, recentQuotationChanged.type, ordersChanged.type];

/**
 * The quotation header's reader, loaded with the first screen that asks for a header (the order
 * screens), not with the first page: its events are buffered from startup, so none is lost while
 * its chunk loads, and the reader then takes them in order.
 */
export function* quotationContextStart(): SagaIterator {
  const channel = yield actionChannel(QUOTATION_CONTEXT_EVENTS);
  yield take(quotationContextRequested.type);
  const { quotationContextSaga } = (yield call(() => import('./quotationContextSagas'))) as typeof import('./quotationContextSagas');
  yield call(quotationContextSaga, channel);
}
