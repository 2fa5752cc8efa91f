import { http, HttpResponse } from 'msw';
import type { PreviaEnvioDto } from '../../src/api/envioPedidoPreviaDto';
import { db } from '../db/core/current';
import { sendPreview } from '../db/sending/sendPreview';
import { api, bodyOf, requireQuotation, requireUser } from './context';

/** POST /pedido/previaEnvio/{idCotacao} {idsPedido?}: what a send would take out (docs/api.md "Order sending"). */
export const envioPedidoPreviaHandlers = [
  http.post<{ id: string }>(api('/pedido/previaEnvio/:id'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const body = await bodyOf<{ idsPedido?: unknown }>(request);
    const ids = Array.isArray(body.idsPedido) ? body.idsPedido.filter((id): id is number => Number.isInteger(id)) : null;
    return HttpResponse.json<PreviaEnvioDto>(sendPreview(db(), quotation.id, ids));
  }),
];
