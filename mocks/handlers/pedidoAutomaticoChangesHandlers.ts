import { http, HttpResponse } from 'msw';
import type { PedidoItemDto } from '../../src/api/dto';
import type { AlteracoesPedidoDto, PedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import { orderItemOf } from '../db/automaticOrder/answerMoves';
import { automaticOrderIndex } from '../db/automaticOrder/automaticOrderIndex';
import { orderDto } from '../db/automaticOrder/automaticOrderViews';
import { db } from '../db/core/current';
import { reshapedKey } from '../db/core/itemRevisions';
import { api, intParam, requireQuotation, requireUser } from './context';

/**
 * Changes by other sessions (docs/api.md "Changes by other sessions"): what changed in a
 * quotation's order items after the version a screen holds. Without `since` it answers only the
 * current version (where a screen starts from).
 */
export const pedidoAutomaticoChangesHandlers = [
  http.get<{ id: string }>(api('/pedidoAutomatico/changes/:id'), ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const versao = db().itemRevisions.current();
    const since = intParam(new URL(request.url), 'since', -1);
    if (since < 0) return HttpResponse.json<AlteracoesPedidoDto>({ versao, completo: true, itens: [], removidos: [], pedidos: [] });
    const { changes, complete } = db().itemRevisions.since(quotation.id, since);
    const itens: PedidoItemDto[] = [];
    const removidos: AlteracoesPedidoDto['removidos'] = [];
    const touched = new Set<number>();
    for (const change of changes) {
      touched.add(change.idPedido);
      // An order whose products were deleted or put back is named with id 0: its items are read again.
      if (change.id === reshapedKey(change.idPedido)) {
        removidos.push({ id: 0, idPedido: change.idPedido });
        continue;
      }
      const item = orderItemOf(db(), change.id);
      if (item && item.versao === change.versao) itens.push({ ...item });
      else removidos.push({ id: change.id, idPedido: change.idPedido });
    }
    const index = touched.size > 0 ? automaticOrderIndex(db(), quotation.id) : null;
    const pedidos: PedidoAutomaticoDto[] = [];
    for (const idPedido of touched) {
      const p = index?.position.get(idPedido);
      if (index && p !== undefined) pedidos.push(orderDto(db(), index, p));
    }
    return HttpResponse.json<AlteracoesPedidoDto>({ versao, completo: complete, itens, removidos, pedidos });
  }),
];
