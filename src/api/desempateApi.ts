import type { DesempatePersonalizadoDto, PreferenciaFornecedorDto, PreferenciaRepresentanteDto } from './desempateDto';
import { http } from './http';

/**
 * Tie-break settings (spec 02 §2.4, §7 "Unanswered products and tie-break"; the paths are
 * designed, docs/api.md "Tie-break settings and the explained award").
 */
export function getSicPreference(signal?: AbortSignal): Promise<PreferenciaFornecedorDto[]> {
  return http<PreferenciaFornecedorDto[]>('/desempate/sic', { signal });
}

export function saveSicPreference(list: { fornecedorId: number; preferencia: number }[], signal?: AbortSignal): Promise<unknown> {
  return http('/desempate/sic', { method: 'POST', json: list, signal });
}

export async function getCustomTieBreakOn(signal?: AbortSignal): Promise<boolean> {
  return (await http<DesempatePersonalizadoDto>('/desempate/personalizado/ativo', { signal })).personalizado === true;
}

export function getCustomPreference(signal?: AbortSignal): Promise<PreferenciaRepresentanteDto[]> {
  return http<PreferenciaRepresentanteDto[]>('/desempate/personalizado', { signal });
}

export function saveCustomPreference(list: { fornecedorId: number; representanteId: number; preferencia: number }[], signal?: AbortSignal): Promise<unknown> {
  return http('/desempate/personalizado', { method: 'POST', json: list, signal });
}

/** One call turns the custom configuration off (the saved order is discarded). */
export function disableCustomPreference(signal?: AbortSignal): Promise<unknown> {
  return http('/desempate/personalizado', { method: 'DELETE', signal });
}
