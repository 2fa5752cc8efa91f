import { http } from './http';
import type { ExclusaoItemRevisaoDto } from './revisaoEnvioItemDto';

/**
 * POST /revisaoEnvio/pedido/{idPedido}/excluirItem {idPedidoItem}: deletes a product from an order
 * that can still be edited (DECISIONS 13). The spec names the modal, not the path (docs/api.md).
 */
export function excluirItemPedido(idPedido: number, idPedidoItem: number, signal?: AbortSignal): Promise<ExclusaoItemRevisaoDto> {
  return http(`/revisaoEnvio/pedido/${idPedido}/excluirItem`, { method: 'POST', json: { idPedidoItem }, signal });
}
