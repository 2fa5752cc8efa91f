import type { DadosLoopingBody, DadosLoopingDto, EnvioPedidosDto, StatusLooping } from './envioPedidoDto';
import { http } from './http';

/**
 * Sending orders and the looping data (spec 03 §4.6, §7.4; docs/api.md "Order sending"). A send
 * is one-shot: the Idempotency-Key, made once per send attempt and kept across its retries,
 * makes a repeated request answer the first result; an order already sent is never sent again.
 * A send with nothing to send is refused with 409 (expected, not reported).
 */
const REFUSED = [409];

/** POST /pedido/enviar {idsPedido, enviarComLooping}: the named orders. */
export function enviarPedidos(idsPedido: number[], enviarComLooping: boolean, idempotencyKey: string, signal?: AbortSignal): Promise<EnvioPedidosDto> {
  return http('/pedido/enviar', { method: 'POST', json: { idsPedido, enviarComLooping }, headers: { 'Idempotency-Key': idempotencyKey }, expectedStatuses: REFUSED, signal });
}

/** POST /pedido/enviarTodos/{idCotacao} {enviarComLooping}: every confirmed order of the quotation (designed; docs/api.md). */
export function enviarTodosPedidos(idCotacao: number, enviarComLooping: boolean, idempotencyKey: string, signal?: AbortSignal): Promise<EnvioPedidosDto> {
  return http(`/pedido/enviarTodos/${idCotacao}`, { method: 'POST', json: { enviarComLooping }, headers: { 'Idempotency-Key': idempotencyKey }, expectedStatuses: REFUSED, signal });
}

/** GET pedido/getDadosLooping/{idCotacao}: the looping data (nulls and status C before any). */
export function getDadosLooping(idCotacao: number, signal?: AbortSignal): Promise<DadosLoopingDto> {
  return http(`/pedido/getDadosLooping/${idCotacao}`, { signal });
}

/** GET pedido/getAndCreateDadosLooping/{idCotacao}: the looping data, created with the defaults (21:00, 0, false) when missing. */
export function getAndCreateDadosLooping(idCotacao: number, signal?: AbortSignal): Promise<DadosLoopingDto> {
  return http(`/pedido/getAndCreateDadosLooping/${idCotacao}`, { signal });
}

/** PUT pedido/updateDadosLooping/{idCotacao}?versao {percentualPrecoMax, horarioLimite, considerarMinimo}: over another version of the settings, 409 `conflito` with them as they are (docs/api.md "Versioned writes"). */
export function updateDadosLooping(idCotacao: number, body: DadosLoopingBody, versao: number | undefined, signal?: AbortSignal): Promise<DadosLoopingDto> {
  return http(`/pedido/updateDadosLooping/${idCotacao}`, { method: 'PUT', json: body, query: { versao }, signal, expectedStatuses: [409] });
}

/** PUT pedido/updateStatusLooping/{idCotacao} {status}. */
export function updateStatusLooping(idCotacao: number, status: StatusLooping, signal?: AbortSignal): Promise<DadosLoopingDto> {
  return http(`/pedido/updateStatusLooping/${idCotacao}`, { method: 'PUT', json: { status }, signal });
}

/** PATCH pedido/encerrarManualmenteDadosLooping/{idCotacao}: ends a running looping (status MD); 409 when none runs. */
export function encerrarLooping(idCotacao: number, signal?: AbortSignal): Promise<DadosLoopingDto> {
  return http(`/pedido/encerrarManualmenteDadosLooping/${idCotacao}`, { method: 'PATCH', expectedStatuses: REFUSED, signal });
}
