import type { PreviaEnvioDto } from './envioPedidoPreviaDto';
import { http } from './http';

/**
 * POST /pedido/previaEnvio/{idCotacao} {idsPedido?} (designed; docs/api.md "Order sending"):
 * how many orders and what total a send would take out, and which named orders it would leave
 * and why. Without idsPedido: every order of the quotation ('Enviar pedidos' with nothing selected).
 */
export function getPreviaEnvio(idCotacao: number, idsPedido: number[] | 'todos', signal?: AbortSignal): Promise<PreviaEnvioDto> {
  return http(`/pedido/previaEnvio/${idCotacao}`, { method: 'POST', json: idsPedido === 'todos' ? {} : { idsPedido }, signal });
}
