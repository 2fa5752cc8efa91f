import type { PorQueFornecedorDto } from './desempateDto';
import type { TipoProduto } from './dto';
import type { TipoEmbalagem } from './resumoRespostaDto';

/**
 * Wire types of the manual order (spec 02 §2.2, §3, §4.1, §4.6, §7 "Manual order" and "Order
 * generation and insertion"; every path in docs/api.md "Manual order"). Ids: a manual-order
 * branch is `idPedidoManual`, a product at a branch `idPedidoManualItem`, one supplier answer to
 * it `idPedidoManualItemResposta`.
 */

/** GET /pedidomanual/{id}: one branch of the manual order (spec 02 §3 "Manual order branch"); the panel title is 'CNPJ - trade name'. */
export interface PedidoManualFilialDto {
  id: number;
  idCotacao: number;
  idCliente: number;
  cnpjCliente: string;
  nomefantasiaCliente: string;
  /** 'Selecionar todos os produtos da filial': set by GET marcarPedido, cleared when a product of the branch is unchecked. */
  selecionado: boolean;
}

/** GET /pedidomanual/getItens/{idPedidoManual}: one product at a branch, the grid's columns (spec 02 §2.2, §3 "Manual order product"). */
export interface PedidoManualItemDto {
  id: number;
  idPedidoManual: number;
  idProduto: number;
  /** Equivalence group; `equivalente` shows 'E' (other products of the catalogue share it). */
  grupoProduto: number;
  equivalente: boolean;
  codBarras: string;
  /** The buyer's product code (P000123). */
  codigoProduto: string;
  descricaoProduto: string;
  descricaoFabricante: string;
  tipoProduto: TipoProduto;
  /** Quoted quantity. */
  quantidade: number;
  /** Last price paid, when there is a history (null: none). */
  valorHistorico: number | null;
  /** Largest informed discount among its answers (percent). */
  maiorDesconto: number;
  menorValorSemST: number;
  menorValorComST: number;
  /** Reference price (the factory price, PF). */
  valorReferencia: number;
  /** The buy state: some answer is marked. */
  comprarCliente: boolean;
  /** Deleted from the manual order (listed only with verExcluidos=true; PUT …/restaurar brings it back). */
  excluido: boolean;
  /** Its answers under the filter (the answers pager, 5 per page). */
  quantidadeRespostas: number;
  /** Its answers marked (0 or 1: one answer per product and branch). */
  quantidadeRespostasMarcadas: number;
}

/** A price's difference against the comparison base: value (R$) and percent (2 decimals). */
export interface DiferencaPrecoDto {
  valor: number;
  percentual: number;
}

/** GET /pedidomanual/getItensResposta/{idPedidoManualItem}: one supplier answer to a product at a branch (spec 02 §2.2 answer row, §3). */
export interface PedidoManualItemRespostaDto {
  id: number;
  idPedidoManualItem: number;
  idPedidoManual: number;
  idResposta: number;
  /** The answer item it comes from (RespostaItemDto.id). */
  idRespostaItem: number;
  idFornecedor: number;
  idRepresentante: number;
  idCliente: number;
  cnpjFornecedor: string;
  nomeFantasiaFornecedor: string;
  tituloRepresentante: string;
  /** Payment term in days and its title ('À vista', '28 dias'). */
  prazoPagamento: number;
  prazoTitulo: string;
  /** Answered quantity (what the supplier can deliver). */
  quantidadeRespondida: number;
  qtdeMinima: number;
  quantidadeFixa: boolean;
  /** 'UNIDADE' shows 'Unidade'; 'CAIXA' the box with quantidadeEmbalagem. */
  tipoEmbalagem: TipoEmbalagem;
  quantidadeEmbalagem: number;
  /** Quantity to order (the input), the one before the last change, and the system's suggestion. */
  quantidadePedir: number;
  quantidadePedirAnterior: number;
  /** The version of the answer's item (its answers' marks and quantities; docs/api.md "Versioned writes"). */
  versao?: number;
  quantidadePedirSistema: number;
  /** Marked to buy (one answer per product and branch). */
  comprarCliente: boolean;
  oportunidade: boolean;
  /** Informed discount and the one used at this quantity (0 when a fixed quantity is not met), percent. */
  descontoInformado: number;
  descontoUtilizado: number;
  /** Total tax rate between the prices without and with ST (percent). */
  aliquotaTotal: number;
  precoSemST: number;
  precoComST: number;
  precoLiquido: number;
  precoCusto: number;
  /** What the differences compare with: the reference price, or the history when there is no reference. */
  baseComparacao: 'REFERENCIA' | 'HISTORICO';
  valorComparacao: number;
  diferencas: { semST: DiferencaPrecoDto; comST: DiferencaPrecoDto; liquido: DiferencaPrecoDto; custo: DiferencaPrecoDto };
  /** 1 best price, 2 second best, then 3, 4… among the product's answers at the branch (default tie-break chain). */
  ordemPreco: number;
  /** Substitute EAN (the legend and its hint), or null. */
  codigoSubstituto: string | null;
  faturamentoMinimo: number;
  /** LIBERADO shows L, anything else M. */
  liberado: TipoProduto;
  /** The product is out of the price analysis. */
  semAnalisePreco: boolean;
  /** Legend: purchase agreement, negotiated discount. */
  acordoCompra: boolean;
  descontoNegociado: boolean;
  /** ' - Ignorada' (ignored on the summary: cannot be marked) and ' - Vencida' (validity passed). */
  ignorada: boolean;
  vencida: boolean;
  /** Sending expired answers is allowed (configuration C_ENVIO_RESPOSTAS_VENCIDAS): an expired answer stays editable. */
  envioRespostasVencidas: boolean;
  /** The buyer may mark it and change its quantity (not ignored, not locked as expired, orders not sent). */
  editavel: boolean;
  /** The supplier has a branch without an available payment condition (the tooltip of spec 02 §2.2). */
  fornecedorSemCondicaoPagamento: boolean;
  /** On the answer the generation's tie-break chain proposed: why (issue 15). */
  porQueEsteFornecedor?: PorQueFornecedorDto;
}

/** GET /pedidomanual/getFiliais/{id}: the branch filter's options. */
export interface OpcaoFilialManualDto {
  id: number;
  cnpjCliente: string;
  nomefantasiaCliente: string;
}

/** GET /pedidomanual/getFornecedores/{id}: the supplier filter's options. */
export interface OpcaoFornecedorManualDto {
  id: number;
  cnpj: string;
  nomeFantasia: string;
}

/** Body of POST /pedidomanual/alterarQuantidade: qtde as typed (the server applies spec 02 §4.1 too). */
export interface AlterarQuantidadeManualDto {
  idPedidoManualItemResposta: number;
  qtde: number | string;
  /** The item's version the value was read at (docs/api.md "Versioned writes"); absent: an unconditional write. */
  versao?: number;
}

/**
 * Answer of the answer toggle (GET marcarResposta) and of POST alterarQuantidade: `count` answers
 * of the product are marked now, `data` are the other answers the server unchecked; the toggled
 * answer and its product as stored.
 */
export interface MarcacaoRespostaDto {
  count: number;
  data: number[];
  resposta: PedidoManualItemRespostaDto;
  item: PedidoManualItemDto;
}

/** Answer of GET marcarProduto, restaurarPedidoManualItemResposta and PUT …/restaurar: the product and every answer it has. */
export interface ItemComRespostasDto {
  item: PedidoManualItemDto;
  respostas: PedidoManualItemRespostaDto[];
}

/** Answer of GET marcarPedido/{idPedidoManual}: the branch's flag and how many of its products are bought. */
export interface MarcacaoFilialDto {
  selecionado: boolean;
  quantidade: number;
  /** The products left as they are because they changed since they were read (`?versoes=`; docs/api.md "Versioned writes"): idPedidoManualItem → 'Produto: why, and its value now'. */
  produtosNaoAlterados?: Record<string, string>;
  /** Those products as they are now, with their answers. */
  conflitos?: ItemComRespostasDto[];
}

/** Body of POST conferirMarcacao. */
export interface ConferirMarcacaoDto {
  listIdPedidoManualItem: number[];
}

/** One row of POST conferirMarcacao's answer: the product's mark and its marked answers. */
export interface MarcacaoItemDto {
  idPedidoManualItem: number;
  comprarCliente: boolean;
  respostasMarcadas: number[];
}

/** GET /pedidomanual/getNegociacaoDetalheCliente/{idPedidoManualItemResposta}: the discount breakdown. */
export interface NegociacaoDetalheDto {
  tipoNegociacao: string;
  valorDesconto: number;
  percentualDesconto: number;
}
