import { http, HttpResponse } from 'msw';
import type { CategoriaPrioridadeDto, FiltroFornecedorDto, RespostaItemDto } from '../../src/api/resumoRespostaDto';
import type { CategoriaResposta } from '../../src/api/dto';
import { settleQuotationAnswers } from '../db/answers/answerSimulation';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import { SCENARIOS } from '../db/core/scenarios';
import { summaryButtons } from '../db/summary/summaryButtons';
import { categoriesOf, saveCategoryPreferences } from '../db/summary/summaryCategories';
import type { DbAnswer, DbUser } from '../db/core/types';
import { api, intParam, requireQuotation, requireUser } from './context';
import { VERSION_CONFLICT_MESSAGE } from '../../src/domain/versionConflict';
import { fold } from './cotacaoViews';
import { answerDetail, answersByPair, branchRow, conditionById, contextOf, motiveText, paymentConditions, supplierBlocks } from './summaryViews';

/** The quotation summary's reads and writes (spec 02 §7 "Summary"; designed paths in docs/api.md). */
const R = '/resumoresposta';
const seed = (): number => SCENARIOS[db().scenario].seed;

function quotationOf(request: Request, id: string | readonly string[] | undefined) {
  const user = requireUser(request);
  return { user, quotation: requireQuotation(user, id) };
}

/** The buyer's answer, or a 404 (thrown). */
function requireAnswer(user: DbUser, idResposta: unknown): DbAnswer {
  const answer = db().answerById.get(Number(idResposta));
  const quotation = answer && db().quotationById.get(answer.idCotacao);
  if (!answer || !quotation || quotation.idComprador !== user.idComprador) throw HttpResponse.json({ mensagem: 'Resposta não encontrada.' }, { status: 404 });
  return answer;
}

const ITEM_SORT: Record<string, (item: RespostaItemDto) => string | number> = {
  descricaoProduto: (i) => fold(i.descricaoProduto),
  descricaoFabricante: (i) => fold(i.descricaoFabricante),
  codBarras: (i) => i.codBarras,
  quantidade: (i) => i.quantidade,
  quantidadeCotada: (i) => i.quantidadeCotada,
  descontoInformado: (i) => i.descontoInformado,
  precoSemST: (i) => i.precoSemST,
  precoComST: (i) => i.precoComST,
};

/** The buyer's category document's key in the versions (mocks/db/core/itemRevisions.ts). */
const categoriesKey = (idComprador: number): string => `categorias:${idComprador}`;

/** The buyer's categories with the document's version on each. */
function versionedCategories(idComprador: number, idCotacao: number) {
  const versao = db().itemRevisions.documentVersion(categoriesKey(idComprador));
  return categoriesOf(db(), idComprador, db().answersOf(idCotacao)).map((category) => ({ ...category, versao }));
}

export const resumoRespostaSummaryHandlers = [
  http.get<{ id: string }>(api(`${R}/contexto/:id`), ({ request, params }) => {
    const { user, quotation } = quotationOf(request, params.id);
    return HttpResponse.json(contextOf(db(), quotation, user));
  }),

  http.get<{ id: string }>(api(`${R}/getBotoes/:id`), ({ request, params }) => HttpResponse.json(summaryButtons(db(), quotationOf(request, params.id).quotation))),

  http.get<{ id: string }>(api(`${R}/getClientes/:id`), ({ request, params }) => {
    const { quotation } = quotationOf(request, params.id);
    return HttpResponse.json(db().data.branches.filter((b) => quotation.filiais.includes(b.id)).map(({ idComprador: _, ...branch }) => branch));
  }),

  http.get<{ id: string }>(api(`${R}/getCategorias/:id`), ({ request, params }) => {
    const { user, quotation } = quotationOf(request, params.id);
    return HttpResponse.json(versionedCategories(user.idComprador, quotation.id));
  }),

  // ?versao: the version the order and switches were read at (docs/api.md "Versioned writes"): a newer one refuses the write with 409 and the categories as they are.
  http.put<{ id: string }>(api(`${R}/categoria/:id`), async ({ request, params }) => {
    const { user, quotation } = quotationOf(request, params.id);
    const body = (await request.json().catch(() => null)) as CategoriaPrioridadeDto[] | null;
    const key = categoriesKey(user.idComprador);
    const url = new URL(request.url);
    if (url.searchParams.has('versao') && intParam(url, 'versao', -1) !== db().itemRevisions.documentVersion(key)) {
      return HttpResponse.json({ sucesso: false, mensagem: VERSION_CONFLICT_MESSAGE, conflito: true, atuais: versionedCategories(user.idComprador, quotation.id) }, { status: 409 });
    }
    if (!Array.isArray(body) || !saveCategoryPreferences(db(), user.idComprador, body)) return HttpResponse.json({ mensagem: 'Categorias inválidas.' }, { status: 400 });
    return HttpResponse.json({ resultado: true, versao: db().itemRevisions.documentWritten(key) });
  }),

  http.get<{ id: string }>(api(`${R}/getFornecedores/:id`), ({ request, params }) => {
    const { quotation } = quotationOf(request, params.id);
    const url = new URL(request.url);
    const blocks = supplierBlocks(db(), quotation, { idFornecedor: intParam(url, 'idFornecedor', 0), idRepresentante: intParam(url, 'idRepresentante', 0) });
    return HttpResponse.json(toPage(blocks, intParam(url, 'page', 0), intParam(url, 'size', 10)));
  }),

  http.get<{ id: string }>(api(`${R}/getFiltroFornecedores/:id`), ({ request, params }) => {
    const { quotation } = quotationOf(request, params.id);
    const options = new Map<number, FiltroFornecedorDto>();
    for (const { idFornecedor, idRepresentante } of quotation.participantes) {
      const supplier = db().supplierById.get(idFornecedor);
      if (!supplier) continue;
      if (!options.has(idFornecedor)) options.set(idFornecedor, { idFornecedor, nomeFornecedor: supplier.nomeFantasia, representantes: [] });
      options.get(idFornecedor)!.representantes.push({ idRepresentante, nomeRepresentante: db().representativeName(idRepresentante) });
    }
    return HttpResponse.json([...options.values()]);
  }),

  http.get<{ id: string }>(api(`${R}/getFornecedor/:id/stats`), ({ request, params }) => {
    const { quotation } = quotationOf(request, params.id);
    const url = new URL(request.url);
    const key = `${intParam(url, 'idFornecedor', 0)}:${intParam(url, 'idRepresentante', 0)}`;
    const rows = (answersByPair(db(), quotation).get(key) ?? []).map((answer) => branchRow(db(), quotation, answer, seed()));
    if (url.searchParams.get('sortKey') === 'nomeCliente') rows.sort((a, b) => a.nomeCliente.localeCompare(b.nomeCliente, 'pt-BR', { numeric: true }));
    if (url.searchParams.get('asc') === 'false') rows.reverse();
    const page = toPage(rows, intParam(url, 'page', 0), intParam(url, 'size', 10));
    return HttpResponse.json({ filiais: page.content, totalElements: page.totalElements, totalPages: page.totalPages });
  }),

  http.get<{ id: string }>(api(`${R}/getMotivoDetalhado/:id`), ({ request, params }) => {
    const { quotation } = quotationOf(request, params.id);
    const url = new URL(request.url);
    const key = `${intParam(url, 'idFornecedor', 0)}:${intParam(url, 'idRepresentante', 0)}`;
    const motivo = url.searchParams.get('motivoResposta') as CategoriaResposta | null;
    const answers = (answersByPair(db(), quotation).get(key) ?? []).filter((a) => a.categoria === motivo);
    return HttpResponse.json({
      detalhes: answers.map((answer) => {
        const row = branchRow(db(), quotation, answer, seed());
        return { nomeCliente: row.nomeCliente, cnpjCliente: row.cnpjCliente, motivo: motiveText(answer) };
      }),
    });
  }),

  http.get<{ id: string; idFornecedor: string; idRepresentante: string }>(api(`${R}/respostasIgnoradas/:id/:idFornecedor/:idRepresentante`), ({ request, params }) => {
    const { quotation } = quotationOf(request, params.id);
    const answers = answersByPair(db(), quotation).get(`${params.idFornecedor}:${params.idRepresentante}`) ?? [];
    return HttpResponse.json({ totalmenteSelecionada: answers.length > 0 && answers.every((a) => a.respostaIgnorada) });
  }),

  http.post(api(`${R}/ignorarResposta`), async ({ request }) => {
    const user = requireUser(request);
    const body = (await request.json().catch(() => ({}))) as { idResposta?: number; ignorar?: boolean };
    const answer = requireAnswer(user, body.idResposta);
    answer.respostaIgnorada = body.ignorar !== false;
    return HttpResponse.json({ sucesso: true });
  }),

  http.post(api(`${R}/ignorarRespostas`), async ({ request }) => {
    const user = requireUser(request);
    const body = (await request.json().catch(() => ({}))) as { idCotacao?: number; idFornecedor?: number; idRepresentante?: number; ignorar?: boolean };
    const quotation = requireQuotation(user, body.idCotacao);
    for (const answer of answersByPair(db(), quotation).get(`${body.idFornecedor}:${body.idRepresentante}`) ?? []) answer.respostaIgnorada = body.ignorar !== false;
    return HttpResponse.json({ sucesso: true });
  }),

  http.get<{ idResposta: string }>(api(`${R}/getResposta/:idResposta`), ({ request, params }) => {
    const answer = requireAnswer(requireUser(request), params.idResposta);
    return HttpResponse.json(answerDetail(db(), db().quotationById.get(answer.idCotacao)!, answer, seed()));
  }),

  http.get<{ idResposta: string }>(api(`${R}/getItensResposta/:idResposta`), ({ request, params }) => {
    const answer = requireAnswer(requireUser(request), params.idResposta);
    const url = new URL(request.url);
    const search = fold(url.searchParams.get('searchKey') ?? '').trim();
    let items = db().answerItems.get(answer.id).filter((item) => !search || fold(`${item.descricaoProduto} ${item.descricaoFabricante} ${item.codBarras} ${item.codComprador}`).includes(search));
    const sortBy = ITEM_SORT[url.searchParams.get('sortKey') ?? ''];
    if (sortBy) {
      const direction = url.searchParams.get('asc') === 'false' ? -1 : 1;
      items = [...items].sort((a, b) => (sortBy(a) < sortBy(b) ? -direction : sortBy(a) > sortBy(b) ? direction : 0));
    }
    return HttpResponse.json(toPage(items, intParam(url, 'page', 0), intParam(url, 'size', 6)));
  }),

  http.get<{ id: string }>(api(`${R}/condicoesPagamento/:id`), ({ request, params }) => {
    const { user, quotation } = quotationOf(request, params.id);
    const answer = requireAnswer(user, new URL(request.url).searchParams.get('idResposta'));
    return HttpResponse.json(paymentConditions(db(), quotation, answer, seed()));
  }),

  http.put(api(`${R}/condicaoPagamento`), async ({ request }) => {
    const user = requireUser(request);
    const body = (await request.json().catch(() => ({}))) as { idCotacao?: number; idResposta?: number; idCondicao?: number };
    const answer = requireAnswer(user, body.idResposta);
    const quotation = requireQuotation(user, answer.idCotacao);
    const option = paymentConditions(db(), quotation, answer, seed()).find((c) => c.id === body.idCondicao);
    if (!option || conditionById(option.id) === undefined) return HttpResponse.json({ mensagem: 'Condição de pagamento indisponível para esta filial.' }, { status: 400 });
    answer.diasPrazoEscolhido = option.dias;
    return HttpResponse.json({ sucesso: true, mensagem: 'Condição de pagamento alterada.' });
  }),

  // 'Verificar respostas' (docs/decisions.md): the suppliers' systems are asked again, so answers due in the next 2 minutes arrive now.
  http.get<{ id: string }>(api(`${R}/verificarRespostas/:id`), ({ request, params }) => {
    const { quotation } = quotationOf(request, params.id);
    const before = db().pendingAnswersByQuotation.get(quotation.id)?.length ?? 0;
    settleQuotationAnswers(db(), quotation.id, new Date(db().now().getTime() + 2 * 60_000));
    const after = db().pendingAnswersByQuotation.get(quotation.id)?.length ?? 0;
    return HttpResponse.json({ alteradas: before - after });
  }),
];
