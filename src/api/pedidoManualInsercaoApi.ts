import { http } from './http';
import type { ContagemDto, InsercaoPedidosDto, PedidoExisteDto, ValidacaoRespostasDto } from './pedidoManualTotaisDto';

/**
 * Inserting the manual order into branch orders (spec 02 §4.6, §7 "Order generation and
 * insertion", base /pedido; docs/api.md "Manual order: insertion"). The checks answer counts; a
 * refusal answers 409 { sucesso: false, mensagem }, which the caller shows (spec 02 §8 otherwise).
 */
const BASE = '/pedido';

/** GET /haProdutoSemRespostaSelecionada/{id}: products without a marked answer (the first confirmation). */
export function haProdutoSemRespostaSelecionada(idCotacao: number, signal?: AbortSignal): Promise<ContagemDto> {
  return http(`${BASE}/haProdutoSemRespostaSelecionada/${idCotacao}`, { signal });
}

/** GET /haRespostaComQuantidadePedidaZerada/{id}: marked answers with quantity 0 (the second confirmation); 404 'Não foi possível localizar a cotação.'. */
export function haRespostaComQuantidadePedidaZerada(idCotacao: number, signal?: AbortSignal): Promise<ContagemDto> {
  return http(`${BASE}/haRespostaComQuantidadePedidaZerada/${idCotacao}`, { signal, expectedStatuses: [404] });
}

/** POST /{id}/validarRespostas: the marked answers can become orders (none expired without permission, none ignored). */
export function validarRespostas(idCotacao: number, signal?: AbortSignal): Promise<ValidacaoRespostasDto> {
  return http(`${BASE}/${idCotacao}/validarRespostas`, { method: 'POST', signal, expectedStatuses: [409] });
}

/** GET /inserirPedidos/{id}: the marked answers become the quotation's branch orders, CONFIRMADO. */
export function inserirPedidos(idCotacao: number, signal?: AbortSignal): Promise<InsercaoPedidosDto> {
  return http(`${BASE}/inserirPedidos/${idCotacao}`, { retry: false, signal, expectedStatuses: [409] });
}

/** GET /validar/{id}: the order-exists check ('Ver Pedidos' shows when sucesso). */
export function pedidoExiste(idCotacao: number, signal?: AbortSignal): Promise<PedidoExisteDto> {
  return http(`${BASE}/validar/${idCotacao}`, { signal });
}

/** GET /getIdPedidoManualList/{id}: the ids of the manual order's branches. */
export function getIdPedidoManualList(idCotacao: number, signal?: AbortSignal): Promise<number[]> {
  return http(`${BASE}/getIdPedidoManualList/${idCotacao}`, { signal });
}
