import type { OpcaoFilialDto, OpcaoFornecedorDto } from './pedidoAutomaticoDto';

/**
 * Products not bought (spec 03 §2.6, §3.4; docs/api.md "Products not bought"): the review page's
 * modal. The spec marks the paths "not shown"; the resource is `/revisaoEnvio/{id}/naoComprados`.
 */
/** The situation codes of the legend (domain/notBought NotBoughtStatus is the same set). */
export type StatusNaoComprado = 'NR' | 'PR' | 'EX' | 'NF' | 'PP' | 'SR';

export interface ProdutoNaoCompradoDto {
  /** Stable per row: the order item (or the branch and product when no order holds it) and the status. */
  id: string;
  status: StatusNaoComprado;
  statusDescricao: string;
  /** LIBERADO or MONITORADO (shown L / M). */
  tipo: string;
  codigoSubstituto: string[];
  codigo: string;
  codigoBarras: string;
  produto: string;
  fabricante: string;
  /** The quantity not bought in this situation. */
  quantidade: number;
  /** The branch's trade name. */
  filial: string;
  cnpjFilial: string;
  /** The order's supplier (null when no order holds the product there: not answered, or answered and never ordered). */
  fornecedor: string | null;
  /** What the branch quoted of the product. */
  quantidadeCotada: number;
}

/** The filter (§3.4): branches and suppliers by CNPJ, and the six situations. */
export interface FiltroNaoCompradosDto {
  cnpjFiliais: string[];
  cnpjFornecedores: string[];
  produtosNaoRespondidos: boolean;
  produtosExcluidos: boolean;
  produtosParcialmentePedidos: boolean;
  produtosParcialmenteRespondidos: boolean;
  produtosNaoFaturados: boolean;
  produtosSemRetornos: boolean;
}

/** Options of the two panels: suppliers (id, cnpj, nomeFantasia), branches (cnpjCliente, nomefantasiaCliente). */
export type FornecedorNaoCompradoDto = OpcaoFornecedorDto;
export type FilialNaoCompradoDto = OpcaoFilialDto;

/** 'Exportar Planilha': a spreadsheet (xlsx) or a text file (txt, `;` separated). */
export type TipoExportacaoNaoComprados = 'xlsx' | 'txt';
