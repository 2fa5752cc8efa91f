import type { EnvioOportunidadeDto, OportunidadesDto } from './pedidoAutomaticoOportunidadeDto';
import { http } from './http';

/** The automatic order's opportunity products (spec 03 §7.1; docs/api.md "Automatic order: opportunities"). */
const BASE = '/pedidoAutomatico';

/** GET /{id}/oportunidade: the quotation's opportunity products still in its orders ('Enviar para Oportunidade' shows with any). */
export function getOportunidades(idCotacao: number, signal?: AbortSignal): Promise<OportunidadesDto> {
  return http(`${BASE}/${idCotacao}/oportunidade`, { signal });
}

/** POST /{id}/oportunidade {filtrado, itens, filtros}: sends the products to the opportunities route; answers how many went. */
export function enviarParaOportunidade(idCotacao: number, body: EnvioOportunidadeDto, signal?: AbortSignal): Promise<number> {
  return http(`${BASE}/${idCotacao}/oportunidade`, { method: 'POST', json: body, signal });
}
