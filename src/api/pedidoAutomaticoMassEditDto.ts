import type { PedidoItemDto } from './dto';
import type { PedidoAutomaticoDto } from './pedidoAutomaticoDto';

/** Wire types of the automatic order's mass edit per product (spec 03 §2.3, §3.1, §4.2, §7.1; paths in docs/api.md). */

/** GET /pedidoAutomatico/filiaisDoProduto/{id}?codBarras: the branch filter's options. */
export interface OpcaoFilialProdutoDto {
  cnpjCliente: string;
  nomefantasiaCliente: string;
}

/** One order item of the product at a branch (a branch may order it from more than one supplier). */
export interface ItemFilialProdutoDto {
  id: number;
  idPedido: number;
  nomeFornecedor: string;
  nomeRepresentante: string;
  qtdePedida: number;
  qtdeEmbalagem: number;
  qtdeMinima: number;
  quantidadeFixa: boolean;
  valorSemST: number;
  /** Price rank of the chosen answer among the branch's answers to the product (1 best). */
  ordemPreco: number;
  /** The item's version (docs/api.md "Versioned writes"). */
  versao?: number;
  editavel: boolean;
  combo: boolean;
}

/** Branch filter option (spec 03 §3.1): a row of POST buscarFiliaisFiltrada/{id}. */
export interface FilialProdutoDto {
  id: number;
  cnpjCliente: string;
  nomefantasiaCliente: string;
  /** The product's quantity problem at this branch (packaging, minimum, fixed), or null. */
  warning: string | null;
  /** How many answers the branch has for the product, when it has more than one to choose from. */
  answersWarning: string | null;
  checked: boolean;
  quantidadeRespostas: number;
  itens: ItemFilialProdutoDto[];
}

/** Body of POST buscarFiliaisFiltrada/{id}: the product and the branches chosen in the filter (empty: all). */
export interface BuscaFiliaisProdutoDto {
  codBarras: string;
  listaFiltro: string[];
}

/** Body of POST alterarQuantidadeRespostaEmMassa/{id}. */
export interface QuantidadeEmMassaDto {
  codBarras: string;
  cnpjs: string[];
  quantidadePedirSistema: number;
  /** The versions the items were read at, by item id (docs/api.md "Versioned writes"): a branch with an item changed since is left as it is. */
  versoes?: Record<string, number>;
}

/** Body of POST alterarRespostaEmMassa/{id}: ordemTela is the answer's price rank (1 best, 2 second…). */
export interface RespostaEmMassaDto {
  codBarras: string;
  cnpjs: string[];
  ordemTela: number;
  versoes?: Record<string, number>;
}

/** Body of POST excluirProdutoDasFiliais/{id}. */
export interface ExclusaoFiliaisProdutoDto {
  codBarras: string;
  cnpjs: string[];
  /** The versions the buyer read the product's items at (by item id): a branch with an item changed since is left as it is. */
  versoes?: Record<string, number>;
}

/**
 * Answer of the mass changes: sucesso, mensagem and the map of branches not changed (cnpj →
 * branch name and why), plus what changed so the screen patches its store in one action.
 */
export interface AlteracaoEmMassaDto {
  sucesso: boolean;
  mensagem: string;
  filiaisNaoAlteradas: Record<string, string>;
  itens: Pick<PedidoItemDto, 'id' | 'idPedido' | 'qtdePedida' | 'versao'>[];
  pedidos: PedidoAutomaticoDto[];
  /** The items skipped because they changed since they were read, as they are now (their branches are in filiaisNaoAlteradas). */
  conflitos?: Pick<PedidoItemDto, 'id' | 'idPedido' | 'qtdePedida' | 'versao'>[];
}

/** GET confirmarAlteracaoEmMassa/{id}?codBarras. */
export interface ConfirmacaoEmMassaDto {
  sucesso: boolean;
}
