import { http, HttpResponse } from 'msw';
import type { Page } from '../../src/api/dto';
import type { ProdutoExcluidoManualDto } from '../../src/api/pedidoManualExcluidosDto';
import type { ContagemSelecaoManualDto, ExclusaoSelecaoManualDto } from '../../src/api/pedidoManualSelecaoDto';
import { db } from '../db/core/current';
import { excludedManualPage } from '../db/manualOrder/manualOrderExcluded';
import { countOf, deleteItems } from '../db/manualOrder/manualOrderDeletion';
import { api, bodyOf, intParam } from './context';
import { guarded, manualOrderOfRequest } from './pedidoManualContext';
import { selectedItems } from './pedidoManualSelection';

const BASE = '/pedidomanual/pedidoManualItem';
const count = (n: number, one: string, many: string): string => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/**
 * The manual order's deleted products (issue 29 point 3; docs/api.md "Manual order"): the list
 * 'Ver Produtos Excluídos' pages, and deleting the selected or all filtered products in one
 * request (with the count its confirmation names first).
 */
export const pedidoManualExcluidosHandlers = [
  /** GET …/excluidos/{idCotacao}?page&size (10). */
  http.get<{ id: string }>(api(`${BASE}/excluidos/:id`), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      const url = new URL(request.url);
      const page = Math.max(0, intParam(url, 'page', 0));
      const size = Math.max(1, Math.min(100, intParam(url, 'size', 10)));
      return HttpResponse.json<Page<ProdutoExcluidoManualDto>>(excludedManualPage(order, page, size));
    }),
  ),

  /** POST …/selecao/{idCotacao} {todosFiltrados, filtros, idPedidoManualItens}: how many products in how many branches it covers now. */
  http.post<{ id: string }>(api(`${BASE}/selecao/:id`), async ({ request, params }) =>
    guarded(async () => {
      const { order } = manualOrderOfRequest(request, params.id);
      return HttpResponse.json<ContagemSelecaoManualDto>(countOf(selectedItems(db(), order, await bodyOf<unknown>(request))));
    }),
  ),

  /** POST …/excluirSelecao/{idCotacao} (same body): those products leave the order, restorable; 409 once an order was sent. */
  http.post<{ id: string }>(api(`${BASE}/excluirSelecao/:id`), async ({ request, params }) =>
    guarded(async () => {
      const { order } = manualOrderOfRequest(request, params.id);
      const deleted = deleteItems(db(), order, selectedItems(db(), order, await bodyOf<unknown>(request)));
      const mensagem = `${count(deleted.produtos, 'produto excluído', 'produtos excluídos')} de ${count(deleted.filiais, 'filial', 'filiais')}.`;
      return HttpResponse.json<ExclusaoSelecaoManualDto>({ sucesso: deleted.produtos > 0, mensagem, ...deleted });
    }),
  ),
];
