import type { SagaIterator } from 'redux-saga';
import { getTotalPedidos } from '../../api/pedidoAutomaticoApi';
import type { TotalPedidoAutomaticoDto } from '../../api/pedidoAutomaticoDto';
import type { NormalizedEntities } from '../../api/schemas';
import { callApi } from '../../shared/saga/callApi';

/**
 * The automatic order's quotation total ('Total dos pedidos', GET /pedidoAutomatico/total/{id}),
 * stored once per quotation in entities.automaticOrderTotals. This is its only reader: the
 * refresh control, a change made elsewhere and every change that moves money (the figures flow,
 * which stores it in the same action as the supplier and representative rows) call it; the
 * screen reads it with selectAutomaticOrderTotal (orderTreeSelectors.ts) and keeps only whether it is on show.
 *
 * readAutomaticOrderTotal returns the total as entities for the caller to store (alone or with the
 * rows read beside it); failures reach the caller.
 */
export function* readAutomaticOrderTotal(idCotacao: number): SagaIterator<NormalizedEntities> {
  const total: TotalPedidoAutomaticoDto = yield callApi(getTotalPedidos, idCotacao);
  return { automaticOrderTotals: { [idCotacao]: { ...total, idCotacao } } };
}
