import { http, HttpResponse } from 'msw';
import type { Page } from '../../src/api/dto';
import type { ProdutoExcluidoManualDto } from '../../src/api/pedidoManualExcluidosDto';
import { toPage } from '../db/core/database';
import { excludedManualProducts } from '../db/manualOrder/manualOrderExcluded';
import { api, intParam } from './context';
import { guarded, manualOrderOfRequest } from './pedidoManualContext';

/** GET /pedidomanual/pedidoManualItem/excluidos/{idCotacao}?page&size (10): the manual order's deleted products (issue 29 point 3). */
export const pedidoManualExcluidosHandlers = [
  http.get<{ id: string }>(api('/pedidomanual/pedidoManualItem/excluidos/:id'), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      const url = new URL(request.url);
      const page = Math.max(0, intParam(url, 'page', 0));
      const size = Math.max(1, Math.min(100, intParam(url, 'size', 10)));
      return HttpResponse.json<Page<ProdutoExcluidoManualDto>>(toPage(excludedManualProducts(order), page, size));
    }),
  ),
];
