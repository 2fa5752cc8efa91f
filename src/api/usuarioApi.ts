import type { DadosIntegracaoChave, DadosIntegracaoDto } from './resumoRespostaDto';
import type { ResultadoDto } from './dto';
import { http } from './http';

/** The usuario resource: a representative's integration credentials at a branch (spec 02 §7). */
export function getDadosRepresentanteCliente(chave: DadosIntegracaoChave, signal?: AbortSignal): Promise<DadosIntegracaoDto> {
  return http<DadosIntegracaoDto>('/usuario/getDadosRepresentanteCliente', { query: { ...chave }, signal });
}

/** PUT /usuario/dadosRepresentanteCliente (path designed here, docs/api.md). */
export function salvarDadosRepresentanteCliente(chave: DadosIntegracaoChave, dados: DadosIntegracaoDto, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>('/usuario/dadosRepresentanteCliente', { method: 'PUT', json: { ...chave, ...dados }, signal });
}
