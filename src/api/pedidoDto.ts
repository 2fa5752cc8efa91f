/** Wire types of order generation and late answers (spec 02 §4.5; paths in docs/api.md). */

/**
 * GET /pedido/{id}/generate and GET /resumoresposta/pedidoGerando/{id}: whether the quotation's
 * orders are being generated, since when (dataMontagem), and once finished how it ended.
 */
export interface GeracaoPedidoDto {
  gerando: boolean;
  /** When the generation started (ISO); null when the quotation never generated orders. */
  dataMontagem: string | null;
  /** Once finished: true when the orders were generated; false with the server's mensagem. */
  sucesso?: boolean;
  mensagem?: string;
  pedidoGerado?: 'AUTOMATICO' | 'MANUAL';
  quantidadePedidos?: number;
  quantidadeItens?: number;
  /** Orders below their supplier's minimum billing. */
  pedidosAbaixoDoMinimo?: number;
}

/** One late (ATRASADA) answer of a branch: GET /resumoresposta/filiaisComRespostasAtradadas/{idCotacao}/{idFornecedor}/{idRepresentante}. */
export interface RespostaAtrasadaDto {
  idResposta: number;
  idCliente: number;
  cnpjCliente: string;
  nomeCliente: string;
  idFornecedor: number;
  nomeFornecedor: string;
  idRepresentante: number;
  nomeRepresentante: string;
  /** When the answer arrived (ISO), after the due date. */
  dataEnvio: string | null;
  /** Whether it is included in the orders today (the buyer's last choice). */
  considerada: boolean;
}

/** Body of POST /resumoresposta/considerarRespostasAtrasadas: the late answers to include (the others are left out). */
export interface ConsiderarRespostasAtrasadasDto {
  idCotacao: number;
  idsResposta: number[];
}

/** The order preferences a generation request carries (GET /pedido/{id}/generate query; docs/api.md). */
export interface GeracaoFlagsDto {
  oportunidade?: boolean;
  ajustarQuantidade?: boolean;
}
