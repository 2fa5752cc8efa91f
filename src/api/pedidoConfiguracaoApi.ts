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

export function salvarConfiguracaoUsuario(idUsuario: number, idConfig: number, signal?: AbortSignal): Promise<ResultadoDto> {
  return http('/pedido/salvarConfiguracaoUsuario', { method: 'POST', json: { idUsuario, idConfig }, signal });
}

export function excluirConfiguracaoUsuario(idUsuario: number, idConfig: number, signal?: AbortSignal): Promise<ResultadoDto> {
  return http('/pedido/excluirConfiguracaoUsuario', { method: 'POST', json: { idConfig, idUsuario }, signal });
}

/** GET pedido/ajusteQuantidadeCotacao/{idCotacao} (designed: the spec shows only the POST). */
export function getAjusteQuantidade(idCotacao: number, signal?: AbortSignal): Promise<AjusteQuantidadeDto> {
  return http(`/pedido/ajusteQuantidadeCotacao/${idCotacao}`, { signal });
}

export function ajusteQuantidadeCotacao(idCotacao: number, ajustaQuantidade: boolean, signal?: AbortSignal): Promise<ResultadoDto> {
  return http(`/pedido/ajusteQuantidadeCotacao/${idCotacao}`, { method: 'POST', json: { ajustaQuantidade }, signal });
}
