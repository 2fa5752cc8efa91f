import type { SituacaoPedido } from './dto';

/** One row of POST /pedido/enviadosOuFaturados (docs/api.md "Sent orders"): a branch order sent or invoiced. */
export interface PedidoEnviadoResumoDto {
  idPedido: number;
  codPedido: string | null;
  idCotacao: number;
  tituloCotacao: string;
  situacaoPedido: SituacaoPedido;
  /** When the order was sent (ISO date-time). */
  dataEnvio: string;
  nomeFantasiaFornecedor: string;
  nomeRepresentante: string;
  nomeFantasiaCliente: string;
  cnpjCliente: string;
  valorTotal: number;
}

/** The list's filter: one status or every one (null), and the send period in yyyy-MM-dd, both days included. */
export interface FiltroPedidosEnviadosDto {
  situacaoPedido: SituacaoPedido | null;
  dataInicio: string;
  dataFim: string;
}
