import type { Page } from './dto';
import type { OpcaoFilialManualDto, OpcaoFornecedorManualDto, PedidoManualFilialDto, PedidoManualItemDto, PedidoManualItemRespostaDto } from './pedidoManualDto';
import type { TotalPedidoManualDto, ValorTotalManualDto, ValorTotalRepresentanteDto } from './pedidoManualTotaisDto';

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

/**
 * POST /pedidomanual/totais { idCotacao, idClientes }: what the page's totals ask in one request:
 * the whole order (as GET /total/{id}), per representative (as POST /valorTotalPorRepresentante)
 * and each of these branches (as POST /valorTotal with its idCliente).
 */
export interface TotaisPedidoManualFiltroDto {
  idCotacao: number;
  idClientes: number[];
}

export interface TotaisPedidoManualDto {
  pedido: TotalPedidoManualDto;
  porRepresentante: ValorTotalRepresentanteDto[];
  porFilial: { idCliente: number; total: ValorTotalManualDto }[];
}

/** GET /pedidomanual/opcoesFiltro/{id}: the filter's branch and supplier choices (as /getFiliais and /getFornecedores) in one request. */
export interface OpcoesFiltroManualDto {
  filiais: OpcaoFilialManualDto[];
  fornecedores: OpcaoFornecedorManualDto[];
}
