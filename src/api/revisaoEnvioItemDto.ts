/** The answer of deleting a product from an order: the order's new totals and how many items it keeps. */
export interface ExclusaoItemRevisaoDto {
  sucesso: boolean;
  mensagem: string | null;
  idPedido: number;
  valorTotal: number;
  quantidadeItens: number;
}
