import { http, HttpResponse } from 'msw';
import type { ConflitoRespostaDto, DescontoRespostaDto, RespostaAlteradaDto, RespostaProdutoDto, RespostasPorProdutoPageDto } from '../../src/api/pedidoAutomaticoSelectionDto';
import { isWholeQuantity, NOT_A_WHOLE_NUMBER } from '../../src/domain/orderQuantity';
import { automaticOrderIndex } from '../db/automaticOrder/automaticOrderIndex';
import { activeItemIds, selectedOrders } from '../db/automaticOrder/automaticOrderExclusion';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import { AnswerRefused, answerDiscounts, answersForItem, chooseAnswer, setAnswerQuantity } from '../db/automaticOrder/productAnswers';
import { homeAndLive, orderItemOf } from '../db/automaticOrder/answerMoves';
import { api, intParam, requireQuotation, requireUser } from './context';
import { VERSION_CONFLICT_MESSAGE } from '../../src/domain/versionConflict';
import { isStale, versionOf } from '../db/core/itemRevisions';
import { filterFromBody } from './pedidoAutomaticoHandlers';
import { selectionOf } from './pedidoAutomaticoSelectionHandlers';

interface Params {
  id: string;
}

/** The modal is for a few products: the answers of at most this many selected products (decisions.md). */
export const MAX_ANSWER_PRODUCTS = 100;
const ANSWERS_PAGE = 3;

/**
 * Changes the item's chosen answer or quantity, unless the request names the version it read and
 * the item has a newer one (409 with the item as it is: docs/api.md "Versioned writes"). The
 * item written (and the one it left) takes a new version.
 */
function answerChange(idPedidoItem: number, versao: unknown, run: () => RespostaAlteradaDto) {
  const item = orderItemOf(db(), idPedidoItem);
  if (item && isStale(item, versionOf(versao))) {
    return HttpResponse.json<ConflitoRespostaDto>({ sucesso: false, mensagem: VERSION_CONFLICT_MESSAGE, conflito: true, atuais: [{ ...item }], respostas: answersForItem(db(), item) }, { status: 409 });
  }
  try {
    const answer = run();
    const idCotacao = db().orderById.get(answer.item.idPedido)?.idCotacao ?? 0;
    const written = orderItemOf(db(), answer.item.id);
    if (written) db().itemRevisions.stamp(idCotacao, [written]);
    if (answer.itemRemovido) db().itemRevisions.removed(idCotacao, answer.itemRemovido.idPedido, answer.itemRemovido.id);
    // The product's answers name the item's new version (they were read before it was given).
    const now = { versao: written?.versao ?? 0 };
    return HttpResponse.json<RespostaAlteradaDto>({ ...answer, resposta: { ...answer.resposta, ...now }, respostas: answer.respostas.map((row) => ({ ...row, ...now })), item: { ...answer.item, ...now } });
  } catch (error) {
    if (error instanceof AnswerRefused) return HttpResponse.json({ sucesso: false, mensagem: error.message }, { status: error.status });
    throw error;
  }
}

/** The user must own the item's quotation. */
function requireItem(request: Request, idPedidoItem: unknown): number {
  const user = requireUser(request);
  const order = Number.isInteger(idPedidoItem) ? db().orderById.get(Math.floor((idPedidoItem as number) / 10_000)) : undefined;
  if (!order) throw HttpResponse.json({ mensagem: 'Item do pedido não encontrado.' }, { status: 404 });
  requireQuotation(user, order.idCotacao);
  return idPedidoItem as number;
}

/** Answers per product (spec 03 §2.3, §7.1; docs/api.md "Automatic order: answers per product"). */
export const pedidoAutomaticoAnswersHandlers = [
  http.post<Params>(api('/pedidoAutomatico/verRespostasPorProduto/:id'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const selection = selectionOf(await request.json().catch(() => null));
    if (!selection) return HttpResponse.json({ sucesso: false, mensagem: 'Informe a seleção.' }, { status: 400 });
    const index = automaticOrderIndex(db(), quotation.id);
    const rows: RespostaProdutoDto[] = [];
    const seen = new Set<number>();
    /** An item's answers once per product of a branch (an item that joined another order is listed from its first order too); false past the limit. */
    const add = (id: number): boolean => {
      const { home, live } = homeAndLive(db(), id);
      if (seen.has(home) || index.removed.has(live) || index.excluded.has(live)) return true;
      if (seen.size >= MAX_ANSWER_PRODUCTS) return false;
      seen.add(home);
      const item = orderItemOf(db(), live);
      if (item) rows.push(...answersForItem(db(), item));
      return true;
    };
    /** True when more products were selected than the limit. */
    const collect = (): boolean => {
      for (const { p, whole, ids } of selectedOrders(db(), index, filterFromBody(selection.filtros), selection)) for (const id of whole ? activeItemIds(index, p) : ids) if (!add(id)) return true;
      // Products ticked one by one that were bought from another answer since (their first item left its order).
      for (const entry of selection.itens) if (!entry.selecionado) for (const id of entry.idPedidoItens) if (!add(id)) return true;
      return false;
    };
    const limited = collect();
    const url = new URL(request.url);
    const page = toPage(rows, Math.max(0, intParam(url, 'page', 0)), Math.max(1, intParam(url, 'size', ANSWERS_PAGE)));
    return HttpResponse.json<RespostasPorProdutoPageDto>(limited ? { ...page, limiteProdutos: MAX_ANSWER_PRODUCTS } : page);
  }),

  http.post(api('/pedidoAutomatico/selecionarResposta'), async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { id?: unknown; idPedidoItem?: unknown; checked?: unknown; versao?: unknown } | null;
    const idPedidoItem = requireItem(request, body?.idPedidoItem);
    if (!Number.isInteger(body?.id) || body?.checked !== true) return HttpResponse.json({ sucesso: false, mensagem: 'Escolha uma resposta.' }, { status: 400 });
    return answerChange(idPedidoItem, body.versao, () => chooseAnswer(db(), body.id as number, idPedidoItem));
  }),

  http.post(api('/pedidoAutomatico/alterarQuantidadeResposta'), async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { id?: unknown; idPedidoItem?: unknown; quantidadePedir?: unknown; versao?: unknown } | null;
    const idPedidoItem = requireItem(request, body?.idPedidoItem);
    if (!Number.isInteger(body?.id)) return HttpResponse.json({ sucesso: false, mensagem: 'Resposta não encontrada.' }, { status: 400 });
    // 12.5, -12 or a text is refused as such, never stored as another number.
    if (!isWholeQuantity(body?.quantidadePedir)) return HttpResponse.json({ sucesso: false, mensagem: NOT_A_WHOLE_NUMBER }, { status: 400 });
    return answerChange(idPedidoItem, body?.versao, () => setAnswerQuantity(db(), body?.id as number, idPedidoItem, body?.quantidadePedir as number));
  }),

  http.get<{ idResposta: string }>(api('/pedidoAutomatico/descontosResposta/:idResposta'), ({ request, params }) => {
    const idPedidoItem = requireItem(request, intParam(new URL(request.url), 'idPedidoItem', -1));
    return HttpResponse.json<DescontoRespostaDto[]>(answerDiscounts(db(), idPedidoItem, Number(params.idResposta)));
  }),
];
