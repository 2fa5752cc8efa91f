import { http, HttpResponse } from 'msw';
import type { DadosLoopingBody, DadosLoopingDto, EnvioPedidosBody, EnvioPedidosDto, ResultadoEnvioDto } from '../../src/api/envioPedidoDto';
import type { StatusLooping } from '../../src/domain/orderStatus';
import { minutesOf } from '../../src/domain/loopingTime';
import { db } from '../db/core/current';
import { ALREADY_SENT, createLooping, endLoopingManually, loopingOf, NOTHING_TO_SEND, sendOrders, sendingOf, updateLooping } from '../db/sending/orderSending';
import { isSentOrLater } from '../../src/domain/orderStatus';
import type { DbOrder } from '../db/core/types';
import { api, bodyOf, requireQuotation, requireUser } from './context';
import { DOCUMENT_KEYS, documentConflict, documentVersion, documentWritten } from './documentVersions';

interface Params {
  id: string;
}

/** The looping settings with their version (docs/api.md "Versioned writes"). */
const versioned = (data: DadosLoopingDto): DadosLoopingDto => ({ ...data, versao: documentVersion(DOCUMENT_KEYS.looping(data.idCotacao)) });

const refused = (mensagem: string, status = 409) => HttpResponse.json<ResultadoEnvioDto>({ sucesso: false, mensagem }, { status });

function answerSend(orders: readonly DbOrder[], comLooping: boolean, request: Request) {
  const result = sendOrders(db(), orders, comLooping, request.headers.get('Idempotency-Key'));
  if (result) return HttpResponse.json<EnvioPedidosDto>(result);
  return refused(orders.length > 0 && orders.every((order) => isSentOrLater(order.situacaoPedido)) ? ALREADY_SENT : NOTHING_TO_SEND);
}

const LOOPING_STATUSES: readonly StatusLooping[] = ['P', 'W', 'D', 'MD', 'C'];

/** Spec 03 §5: limiter 0 to 301, time HH:mm, considerarMinimo boolean. */
function loopingBodyProblem(body: Partial<DadosLoopingBody>): string | null {
  const limiter = body.percentualPrecoMax;
  if (typeof limiter !== 'number' || !Number.isInteger(limiter) || limiter < 0 || limiter > 301) return 'O limitador vai de 0 a 301.';
  if (minutesOf(body.horarioLimite) === null) return 'É necessário um valor horário limite válido para o looping';
  if (typeof body.considerarMinimo !== 'boolean') return 'considerarMinimo deve ser verdadeiro ou falso.';
  return null;
}

/**
 * Sending orders and the looping data (spec 03 §4.6, §7.4; docs/api.md "Order sending"), over
 * mocks/db/sending/orderSending.ts. Sends are one-shot: the `Idempotency-Key` header answers the first
 * result again, and an order already sent is never sent twice.
 */
export const envioPedidoHandlers = [
  http.post(api('/pedido/enviar'), async ({ request }) => {
    const user = requireUser(request);
    const body = await bodyOf<EnvioPedidosBody>(request);
    const ids = Array.isArray(body.idsPedido) ? body.idsPedido.filter((id) => Number.isInteger(id)) : [];
    if (ids.length === 0) return refused('Selecione ao menos um pedido.', 400);
    const orders: DbOrder[] = [];
    for (const id of ids) {
      const order = db().orderById.get(id);
      if (!order) return refused('Pedido não encontrado.', 404);
      requireQuotation(user, order.idCotacao);
      orders.push(order);
    }
    return answerSend(orders, body.enviarComLooping === true, request);
  }),

  http.post<Params>(api('/pedido/enviarTodos/:id'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const body = await bodyOf<EnvioPedidosBody>(request);
    return answerSend(db().ordersOf(quotation.id), body.enviarComLooping === true, request);
  }),

  http.get<Params>(api('/pedido/getDadosLooping/:id'), ({ request, params }) =>
    HttpResponse.json<DadosLoopingDto>(versioned(loopingOf(db(), requireQuotation(requireUser(request), params.id).id))),
  ),

  http.get<Params>(api('/pedido/getAndCreateDadosLooping/:id'), ({ request, params }) =>
    HttpResponse.json<DadosLoopingDto>(versioned(createLooping(db(), requireQuotation(requireUser(request), params.id).id))),
  ),

  // ?versao: the version the settings were read at; another one: 409 with the settings as they are (docs/api.md "Versioned writes").
  http.put<Params>(api('/pedido/updateDadosLooping/:id'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const body = await bodyOf<DadosLoopingBody>(request);
    const problem = loopingBodyProblem(body);
    if (problem) return refused(problem, 400);
    const key = DOCUMENT_KEYS.looping(quotation.id);
    const conflict = documentConflict(request, key, () => [versioned(createLooping(db(), quotation.id))]);
    if (conflict) return conflict;
    const { percentualPrecoMax, horarioLimite, considerarMinimo } = body as DadosLoopingBody;
    const saved = { ...updateLooping(db(), quotation.id, { percentualPrecoMax, horarioLimite, considerarMinimo }) };
    return HttpResponse.json<DadosLoopingDto>({ ...saved, versao: documentWritten(key) });
  }),

  http.put<Params>(api('/pedido/updateStatusLooping/:id'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const { status } = await bodyOf<{ status: StatusLooping }>(request);
    if (!status || !LOOPING_STATUSES.includes(status)) return refused('Status de looping inválido.', 400);
    const data = createLooping(db(), quotation.id);
    data.status = status;
    if (status === 'P') sendingOf(db()).moving.add(quotation.id);
    return HttpResponse.json<DadosLoopingDto>(versioned(data));
  }),

  http.patch<Params>(api('/pedido/encerrarManualmenteDadosLooping/:id'), ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const data = endLoopingManually(db(), quotation.id);
    return data ? HttpResponse.json<DadosLoopingDto>(versioned(data)) : refused('Não há looping em andamento nesta cotação.');
  }),
];
