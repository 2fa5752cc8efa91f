import type { SagaIterator } from 'redux-saga';
import { put, select } from 'redux-saga/effects';
import { atualizarQuantidadeItem } from '../../api/pedidoAutomaticoApi';
import type { QuantidadeAtualizadaDto } from '../../api/pedidoAutomaticoDto';
import type { ItemRevisaoDto } from '../../api/revisaoEnvioDto';
import { quantityProblem, rulesOf } from '../../domain/orderQuantity';
import { saveRequested, savesRetried } from '../../entities/saves/pendingSavesSlice';
import type { SaveQueueDefinition } from '../../entities/saves/saveQueueSagas';
import { entitiesReceived } from '../../entities/entitiesActions';
import type { EntitiesState } from '../../entities/entitiesReducer';
import { orderReviewActions as a } from './orderReviewSlice';
import { REVIEW_QUANTITY_QUEUE, reviewQuantitySaveKey } from './orderReviewQueues';
import { SAVE_FAILED } from './orderReviewTexts';

/**
 * Review quantities (spec 03 §5 'Order review item quantity'): the same revert rules as the
 * automatic order (domain/orderQuantity), editable only before sending; the slice shows the value
 * at once (quantityEdited) and the shared save queue sends it — in order, a newer value of the
 * same item replacing one not sent yet, flushed on leaving, kept as not saved when it fails.
 */
export interface ReviewQuantityPayload {
  idPedido: number;
  id: number;
  qtdePedida: number;
}

export function* reviewQuantityEdited({ payload }: ReturnType<typeof a.quantityEdited>): SagaIterator {
  const item: ItemRevisaoDto | undefined = yield select((s: { entities: EntitiesState }) => s.entities.reviewItems.entities[payload.id]);
  if (!item) return;
  // Shown at once: the item entity takes the value (the save below, or the grid's refusal, follows).
  yield put(entitiesReceived({ reviewItems: { [item.id]: { ...item, qtdePedida: payload.qtdePedida } } }));
  if (item.combo || quantityProblem(String(payload.qtdePedida), rulesOf(item))) return;
  yield put(saveRequested({ queue: REVIEW_QUANTITY_QUEUE, key: reviewQuantitySaveKey(payload.id), payload, label: `${item.descricaoProdutoCliente}: ${payload.qtdePedida} un`, coalesce: true }));
}

export function* retryReviewQuantitySaves(): SagaIterator {
  yield put(savesRetried(REVIEW_QUANTITY_QUEUE));
}

export const reviewQuantityQueue: SaveQueueDefinition<ReviewQuantityPayload, QuantidadeAtualizadaDto> = {
  queue: REVIEW_QUANTITY_QUEUE,
  failureText: SAVE_FAILED,
  afterPaint: true,
  save: ({ id, qtdePedida }, signal) => atualizarQuantidadeItem({ id, qtdePedida }, signal),
  // The order's, representative's and supplier's totals changed: read them again (the item tables stay).
  *onSaved() {
    yield put(a.refreshRequested({ items: false }));
  },
};
