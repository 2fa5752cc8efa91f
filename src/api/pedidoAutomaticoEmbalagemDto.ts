/**
 * Wire types of the packaging-problem screen (spec 03 §3.2, §7.2; docs/api.md "Packaging
 * problems"), shared with the mock API.
 */

/** An order item whose ordered quantity breaks its pack size, minimum or fixed quantity (spec 03 §3.2 "Packaging item"). */
export interface ItemEmbalagemDto {
  idPedidoItem: number;
  idPedido: number;
  idFornecedor: number;
  idRepresentante: number;
  codigo: string;
  ean: string;
  produto: string;
  fabricante: string;
  quantidadeCotada: number;
  /** What is ordered now (the quantity with the problem). */
  quantidade: number;
  quantidadeMinima: number;
  quantidadeFixa: boolean;
  quantidadeEmbalagem: number;
  /** Packs ordered now: quantidade ÷ quantidadeEmbalagem (may be fractional: that is the problem). */
  contador: number;
  /** How far what is ordered is from what was quoted, in percent. */
  porcentagemAjustada: number;
  valorUnitario: number;
  historico: number;
  cliente: string;
  cnpj: string;
  fornecedor: string;
  representante: string;
  tipoProduto: string;
  quantidadeRespondida: number;
  valorReferencia: number;
  descontoInformado: number;
  codigoSubstituto: string | null;
}

/** The filter of the list and of the rounding calls (query parameters; empty = all). */
export interface FiltroEmbalagemDto {
  produto?: string;
  cnpjFornecedor?: string;
  cnpjFilial?: string;
}

/** POST /pedidoAutomatico/aplicarLimitesEmbalagem/{id}: form (a) of the apply-limit call. */
export interface LimitesEmbalagemDto {
  /** Only these item ids (all the filtered problem items when absent). */
  itens?: number[];
  limitRoundDown: number;
  limitRoundUp: number;
  downOrUp: boolean;
  upOrDown: boolean;
  atLeastOneProductPack: boolean;
}

/** POST /pedidoAutomatico/arredondarEmbalagem/{id}: form (b), one direction without limits. */
export interface ArredondamentoEmbalagemDto {
  roundUp: boolean;
  roundDown: boolean;
  atLeastOneProductPack: boolean;
  atLeastTheMinimumAmountRequired: boolean;
}

/** A computed quantity per item (0: the rounding could not resolve it, and `motivo` says why). */
export interface QuantidadeCalculadaDto {
  idPedidoItem: number;
  quantidade: number;
  motivo?: string;
}

/** POST /pedidoAutomatico/confirmarAjustesEmbalagem/{id}: body item. */
export interface AjusteEmbalagemDto {
  id: number;
  qtdePedida: number;
}

export interface ConfirmacaoAjustesDto {
  sucesso: boolean;
  mensagem: string;
  quantidade: number;
}
