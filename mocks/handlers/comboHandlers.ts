import { http, HttpResponse } from 'msw';
import type { AlterarQuantidadeComboBody, ComboDto, ComboFilter, ComboItemDto, CriarPedidoComboDto, FilialComboDto, FornecedorComboDto, ResultadoComboDto } from '../../src/api/comboDto';
import type { Page } from '../../src/api/dto';
import { COMBO_BRANCHES_PER_PAGE, COMBO_ITEMS_PER_PAGE } from '../../src/domain/comboQuantity';
import { isWholeQuantity, NOT_A_WHOLE_NUMBER } from '../../src/domain/orderQuantity';
import { comboOffersOf } from '../db/combo/comboOffers';
import { changeQuantity, createComboOrder, deleteComboOrders, minimumProblem, removeFromOldOrdersAndCreate, setExcluded } from '../db/combo/comboOrderCommands';
import { branchesOf, comboRow, comboState, currentItems, filteredOffers, offerOf } from '../db/combo/combos';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import { api, bodyOf, intParam, requireQuotation, requireUser } from './context';

/**
 * The combo screen's calls (spec 03 §7.3; docs/api.md "Combo"), over mocks/db/combo/comboOffers.ts,
 * mocks/db/combo/combos.ts and mocks/db/combo/comboOrderCommands.ts. Refusals (a quantity out of bounds, a
 * combo already ordered, items in other orders) answer 200 { sucesso: false, mensagem }; unknown
 * combos 404.
 */
interface Params {
  id: string;
}

const BASE = '/pedidoAutomatico';
const quotationOf = (request: Request, id: string) => requireQuotation(requireUser(request), id);

function paging(url: URL, size: number) {
  return { page: Math.max(0, intParam(url, 'page', 0)), size: Math.max(1, Math.min(100, intParam(url, 'size', size))) };
}

const optionalId = (url: URL, name: string): number | null => (url.searchParams.get(name) ? Number(url.searchParams.get(name)) : null);

function filterOf(url: URL): ComboFilter {
  return {
    idFornecedor: optionalId(url, 'idFornecedor'),
    idCliente: optionalId(url, 'idCliente'),
    buscaProduto: url.searchParams.get('buscaProduto') ?? '',
    prazoTitulo: url.searchParams.get('prazoTitulo') ?? '',
  };
}

const notFound = () => HttpResponse.json({ mensagem: 'Combo não encontrado.' }, { status: 404 });

/** The quotation's combo a request names (query idRespostaCliente, or the body's). */
function comboOf(request: Request, id: string, idRespostaCliente: number | undefined) {
  const quotation = quotationOf(request, id);
  const offer = idRespostaCliente === undefined ? undefined : offerOf(db(), quotation.id, Number(idRespostaCliente));
  if (!offer) throw notFound();
  return offer;
}

const queryCombo = (request: Request, id: string) => comboOf(request, id, optionalId(new URL(request.url), 'idRespostaCliente') ?? undefined);

export const comboHandlers = [
  http.get<Params>(api(`${BASE}/buscarFiliaisComboFiltrado/:id`), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const url = new URL(request.url);
    const { page, size } = paging(url, COMBO_BRANCHES_PER_PAGE);
    return HttpResponse.json<Page<FilialComboDto>>(toPage(branchesOf(filteredOffers(db(), quotation.id, filterOf(url))), page, size));
  }),

  http.get<Params>(api(`${BASE}/buscarFiliaisCombo/:id`), ({ request, params }) =>
    HttpResponse.json<FilialComboDto[]>(branchesOf(comboOffersOf(db(), quotationOf(request, params.id).id))),
  ),

  http.get<Params>(api(`${BASE}/buscarFornecedoresCombo/:id`), ({ request, params }) => {
    const suppliers = new Map<number, FornecedorComboDto>();
    for (const offer of comboOffersOf(db(), quotationOf(request, params.id).id)) suppliers.set(offer.answer.idFornecedor, { idFornecedor: offer.answer.idFornecedor, nomeFantasia: offer.supplierName });
    return HttpResponse.json([...suppliers.values()].sort((a, b) => a.nomeFantasia.localeCompare(b.nomeFantasia)));
  }),

  http.get<Params>(api(`${BASE}/buscarPrazosPagamentoCombo/:id`), ({ request, params }) => {
    const offers = comboOffersOf(db(), quotationOf(request, params.id).id);
    const byDays = new Map(offers.map((offer) => [offer.terms.prazoTitulo, offer.terms.diasPrazoPagamento]));
    return HttpResponse.json<string[]>([...byDays.keys()].sort((a, b) => byDays.get(a)! - byDays.get(b)!));
  }),

  http.get<Params>(api(`${BASE}/buscarCombosFiliais/:id`), ({ request, params }) => {
    const quotation = quotationOf(request, params.id);
    const url = new URL(request.url);
    const { page, size } = paging(url, 10);
    const window = toPage(filteredOffers(db(), quotation.id, filterOf(url)), page, size);
    return HttpResponse.json<Page<ComboDto>>({ ...window, content: window.content.map((offer) => comboRow(db(), offer)) });
  }),

  http.get<Params>(api(`${BASE}/buscarItensCombos/:id`), ({ request, params }) => {
    const offer = queryCombo(request, params.id);
    const url = new URL(request.url);
    const search = (url.searchParams.get('buscaProduto') ?? '').trim().toLowerCase();
    const excluded = comboState(db(), offer.answer.id).excluded;
    const rows = currentItems(db(), offer).filter((item) => !excluded.has(item.idRespostaClienteItem) && (!search || item.produtoDescricao.toLowerCase().includes(search) || item.codBarras.includes(search)));
    const { page, size } = paging(url, COMBO_ITEMS_PER_PAGE);
    return HttpResponse.json<Page<ComboItemDto>>(toPage(rows, page, size));
  }),

  http.get<Params>(api(`${BASE}/buscarItensExcluidosCombos/:id`), ({ request, params }) => {
    const offer = queryCombo(request, params.id);
    const excluded = comboState(db(), offer.answer.id).excluded;
    const { page, size } = paging(new URL(request.url), COMBO_ITEMS_PER_PAGE);
    return HttpResponse.json<Page<ComboItemDto>>(toPage(currentItems(db(), offer).filter((item) => excluded.has(item.idRespostaClienteItem)), page, size));
  }),

  http.get<Params>(api(`${BASE}/problemaDeMinimoCombo/:id`), ({ request, params }) => HttpResponse.json<ResultadoComboDto>(minimumProblem(db(), queryCombo(request, params.id)))),

  http.post(api(`${BASE}/alterarQuantidadeCombo`), async ({ request }) => {
    const user = requireUser(request);
    const body = await bodyOf<AlterarQuantidadeComboBody>(request);
    // A quantity that is not a whole number (12.5, -12, '12') is refused, never stored as another number.
    if (!isWholeQuantity(body.quantidade as unknown)) return HttpResponse.json({ sucesso: false, mensagem: NOT_A_WHOLE_NUMBER }, { status: 400 });
    const idResposta = Math.floor(Number(body.idRespostaClienteItem) / 100_000);
    const answer = db().answerById.get(idResposta);
    if (!answer) return notFound();
    const offer = offerOf(db(), requireQuotation(user, answer.idCotacao).id, idResposta);
    if (!offer) return notFound();
    return HttpResponse.json<ResultadoComboDto>(changeQuantity(db(), offer, Number(body.idRespostaClienteItem), body.quantidade as number));
  }),

  http.post<Params>(api(`${BASE}/restaurarItensCombo/:id`), async ({ request, params }) => {
    const body = (await bodyOf<{ idRespostaCliente: number; idsRespostaClienteItem: number[] }[]>(request)) as unknown;
    const [entry] = Array.isArray(body) ? (body as { idRespostaCliente?: number; idsRespostaClienteItem?: number[] }[]) : [];
    const offer = comboOf(request, params.id, entry?.idRespostaCliente);
    return HttpResponse.json<ResultadoComboDto>(setExcluded(db(), offer, entry?.idsRespostaClienteItem ?? [], false));
  }),

  http.post<Params>(api(`${BASE}/excluirItemCombo/:id`), async ({ request, params }) => {
    const body = await bodyOf<{ idRespostaCliente: number; idsRespostaClienteItem: number[] }>(request);
    const offer = comboOf(request, params.id, body.idRespostaCliente);
    return HttpResponse.json<ResultadoComboDto>(setExcluded(db(), offer, body.idsRespostaClienteItem ?? [], true));
  }),

  http.post<Params>(api(`${BASE}/criarPedidoCombo/:id`), ({ request, params }) => {
    const offer = queryCombo(request, params.id);
    const keepBoth = new URL(request.url).searchParams.get('manterItens') === 'true';
    return HttpResponse.json<CriarPedidoComboDto>(createComboOrder(db(), offer, keepBoth));
  }),

  http.post<Params>(api(`${BASE}/excluirItensECriarPedidoCombo/:id`), async ({ request, params }) => {
    const body = await bodyOf<{ idRespostaCliente: number; idPedidoItem: number[] }>(request);
    const offer = comboOf(request, params.id, body.idRespostaCliente);
    return HttpResponse.json<CriarPedidoComboDto>(removeFromOldOrdersAndCreate(db(), offer, body.idPedidoItem ?? []));
  }),

  http.post(api(`${BASE}/combo/deletePedido`), async ({ request }) => {
    const user = requireUser(request);
    const body = (await bodyOf<number[]>(request)) as unknown;
    const ids = Array.isArray(body) ? body.map(Number) : [];
    if (ids.length === 0) return HttpResponse.json({ mensagem: 'Nenhum pedido informado.' }, { status: 400 });
    for (const id of ids) {
      const order = db().orderById.get(id);
      if (!order) return HttpResponse.json({ mensagem: 'Pedido não encontrado.' }, { status: 404 });
      requireQuotation(user, order.idCotacao);
    }
    const count = deleteComboOrders(db(), ids);
    return HttpResponse.json<ResultadoComboDto>({ sucesso: count > 0, mensagem: count > 0 ? 'Pedido combo excluído.' : 'Nenhum pedido de combo informado.' });
  }),
];
