import type { TipoProduto } from './dto';
import type { PedidoManualItemDto, PedidoManualItemRespostaDto, ItemComRespostasDto } from './pedidoManualDto';

/** Wire types of the manual order's mass changes and grouped view (spec 02 §7 'Manual order'; docs/api.md). */
/** Mass views: a product (codBarras) at some branches (cnpjs; empty = every branch holding it). */
export interface ProdutoFiliaisDto {
  codBarras: string;
  cnpjs: string[];
}

/** POST getMenorRespostaPorFilial/{id}: per branch, the product's best answer (ordemPreco 1 among those that can be marked). */
export interface MenorRespostaFilialDto {
  idPedidoManual: number;
  idPedidoManualItem: number;
  cnpjCliente: string;
  nomefantasiaCliente: string;
  /** The version of the product at the branch (docs/api.md "Versioned writes"), sent back in `versoes` by a mass change. */
  versao?: number;
  resposta: PedidoManualItemRespostaDto | null;
}

/**
 * The versions the buyer read the products at, by idPedidoManualItem (docs/api.md "Versioned
 * writes"): a branch whose product changed since is left as it is and named; one absent is written
 * unconditionally.
 */
export interface VersoesItensDto {
  versoes?: Record<string, number>;
}

/** Body of POST alterarRespostaEmMassa/{id}: ordemTela is the price rank to buy from (1 best). */
export interface RespostaEmMassaManualDto extends ProdutoFiliaisDto, VersoesItensDto {
  ordemTela: number;
}

/** Body of POST alterarQuantidadeRespostaEmMassa/{id}: the quantity for the marked answer at each branch. */
export interface QuantidadeEmMassaManualDto extends ProdutoFiliaisDto, VersoesItensDto {
  quantidadePedirSistema: number;
}

/** Body of POST comprarDestaResposta: buy the product from this answer's representative at every branch it answered. */
export interface ComprarDestaRespostaDto extends VersoesItensDto {
  idPedidoManualItemResposta: number;
}

/**
 * Answer of the mass changes: sucesso, mensagem, the branches left as they were (cnpj → 'Filial:
 * reason'), and every changed product with all its answers, so the screen applies one action.
 */
export interface AlteracaoEmMassaManualDto {
  sucesso: boolean;
  mensagem: string;
  filiaisNaoAlteradas: Record<string, string>;
  itens: ItemComRespostasDto[];
  /** The products skipped because they changed since they were read, as they are now (their branches are in filiaisNaoAlteradas). */
  conflitos?: ItemComRespostasDto[];
}

/** GET buscarFiliais/{id}?codBarras&busca: the branches holding the product (the mass view's branch list). */
export interface FilialProdutoManualDto {
  idPedidoManual: number;
  idPedidoManualItem: number;
  cnpjCliente: string;
  nomefantasiaCliente: string;
}

/** GET getItensFiliais/{id}?codBarras: the product at each branch (the grouped view). */
export interface ItemFilialManualDto extends PedidoManualItemDto {
  cnpjCliente: string;
  nomefantasiaCliente: string;
}

/** GET getItensResposta/{id}?codBarras&page&size: an answer of the product at some branch (the grouped view, 3 per page). */
export interface RespostaFilialManualDto extends PedidoManualItemRespostaDto {
  cnpjCliente: string;
  nomefantasiaCliente: string;
}

/** GET getProdutosAgrupados/{id}?filters&page&size (designed): a product once, for the grouped view. */
export interface ProdutoAgrupadoDto {
  codBarras: string;
  idProduto: number;
  grupoProduto: number;
  equivalente: boolean;
  codigoProduto: string;
  descricaoProduto: string;
  descricaoFabricante: string;
  tipoProduto: TipoProduto;
  valorReferencia: number;
  /** Branches where it is answered (and passes the filter). */
  quantidadeFiliais: number;
}
