import type { CategoriaResposta, SituacaoCotacao, SituacaoPedido, TipoProduto, TipoRespostaRepresentante } from './dto';

/** Wire types of the quotation summary: answers, their items and terms, categories, suppliers, branches, commands, unanswered products (spec 02; paths in docs/api.md). */

export type TipoEmbalagem = 'UNIDADE' | 'CAIXA';

/** Terms of one supplier answer (spec 02 §3 "Response (per payment term)"). */
export interface RespostaCondicoesDto {
  idResposta: number;
  diasPrazoPagamento: number;
  prazoTitulo: string;
  faturamentoMinimo: number;
  observacao: string;
  combo: boolean;
  /** When the answer stops being valid (dd/MM/yyyy in lists, ISO here). */
  dataValidade: string;
}

/** One answered product of a supplier answer (spec 02 §3 "Response item"). */
export interface RespostaItemDto {
  id: number;
  idResposta: number;
  idProduto: number;
  liberado: TipoProduto;
  codigoSubstituto: string | null;
  grupoProduto: number;
  codComprador: string;
  codBarras: string;
  descricaoProduto: string;
  descricaoFabricante: string;
  descricaoGrupoProduto: string;
  quantidadeCotada: number;
  /** Quantity the supplier can deliver (its stock for this branch). */
  quantidade: number;
  quantidadeMinima: number;
  quantidadeFixa: boolean;
  tipoEmbalagem: TipoEmbalagem;
  quantidadeEmbalagem: number;
  /** Discount over the reference price, in percent. */
  descontoInformado: number;
  precoSemST: number;
  precoComST: number;
  oportunidade: boolean;
}

// ---- Quotation commands and unanswered products (issue 9, parts 5 and 8; docs/api.md) ----

/** A quoted product no answer covers (spec 02 §3 "Unanswered product"). */
export interface ProdutoSemRespostaDto {
  idProduto: number;
  tipoProduto: TipoProduto;
  /** The product has equivalents in the catalogue (same substance and strength: grupoProduto). */
  equivalente: boolean;
  grupoProduto: number;
  codigo: string;
  ean: string;
  produto: string;
  fabricante: string;
  quantidade: number;
  valorReferencia: number;
  /** src/domain/unansweredProducts.ts: 2 = 'Não Encontrado', any other value = 'Sem estoque'. */
  motivo: number;
}

/** Sort keys of GET /resumoresposta/getProdutosWithoutResposta/{id}. */
export type ProdutoSemRespostaSort = 'tipoProduto' | 'equivalente' | 'codigo' | 'produto' | 'quantidade' | 'valorReferencia' | 'motivo';

// ---- Quotation summary screen (issue 9 parts 1–5; paths in docs/api.md "Quotation summary") ----

/** GET /resumoresposta/contexto/{id}: the quotation header and stepper (spec 03 §2.2). */
export interface ContextoCotacaoDto {
  idCotacao: number;
  situacao: SituacaoCotacao;
  /** dd/MM/yyyy HH:mm */
  vencimento: string;
  tituloCotacao: string;
  configuracaoPedidoLooping: boolean;
  numProdutos: number;
  qtdRespostas: number;
  pedidoGerado: 'AUTOMATICO' | 'MANUAL' | null;
  pedidoEnviado: boolean;
  /** Distinct statuses of the quotation's orders ('Ver Pedidos', spec 02 §4.2). */
  situacoesPedido: SituacaoPedido[];
  /** The situation the header shows: the orders' situation, else the status' label (domain/quotationSituation). */
  descricaoSituacao?: string;
}

/** GET /resumoresposta/getBotoes/{id} (spec 02 §3 "Summary buttons flags"). */
export interface BotoesResumoDto {
  exportarProdutos: boolean;
  verificarRespostas: boolean;
  cancelarCotacao: boolean;
  alterarVencimento: boolean;
  encerrarCotacao: boolean;
  verNaoRespondidos: boolean;
  iniciarPedido: boolean;
  verPedido: boolean;
  sicSempre: boolean;
  sicHabilitado: boolean;
  pedidoManualGerado: boolean;
  oportunidadeHabilitado: boolean;
}

/** PUT /resumoresposta/categoria/{id}: one category's place (prioridade: highest first) and switch. */
export interface CategoriaPrioridadeDto {
  categoria: CategoriaResposta;
  prioridade: number;
  ativo: boolean;
}

export type CodigoSinalizador = 'success' | 'integration' | 'error' | 'estoque' | 'information' | 'warning' | 'delayed';

export interface SinalizadorDto {
  codigoMotivo: CodigoSinalizador;
  /** The answer category behind the flag (getMotivoDetalhado's motivoResposta). */
  motivoResposta: CategoriaResposta;
  quantidade: number;
  motivoDetalhado: string;
}

/** One supplier–representative block of GET /resumoresposta/getFornecedores/{id}. */
export interface FornecedorResumoDto {
  idFornecedor: number;
  idRepresentante: number;
  cnpjFornecedor: string;
  nomeFornecedor: string;
  nomeRepresentante: string;
  tipoRespostaRepresentante: TipoRespostaRepresentante;
  sinalizadores: SinalizadorDto[];
  importando: boolean;
}

/** One branch's answer in GET /resumoresposta/getFornecedor/{id}/stats. */
export interface RespostaFilialDto {
  idResposta: number;
  idCliente: number;
  cnpjCliente: string;
  nomeCliente: string;
  diasPrazoPagamento: number | null;
  prazoTitulo: string;
  totalProdutosRespondidos: number;
  codigoMotivo: CodigoSinalizador;
  motivo: string;
  motivoResposta: CategoriaResposta;
  respostasIgnorada: boolean;
  faturamentoMinimo: number;
  dataEnvioFormatada: string;
  dataValidadeFormatada: string;
}

export interface FiliaisRespostaDto {
  filiais: RespostaFilialDto[];
  totalElements: number;
  totalPages: number;
}

/** GET /resumoresposta/getMotivoDetalhado/{id}: the branches behind a flag and why. */
export interface MotivoDetalhadoDto {
  detalhes: { nomeCliente: string; cnpjCliente: string; motivo: string }[];
}

/** GET /resumoresposta/getFiltroFornecedores/{id}: the filter modal's options. */
export interface FiltroFornecedorDto {
  idFornecedor: number;
  nomeFornecedor: string;
  representantes: { idRepresentante: number; nomeRepresentante: string }[];
}

/** GET /resumoresposta/getResposta/{idResposta}: the response details' header. */
export interface RespostaDetalheDto {
  id: number;
  nomeFornecedor: string;
  nomeRepresentante: string;
  nomeCliente: string;
  cnpjCliente: string;
  faturamentoMinimo: number;
  prazoTitulo: string;
  qtdeItensRespondidos: number;
  observacao: string;
  combo: boolean;
  dataValidadeFormatada: string;
}

/** Payment condition option (spec 02 §3). */
export interface CondicaoPagamentoOpcaoDto {
  id: number;
  dias: number;
  descricao: string;
  selecionadaCotacao: boolean;
}

/** Integration credentials of a representative at a branch (spec 02 §3); the password never reaches a log. */
export interface DadosIntegracaoDto {
  usuarioLogin: string;
  codUsuario: string;
  usuarioNome: string;
  senha: string;
  codAux: string;
}

export interface DadosIntegracaoChave {
  idCotacao: number;
  idCliente: number;
  idRepresentante: number;
  idFornecedor: number;
}

/** GET /resumoresposta/verificarRespostas/{id}: how many answers changed when re-read. */
export interface VerificacaoRespostasDto {
  alteradas: number;
}
