import type { CodigoPagamentoDto, FormaPagamento, ResultadoCodigoDto } from './pagamentoPedidoDto';
import { http } from './http';

/**
 * Payment and supplier codes of sent orders (spec 03 §4.6, §7.4; docs/api.md "Payment and
 * supplier codes"). A refused code (already registered, used by another order) is 409 with
 * {sucesso: false, mensagem}: expected, shown on its row, not reported.
 */
const REFUSED = [409];

/** GET pedido/{idPedido}/codigoPagamento?forma: the PIX code or card link, or that the supplier's data has not arrived. */
export function getCodigoPagamento(idPedido: number, forma: FormaPagamento | null, signal?: AbortSignal): Promise<CodigoPagamentoDto> {
  return http(`/pedido/${idPedido}/codigoPagamento`, { query: { forma: forma ?? undefined }, signal });
}

/** POST pedido/cadastrarCodPedidoFornecedor {idPedido, codPedidoFornecedor}: the supplier's order code. */
export function cadastrarCodPedidoFornecedor(idPedido: number, codPedidoFornecedor: string, signal?: AbortSignal): Promise<ResultadoCodigoDto> {
  return http('/pedido/cadastrarCodPedidoFornecedor', { method: 'POST', json: { idPedido, codPedidoFornecedor }, expectedStatuses: REFUSED, signal });
}

/** POST {orders}/{idPedido}/atualizarCodPedido {codPedido}: the order was paid on the supplier's portal, under this order code. */
export function atualizarCodPedido(idPedido: number, codPedido: string, signal?: AbortSignal): Promise<ResultadoCodigoDto> {
  return http(`/revisaoEnvio/pedido/${idPedido}/atualizarCodPedido`, { method: 'POST', json: { codPedido }, expectedStatuses: REFUSED, signal });
}

/** POST /pedido/enviarSemCodPedidoFornecedor {idsPedido} (designed): 'Enviar sem aguardar Cód. Pedido' for orders waiting on the FTP code. */
export function enviarSemCodPedidoFornecedor(idsPedido: number[], signal?: AbortSignal): Promise<ResultadoCodigoDto> {
  return http('/pedido/enviarSemCodPedidoFornecedor', { method: 'POST', json: { idsPedido }, expectedStatuses: REFUSED, signal });
}
