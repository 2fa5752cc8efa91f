import { http, HttpResponse } from 'msw';
import type { Page } from '../../src/api/dto';
import type { ContagemRevisaoDto, FiltroRevisaoDto, FornecedorRevisaoDto, ItemRevisaoDto, PedidoRevisaoDto, RepresentanteRevisaoDto, ResumoDto } from '../../src/api/revisaoEnvioDto';
import { isPendingPayment } from '../../src/domain/orderReview';
import { isOrderEditable, isSendable } from '../../src/domain/orderStatus';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import { groupTotals, reviewItemsPage, reviewOrders, reviewSummaries } from '../db/review/orderReview';
import { api, intParam, requireQuotation, requireUser } from './context';

/** Lists answer up to 10,000 rows at once unless asked for less (spec 03 §9); items 10 per page. */
const MAX_SIZE = 10_000;
const ITEMS_PAGE = 10;

interface Params {
  id: string;
}

function paging(url: URL, size: number) {
  return { page: Math.max(0, intParam(url, 'page', 0)), size: Math.max(1, Math.min(MAX_SIZE, intParam(url, 'size', size))) };
}

async function filterOf(request: Request): Promise<FiltroRevisaoDto> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' ? (body as FiltroRevisaoDto) : {};
}

/** The quotation's orders under the filter; the pending tab sends `pendentesPagamento` (its orders only). */
async function ordersOf(request: Request, id: string): Promise<PedidoRevisaoDto[]> {
  const quotation = requireQuotation(requireUser(request), id);
  const orders = reviewOrders(db(), quotation.id, await filterOf(request));
  return new URL(request.url).searchParams.get('pendentesPagamento') === 'true' ? orders.filter(isPendingPayment) : orders;
}

const numberParam = (url: URL, name: string): number | null => (url.searchParams.has(name) ? Number(url.searchParams.get(name)) : null);

type SummaryKind = 'economia' | 'retorno' | 'produtos';
const SUMMARY_PATHS: [path: string, kind: SummaryKind][] = [
  ['getEconomia', 'economia'],
  ['getRetornoFaturamento', 'retorno'],
  ['getProdutosEUnidades', 'produtos'],
];

/** Looping data of a quotation as the sending feature keeps it (none until set there). */

/**
 * Order review (spec 03 §7.4; docs/api.md "Order review"): suppliers → representatives → branch
 * orders → items under the order filter (a body), the tab counts, and the three summaries.
 */
export const revisaoEnvioHandlers = [
  http.post<Params>(api('/revisaoEnvio/:id/fornecedores'), async ({ request, params }) => {
    const groups = groupTotals(await ordersOf(request, params.id), (order) => order.idFornecedor);
    const rows = [...groups.values()].map<FornecedorRevisaoDto>(({ first, total }) => ({ idFornecedor: first.idFornecedor, nomeFantasiaFornecedor: first.nomeFantasiaFornecedor, valorTotal: total }));
    const { page, size } = paging(new URL(request.url), MAX_SIZE);
    return HttpResponse.json<Page<FornecedorRevisaoDto>>(toPage(rows, page, size));
  }),

  http.post<Params>(api('/revisaoEnvio/:id/representantes'), async ({ request, params }) => {
    const url = new URL(request.url);
    const idFornecedor = numberParam(url, 'idFornecedor');
    const orders = (await ordersOf(request, params.id)).filter((order) => idFornecedor === null || order.idFornecedor === idFornecedor);
    const rows = [...groupTotals(orders, (order) => `${order.idFornecedor}:${order.idRepresentante}`).values()].map<RepresentanteRevisaoDto>(({ first, total }) => ({
      idFornecedor: first.idFornecedor,
      idRepresentante: first.idRepresentante,
      nomeRepresentante: first.nomeRepresentante,
      valorTotal: total,
    }));
    const { page, size } = paging(url, MAX_SIZE);
    return HttpResponse.json<Page<RepresentanteRevisaoDto>>(toPage(rows, page, size));
  }),

  http.post<Params>(api('/revisaoEnvio/:id/filiais'), async ({ request, params }) => {
    const url = new URL(request.url);
    const idFornecedor = numberParam(url, 'idFornecedor');
    const idRepresentante = numberParam(url, 'idRepresentante');
    const rows = (await ordersOf(request, params.id)).filter((order) => (idFornecedor === null || order.idFornecedor === idFornecedor) && (idRepresentante === null || order.idRepresentante === idRepresentante));
    const { page, size } = paging(url, MAX_SIZE);
    return HttpResponse.json<Page<PedidoRevisaoDto>>(toPage(rows, page, size));
  }),

  http.post<Params>(api('/revisaoEnvio/:id/contagem'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const orders = reviewOrders(db(), quotation.id, await filterOf(request));
    // What the send and restart actions can do concerns every order of the quotation, whatever the filter (issue 25 point 8).
    const all = db().ordersOf(quotation.id);
    const enviaveis = all.filter((order) => isSendable(order.situacaoPedido)).length;
    const enviados = all.filter((order) => !isOrderEditable(order.situacaoPedido) && order.situacaoPedido !== 'CANCELADO').length;
    return HttpResponse.json<ContagemRevisaoDto>({ todos: orders.length, pendentesPagamento: orders.filter(isPendingPayment).length, enviaveis, enviados });
  }),

  http.post<{ idPedido: string }>(api('/revisaoEnvio/pedido/:idPedido/itens'), async ({ request, params }) => {
    const user = requireUser(request);
    const order = db().orderById.get(Number(params.idPedido));
    if (!order) return HttpResponse.json({ mensagem: 'Pedido não encontrado.' }, { status: 404 });
    const quotation = requireQuotation(user, order.idCotacao);
    const { page, size } = paging(new URL(request.url), ITEMS_PAGE);
    // The order filter's item fields narrow the list (spec 03 §7.4: the items are read with the filter body).
    const filter = await filterOf(request);
    const narrowing = { onlyOpportunities: filter.oportunidade === true, productStatuses: filter.situacaoProduto };
    return HttpResponse.json<Page<ItemRevisaoDto>>(reviewItemsPage(db(), quotation.id, order.idPedido, page, size, narrowing) ?? toPage([], page, size));
  }),

  ...SUMMARY_PATHS.map(([path, kind]) =>
    http.get<Params>(api(`/pedido/resumo/${path}/:id`), ({ request, params }) => {
      const quotation = requireQuotation(requireUser(request), params.id);
      const url = new URL(request.url);
      const summary = reviewSummaries(db(), quotation.id, url.searchParams.get('desconsiderarLooping') === '1')[kind];
      const { page, size } = paging(url, 10);
      const slice = toPage<unknown>(summary.rows, page, size);
      return HttpResponse.json<ResumoDto<unknown>>({ content: slice.content, totalElements: slice.totalElements, totais: summary.totais });
    }),
  ),

];
