import type { GeracaoFlagsDto, GeracaoPedidoDto } from './pedidoDto';
import { http } from './http';

/**
 * GET /pedido/{id}/generate: starts generating the quotation's orders (automatic, or the manual
 * order's proposal). One-shot: the Idempotency-Key makes a repeated request (a retry after a
 * timeout, a second tab) answer the first one's state instead of starting again. Answers 202
 * while generating, 200 with the outcome when the key's generation already finished, 409 with a
 * mensagem when the quotation cannot generate. `sic`: break ties with the buyer's SIC supplier order.
 * `flags`: the buyer's 'Considerar produtos com oportunidade' (oportunidade) and the quotation's
 * 'Ajustar as quantidades desta cotação à embalagem e ao mínimo' (ajustarQuantidade); one left out
 * is not sent and the server uses the stored setting.
 */
export function gerarPedidos(idCotacao: number, pedidoManual: boolean, idempotencyKey: string, sic = false, flags: GeracaoFlagsDto = {}, signal?: AbortSignal): Promise<GeracaoPedidoDto> {
  return http<GeracaoPedidoDto>(`/pedido/${idCotacao}/generate`, {
    query: { sic, pedidoManual, oportunidade: flags.oportunidade, ajustarQuantidade: flags.ajustarQuantidade, configPedidoManual: false },
    headers: { 'Idempotency-Key': idempotencyKey },
    retry: false, // the generation saga tries again itself, with this key
    signal,
  });
}
