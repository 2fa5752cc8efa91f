
/** Wire types of the manual order's totals, checks and insertion into orders (spec 02 §4.6, §7 'Order generation and insertion'; docs/api.md). */
/** Body of POST valorTotalPorRepresentante and valorTotal: 0 or absent narrows nothing. */
export interface ValorTotalManualFiltroDto {
  idCotacao: number;
  idFornecedor?: number;
  idRepresentante?: number;
  idCliente?: number;
  prazoPagamento?: number;
  prazoTitulo?: string;
}

/** Totals of the marked answers (quantidadePedir × price) under the narrowing. */
export interface ValorTotalManualDto {
  valorTotal: number;
  valorTotalComST: number;
  quantidadeItens: number;
}

/** One row of POST valorTotalPorRepresentante: a representative with a payment term, and what it lacks of its minimum billing. */
export interface ValorTotalRepresentanteDto extends ValorTotalManualDto {
  idFornecedor: number;
  idRepresentante: number;
  nomeFantasiaFornecedor: string;
  tituloRepresentante: string;
  prazoPagamento: number;
  prazoTitulo: string;
  faturamentoMinimo: number;
  /** Sum over its branches of what each future branch order lacks of the minimum billing ('Faltam'). */
  faltaFaturamentoMinimo: number;
}

/** GET /pedidomanual/total/{id}: the whole manual order. */
export interface TotalPedidoManualDto extends ValorTotalManualDto {
  quantidadeProdutos: number;
  quantidadeProdutosSelecionados: number;
  quantidadeProdutosSemResposta: number;
  quantidadeRespostasZeradas: number;
  /** Branch orders an insertion would make (representative × branch with something to buy). */
  quantidadePedidos: number;
}

/** GET quantidadeComprarCliente[Filtrado]/{idPedidoManual}: products bought at the branch. */
export interface QuantidadeComprarDto {
  quantidade: number;
}

/** GET /pedido/haProdutoSemRespostaSelecionada/{id} and /pedido/haRespostaComQuantidadePedidaZerada/{id}. */
export interface ContagemDto {
  quantidade: number;
}

/** POST /pedido/{id}/validarRespostas: whether the marked answers can become orders. */
export interface ValidacaoRespostasDto {
  sucesso: boolean;
  mensagem: string;
  respostasVencidas: number;
  respostasIgnoradas: number;
}

/** GET /pedido/inserirPedidos/{id}: the branch orders made (CONFIRMADO). */
export interface InsercaoPedidosDto {
  sucesso: boolean;
  mensagem: string;
  quantidadePedidos: number;
  quantidadeItens: number;
}

/** GET /pedido/validar/{id}: the order-exists check behind 'Ver Pedidos'. */
export interface PedidoExisteDto {
  sucesso: boolean;
  quantidadePedidos: number;
}

/**
 * The filter 'FILTRAR PRODUTOS' as query parameters of the lists (spec 02 §3; its rules are in
 * src/domain/manualOrderFilter.ts): busca (literal %20 removed), the three texts and three flags;
 * verExcluidos also lists the deleted products.
 */
export interface FiltroPedidoManualDto {
  busca: string;
  /** Branch CNPJ ('' = every branch). */
  cnpj: string;
  /** Supplier CNPJ ('' = every supplier). */
  cnpjFornecedor: string;
  /** Products whose marked answer has quantity 0. */
  respostaSemQuantidade: boolean;
  /** Products without a marked answer. */
  semRespostaSelecionada: boolean;
  /** Answers with an opportunity (only those answers are listed). */
  respostaComOportunidade: boolean;
  verExcluidos?: boolean;
}
