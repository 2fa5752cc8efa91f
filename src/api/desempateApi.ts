import type { DesempatePersonalizadoDto, PreferenciaFornecedorDto, PreferenciaRepresentanteDto } from './desempateDto';
import { http } from './http';

/**
 * Tie-break settings (spec 02 §2.4, §7 "Unanswered products and tie-break"; the paths are
 * designed, docs/api.md "Tie-break settings and the explained award").
 */
export function getSicPreference(signal?: AbortSignal): Promise<PreferenciaFornecedorDto[]> {
  return http<PreferenciaFornecedorDto[]>('/desempate/sic', { signal });
}

/** The answer of a list saved: the list's new version (docs/api.md "Versioned writes"). */
export interface ListaSalvaDto {
  sucesso: boolean;
  versao?: number;
}

/** POST /desempate/sic?versao: over another version of the list, 409 `conflito` with the list as it is. */
export function saveSicPreference(list: { fornecedorId: number; preferencia: number }[], versao: number | undefined, signal?: AbortSignal): Promise<ListaSalvaDto> {
  return http('/desempate/sic', { method: 'POST', json: list, query: { versao }, signal, expectedStatuses: [409] });
}

export async function getCustomTieBreakOn(signal?: AbortSignal): Promise<boolean> {
  return (await http<DesempatePersonalizadoDto>('/desempate/personalizado/ativo', { signal })).personalizado === true;
}

export function getCustomPreference(signal?: AbortSignal): Promise<PreferenciaRepresentanteDto[]> {
  return http<PreferenciaRepresentanteDto[]>('/desempate/personalizado', { signal });
}

/** POST /desempate/personalizado?versao (409 `conflito` as above). */
export function saveCustomPreference(list: { fornecedorId: number; representanteId: number; preferencia: number }[], versao: number | undefined, signal?: AbortSignal): Promise<ListaSalvaDto> {
  return http('/desempate/personalizado', { method: 'POST', json: list, query: { versao }, signal, expectedStatuses: [409] });
}

/** One call turns the custom configuration off (the saved order is discarded); `versao`: of the list as shown (409 `conflito` as above). */
export function disableCustomPreference(versao: number | undefined, signal?: AbortSignal): Promise<ListaSalvaDto> {
  return http('/desempate/personalizado', { method: 'DELETE', query: { versao }, signal, expectedStatuses: [409] });
}
