import type { TipoPagamento } from './envioPedidoDto';

/** Payment and supplier codes of a sent order (spec 03 §3.4 "Payment data", §7.4; docs/api.md "Payment and supplier codes"). */

/** The payment modal's choice: PIX or card (the card types share one link). */
export type FormaPagamento = 'PIX' | 'CARTAO';

/** GET /pedido/{idPedido}/codigoPagamento?forma: the supplier's payment data for the order. */
export interface CodigoPagamentoDto {
  /** The order's payment type, or the one of the chosen forma; null for an order with no payment data. */
  tipoPagamento: TipoPagamento | null;
  /** The PIX "copia e cola" code (EMV BR Code) or the card payment link; null when there is none (yet). */
  codigoPagamento: string | null;
  /** The supplier has not sent its payment data yet (designed: 'Aguarde enquanto recebemos…'). */
  aguardandoFornecedor: boolean;
}

/** POST /pedido/cadastrarCodPedidoFornecedor. */
export interface CodPedidoFornecedorBody {
  idPedido: number;
  codPedidoFornecedor: string;
}

/** The answer of the code commands: a refusal is 409 with sucesso false and the server's mensagem. */
export interface ResultadoCodigoDto {
  sucesso: boolean;
  mensagem: string | null;
}
