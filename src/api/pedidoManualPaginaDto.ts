import type { Page } from './dto';
import type { PedidoManualFilialDto, PedidoManualItemDto, PedidoManualItemRespostaDto } from './pedidoManualDto';
import type { ValorTotalManualDto } from './pedidoManualTotaisDto';

/**
 * GET /pedidomanual/pagina/{idCotacao}?filters&page&size: a page of the manual order's branches in
 * one answer, what the page would otherwise ask in one request per branch and per product: the
 * branches under the filter (as GET /pedidomanual/{id}), each branch's first page of products (as
 * /getItens) and each of those products' first page of answers (as /getItensResposta).
 */
export interface PaginaPedidoManualDto {
  filiais: Page<PedidoManualFilialDto>;
  itens: { idPedidoManual: number; pagina: Page<PedidoManualItemDto> }[];
  respostas: { idPedidoManualItem: number; pagina: Page<PedidoManualItemRespostaDto> }[];
}

/** POST /pedidomanual/valorTotalFiliais { idCotacao, idClientes }: each branch's total (as POST /valorTotal with its idCliente), in one request. */
export interface TotaisFiliaisManualFiltroDto {
  idCotacao: number;
  idClientes: number[];
}

export interface TotalFilialManualDto {
  idCliente: number;
  total: ValorTotalManualDto;
}
