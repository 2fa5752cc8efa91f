import { http, HttpResponse } from 'msw';
import type { MarcacaoItemDto, OpcaoFilialManualDto, OpcaoFornecedorManualDto } from '../../src/api/pedidoManualDto';
import type { MenorRespostaFilialDto, ProdutoFiliaisDto } from '../../src/api/pedidoManualMassaDto';
import type { ValorTotalManualFiltroDto } from '../../src/api/pedidoManualTotaisDto';
import { isAnswerEditable } from '../../src/domain/manualOrderFilter';
import { db } from '../db/core/current';
import { manualIds } from '../db/manualOrder/manualOrder';
import { answerState, itemRef, ManualOrderRefused } from '../db/manualOrder/manualOrderCommands';
import { productBranches } from '../db/manualOrder/manualOrderMass';
import { orderTotal, totalsByRepresentative, totalUnder } from '../db/manualOrder/manualOrderInsertion';
import { api, bodyOf, requireUser } from './context';
import { answerOfRequest, branchOfRequest, guarded, itemOfRequest, listContext, manualOrderOfRequest, PAGE_SIZES, paging } from './pedidoManualContext';
import { branchesPage, itemDto, itemsPage, NO_FILTER, pageOf, passingAnswers } from './pedidoManualViews';
import { answerDto, answersPage, discountRows } from './pedidoManualAnswerViews';
import { branchesWith, groupedProductsPage } from './pedidoManualGroupedViews';
import { branchOptions, supplierOptions } from './pedidoManualOptions';

/**
 * The manual order's reads (spec 02 §7 "Manual order", base /pedidomanual; docs/api.md): the
 * branches, their products and answers under the filter, the grouped and mass views of one
 * product, the filter options, the discount breakdown, totals and counts. Commands are in
 * pedidoManualCommandHandlers.ts, insertion in pedidoManualInsertHandlers.ts.
 */
const BASE = '/pedidomanual';

export const pedidoManualHandlers = [
  http.get<{ id: string }>(api(`${BASE}/getFiliais/:id`), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      return HttpResponse.json<OpcaoFilialManualDto[]>(branchOptions(order));
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/getFornecedores/:id`), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      return HttpResponse.json<OpcaoFornecedorManualDto[]>(supplierOptions(db(), order));
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/getItens/:id`), ({ request, params }) =>
    guarded(() => {
      const { order, branch } = branchOfRequest(request, params.id);
      const url = new URL(request.url);
      const { page, size } = paging(url, PAGE_SIZES.products);
      return HttpResponse.json(itemsPage(db(), order, branch, listContext(url), page, size));
    }),
  ),

  // Two shapes share the path: with codBarras, {id} is the quotation and the answers are the product's across branches (the grouped view, 3 per page); without, {id} is a product at a branch.
  http.get<{ id: string }>(api(`${BASE}/getItensResposta/:id`), ({ request, params }) =>
    guarded(() => {
      const url = new URL(request.url);
      const codBarras = url.searchParams.get('codBarras');
      if (codBarras) {
        const { order } = manualOrderOfRequest(request, params.id);
        const { page, size } = paging(url, PAGE_SIZES.massAnswers);
        const { p, branches } = productBranches(order, codBarras);
        const rows = branches.flatMap((branch) => order.ranked(branch, p).map((s, rank) => ({ branch, s, rank })));
        return HttpResponse.json(pageOf(rows, page, size, ({ branch, s, rank }) => ({ ...answerDto(db(), { order, branch, p, s }, rank), cnpjCliente: branch.cnpj, nomefantasiaCliente: branch.nome })));
      }
      const { order, branch, p } = itemOfRequest(request, params.id);
      const { page, size } = paging(url, PAGE_SIZES.answers);
      return HttpResponse.json(answersPage(db(), order, branch, p, listContext(url), page, size));
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/getNegociacaoDetalheCliente/:id`), ({ request, params }) => guarded(() => HttpResponse.json(discountRows(db(), answerOfRequest(request, params.id))))),

  http.get<{ id: string }>(api(`${BASE}/getProdutosAgrupados/:id`), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      const url = new URL(request.url);
      const { page, size } = paging(url, PAGE_SIZES.products);
      return HttpResponse.json(groupedProductsPage(db(), order, listContext(url), page, size));
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/buscarFiliais/:id`), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      const url = new URL(request.url);
      const { p, branches } = productBranches(order, url.searchParams.get('codBarras') ?? '');
      const busca = (url.searchParams.get('busca') ?? '').toLowerCase().trim();
      const rows = branches
        .filter((branch) => !busca || branch.nome.toLowerCase().includes(busca) || branch.cnpj.includes(busca))
        .map((branch) => ({ idPedidoManual: branch.id, idPedidoManualItem: order.itemId(branch, p), cnpjCliente: branch.cnpj, nomefantasiaCliente: branch.nome }));
      return HttpResponse.json(rows);
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/getItensFiliais/:id`), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      const { p } = productBranches(order, new URL(request.url).searchParams.get('codBarras') ?? '');
      return HttpResponse.json(branchesWith(order, p).map((branch) => ({ ...itemDto(db(), order, branch, p), cnpjCliente: branch.cnpj, nomefantasiaCliente: branch.nome })));
    }),
  ),

  http.post<{ id: string }>(api(`${BASE}/getMenorRespostaPorFilial/:id`), async ({ request, params }) =>
    guarded(async () => {
      const { order } = manualOrderOfRequest(request, params.id);
      const body = await bodyOf<ProdutoFiliaisDto>(request);
      const { p, branches } = productBranches(order, String(body.codBarras ?? ''), Array.isArray(body.cnpjs) ? body.cnpjs : []);
      const rows = branches.map<MenorRespostaFilialDto>((branch) => {
        const ranked = order.ranked(branch, p).map((s, rank) => ({ s, rank }));
        const best = ranked.find(({ s }) => isAnswerEditable(answerState(db(), { order, branch, p, s })));
        return {
          idPedidoManual: branch.id,
          idPedidoManualItem: order.itemId(branch, p),
          cnpjCliente: branch.cnpj,
          nomefantasiaCliente: branch.nome,
          versao: order.version(branch, p),
          resposta: best ? answerDto(db(), { order, branch, p, s: best.s }, best.rank) : null,
        };
      });
      return HttpResponse.json(rows);
    }),
  ),

  http.post(api(`${BASE}/conferirMarcacao`), async ({ request }) =>
    guarded(async () => {
      const user = requireUser(request);
      const body = await bodyOf<{ listIdPedidoManualItem: number[] }>(request);
      if (!Array.isArray(body.listIdPedidoManualItem)) throw new ManualOrderRefused('listIdPedidoManualItem deve ser uma lista de produtos.', 400);
      const rows = body.listIdPedidoManualItem.map<MarcacaoItemDto>((id) => {
        const { order, branch, p } = itemRef(db(), Number(id), (quotation) => quotation.idComprador === user.idComprador);
        const s = order.chosen(branch, p);
        return { idPedidoManualItem: order.itemId(branch, p), comprarCliente: s >= 0, respostasMarcadas: s >= 0 ? [manualIds.answer(order.itemId(branch, p), s)] : [] };
      });
      return HttpResponse.json(rows);
    }),
  ),

  http.get<{ id: string }>(api(`${BASE}/total/:id`), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      return HttpResponse.json(orderTotal(db(), order));
    }),
  ),

  ...(['valorTotal', 'valorTotalPorRepresentante'] as const).map((path) =>
    http.post(api(`${BASE}/${path}`), async ({ request }) =>
      guarded(async () => {
        const body = await bodyOf<ValorTotalManualFiltroDto>(request);
        const { order } = manualOrderOfRequest(request, String(body.idCotacao));
        const narrow = { ...body, idCotacao: order.idCotacao };
        return HttpResponse.json(path === 'valorTotal' ? totalUnder(db(), order, narrow) : totalsByRepresentative(db(), order, narrow));
      }),
    ),
  ),

  ...(['quantidadeComprarCliente', 'quantidadeComprarClienteFiltrado'] as const).map((path) =>
    http.get<{ id: string }>(api(`${BASE}/${path}/:id`), ({ request, params }) =>
      guarded(() => {
        const { order, branch } = branchOfRequest(request, params.id);
        const ctx = path === 'quantidadeComprarCliente' ? { ...NO_FILTER, verExcluidos: new URL(request.url).searchParams.get('verExcluidos') === 'true' } : listContext(new URL(request.url));
        const quantidade = order.positions(branch).filter((p) => order.chosen(branch, p) >= 0 && passingAnswers(db(), order, branch, p, ctx) !== 0).length;
        return HttpResponse.json({ quantidade });
      }),
    ),
  ),

  // Last: /pedidomanual/{id} would otherwise answer paths of one more segment's shape.
  http.get<{ id: string }>(api(`${BASE}/:id`), ({ request, params }) =>
    guarded(() => {
      const { order } = manualOrderOfRequest(request, params.id);
      const url = new URL(request.url);
      const { page, size } = paging(url, PAGE_SIZES.branches);
      return HttpResponse.json(branchesPage(db(), order, listContext(url), page, size));
    }),
  ),
];
