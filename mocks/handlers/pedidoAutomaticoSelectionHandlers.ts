import { http, HttpResponse } from 'msw';
import type { Page } from '../../src/api/dto';
import type { ItemExcluidoDto, PedidoIdDto, PreviaExclusaoDto, ReinsercaoDto, SelecaoPedidoDto } from '../../src/api/pedidoAutomaticoSelectionDto';
import { DEFAULT_FILTER, type AutomaticOrderFilter } from '../../src/domain/automaticOrderFilter';
import type { SelectionBody } from '../../src/domain/orderSelection';
import { automaticOrderIndex, type AutomaticOrderIndex } from '../db/automaticOrder/automaticOrderIndex';
import { deletionPreview, excludedItems, excludeSelection, restoreExcluded } from '../db/automaticOrder/automaticOrderExclusion';
import { db } from '../db/core/current';
import { api, intParam, requireQuotation, requireUser } from './context';
import { filterFromBody } from './pedidoAutomaticoHandlers';

interface Params {
  id: string;
}

const EXCLUDED_PAGE = 10;
const badRequest = (mensagem: string) => HttpResponse.json({ sucesso: false, mensagem }, { status: 400 });

/** A selection body as sent, checked. */
export function selectionOf(body: unknown): (SelectionBody & Pick<SelecaoPedidoDto, 'filtros'>) | null {
  if (!body || typeof body !== 'object') return null;
  const value = body as Partial<SelecaoPedidoDto>;
  if (typeof value.checkTodosSelecionados !== 'boolean' || !Array.isArray(value.itens)) return null;
  const itens = value.itens.filter((entry) => entry && Number.isInteger(entry.idPedido)).map((entry) => ({ ...entry, idPedidoItens: Array.isArray(entry.idPedidoItens) ? entry.idPedidoItens : [] }));
  return { checkTodosSelecionados: value.checkTodosSelecionados, parcialmenteSelecionados: itens.length > 0, itens, filtros: value.filtros ?? DEFAULT_FILTER };
}

/** A quotation's selection body, checked, with its index and filter; 400 without one. */
async function onSelection(request: Request, id: string, answer: (index: AutomaticOrderIndex, filter: AutomaticOrderFilter, selection: SelectionBody) => Response): Promise<Response> {
  const quotation = requireQuotation(requireUser(request), id);
  const selection = selectionOf(await request.json().catch(() => null));
  if (!selection) return badRequest('Informe a seleção.');
  return answer(automaticOrderIndex(db(), quotation.id), filterFromBody(selection.filtros), selection);
}

/** The quotation of some orders (deletePedido and deletePedidoItem name orders, not the quotation); all must be the user's. */
function quotationOfOrders(request: Request, ids: number[]) {
  const user = requireUser(request);
  const quotations = new Set(ids.map((id) => db().orderById.get(id)?.idCotacao));
  if (quotations.size !== 1 || quotations.has(undefined)) throw HttpResponse.json({ mensagem: 'Pedido não encontrado.' }, { status: 404 });
  return requireQuotation(user, [...quotations][0]);
}

/**
 * Deleting the automatic order's products and putting them back (spec 03 §4.2, §7.1; docs/api.md
 * "Automatic order: selection and deletion"). Every deletion answers how many items it excluded.
 */
export const pedidoAutomaticoSelectionHandlers = [
  http.post(api('/pedidoAutomatico/deletePedido'), async ({ request }) => {
    const body = (await request.json().catch(() => null)) as PedidoIdDto[] | null;
    if (!Array.isArray(body) || body.length === 0 || !body.every((entry) => entry && Number.isInteger(entry.idPedido))) return badRequest('Informe os pedidos.');
    const quotation = quotationOfOrders(request, body.map((entry) => entry.idPedido));
    const itens = body.map(({ idPedido }) => ({ idPedido, parcial: false, selecionado: true, idPedidoItens: [] }));
    const index = automaticOrderIndex(db(), quotation.id);
    return HttpResponse.json<number>(excludeSelection(db(), index, DEFAULT_FILTER, { checkTodosSelecionados: false, parcialmenteSelecionados: true, itens }));
  }),

  http.post(api('/pedidoAutomatico/deletePedidoItem'), async ({ request }) => {
    const selection = selectionOf(await request.json().catch(() => null));
    if (!selection || selection.checkTodosSelecionados || selection.itens.length === 0) return badRequest('Informe os itens dos pedidos.');
    const quotation = quotationOfOrders(request, selection.itens.map((entry) => entry.idPedido));
    const index = automaticOrderIndex(db(), quotation.id);
    return HttpResponse.json<number>(excludeSelection(db(), index, filterFromBody(selection.filtros), selection));
  }),

  http.post(api('/pedidoAutomatico/deletePedidoItemByFiltro'), async ({ request }) => {
    const quotation = requireQuotation(requireUser(request), new URL(request.url).searchParams.get('idCotacao') ?? undefined);
    const filter = filterFromBody(await request.json().catch(() => null));
    const index = automaticOrderIndex(db(), quotation.id);
    return HttpResponse.json<number>(excludeSelection(db(), index, filter, { checkTodosSelecionados: true, parcialmenteSelecionados: false, itens: [] }));
  }),

  http.post<Params>(api('/pedidoAutomatico/removerItensFiltradosParcialmente/:id'), async ({ request, params }) =>
    onSelection(request, params.id, (index, filter, selection) => HttpResponse.json<number>(excludeSelection(db(), index, filter, selection))),
  ),

  // What a deletion of the selection would take, counted as the deletion counts (nothing changes).
  http.post<Params>(api('/pedidoAutomatico/previaExclusao/:id'), async ({ request, params }) =>
    onSelection(request, params.id, (index, filter, selection) => HttpResponse.json<PreviaExclusaoDto>(deletionPreview(db(), index, filter, selection))),
  ),

  http.get<Params>(api('/pedidoAutomatico/verExcluidos/:id'), ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const url = new URL(request.url);
    const page = Math.max(0, intParam(url, 'page', 0));
    const size = Math.max(1, Math.min(100, intParam(url, 'size', EXCLUDED_PAGE)));
    const excluded = excludedItems(db(), automaticOrderIndex(db(), quotation.id));
    const totalPages = Math.ceil(excluded.total / size);
    const content = excluded.slice(page * size, page * size + size);
    return HttpResponse.json<Page<ItemExcluidoDto>>({ content, totalElements: excluded.total, totalPages, number: page, size, numberOfElements: content.length, first: page === 0, last: page >= totalPages - 1, empty: content.length === 0 });
  }),

  http.post<Params>(api('/pedidoAutomatico/reinserirItensExcluidos/:id'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const body = (await request.json().catch(() => null)) as Partial<ReinsercaoDto> | null;
    const ids = Array.isArray(body?.idPedidoItens) ? body.idPedidoItens.filter((id) => Number.isInteger(id)) : [];
    if (!body?.todos && ids.length === 0) return badRequest('Informe os produtos a reinserir.');
    return HttpResponse.json<number>(restoreExcluded(db(), automaticOrderIndex(db(), quotation.id), body?.todos ? 'all' : ids));
  }),
];
