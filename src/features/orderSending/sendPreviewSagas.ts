import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { getPreviaEnvio } from '../../api/envioPedidoPreviaApi';
import type { PreviaEnvioDto } from '../../api/envioPedidoPreviaDto';
import { ApiError } from '../../api/http';
import { callApi } from '../../shared/saga/callApi';
import { orderSendingActions } from './orderSendingSlice';

/**
 * The send dialog's summary (issue 29 point 1): how many orders and what total go out, and the
 * selected orders the send leaves with the reason. A summary that cannot be read leaves the
 * dialog as it was (the send itself still says what it did); a 401 goes up to the send flow.
 */
export function* loadSendPreview(idCotacao: number, idPedidos: number[] | 'todos'): SagaIterator {
  try {
    const preview: PreviaEnvioDto = yield callApi(getPreviaEnvio, idCotacao, idPedidos);
    yield put(orderSendingActions.previewLoaded(preview));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    yield put(orderSendingActions.previewLoaded(null));
  }
}
