import type { AvisoDto } from './avisoDto';
import { http } from './http';

/**
 * GET /aviso/ativo (designed, docs/api.md): the alert shown to buyers — the configuration when it
 * is switched on (the downloadable file only when its switch is on too), otherwise {} (no alert).
 * Kept apart from avisoApi so the home's first page carries only this call.
 */
export async function getAvisoAtivo(signal?: AbortSignal): Promise<AvisoDto | null> {
  const answer = await http<Partial<AvisoDto>>('/aviso/ativo', { signal });
  return answer.mostrarAviso && answer.imagem ? (answer as AvisoDto) : null;
}
