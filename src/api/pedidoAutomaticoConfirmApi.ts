import type { Page } from './dto';
import type { PedidoAcimaDoDobroDto, ProdutoAcimaDoDobroDto, ResultadoPedidoDto, TemComboDto } from './pedidoAutomaticoConfirmDto';
import { http } from './http';
import type { Paging } from './pedidoAutomaticoApi';

/**
 * Confirming and restarting the automatic order (spec 03 §4.2, §7.1; docs/api.md "Automatic order:
 * confirm, over-double, restart"): a refusal answers { sucesso: false, mensagem } with 409, which
 * the caller shows, so it is not reported as a failure.
 */
const BASE = '/pedidoAutomatico';
const REFUSED = [409];

/** GET /validarConfirmacao/{id}: the pre-check before confirming. */
export function validarConfirmacao(idCotacao: number, signal?: AbortSignal): Promise<ResultadoPedidoDto> {
  return http(`${BASE}/validarConfirmacao/${idCotacao}`, { signal, expectedStatuses: REFUSED });
}

/** GET /filiaisComProdutosCompradosEmExcesso/{id}?page&size (5): the orders with a product above double the quoted. */
export function getPedidosAcimaDoDobro(idCotacao: number, paging: Paging, signal?: AbortSignal): Promise<Page<PedidoAcimaDoDobroDto>> {
  return http(`${BASE}/filiaisComProdutosCompradosEmExcesso/${idCotacao}`, { query: { ...paging }, signal });
}

/** GET /produtosCompradosEmExcesso/{id}/{idPedido}?page&size (5): that order's products above double, most over first. */
export function getProdutosAcimaDoDobro(idCotacao: number, idPedido: number, paging: Paging, signal?: AbortSignal): Promise<Page<ProdutoAcimaDoDobroDto>> {
  return http(`${BASE}/produtosCompradosEmExcesso/${idCotacao}/${idPedido}`, { query: { ...paging }, signal });
}

/** POST /aceitarQuantidadesEmDobro/{id}: the buyer keeps the quantities above double. */
export function aceitarQuantidadesEmDobro(idCotacao: number, signal?: AbortSignal): Promise<ResultadoPedidoDto> {
  return http(`${BASE}/aceitarQuantidadesEmDobro/${idCotacao}`, { method: 'POST', signal, expectedStatuses: REFUSED });
}

/** GET /confirmar/{id}: the quotation's open orders become CONFIRMADO. */
export function confirmarPedidos(idCotacao: number, signal?: AbortSignal): Promise<ResultadoPedidoDto> {
  return http(`${BASE}/confirmar/${idCotacao}`, { retry: false, signal, expectedStatuses: REFUSED });
}

/** POST /reiniciarPedidos/{id}: the first reset call, the orders and their items are dropped. */
export function reiniciarPedidos(idCotacao: number, signal?: AbortSignal): Promise<ResultadoPedidoDto> {
  return http(`${BASE}/reiniciarPedidos/${idCotacao}`, { method: 'POST', signal, expectedStatuses: REFUSED });
}

/** POST /reiniciarAnalise/{id}: the second reset call, the quotation goes back to analysis (orders may be generated again). */
export function reiniciarAnalise(idCotacao: number, signal?: AbortSignal): Promise<ResultadoPedidoDto> {
  return http(`${BASE}/reiniciarAnalise/${idCotacao}`, { method: 'POST', signal, expectedStatuses: REFUSED });
}

/** GET /temCombo/{id}: whether the Combo button shows. */
export function getTemCombo(idCotacao: number, signal?: AbortSignal): Promise<TemComboDto> {
  return http(`${BASE}/temCombo/${idCotacao}`, { signal });
}
