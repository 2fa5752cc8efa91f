import type { SituacaoPedido } from './dto';

/** A selected order that the send will leave as it is, and why (docs/api.md "Order sending", issue 29 point 1). */
export interface PedidoNaoEnviavelDto {
  idPedido: number;
  nomeFantasiaCliente: string;
  nomeFantasiaFornecedor: string;
  situacaoPedido: SituacaoPedido;
  motivo: string;
}

/** POST /pedido/previaEnvio/{idCotacao}: what a send of these orders (or of every order: no idsPedido) takes out. */
export interface PreviaEnvioDto {
  quantidade: number;
  valorTotal: number;
  naoEnviaveis: PedidoNaoEnviavelDto[];
}
