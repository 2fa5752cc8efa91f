import type { ResultadoDto } from './dto';
import { http } from './http';

/** POST /resumoresposta/cancelarCotacao {idCotacao, motivo}: the quotation moves to CANCELADA. */
export function cancelarCotacao(idCotacao: number, motivo: string, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>('/resumoresposta/cancelarCotacao', { method: 'POST', json: { idCotacao, motivo }, signal });
}
