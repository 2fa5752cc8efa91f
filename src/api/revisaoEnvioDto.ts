import type { PedidoItemDto, SituacaoPedido } from './dto';
import type { TipoPagamento } from './envioPedidoDto';

/** Order review and sending (spec 03 §3.4, §7.4; docs/api.md "Order review"). */

/** The order filter ('Filtrar Pedidos'), sent as the body of the list calls. */
export interface FiltroRevisaoDto {
  codPedido?: string | null;
  codProduto?: string | null;
  idsFornecedores?: number[];
  situacaoPedido?: SituacaoPedido[];
  situacaoProduto?: string[];
  cnpjFiliais?: string[];
  looping?: boolean | null;
  /** The opportunities route: only the orders holding products sent to it, and only those products. */
  oportunidade?: boolean | null;
}

export interface FornecedorRevisaoDto {
  idFornecedor: number;
  nomeFantasiaFornecedor: string;
  valorTotal: number;
}

export interface RepresentanteRevisaoDto {
  idRepresentante: number;
  idFornecedor: number;
  nomeRepresentante: string;
  valorTotal: number;
}

/** A branch order on the review page (§3.4). */
export interface PedidoRevisaoDto {
  idPedido: number;
  idFornecedor: number;
  idRepresentante: number;
  codPedido: string | null;
  codPedidoFornecedor: string | null;
  situacaoPedido: SituacaoPedido;
  nomeFantasiaCliente: string;
  cnpjCliente: string;
  nomeFantasiaFornecedor: string;
  nomeRepresentante: string;
  valorTotal: number;
  valorTotalSemST: number;
  totalFaturado: number;
  faturamentoMinimo: number;
  minimoFaturamentoSemST: boolean;
  /** What the order lacks to the minimum billing, rounded to cents (0 when reached). */
  faltaFaturamentoMinimo: number;
  descricaoCondicaoPagamento: string;
  motivoFaturamento: string | null;
  percentualFaturadoProdutos: number;
  percentualFaturadoUnidades: number;
  dataFaturamento: string | null;
  dataEnvio: string | null;
  looping: number;
  combo: boolean;
  tipoPagamento: TipoPagamento | null;
  pagamentoExterno: boolean;
  /** The supplier confirmed the payment (PIX or card): the order left 'Pendentes de pagamento' and waits for invoicing (issue 29 point 5). */
  pagamentoConfirmado?: boolean;
  quantidadeItens: number;
}

/** An order item on the review page: the automatic order's fields plus what was invoiced. */
export interface ItemRevisaoDto extends PedidoItemDto {
  quantidadeFaturada: number;
  valorFaturado: number;
  valorBoleto: number;
  negociacao: boolean;
  acordoCompra: boolean;
  oportunidadeProduto: boolean;
  situacaoProduto: 'LIBERADO' | 'MONITORADO';
  motivoFalta: string | null;
}

/** Counts of the two tabs. */
export interface ContagemRevisaoDto {
  todos: number;
  pendentesPagamento: number;
  /** Orders of the whole quotation (not filtered) that 'Enviar pedidos' can still send (confirmed, not sent yet). */
  enviaveis: number;
  /** Orders of the whole quotation already sent or further on (not cancelled): 'Reiniciar pedidos' cannot undo them. */
  enviados: number;
}

export interface EconomiaDto {
  idPedido: number;
  fornecedor: string;
  representante: string;
  /** The branch the order is for (the rows of one supplier and representative differ by it). */
  filial: string;
  valorPedido: number;
  valorEconomizado: number;
  porcentagemEconomizado: number;
}

export interface RetornoFaturamentoDto {
  idPedido: number;
  fornecedor: string;
  representante: string;
  /** The branch the order is for (the rows of one supplier and representative differ by it). */
  filial: string;
  valorPedido: number;
  participacao: number;
  totalFaturado: number;
  percentualFaturado: number;
}

export interface ProdutosUnidadesDto {
  idPedido: number;
  fornecedor: string;
  representante: string;
  /** The branch the order is for (the rows of one supplier and representative differ by it). */
  filial: string;
  produtoPedido: number;
  produtoFaturado: number;
  produtoPercentualAtendido: number;
  unidadePedido: number;
  unidadeFaturado: number;
  unidadePercentualAtendido: number;
}

/** A summary tab: its rows (one page) and totals. */
export interface ResumoDto<Row> {
  content: Row[];
  totalElements: number;
  totais: Record<string, number>;
}

/** The looping data is the sending resource's (GET /pedido/getDadosLooping/{id}). */
export type { DadosLoopingDto, StatusLooping } from './envioPedidoDto';

export type SummaryTab = 'economia' | 'retorno' | 'produtos';
export type SummaryRow = EconomiaDto | RetornoFaturamentoDto | ProdutosUnidadesDto;

/** The review page's exports: the order file, the products, the orders spreadsheet. */
export type ReviewExport = 'arquivo' | 'produtos' | 'planilha';
