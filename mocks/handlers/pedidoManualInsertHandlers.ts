import { http, HttpResponse } from 'msw';
import type { ContagemDto, InsercaoPedidosDto, PedidoExisteDto, ValidacaoRespostasDto } from '../../src/api/pedidoManualTotaisDto';
import { db } from '../db/core/current';
import { manualOrderOf } from '../db/manualOrder/manualOrderRegistry';
import { ManualOrderRefused, REFUSALS } from '../db/manualOrder/manualOrderCommands';
import { insertOrders, invalidMarks, orderTotal } from '../db/manualOrder/manualOrderInsertion';
import { api, requireUser } from './context';
import { guarded } from './pedidoManualContext';
import type { DbQuotation } from '../db/core/types';

/**
 * 'Inserir no Pedido' and its checks (spec 02 §4.6, §7 "Order generation and insertion", base
 * /pedido; docs/api.md "Manual order: insertion"), and the order-exists check behind 'Ver Pedidos'.
 * A quotation that is not the buyer's, or has no manual order, answers 404 'Não foi possível
 * localizar a cotação.' (spec 02 §8).
 */
const BASE = '/pedido';

function quotationOf(request: Request, id: string | readonly string[] | undefined): DbQuotation {
  const user = requireUser(request);
  const quotation = db().quotationById.get(Number(id));
  if (!quotation || quotation.idComprador !== user.idComprador) throw new ManualOrderRefused(REFUSALS.notFound, 404);
  return quotation;
}

function manualOf(request: Request, id: string | readonly string[] | undefined) {
  const order = manualOrderOf(db(), quotationOf(request, id));
  if (!order) throw new ManualOrderRefused(REFUSALS.notFound, 404);
  return order;
}

export const pedidoManualInsertHandlers = [
  http.get<{ id: string }>(api(`${BASE}/haProdutoSemRespostaSelecionada/:id`), ({ request, params }) =>
    guarded(() => HttpResponse.json<ContagemDto>({ quantidade: orderTotal(db(), manualOf(request, params.id)).quantidadeProdutosSemResposta })),
  ),

  http.get<{ id: string }>(api(`${BASE}/haRespostaComQuantidadePedidaZerada/:id`), ({ request, params }) =>
    guarded(() => HttpResponse.json<ContagemDto>({ quantidade: orderTotal(db(), manualOf(request, params.id)).quantidadeRespostasZeradas })),
  ),

  http.post<{ id: string }>(api(`${BASE}/:id/validarRespostas`), ({ request, params }) =>
    guarded(() => {
      const { vencidas, ignoradas } = invalidMarks(db(), manualOf(request, params.id));
      const problems = [
        vencidas > 0 ? `${vencidas} ${vencidas === 1 ? 'produto comprado de resposta vencida' : 'produtos comprados de respostas vencidas'}` : '',
        ignoradas > 0 ? `${ignoradas} ${ignoradas === 1 ? 'produto comprado de resposta ignorada' : 'produtos comprados de respostas ignoradas'}` : '',
      ].filter(Boolean);
      const sucesso = problems.length === 0;
      const mensagem = sucesso ? 'Respostas válidas.' : `Há ${problems.join(' e ')}. Escolha outra resposta para esses produtos.`;
      return HttpResponse.json<ValidacaoRespostasDto>({ sucesso, mensagem, respostasVencidas: vencidas, respostasIgnoradas: ignoradas }, { status: sucesso ? 200 : 409 });
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/inserirPedidos/:id`), ({ request, params }) =>
    guarded(() => {
      const order = manualOf(request, params.id);
      const { vencidas, ignoradas } = invalidMarks(db(), order);
      if (vencidas + ignoradas > 0) throw new ManualOrderRefused('Há produtos comprados de respostas vencidas ou ignoradas. Escolha outra resposta para esses produtos.', 409);
      const made = insertOrders(db(), order);
      const mensagem = `${made.quantidadePedidos} ${made.quantidadePedidos === 1 ? 'pedido inserido' : 'pedidos inseridos'}.`;
      return HttpResponse.json<InsercaoPedidosDto>({ sucesso: true, mensagem, ...made });
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/validar/:id`), ({ request, params }) =>
    guarded(() => {
      const quantidadePedidos = db().ordersOf(quotationOf(request, params.id).id).length;
      return HttpResponse.json<PedidoExisteDto>({ sucesso: quantidadePedidos > 0, quantidadePedidos });
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/getIdPedidoManualList/:id`), ({ request, params }) =>
    guarded(() => HttpResponse.json<number[]>(manualOf(request, params.id).branches.map((branch) => branch.id))),
  ),
];
