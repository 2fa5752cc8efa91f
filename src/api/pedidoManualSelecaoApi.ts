import { http } from './http';
import type { ContagemSelecaoManualDto, ExclusaoSelecaoManualDto, SelecaoItensManualDto } from './pedidoManualSelecaoDto';

const BASE = '/pedidomanual/pedidoManualItem';

/** POST /pedidomanual/pedidoManualItem/selecao/{idCotacao} (designed; docs/api.md): how many products in how many branches the selection covers. */
export function contarSelecaoManual(idCotacao: number, body: SelecaoItensManualDto, signal?: AbortSignal): Promise<ContagemSelecaoManualDto> {
  return http(`${BASE}/selecao/${idCotacao}`, { method: 'POST', json: body, signal });
}

/** POST /pedidomanual/pedidoManualItem/excluirSelecao/{idCotacao} (designed; docs/api.md): the selected (or all filtered) products leave the order in one request, restorable. */
export function excluirSelecaoManual(idCotacao: number, body: SelecaoItensManualDto, signal?: AbortSignal): Promise<ExclusaoSelecaoManualDto> {
  return http(`${BASE}/excluirSelecao/${idCotacao}`, { method: 'POST', json: body, signal, expectedStatuses: [400, 409] });
}
