import { http, HttpResponse } from 'msw';
import type { ExclusaoItemRevisaoDto } from '../../src/api/revisaoEnvioItemDto';
import { db } from '../db/core/current';
import { deleteReviewItem, ITEM_NOT_FOUND } from '../db/review/reviewItemDeletion';
import { api, requireQuotation, requireUser } from './context';

/** POST /revisaoEnvio/pedido/{idPedido}/excluirItem {idPedidoItem} (docs/api.md "Order review: delete a product from an order"). */
export const revisaoEnvioItemHandlers = [
  http.post<{ idPedido: string }>(api('/revisaoEnvio/pedido/:idPedido/excluirItem'), async ({ request, params }) => {
    const user = requireUser(request);
    const order = db().orderById.get(Number(params.idPedido));
    if (!order) return HttpResponse.json({ sucesso: false, mensagem: ITEM_NOT_FOUND }, { status: 404 });
    requireQuotation(user, order.idCotacao);
    const body = (await request.json().catch(() => null)) as { idPedidoItem?: unknown } | null;
    if (!body || !Number.isInteger(body.idPedidoItem)) return HttpResponse.json({ sucesso: false, mensagem: 'Informe o produto a excluir.' }, { status: 400 });
    const result = deleteReviewItem(db(), order.idPedido, body.idPedidoItem as number);
    if (!result.ok) return HttpResponse.json({ sucesso: false, mensagem: result.mensagem }, { status: result.status });
    return HttpResponse.json<ExclusaoItemRevisaoDto>(result.answer);
  }),
];
