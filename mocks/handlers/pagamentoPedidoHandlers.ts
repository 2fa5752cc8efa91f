import { http, HttpResponse } from 'msw';
import type { TipoPagamento } from '../../src/api/envioPedidoDto';
import type { CodigoPagamentoDto, FormaPagamento, ResultadoCodigoDto } from '../../src/api/pagamentoPedidoDto';
import type { SituacaoPedido } from '../../src/domain/orderStatus';
import { db } from '../db/core/current';
import { confirmSupplierPayment, paymentCode, registerPortalPayment, registerSupplierCode, releaseWithoutCode } from '../db/sending/orderPayment';
import { setChannel } from '../db/sending/supplierChannels';
import type { DbOrder, DbUser } from '../db/core/types';
import { api, bodyOf, requireQuotation, requireUser } from './context';

interface Params {
  id: string;
}

const MAX_CODE = 30;

/** The buyer's order (its quotation's simulation moved on first), or the 404 answer (thrown). */
function requireOrder(user: DbUser, id: unknown): DbOrder {
  const order = db().orderById.get(Number(id));
  if (!order) throw HttpResponse.json({ sucesso: false, mensagem: 'Pedido não encontrado.' }, { status: 404 });
  requireQuotation(user, order.idCotacao);
  return order;
}

/** A code as typed (trimmed); the 400 answer (thrown) when blank or too long. */
function requireCode(value: unknown): string {
  const code = typeof value === 'string' ? value.trim() : '';
  if (!code || code.length > MAX_CODE) throw HttpResponse.json<ResultadoCodigoDto>({ sucesso: false, mensagem: 'Informe o código do pedido (até 30 caracteres).' }, { status: 400 });
  return code;
}

const answer = (result: ResultadoCodigoDto) => HttpResponse.json<ResultadoCodigoDto>(result, { status: result.sucesso ? 200 : 409 });

const FORMAS: readonly FormaPagamento[] = ['PIX', 'CARTAO'];

const checkoutPage = (title: string, body: string, status: number) =>
  new HttpResponse(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });

/**
 * Payment data and supplier codes (spec 03 §4.6, §7.4, §8; docs/api.md "Payment and supplier
 * codes") over mocks/db/sending/orderPayment.ts. Refusals are 409 {sucesso: false, mensagem}.
 */
export const pagamentoPedidoHandlers = [
  http.get<Params>(api('/pedido/:id/codigoPagamento'), ({ request, params }) => {
    const order = requireOrder(requireUser(request), params.id);
    const forma = new URL(request.url).searchParams.get('forma') as FormaPagamento | null;
    return HttpResponse.json<CodigoPagamentoDto>(paymentCode(db(), order, forma && FORMAS.includes(forma) ? forma : null, request.url));
  }),

  http.post(api('/pedido/cadastrarCodPedidoFornecedor'), async ({ request }) => {
    const user = requireUser(request);
    const body = await bodyOf<{ idPedido: number; codPedidoFornecedor: string }>(request);
    const code = requireCode(body.codPedidoFornecedor);
    return answer(registerSupplierCode(db(), requireOrder(user, body.idPedido), code));
  }),

  http.post<Params>(api('/revisaoEnvio/pedido/:id/atualizarCodPedido'), async ({ request, params }) => {
    const user = requireUser(request);
    const body = await bodyOf<{ codPedido: string }>(request);
    const code = requireCode(body.codPedido);
    return answer(registerPortalPayment(db(), requireOrder(user, params.id), code));
  }),

  http.post(api('/pedido/enviarSemCodPedidoFornecedor'), async ({ request }) => {
    const user = requireUser(request);
    const body = await bodyOf<{ idsPedido: number[] }>(request);
    const ids = Array.isArray(body.idsPedido) ? body.idsPedido.filter((id) => Number.isInteger(id)) : [];
    if (ids.length === 0) return HttpResponse.json<ResultadoCodigoDto>({ sucesso: false, mensagem: 'Selecione ao menos um pedido.' }, { status: 400 });
    return answer(releaseWithoutCode(db(), ids.map((id) => requireOrder(user, id))));
  }),

  // Not part of the backend: the supplier's card payment page the card link opens (a simulation).
  http.get<Params>(api('/__mock/checkout/:id'), ({ params }) => {
    const order = db().orderById.get(Number(params.id));
    const supplier = order && db().supplierById.get(order.idFornecedor)?.nomeFantasia;
    const title = order ? `Pagamento do pedido ${order.codPedido ?? order.idPedido} — ${supplier ?? ''}` : 'Pedido não encontrado';
    const pay = order ? `<form method="post"><button type="submit">Pagar</button></form>` : '';
    return checkoutPage(title, `<p>Página de pagamento com cartão do fornecedor (simulação do ambiente de demonstração).</p>${pay}`, order ? 200 : 404);
  }),

  // The supplier's checkout approving the card payment (simulation): the order moves on.
  http.post<Params>(api('/__mock/checkout/:id'), ({ params }) => {
    const order = db().orderById.get(Number(params.id));
    if (!order) return checkoutPage('Pedido não encontrado', '', 404);
    const result = confirmSupplierPayment(db(), order);
    return checkoutPage(result.mensagem ?? '', result.sucesso ? '<p>Volte à revisão do pedido e clique em Atualizar pedido.</p>' : '', result.sucesso ? 200 : 409);
  }),

  // Test and demo control (not part of the backend): the supplier's bank notifies a PIX payment.
  http.post<Params>(api('/__mock/pedidos/:id/pago'), ({ params }) => {
    const order = db().orderById.get(Number(params.id));
    if (!order) return HttpResponse.json({ mensagem: 'Pedido não encontrado.' }, { status: 404 });
    return answer(confirmSupplierPayment(db(), order));
  }),

  // Test control (not part of the backend): how the supplier will take this order when it is sent.
  http.post<Params>(api('/__mock/pedidos/:id/canal'), async ({ request, params }) => {
    const body = await bodyOf<{ situacaoPedido: SituacaoPedido; tipoPagamento: TipoPagamento; ofertas: FormaPagamento[] }>(request);
    if (!db().orderById.has(Number(params.id)) || !body.situacaoPedido) return HttpResponse.json({ mensagem: 'Pedido ou situação inválidos.' }, { status: 400 });
    const channel = { situacao: body.situacaoPedido, tipoPagamento: body.tipoPagamento ?? 'PADRAO', ofertas: (body.ofertas ?? []).filter((f) => FORMAS.includes(f)) };
    setChannel(db(), Number(params.id), channel);
    return HttpResponse.json(channel);
  }),
];
