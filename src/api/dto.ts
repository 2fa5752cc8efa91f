/**
 * Wire types: exactly as the backend sends them (field names kept end to end).
 * The mock API (mocks/) builds its answers from these types too, so both sides share one contract.
 * This file holds what every resource shares (session, paging, statuses, quotations, suppliers,
 * branches, products, orders and their items); each resource's own types are in its *Dto.ts file
 * (cotacaoDto, lateralDto, resumoRespostaDto, pedidoDto, pedidoAutomaticoDto).
 */

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse {
  jwttoken: string;
}

/** Claims of the token issued by POST /login. */
export interface TokenClaims {
  sub: string;
  authorities: { authority: string }[];
  nome?: string;
  iat?: number;
  exp?: number;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  /** Rows on this page (Spring's Page; issue 29 point 6: every paged answer carries it). */
  numberOfElements: number;
  first: boolean;
  last: boolean;
  empty: boolean;
}

export type SituacaoCotacao =
  | 'EM_CRIACAO'
  | 'EM_ANALISE'
  | 'EM_ANDAMENTO'
  | 'CANCELADA'
  | 'FINALIZADA'
  | 'ENVIADA_MATRIZ'
  | 'ASSOCIADA_MATRIZ'
  | 'EM_PROCESSAMENTO'
  | 'CAPTURADA';

export type SituacaoPedido =
  | 'NAO_INICIADO'
  | 'EM_CRIACAO'
  | 'EM_NEGOCIACAO'
  | 'CONFIRMADO'
  | 'ENVIADO_PROBLEMA'
  | 'ENVIADO'
  | 'AGUARDANDO_FATURAMENTO'
  | 'FATURADO_MANUALMENTE'
  | 'FATURADO_RETORNO'
  | 'ENVIADO_FTP'
  | 'NAO_FATURADO'
  | 'FATURADO_RETORNO_INCOMPLETO'
  | 'ENVIADO_PENDENTE_DE_PAGAMENTO'
  | 'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR'
  | 'CANCELADO';

export type CategoriaResposta =
  | 'RESPONDIDA'
  | 'USUARIO_SENHA'
  | 'NAO_ATENDE'
  | 'ESTOQUE'
  | 'AGUARDANDO'
  | 'VENCIDA'
  | 'ATRASADA';

export type TipoProduto = 'LIBERADO' | 'MONITORADO';

export type TipoRespostaRepresentante = 'ELETRONICO' | 'ELETRONICO_OL' | 'MANUAL';

/** A quotation as listed by POST /cotacao/getByFiltro. */
export interface CotacaoDto {
  id: number;
  titulo: string;
  dataCadastro: string;
  dataVencimento: string;
  numeroProdutos: number;
  motivoCancelamento: string | null;
  situacao: SituacaoCotacao;
}

export interface RepresentanteDto {
  id: number;
  idFornecedor: number;
  nome: string;
  tipoResposta: TipoRespostaRepresentante;
}

export interface FornecedorDto {
  id: number;
  cnpj: string;
  razaoSocial: string;
  nomeFantasia: string;
  representantes: RepresentanteDto[];
}

/** A buyer's branch (filial); the backend calls it cliente. */
export interface FilialDto {
  id: number;
  cnpj: string;
  razaoSocial: string;
  nomeFantasia: string;
  cidade: string;
  uf: string;
}

export interface ProdutoDto {
  id: number;
  ean: string;
  descricao: string;
  apresentacao: string;
  fabricante: string;
  substancia: string;
  tipoProduto: TipoProduto;
  grupoProduto: number;
  grupoProdutoDescricao: string;
  precoFabrica: number;
  pmc: number | null;
  qtdeEmbalagem: number;
}

export interface CategoriaDto {
  /** The version of the buyer's category document (order and switches; docs/api.md "Versioned writes"), the same on every category. */
  versao?: number;
  idComprador: number;
  categoria: CategoriaResposta;
  nome: string;
  codigo: number;
  prioridade: number;
  ativo: boolean;
  color: string;
  quantidade: number;
}

/** A branch order; the automatic order's lists (GET /pedidoAutomatico/{id}/filiais) also send the fields of PedidoAutomaticoCamposDto. */
export interface PedidoDto extends Partial<PedidoAutomaticoCamposDto> {
  idPedido: number;
  idCotacao: number;
  idFornecedor: number;
  idRepresentante: number;
  idCliente: number;
  cnpjCliente: string;
  nomeFantasiaCliente: string;
  situacaoPedido: SituacaoPedido;
  valorTotal: number;
  quantidadeItens: number;
}

/** An order item; GET/POST /pedidoAutomatico/{id}/itens also send the fields of PedidoItemAutomaticoCamposDto (spec 03 §3.1). */
export interface PedidoItemDto extends Partial<PedidoItemAutomaticoCamposDto> {
  id: number;
  idPedido: number;
  idProduto: number;
  codigoBarras: string;
  descricaoProdutoCliente: string;
  descricaoFabricanteCliente: string;
  grupoProduto: number;
  tipoProduto: TipoProduto;
  qtdeCotada: number;
  qtdeRespondida: number;
  qtdePedida: number;
  qtdeEmbalagem: number;
  qtdeMinima: number;
  quantidadeFixa: boolean;
  valorSemST: number;
  valorComST: number;
  valorReferencia: number;
  /** The item's version (docs/api.md "Versioned writes"): a write names the version it was read at; absent or 0: never written. */
  versao?: number;
}

export interface RespostaDto {
  id: number;
  idCotacao: number;
  idFornecedor: number;
  idRepresentante: number;
  idCliente: number;
  categoria: CategoriaResposta;
  dataEnvio: string | null;
  qtdeItensRespondidos: number;
}

/** Generic acknowledgement several endpoints answer with. */
export interface ResultadoDto {
  sucesso: boolean;
  mensagem?: string;
}

// The automatic order's fields of branch orders and their items (spec 03 §3.1), optional on PedidoDto and PedidoItemDto.

/** The automatic order's fields of a branch order (optional on PedidoDto). */
export interface PedidoAutomaticoCamposDto {
  nomeFornecedor: string;
  nomeRepresentante: string;
  codPedido: string | null;
  descricaoCondicaoPagamento: string;
  faturamentoMinimo: number;
  /** The minimum billing is compared with the total without ST ('Vl. s/ ST') or with it ('Vl. c/ ST'). */
  minimoFaturamentoSemST: boolean;
  valorTotalSemST: number;
  valorTotalComST: number;
  /** 'Faltam': what the order lacks to reach the minimum billing (0 when reached). */
  faltaFaturamentoMinimo: number;
  respostaVencida: boolean;
  /** Some item comes from a combo. */
  combo: boolean;
  /** 0: no looping. */
  looping: number;
  /** DECISIONS 13: quantities, selection and deletion allowed. */
  editavel: boolean;
  /** Items that pass the filter of the request (all items without one). */
  quantidadeItensFiltrados: number;
}

/** The automatic order's fields of an order item (optional on PedidoItemDto). */
export interface PedidoItemAutomaticoCamposDto {
  codigoInterno: string;
  grupoProdutoDescricao: string;
  pmc: number | null;
  precoFabrica: number;
  qtdeMaxima: number;
  valorHistorico: number;
  valorLiquido: number;
  valorCusto: number;
  descComercial: number;
  descNegociado: number;
  descontoInformado: number;
  oportunidade: boolean;
  combo: boolean;
  idRespostaClienteItem: number;
  codigoSubstituto: string | null;
  /** Extra product information by branch and barcode. */
  curvaDoProduto: 'A' | 'B' | 'C';
  mediaDeSaidaDia: number;
  estoqueDisponivel: number;
  /** The quantity before the last change (spec: oldQtdePedido is kept). */
  oldQtdePedido: number;
}
