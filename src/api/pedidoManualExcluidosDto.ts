/** A product deleted from the manual order, with its branch (GET /pedidomanual/pedidoManualItem/excluidos/{id}; docs/api.md "Manual order"). */
export interface ProdutoExcluidoManualDto {
  /** idPedidoManualItem: PUT …/{id}/restaurar brings it back. */
  id: number;
  idPedidoManual: number;
  cnpjCliente: string;
  nomefantasiaCliente: string;
  codBarras: string;
  descricaoProduto: string;
  descricaoFabricante: string;
}
