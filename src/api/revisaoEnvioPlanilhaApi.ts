import { http } from './http';
import type { PlanilhaDto } from './revisaoEnvioPlanilhaDto';

/** GET /pedido/resumo/getPedidos/{id}/planilha: the rows of 'Exportar Planilha' (one per order, numbers as numbers), for the .xlsx file. */
export function getPlanilhaPedidos(idCotacao: number, signal?: AbortSignal): Promise<PlanilhaDto> {
  return http(`/pedido/resumo/getPedidos/${idCotacao}/planilha`, { signal });
}
