import type { PedidoAutomaticoCamposDto, PedidoDto, PedidoItemAutomaticoCamposDto, PedidoItemDto } from './dto';

/** Wire types of the automatic order (spec 03 §3.1, §7.1; paths in docs/api.md). */



export type PedidoAutomaticoDto = PedidoDto & PedidoAutomaticoCamposDto;
export type PedidoItemAutomaticoDto = PedidoItemDto & PedidoItemAutomaticoCamposDto;

/** Query of the automatic order's lists: the filter (domain/automaticOrderFilter) plus these. */
export interface PedidoAutomaticoPaginaParams {
  page?: number;
  size?: number;
  sort?: string;
  asc?: boolean;
}

export interface FornecedorPedidoAutomaticoDto {
  idFornecedor: number;
  nomeFantasiaFornecedor: string;
  valorTotal: number;
  quantidadePedidos: number;
}

export interface RepresentantePedidoAutomaticoDto {
  idFornecedor: number;
  idRepresentante: number;
  nomeRepresentante: string;
  valorTotal: number;
  quantidadePedidos: number;
}

/** Item sort keys of /pedidoAutomatico/{id}/itens (the grid's sortable columns). */
export type PedidoItemSort =
  | 'codigoBarras'
  | 'codigoInterno'
  | 'descricaoProdutoCliente'
  | 'descricaoFabricanteCliente'
  | 'qtdeCotada'
  | 'qtdeRespondida'
  | 'qtdePedida'
  | 'qtdeEmbalagem'
  | 'valorReferencia'
  | 'valorHistorico'
  | 'valorSemST'
  | 'valorComST'
  | 'descontoInformado'
  | 'pmc'
  | 'total';

/** Body of POST /pedidoAutomatico/updateItemQuatity (an array of them for updateItensQuatity). */
export interface AtualizarQuantidadeDto {
  id: number;
  qtdePedida: number;
  /** The item's version when the value was read (docs/api.md "Versioned writes"); absent: an unconditional write. */
  versao?: number;
}

/** Answer of the quantity updates: the items as saved and their orders' new totals. */
export interface QuantidadeAtualizadaDto {
  itens: PedidoItemDto[];
  pedidos: PedidoDto[];
}

/**
 * GET /pedidoAutomatico/changes/{idCotacao}?since={versao} (docs/api.md "Changes by other
 * sessions"): the quotation's items written after that version (the last state of each), the
 * items that left their order, and those orders as they are now; `completo: false` when the
 * server's log no longer reaches back that far (read the orders on screen again).
 */
export interface AlteracoesPedidoDto {
  versao: number;
  completo: boolean;
  itens: PedidoItemDto[];
  removidos: { id: number; idPedido: number }[];
  pedidos: PedidoAutomaticoDto[];
}

/** GET /pedidoAutomatico/total/{id}: the total of the quotation's orders. */
export interface TotalPedidoAutomaticoDto {
  valorTotal: number;
  valorTotalComST: number;
  quantidadePedidos: number;
}

/** GET /pedidoAutomatico/{id}/isPackAndMinimumProblemButton (spec 03 §3.1 "Minimal-problem state"). */
export interface ProblemaEmbalagemMinimoDto {
  sucesso: boolean;
  mensagem: string;
  count: number;
}

/** Filter dropdown options. */
export interface OpcaoFornecedorDto {
  id: number;
  nomeFantasia: string;
  cnpj: string;
}

export interface OpcaoFilialDto {
  id: number;
  cnpjCliente: string;
  nomefantasiaCliente: string;
}

export interface OpcaoSituacaoDto {
  codigo: string;
  descricao: string;
}

/**
 * The automatic order's filter as sent (spec 03 §3.1 "Automatic-order filter"): query parameters
 * of the lists, the body of POST …/itens. Its rules live in domain/automaticOrderFilter.
 */
export interface FiltroPedidoAutomaticoDto {
  busca: string;
  idFornecedor: number | null;
  idRepresentante: number | null;
  idCliente: number | null;
  /** true: above the value; false: below it. */
  acimaDoValor: boolean;
  /** 0 reference value, 1 history value, 2 quantity ordered vs quoted. */
  tipoComparacao: 0 | 1 | 2;
  /** Two decimals with a dot ("0.00" = no comparison). */
  valor: string;
  /** true: percent; false: R$ (units for tipoComparacao 2). */
  filtroPorcentagem: boolean;
  conflitoDeEmbalagem: boolean;
  problemaDeMinimo: boolean;
  problemaFaturamentoMinimo: boolean;
  oportunidade: boolean;
  combo: boolean;
}
