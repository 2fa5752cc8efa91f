import type { Page, ResultadoDto } from './dto';
import { http } from './http';
import type { FiltroPedidosEnviadosDto, PedidoEnviadoResumoDto } from './pedidosEnviadosDto';

const BASE = '/pedido/enviadosOuFaturados';

/** POST /pedido/enviadosOuFaturados?page&size, body {situacaoPedido, dataInicio, dataFim} → the buyer's sent orders, newest first. */
export function getPedidosEnviados(filter: FiltroPedidosEnviadosDto, page: number, size: number, signal?: AbortSignal): Promise<Page<PedidoEnviadoResumoDto>> {
  return http<Page<PedidoEnviadoResumoDto>>(BASE, { method: 'POST', json: filter, query: { page, size }, signal });
}

/** POST /pedido/enviadosOuFaturados/exportar, the same body: {sucesso, mensagem: the CSV's download link}. */
export function exportarPedidosEnviados(filter: FiltroPedidosEnviadosDto, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>(`${BASE}/exportar`, { method: 'POST', json: filter, signal });
}
