import type { AvisoDto, PerguntaDto } from './avisoDto';
import { http } from './http';

/** The alerts base (spec 03 §7.5 {alerts-base}, designed in docs/api.md). */
const AVISO = '/aviso';

/** GET /aviso/getAviso: the alert configuration (any signed-in user reads it; the home shows it when active). */
export function getAviso(signal?: AbortSignal): Promise<AvisoDto> {
  return http<AvisoDto>(`${AVISO}/getAviso`, { signal, expectedStatuses: [403] });
}

/** POST /aviso/definirAviso: saves the alert configuration (administrators). */
export function definirAviso(aviso: AvisoDto, signal?: AbortSignal): Promise<AvisoDto> {
  return http<AvisoDto>(`${AVISO}/definirAviso`, { method: 'POST', json: aviso, signal });
}

/** POST /pergunta/criar: creates a questionnaire for the CNPJs of the file (administrators). */
export function criarPergunta(pergunta: PerguntaDto, signal?: AbortSignal): Promise<unknown> {
  return http<unknown>('/pergunta/criar', { method: 'POST', json: pergunta, signal });
}
