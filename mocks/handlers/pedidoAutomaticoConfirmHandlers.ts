import { http, HttpResponse } from 'msw';
import type { Page } from '../../src/api/dto';
import type { PedidoAcimaDoDobroDto, ProdutoAcimaDoDobroDto, ResultadoPedidoDto, TemComboDto } from '../../src/api/pedidoAutomaticoConfirmDto';
import { acceptOverDouble, confirmOrders, confirmRefusal, overDoubleOrders, overDoubleProducts, restartAnalysis, restartOrders } from '../db/automaticOrder/automaticOrderConfirm';
import { hasComboOffers } from '../db/combo/comboOffers';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import { api, intParam, requireQuotation, requireUser } from './context';

/** The over-double lists: 5 orders per page, 5 products per order (spec 03 §9). */
const OVER_DOUBLE_PAGE = 5;

interface Params {
  id: string;
  idPedido: string;
}

const quotationOf = (request: Request, id: string) => requireQuotation(requireUser(request), id);

function paging(request: Request) {
  const url = new URL(request.url);
  return { page: Math.max(0, intParam(url, 'page', 0)), size: Math.max(1, Math.min(50, intParam(url, 'size', OVER_DOUBLE_PAGE))) };
}

const answer = (refusal: string | null, success: string) =>
  refusal ? HttpResponse.json<ResultadoPedidoDto>({ sucesso: false, mensagem: refusal }, { status: 409 }) : HttpResponse.json<ResultadoPedidoDto>({ sucesso: true, mensagem: success });

/**
 * Confirm, over-double, restart and the Combo button of the automatic order (spec 03 §4.2, §7.1;
 * docs/api.md "Automatic order: confirm, over-double, restart"), over mocks/db/automaticOrder/automaticOrderConfirm.ts.
 */
export const pedidoAutomaticoConfirmHandlers = [
  http.get<Params>(api('/pedidoAutomatico/validarConfirmacao/:id'), ({ request, params }) => answer(confirmRefusal(db(), quotationOf(request, params.id)), 'Pedidos prontos para confirmar.')),

  http.get<Params>(api('/pedidoAutomatico/filiaisComProdutosCompradosEmExcesso/:id'), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const { page, size } = paging(request);
    return HttpResponse.json<Page<PedidoAcimaDoDobroDto>>(toPage(overDoubleOrders(db(), quotation.id), page, size));
  }),

  http.get<Params>(api('/pedidoAutomatico/produtosCompradosEmExcesso/:id/:idPedido'), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const rows = overDoubleProducts(db(), quotation.id, Number(params.idPedido));
    if (!rows) return HttpResponse.json({ mensagem: 'Pedido não encontrado.' }, { status: 404 });
    const { page, size } = paging(request);
    return HttpResponse.json<Page<ProdutoAcimaDoDobroDto>>(toPage(rows, page, size));
  }),

  http.post<Params>(api('/pedidoAutomatico/aceitarQuantidadesEmDobro/:id'), ({ request, params }) => {
    const count = acceptOverDouble(db(), quotationOf(request, params.id).id);
    return HttpResponse.json<ResultadoPedidoDto>({ sucesso: true, mensagem: `${count.toLocaleString('pt-BR')} ${count === 1 ? 'quantidade acima do dobro mantida' : 'quantidades acima do dobro mantidas'}.` });
  }),

  http.get<Params>(api('/pedidoAutomatico/confirmar/:id'), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const refusal = confirmRefusal(db(), quotation);
    if (refusal) return answer(refusal, '');
    return answer(null, `${confirmOrders(db(), quotation)} pedido(s) confirmado(s).`);
  }),

  http.post<Params>(api('/pedidoAutomatico/reiniciarPedidos/:id'), ({ request, params }) => answer(restartOrders(db(), quotationOf(request, params.id)), 'Pedidos reiniciados.')),

  http.post<Params>(api('/pedidoAutomatico/reiniciarAnalise/:id'), ({ request, params }) => answer(restartAnalysis(db(), quotationOf(request, params.id)), 'Cotação de volta à análise.')),

  http.get<Params>(api('/pedidoAutomatico/temCombo/:id'), ({ request, params }) => HttpResponse.json<TemComboDto>({ temCombo: hasComboOffers(db(), quotationOf(request, params.id).id) })),
];
