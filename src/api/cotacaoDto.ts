import type { FornecedorDto, SituacaoCotacao } from './dto';

/** Wire types of quotations and the new-quotation wizard (spec 01; paths in docs/api.md). */

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
