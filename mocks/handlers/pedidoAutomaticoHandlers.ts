import { http, HttpResponse } from 'msw';
import type { FornecedorPedidoAutomaticoDto, OpcaoFilialDto, OpcaoFornecedorDto, OpcaoSituacaoDto, PedidoAutomaticoDto, ProblemaEmbalagemMinimoDto, QuantidadeAtualizadaDto, RepresentantePedidoAutomaticoDto, TotalPedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import type { Page, PedidoItemDto } from '../../src/api/dto';
import type { ConflitoVersaoDto } from '../../src/api/conflictDto';
import { DEFAULT_FILTER, filterFromParams, type AutomaticOrderFilter } from '../../src/domain/automaticOrderFilter';
import { ORDER_STATUS_TEXT } from '../../src/domain/orderStatus';
import { automaticOrderIndex } from '../db/automaticOrder/automaticOrderIndex';
import { problemEntries } from '../db/packaging/packagingProblems';
import { applyFilter } from '../db/automaticOrder/automaticOrderQuery';
import { branchOrderPositions, isItemSort, orderDto, orderItemsFor, QuantityRefused, updateQuantities } from '../db/automaticOrder/automaticOrderViews';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import { api, intParam, requireQuotation, requireUser } from './context';
import { cents } from '../../src/domain/money';

/** Lists answer up to 10,000 rows at once unless asked for less (spec 03 §7.1); branch orders 15 per page. */
const DEFAULT_SIZE = 10_000;
const BRANCH_ORDERS_PAGE = 15;

interface Params {
  id: string;
}

function quotationOf(request: Request, id: string) {
  return requireQuotation(requireUser(request), id);
}

function paging(url: URL, size: number) {
  return { page: Math.max(0, intParam(url, 'page', 0)), size: Math.max(1, Math.min(DEFAULT_SIZE, intParam(url, 'size', size))) };
}

/** A filter sent as a body (POST …/itens): the same fields as the query, read the same way. */
export function filterFromBody(body: unknown): AutomaticOrderFilter {
  if (!body || typeof body !== 'object') return DEFAULT_FILTER;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) if (value !== null && value !== undefined) params.set(key, String(value));
  return filterFromParams(params);
}

function listItems(request: Request, id: string, filter: AutomaticOrderFilter) {
  const quotation = quotationOf(request, id);
  const url = new URL(request.url);
  const idPedido = intParam(url, 'idPedido', 0);
  const sort = url.searchParams.get('sort') ?? 'descricaoProdutoCliente';
  if (!isItemSort(sort)) return HttpResponse.json({ mensagem: `Ordenação desconhecida: ${sort}.` }, { status: 400 });
  const items = orderItemsFor(db(), quotation.id, idPedido, filter, sort, url.searchParams.get('asc') !== 'false');
  if (!items) return HttpResponse.json({ mensagem: 'Pedido não encontrado.' }, { status: 404 });
  const { page, size } = paging(url, DEFAULT_SIZE);
  return HttpResponse.json<Page<PedidoItemDto>>(toPage(items, page, size));
}

function refusalBody(error: QuantityRefused) {
  const body = { sucesso: false as const, mensagem: error.message };
  return error.current ? { ...body, conflito: true, atuais: error.current } satisfies ConflitoVersaoDto<PedidoItemDto> : body;
}

function quantityAnswer(run: () => QuantidadeAtualizadaDto) {
  try {
    return HttpResponse.json<QuantidadeAtualizadaDto>(run());
  } catch (error) {
    if (error instanceof QuantityRefused) return HttpResponse.json(refusalBody(error), { status: error.status });
    throw error;
  }
}

/**
 * The automatic order (spec 03 §7.1; docs/api.md "Automatic order"): suppliers → representatives →
 * branch orders → items, all under the same filter (query parameters of
 * domain/automaticOrderFilter, a body for POST …/itens), and the quantity updates.
 */
export const pedidoAutomaticoHandlers = [
  http.get<Params>(api('/pedidoAutomatico/:id/fornecedores'), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const url = new URL(request.url);
    const filter = filterFromParams(url.searchParams);
    const index = automaticOrderIndex(db(), quotation.id);
    const rows = applyFilter(db(), index, filter).supplierRows.map<FornecedorPedidoAutomaticoDto>(({ group, total, orders }) => ({
      idFornecedor: group.idFornecedor,
      nomeFantasiaFornecedor: group.nome,
      valorTotal: total,
      quantidadePedidos: orders,
    }));
    const { page, size } = paging(url, DEFAULT_SIZE);
    return HttpResponse.json<Page<FornecedorPedidoAutomaticoDto>>(toPage(rows, page, size));
  }),

  http.get<Params>(api('/pedidoAutomatico/:id/representantes'), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const url = new URL(request.url);
    const filter = filterFromParams(url.searchParams);
    const index = automaticOrderIndex(db(), quotation.id);
    const rows = applyFilter(db(), index, filter)
      .representativeRows.filter(({ group }) => filter.idFornecedor === null || group.idFornecedor === filter.idFornecedor)
      .map<RepresentantePedidoAutomaticoDto>(({ group, total, orders }) => ({
        idFornecedor: group.idFornecedor,
        idRepresentante: group.idRepresentante,
        nomeRepresentante: group.nome,
        valorTotal: total,
        quantidadePedidos: orders,
      }));
    const { page, size } = paging(url, DEFAULT_SIZE);
    return HttpResponse.json<Page<RepresentantePedidoAutomaticoDto>>(toPage(rows, page, size));
  }),

  http.get<Params>(api('/pedidoAutomatico/:id/filiais'), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const url = new URL(request.url);
    const filter = filterFromParams(url.searchParams);
    const index = automaticOrderIndex(db(), quotation.id);
    const result = applyFilter(db(), index, filter);
    const positions = branchOrderPositions(index, result, filter, url.searchParams.get('sort') ?? 'nomeFantasiaCliente', url.searchParams.get('asc') !== 'false');
    const { page, size } = paging(url, BRANCH_ORDERS_PAGE);
    const slice = toPage(positions, page, size);
    return HttpResponse.json<Page<PedidoAutomaticoDto>>({ ...slice, content: slice.content.map((p) => orderDto(db(), index, p, result)) });
  }),

  http.get<Params>(api('/pedidoAutomatico/:id/itens'), ({ request, params }) => listItems(request, params.id, filterFromParams(new URL(request.url).searchParams))),

  http.post<Params>(api('/pedidoAutomatico/:id/itens'), async ({ request, params }) => listItems(request, params.id, filterFromBody(await request.json().catch(() => null)))),

  http.get<Params>(api('/pedidoAutomatico/:id/isPackAndMinimumProblemButton'), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const index = automaticOrderIndex(db(), quotation.id);
    // The orders with an item the packaging-problem screen lists (not combo or excluded items, not orders past changing).
    const count = new Set(problemEntries(db(), index, {}).map((entry) => entry.p)).size;
    const mensagem = count > 0 ? `${count} pedido(s) com problemas de embalagem ou de quantidade mínima.` : 'Não existem produtos com problemas de embalagem.';
    return HttpResponse.json<ProblemaEmbalagemMinimoDto>({ sucesso: count > 0, mensagem, count });
  }),

  http.get<Params>(api('/pedidoAutomatico/total/:id'), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const index = automaticOrderIndex(db(), quotation.id);
    let semST = 0;
    let comST = 0;
    for (let p = 0; p < index.orders.length; p += 1) {
      semST += index.orderTotal[p];
      comST += index.orderTotalComST[p];
    }
    return HttpResponse.json<TotalPedidoAutomaticoDto>({ valorTotal: cents(semST), valorTotalComST: cents(comST), quantidadePedidos: index.orders.length });
  }),

  http.post(api('/pedidoAutomatico/updateItemQuatity'), async ({ request }) => {
    const user = requireUser(request);
    const body = (await request.json().catch(() => null)) as { id?: unknown; qtdePedida?: unknown; versao?: unknown } | null;
    if (!body || !Number.isInteger(body.id)) return HttpResponse.json({ sucesso: false, mensagem: 'Informe o item e a quantidade.' }, { status: 400 });
    return quantityAnswer(() => updateQuantities(db(), user.idComprador, [{ id: body.id as number, qtdePedida: body.qtdePedida, versao: body.versao }]));
  }),

  http.post(api('/pedidoAutomatico/updateItensQuatity'), async ({ request }) => {
    const user = requireUser(request);
    const body = (await request.json().catch(() => null)) as { id?: unknown; qtdePedida?: unknown; versao?: unknown }[] | null;
    if (!Array.isArray(body) || body.length === 0 || !body.every((change) => change && Number.isInteger(change.id))) {
      return HttpResponse.json({ sucesso: false, mensagem: 'Informe os itens e as quantidades.' }, { status: 400 });
    }
    return quantityAnswer(() => updateQuantities(db(), user.idComprador, body.map((change) => ({ id: change.id as number, qtdePedida: change.qtdePedida, versao: change.versao }))));
  }),

  http.get<Params>(api('/pedidoAutomatico/getFornecedores/:id'), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const index = automaticOrderIndex(db(), quotation.id);
    return HttpResponse.json<OpcaoFornecedorDto[]>(
      index.suppliers.map((group) => ({ id: group.idFornecedor, nomeFantasia: group.nome, cnpj: db().supplierById.get(group.idFornecedor)?.cnpj ?? '' })),
    );
  }),

  http.get<Params>(api('/pedidoAutomatico/getFiliais/:id'), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const rows = quotation.filiais
      .map((idFilial) => db().data.branches[idFilial - 1])
      .filter((branch) => branch !== undefined)
      .map<OpcaoFilialDto>((branch) => ({ id: branch.id, cnpjCliente: branch.cnpj, nomefantasiaCliente: branch.nomeFantasia }))
      .sort((a, b) => a.nomefantasiaCliente.localeCompare(b.nomefantasiaCliente));
    return HttpResponse.json<OpcaoFilialDto[]>(rows);
  }),

  http.get(api('/pedidoAutomatico/getSituacoes'), ({ request }) => {
    requireUser(request);
    return HttpResponse.json<OpcaoSituacaoDto[]>(Object.entries(ORDER_STATUS_TEXT).map(([codigo, descricao]) => ({ codigo, descricao })));
  }),

  http.get(api('/pedidoAutomatico/getSituacoesProduto'), ({ request }) => {
    requireUser(request);
    return HttpResponse.json<OpcaoSituacaoDto[]>([
      { codigo: 'LIBERADO', descricao: 'Liberado' },
      { codigo: 'MONITORADO', descricao: 'Monitorado' },
    ]);
  }),
];

