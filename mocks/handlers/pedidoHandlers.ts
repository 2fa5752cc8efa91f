import { http, HttpResponse } from 'msw';
import type { ConsiderarRespostasAtrasadasDto, GeracaoPedidoDto, RespostaAtrasadaDto } from '../../src/api/pedidoDto';
import type { SituacaoPedido } from '../../src/api/dto';
import { db } from '../db/core/current';
import { existingGeneration, generationState, generationsOf, latestGeneration, startGeneration } from '../db/generation/generationJobs';
import { generationPreferencesOf, onlyExpiredAnswers } from '../db/generation/generationPreferences';
import { answerCounts } from '../db/generation/orderGeneration';
import type { DbAnswer, DbQuotation } from '../db/core/types';
import { api, requireQuotation, requireUser } from './context';

/** Orders that may still be replaced by a new generation (DECISIONS 13: editable statuses). */
const REPLACEABLE: SituacaoPedido[] = ['NAO_INICIADO', 'EM_CRIACAO', 'EM_NEGOCIACAO', 'CONFIRMADO'];

/** Why a quotation cannot start generating its orders, or null when it can. */
function cannotGenerate(quotation: DbQuotation): string | null {
  if (quotation.situacao !== 'EM_ANALISE') return 'Os pedidos só podem ser gerados para cotações em análise.';
  if (db().ordersOf(quotation.id).some((order) => !REPLACEABLE.includes(order.situacaoPedido))) {
    return 'Os pedidos desta cotação já foram enviados e não podem ser gerados novamente.';
  }
  const late = generationsOf(db()).lateConsidered.get(quotation.id) ?? new Set<number>();
  if (!db().answersOf(quotation.id).some((answer) => answerCounts(answer, late))) return 'Não há respostas consideradas para gerar pedidos nesta cotação.';
  return null;
}

const isLate = (answer: DbAnswer): boolean => answer.categoria === 'ATRASADA' && !answer.pendente && !('respostaIgnorada' in answer && answer.respostaIgnorada === true);

function lateRow(answer: DbAnswer, considered: ReadonlySet<number>): RespostaAtrasadaDto {
  const branch = db().data.branches.find((b) => b.id === answer.idCliente);
  return {
    idResposta: answer.id,
    idCliente: answer.idCliente,
    cnpjCliente: branch?.cnpj ?? '',
    nomeCliente: branch?.nomeFantasia ?? '',
    idFornecedor: answer.idFornecedor,
    nomeFornecedor: db().supplierName(answer.idFornecedor),
    idRepresentante: answer.idRepresentante,
    nomeRepresentante: db().representativeName(answer.idRepresentante),
    dataEnvio: answer.dataEnvio,
    considerada: considered.has(answer.id),
  };
}

/**
 * Order generation (spec 02 §7 "Order generation and insertion") and late answers (§4.2).
 * The generation itself is mocks/db/generation/generationJobs.ts; starting it is idempotent per
 * `Idempotency-Key` and joins a generation of the same quotation that is still running.
 */
export const pedidoHandlers = [
  http.get<{ id: string }>(api('/pedido/:id/generate'), ({ request, params }) => {
    const user = requireUser(request);
    const quotation = requireQuotation(user, params.id);
    const key = request.headers.get('Idempotency-Key');
    const known = existingGeneration(db(), quotation.id, key);
    if (known) return HttpResponse.json<GeracaoPedidoDto>(generationState(known), { status: known.state === 'running' ? 202 : 200 });
    const refusal = cannotGenerate(quotation);
    if (refusal) return HttpResponse.json({ mensagem: refusal }, { status: 409 });
    const query = new URL(request.url).searchParams;
    const manual = query.get('pedidoManual') === 'true';
    const sic = query.get('sic') === 'true';
    // The buyer's order preferences steer the automatic generation (the manual order has its own rules for expired answers).
    const preferences = manual ? undefined : generationPreferencesOf(db(), user, quotation, query);
    const expired = preferences && onlyExpiredAnswers(db(), quotation, preferences, generationsOf(db()).lateConsidered.get(quotation.id) ?? new Set<number>());
    if (expired) return HttpResponse.json({ mensagem: expired }, { status: 409 });
    return HttpResponse.json<GeracaoPedidoDto>(generationState(startGeneration(db(), quotation, manual, key, sic, preferences)), { status: 202 });
  }),

  http.get<{ id: string }>(api('/resumoresposta/pedidoGerando/:id'), ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    return HttpResponse.json<GeracaoPedidoDto>(generationState(latestGeneration(db(), quotation.id)));
  }),

  // idFornecedor and idRepresentante narrow the list to one supplier or representative; 0 = all.
  http.get<{ id: string; idFornecedor: string; idRepresentante: string }>(
    api('/resumoresposta/filiaisComRespostasAtradadas/:id/:idFornecedor/:idRepresentante'),
    ({ request, params }) => {
      const quotation = requireQuotation(requireUser(request), params.id);
      const supplier = Number(params.idFornecedor) || 0;
      const representative = Number(params.idRepresentante) || 0;
      const considered = generationsOf(db()).lateConsidered.get(quotation.id) ?? new Set<number>();
      const rows = db()
        .answersOf(quotation.id)
        .filter((answer) => isLate(answer) && (!supplier || answer.idFornecedor === supplier) && (!representative || answer.idRepresentante === representative))
        .map((answer) => lateRow(answer, considered));
      return HttpResponse.json<RespostaAtrasadaDto[]>(rows);
    },
  ),

  http.post(api('/resumoresposta/considerarRespostasAtrasadas'), async ({ request }) => {
    const user = requireUser(request);
    const body = (await request.json().catch(() => ({}))) as Partial<ConsiderarRespostasAtrasadasDto>;
    const quotation = requireQuotation(user, String(body.idCotacao));
    if (!Array.isArray(body.idsResposta) || !body.idsResposta.every((id) => Number.isInteger(id))) {
      return HttpResponse.json({ mensagem: 'idsResposta deve ser uma lista de respostas.' }, { status: 400 });
    }
    const late = new Set(db().answersOf(quotation.id).filter(isLate).map((answer) => answer.id));
    const chosen = body.idsResposta.filter((id) => late.has(id));
    generationsOf(db()).lateConsidered.set(quotation.id, new Set(chosen));
    return HttpResponse.json({ sucesso: true, mensagem: `${chosen.length} resposta(s) atrasada(s) considerada(s).` });
  }),

  // Test control (not part of the backend): hold running generations, so a test sees `gerando: true` for as long as it needs.
  http.post(api('/__mock/geracao'), async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { pausada?: unknown };
    generationsOf(db()).paused = body.pausada === true;
    return HttpResponse.json({ pausada: generationsOf(db()).paused, geracoes: generationsOf(db()).started });
  }),
];
