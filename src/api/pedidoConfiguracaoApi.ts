import type { ResultadoDto } from './dto';
import { http } from './http';
import type { AjusteQuantidadeDto, ConfiguracaoUsuarioDto } from './pedidoConfiguracaoDto';

/**
 * The buyer's order preferences (spec 03 §7.4; docs/api.md "Order preferences"): read, switch a
 * setting on (salvar) or off (excluir), and a quotation's quantity adjustment.
 */
export function buscarConfigUsuario(signal?: AbortSignal): Promise<ConfiguracaoUsuarioDto> {
  return http('/pedido/buscarConfigUsuario', { signal });
}

/** The answer of a setting switched: the settings' new version (docs/api.md "Versioned writes"). */
export type ConfiguracaoSalvaDto = ResultadoDto & { versao?: number };

/** `versao`: of the user's settings as read; over another one, 409 `conflito` with them as they are. */
export function salvarConfiguracaoUsuario(idUsuario: number, idConfig: number, versao: number | undefined, signal?: AbortSignal): Promise<ConfiguracaoSalvaDto> {
  return http('/pedido/salvarConfiguracaoUsuario', { method: 'POST', json: { idUsuario, idConfig }, query: { versao }, signal, expectedStatuses: [409] });
}

export function excluirConfiguracaoUsuario(idUsuario: number, idConfig: number, versao: number | undefined, signal?: AbortSignal): Promise<ConfiguracaoSalvaDto> {
  return http('/pedido/excluirConfiguracaoUsuario', { method: 'POST', json: { idConfig, idUsuario }, query: { versao }, signal, expectedStatuses: [409] });
}

/** GET pedido/ajusteQuantidadeCotacao/{idCotacao} (designed: the spec shows only the POST). */
export function getAjusteQuantidade(idCotacao: number, signal?: AbortSignal): Promise<AjusteQuantidadeDto> {
  return http(`/pedido/ajusteQuantidadeCotacao/${idCotacao}`, { signal });
}

/** `versao`: of the adjustment as read; over another one, 409 `conflito` with it as it is. */
export function ajusteQuantidadeCotacao(idCotacao: number, ajustaQuantidade: boolean, versao: number | undefined, signal?: AbortSignal): Promise<ConfiguracaoSalvaDto> {
  return http(`/pedido/ajusteQuantidadeCotacao/${idCotacao}`, { method: 'POST', json: { ajustaQuantidade }, query: { versao }, signal, expectedStatuses: [409] });
}
