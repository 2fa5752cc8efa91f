import type { ConsiderarRespostasAtrasadasDto, GeracaoPedidoDto, RespostaAtrasadaDto } from './pedidoDto';
import type { ResultadoDto } from './dto';
import { http } from './http';

/**
 * The order-generation calls of the resumoresposta resource (spec 02 §7 "Summary"), kept apart
 * from resumoRespostaApi.ts so the summary's module and this one grow without touching each other.
 */

/** GET /resumoresposta/pedidoGerando/{id}: whether the orders are being generated, and the outcome once done. */
export function pedidoGerando(idCotacao: number, signal?: AbortSignal): Promise<GeracaoPedidoDto> {
  return http<GeracaoPedidoDto>(`/resumoresposta/pedidoGerando/${idCotacao}`, { signal });
}

/** GET /resumoresposta/filiaisComRespostasAtradadas/{idCotacao}/{idFornecedor}/{idRepresentante} (0 = all): the late answers by branch. */
export function filiaisComRespostasAtrasadas(idCotacao: number, idFornecedor: number, idRepresentante: number, signal?: AbortSignal): Promise<RespostaAtrasadaDto[]> {
  return http<RespostaAtrasadaDto[]>(`/resumoresposta/filiaisComRespostasAtradadas/${idCotacao}/${idFornecedor}/${idRepresentante}`, { signal });
}

/** POST /resumoresposta/considerarRespostasAtrasadas: the late answers to include in the orders (the others are left out). */
export function considerarRespostasAtrasadas(body: ConsiderarRespostasAtrasadasDto, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>('/resumoresposta/considerarRespostasAtrasadas', { method: 'POST', json: body, signal });
}
