import type { ConflitoVersaoDto } from './conflictDto';
import type { PorQueFornecedorDto } from './desempateDto';
import type { Page, PedidoItemDto } from './dto';
import type { FiltroPedidoAutomaticoDto, PedidoAutomaticoDto } from './pedidoAutomaticoDto';

/**
 * Wire types of the automatic order's selection, deletion, excluded products and answers per
 * product (spec 03 §7.1, issue 11; docs/api.md "Automatic order: selection and deletion").
 */

/** An order that differs from the base: its items are `selecionado` except those listed. */
export interface SelecaoItemDto {
  idPedido: number;
  parcial: boolean;
  selecionado: boolean;
  idPedidoItens: number[];
}

/** The selection body (spec 03 §7.1): the base of every order not in `itens`, and the filter it applies under. */
export interface SelecaoPedidoDto {
  checkTodosSelecionados: boolean;
  parcialmenteSelecionados: boolean;
  filtrado: boolean;
  filtros: FiltroPedidoAutomaticoDto;
  itens: SelecaoItemDto[];
}

/** POST deletePedido: the whole orders to delete. */
/** POST /previaExclusao/{id}: what a deletion of this selection would take (the confirmation says it). */
export interface PreviaExclusaoDto {
  /** Items (a product in one branch order). */
  quantidadeItens: number;
  quantidadePedidos: number;
}

export interface PedidoIdDto {
  idPedido: number;
}

/** An excluded product (GET /verExcluidos/{id}) with where it was. */
export interface ItemExcluidoDto extends PedidoItemDto {
  nomeFantasiaCliente: string;
  nomeFornecedor: string;
  nomeRepresentante: string;
}

/** POST /reinserirItensExcluidos/{id}: the items to put back, or every excluded item (`todos`). */
export interface ReinsercaoDto {
  todos: boolean;
  idPedidoItens: number[];
}

/** One supplier's answer for a product in a branch (the answers modal, spec 03 §3.1 "Product answer"). */
/** POST verRespostasPorProduto: a page of answers; `limiteProdutos` when only the first that many selected products were read. */
export type RespostasPorProdutoPageDto = Page<RespostaProdutoDto> & { limiteProdutos?: number };

export interface RespostaProdutoDto {
  /** idRespostaClienteItem. */
  id: number;
  idPedido: number;
  idPedidoItem: number;
  /** The item generation made for this product and branch: the same while the answer chosen changes (idPedidoItem names the item bought now). */
  idPedidoItemOriginal?: number;
  /** The version of the item bought now (idPedidoItem; docs/api.md "Versioned writes"), the same on every answer of the product at the branch. */
  versao?: number;
  cnpjCliente: string;
  nomeFantasiaCliente: string;
  codBarras: string;
  descricaoProduto: string;
  comprarCliente: boolean;
  ignorada: boolean;
  vencida: boolean;
  ordemPreco: number;
  prazoPagamento: string;
  fornecedorNomeFantasia: string;
  representanteTitulo: string;
  idFornecedor: number;
  idRepresentante: number;
  quantidade: number;
  quantidadePedir: number;
  quantidadeEmbalagem: number;
  tipoEmbalagem: string;
  precoSemST: number;
  precoComST: number;
  precoLiquido: number;
  faturamentoMinimo: number;
  /** On the answer the tie-break chain chose at generation: why (issue 15). */
  porQueEsteFornecedor?: PorQueFornecedorDto;
}

/** A discount of an answer (GET /descontosResposta/{idRespostaClienteItem}?idPedidoItem). */
export interface DescontoRespostaDto {
  tipoNegociacao: string;
  valorDesconto: number;
  percentualDesconto: number;
}

/**
 * POST /selecionarResposta and /alterarQuantidadeResposta: the answer's new state and the order
 * item bought now (after choosing another representative's answer: the item in that
 * representative's order for the branch), every answer of the product now, the item that left
 * its order (null when none did) and the branch orders whose figures changed, as the lists send them.
 */
/** The 409 of /selecionarResposta and /alterarQuantidadeResposta over a newer version: the item and the product's answers as they are now. */
export interface ConflitoRespostaDto extends ConflitoVersaoDto<PedidoItemDto> {
  respostas: RespostaProdutoDto[];
}

export interface RespostaAlteradaDto {
  resposta: RespostaProdutoDto;
  item: PedidoItemDto;
  respostas: RespostaProdutoDto[];
  itemRemovido: { id: number; idPedido: number } | null;
  pedidos: PedidoAutomaticoDto[];
}
