import { http, HttpResponse } from 'msw';
import type { OpcoesFiltroManualDto, PaginaPedidoManualDto, TotaisPedidoManualDto, TotaisPedidoManualFiltroDto } from '../../src/api/pedidoManualPaginaDto';
import { db } from '../db/core/current';
import { orderTotal, totalsByRepresentative, totalUnder } from '../db/manualOrder/manualOrderInsertion';
import { api, bodyOf } from './context';
import { guarded, itemOfRequest, listContext, manualOrderOfRequest, PAGE_SIZES, paging } from './pedidoManualContext';
import { answersPage } from './pedidoManualAnswerViews';
import { branchOptions, supplierOptions } from './pedidoManualOptions';
import { branchesPage, itemsPage } from './pedidoManualViews';

/**
 * The manual order's first screen in few requests (issue 31; docs/api.md "Manual order"): a page
 * of branches with each branch's first products and each product's first answers, the same pages
 * GET /pedidomanual/{id}, /getItens and /getItensResposta answer one by one; the page's totals
 * (GET /total, POST /valorTotalPorRepresentante, POST /valorTotal per branch) in one; the
 * filter's choices (GET /getFiliais, /getFornecedores) in one.
 */
const BASE = '/pedidomanual';

export const pedidoManualPageHandlers = [
  http.get<{ id: string }>(api(`${BASE}/pagina/:id`), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      const url = new URL(request.url);
      const ctx = listContext(url);
      const { page, size } = paging(url, PAGE_SIZES.branches);
      const filiais = branchesPage(db(), order, ctx, page, size);
      const answer: PaginaPedidoManualDto = { filiais, itens: [], respostas: [] };
      for (const filial of filiais.content) {
        const branch = order.branches.find((candidate) => candidate.id === filial.id)!;
        const itens = itemsPage(db(), order, branch, ctx, 0, PAGE_SIZES.products);
        answer.itens.push({ idPedidoManual: filial.id, pagina: itens });
        for (const item of itens.content) {
          const { p } = itemOfRequest(request, item.id);
          answer.respostas.push({ idPedidoManualItem: item.id, pagina: answersPage(db(), order, branch, p, ctx, 0, PAGE_SIZES.answers) });
        }
      }
      return HttpResponse.json(answer);
    }),
  ),

  http.post(api(`${BASE}/totais`), async ({ request }) =>
    guarded(async () => {
      const body = await bodyOf<TotaisPedidoManualFiltroDto>(request);
      const { order } = manualOrderOfRequest(request, String(body.idCotacao));
      const idCotacao = order.idCotacao;
      const idClientes = Array.isArray(body.idClientes) ? body.idClientes.map(Number) : [];
      return HttpResponse.json<TotaisPedidoManualDto>({
        pedido: orderTotal(db(), order),
        porRepresentante: totalsByRepresentative(db(), order, { idCotacao }),
        porFilial: idClientes.map((idCliente) => ({ idCliente, total: totalUnder(db(), order, { idCotacao, idCliente }) })),
      });
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/opcoesFiltro/:id`), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      return HttpResponse.json<OpcoesFiltroManualDto>({ filiais: branchOptions(order), fornecedores: supplierOptions(db(), order) });
    }),
  ),
];
