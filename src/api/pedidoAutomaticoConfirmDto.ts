/** Wire types of the automatic order's confirm, over-double, restart and combo calls (spec 03 §3.1, §7.1; paths in docs/api.md). */

/** The answer of the pre-check, the confirm, the double-quantity acceptance and the reset calls. */
export interface ResultadoPedidoDto {
  sucesso: boolean;
  mensagem: string;
}

/** A branch order with products ordered above double the quoted (GET filiaisComProdutosCompradosEmExcesso/{id}). */
export interface PedidoAcimaDoDobroDto {
  idPedido: number;
  nomeFantasiaCliente: string;
  cnpjCliente: string;
  nomeFantasiaFornecedor: string;
  nomeRepresentante: string;
  quantidadeProdutos: number;
}

/** Above-double row (spec 03 §3.1): GET produtosCompradosEmExcesso/{id}/{idPedido}. */
export interface ProdutoAcimaDoDobroDto {
  codBarras: string;
  descricaoProduto: string;
  descricaoFabricante: string;
  idPedido: number;
  quantidadeCotada: number;
  quantidadePedida: number;
  /** How far above the quoted, in percent (150 = 2.5 × the quoted). */
  percentagem: number;
  nomeFantasiaFornecedor: string;
  nomeRepresentante: string;
}

/** GET /pedidoAutomatico/temCombo/{id}: whether some branch order of the quotation holds a combo. */
export interface TemComboDto {
  temCombo: boolean;
}
