import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../api/dto';
import { failureMessage } from '../../api/http';
import { exportarPedidosEnviados, getPedidosEnviados } from '../../api/pedidosEnviadosApi';
import type { PedidoEnviadoResumoDto } from '../../api/pedidosEnviadosDto';
import { SHIPPED_PAGE_SIZE } from '../../domain/shippedOrders';
import { callApi } from '../../shared/saga/callApi';
import { openDownloadLink } from '../../shared/saga/downloadLink';
import type { ShippedQuery } from './shippedAddress';
import { selectShippedOrders } from './shippedOrdersSelectors';
import { shippedExportFinished, shippedExportRequested, shippedPageFailed, shippedPageLoaded, shippedPageRequested, type ShippedOrdersState } from './shippedOrdersSlice';
import { SHIPPED_TEXTS } from './shippedOrdersTexts';

const filterOf = ({ situacaoPedido, dataInicio, dataFim }: ShippedQuery) => ({ situacaoPedido, dataInicio, dataFim });

function* loadPage({ payload: query }: ReturnType<typeof shippedPageRequested>): SagaIterator {
  try {
    const answer: Page<PedidoEnviadoResumoDto> = yield callApi(getPedidosEnviados, filterOf(query), query.page, SHIPPED_PAGE_SIZE);
    yield put(shippedPageLoaded({ rows: answer.content, total: answer.totalElements }));
  } catch (error) {
    yield put(shippedPageFailed(failureMessage(error, SHIPPED_TEXTS.loadFailed)));
  }
}

/** The CSV of the whole filtered list (every page): its link opens in a new window. takeLeading: a double click exports once. */
function* exportList(): SagaIterator {
  const { query }: ShippedOrdersState = yield select(selectShippedOrders);
  if (!query) return;
  try {
    yield openDownloadLink(exportarPedidosEnviados, filterOf(query));
    yield put(shippedExportFinished(null));
  } catch (error) {
    yield put(shippedExportFinished(failureMessage(error, SHIPPED_TEXTS.exportFailed)));
  }
}

export function* shippedOrdersSaga(): SagaIterator {
  // takeLatest: filtering or paging again cancels (and aborts) the previous read.
  yield all([takeLatest(shippedPageRequested.type, loadPage), takeLeading(shippedExportRequested.type, exportList)]);
}
