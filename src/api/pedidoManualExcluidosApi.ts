import type { Page } from './dto';
import { http } from './http';
import type { ProdutoExcluidoManualDto } from './pedidoManualExcluidosDto';

/** GET /pedidomanual/pedidoManualItem/excluidos/{idCotacao}?page&size (designed; docs/api.md "Manual order"): 'Ver Produtos Excluídos', by branch then product. */
export function getProdutosExcluidosManual(idCotacao: number, paging: { page: number; size: number }, signal?: AbortSignal): Promise<Page<ProdutoExcluidoManualDto>> {
  return http(`/pedidomanual/pedidoManualItem/excluidos/${idCotacao}`, { query: paging, signal });
}
