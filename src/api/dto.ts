/**
 * Wire types: exactly as the backend sends them (field names kept end to end).
 * The mock API (mocks/) builds its answers from these types too, so both sides share one contract.
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

// ---- Quotations and the new-quotation wizard (issue 4; paths in docs/api.md) ----

/** Body of POST /cotacao/getByFiltro (spec 01 §3 "Search filter"): id 0 when empty, dates yyyy-MM-dd. */
export interface FiltroCotacaoDto {
  id: number;
  title: string;
  startRegistrationDate: string | null;
  endRegistrationDate: string | null;
  startExpirationDate: string | null;
  endExpirationDate: string | null;
  statusList: SituacaoCotacao[];
}

/** A supplier offered by the wizard: pagamento false when some branch has no payment condition with it. */
export interface FornecedorCotacaoDto extends FornecedorDto {
  pagamento: boolean;
}

/** One branch's payment condition with a supplier (null when none is available). */
export interface CondicaoPagamentoFilialDto {
  idFilial: number;
  nomeFantasia: string;
  cnpj: string;
  condicaoPagamento: string | null;
}

export type ModoCompra = '' | 'PRODUTO_ESPECIFICO' | 'EQUIVALENCIA';

export interface ParticipanteDto {
  idFornecedor: number;
  idRepresentante: number;
}

/** Everything entered in the wizard for one quotation (GET/PUT /cotacao/{id}/cadastro, POST /cotacao/criar). */
export interface CotacaoCadastroDto {
  id: number;
  situacao: SituacaoCotacao;
  titulo: string;
  /** ISO date-time of the due moment (date and time). */
  dataVencimento: string;
  condicaoPagamento: '' | 'a-vista' | 'a-prazo';
  tipoEntrega: '' | '1' | '2';
  observacoes: string;
  filiais: number[];
  participantes: ParticipanteDto[];
  buscaDeProduto: ModoCompra;
  arquivosDeFalta: ModoCompra;
}

export type CotacaoCadastroRequest = Omit<CotacaoCadastroDto, 'id' | 'situacao' | 'buscaDeProduto' | 'arquivosDeFalta'>;

export type OrigemItem = 'BUSCA' | 'ARQUIVO';

/** One product of a quotation (GET /cotacao/getCotacaoItemByIdCotacao/{id}). */
export interface CotacaoItemDto {
  idProduto: number;
  ean: string;
  descricao: string;
  apresentacao: string;
  fabricante: string;
  quantidade: number;
  origem: OrigemItem;
}

export interface LinhaIgnoradaDto {
  linha: number;
  conteudo: string;
  motivo: string;
  /** How many file lines the entry stands for, when more than one (an EAN refused with all its lines). */
  linhas?: number;
}

/** A product of the missing-products file that came from more than one line (the lines are summed). */
export interface LinhasSomadasDto {
  ean: string;
  descricao: string;
  linhas: number;
  quantidade: number;
}

/** Answer of the missing-products file upload. */
export interface ArquivoFaltaResultadoDto {
  itens: CotacaoItemDto[];
  /** File lines that became (part of) an item. */
  linhasImportadas: number;
  /** Products those lines became. */
  produtosImportados: number;
  linhasSomadas: LinhasSomadasDto[];
  linhasIgnoradas: LinhaIgnoradaDto[];
}

export type PromocoesPrazo = 'prazo' | 'prazoIgualMaior' | 'qualquer';

/** Payment term of one participating representative ('Gerenciamento do prazo de pagamento'). */
export interface PrazoPagamentoDto {
  idFornecedor: number;
  fornecedor: string;
  idRepresentante: number;
  representante: string;
  prazo: number | null;
  prazosParcelados: boolean;
  promocoes: PromocoesPrazo;
}

// Side column (spec 01 §7).

/** One recent item: a quotation the buyer worked on lately. */
export interface ItemRecenteDto {
  id: number;
  titulo: string;
  situacao: string;
}

/** A quotation as the side column's popover shows it (spec 01 §3). */
export interface DadosCotacaoLateralDto {
  id: number;
  titulo: string;
  dataVencimento: string;
  situacao: string;
  numFiliais: number;
  numProdutos: number;
  qtdRespostas: number;
  /** The summary tab to open. */
  aba: number;
}

// ---- Quotation summary and order generation (spec 02 §3) ----

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

// ---- Order generation (issue 9, parts 6 and 7; paths in docs/api.md) ----

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

// ---- Automatic order (issue 10; spec 03 §3.1, §7.1; paths in docs/api.md) ----

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
}

/** Answer of the quantity updates: the items as saved and their orders' new totals. */
export interface QuantidadeAtualizadaDto {
  itens: PedidoItemDto[];
  pedidos: PedidoDto[];
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
  acimaDoValor: boolean;
  tipoComparacao: 0 | 1 | 2;
  valor: string;
  filtroPorcentagem: boolean;
  conflitoDeEmbalagem: boolean;
  problemaDeMinimo: boolean;
  problemaFaturamentoMinimo: boolean;
  oportunidade: boolean;
  combo: boolean;
}
