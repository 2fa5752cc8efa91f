/** Wire types of the combo screen (spec 03 §3.3, §7.3; paths in docs/api.md "Combo"). */

/** A branch with combo offers (buscarFiliaisComboFiltrado, buscarFiliaisCombo). */
export interface FilialComboDto {
  idCliente: number;
  cnpjCliente: string;
  nomeFantasiaCliente: string;
  /** How many combos the branch has under the filter. */
  quantidadeCombos: number;
}

/** A supplier with combo offers (buscarFornecedoresCombo). */
export interface FornecedorComboDto {
  idFornecedor: number;
  nomeFantasia: string;
}

/** A combo: a supplier representative's answer to one branch (spec 03 §3.3 "Combo"). */
export interface ComboDto {
  idRespostaCliente: number;
  idCliente: number;
  idFornecedor: number;
  prazoTitulo: string;
  nomeFantasiaFornecedor: string;
  nomeRepresentante: string;
  valorTotalItens: number;
  existeItensExcluidos: boolean;
  existePedidoDeCombo: boolean;
  /** The combo order, when it was created. */
  idPedido: number | null;
  /** That order's total as the automatic order has it (equal to valorTotalItens); null without an order. */
  valorPedido: number | null;
  /** How many of the combo's products already sit in the branch's other orders. */
  produtosDoPedido: number;
  /** Those order items (what excluirItensECriarPedidoCombo takes out of the old orders). */
  idsPedidoItem: number[];
}

/** A combo item (spec 03 §3.3 "Combo item"); pontos are the supplier's loyalty points. */
export interface ComboItemDto {
  idRespostaClienteItem: number;
  codComprador: string;
  codBarras: string;
  produtoDescricao: string;
  fabricanteDescricao: string;
  qtdeCotada: number;
  qtdeRespondida: number;
  qtdePedida: number;
  qtdeEmbalagem: number;
  quantidadeMinima: number;
  quantidadeMaxima: number;
  problemaDeMinimo: boolean;
  obrigatorio: boolean;
  bonificado: boolean;
  pontos: number;
  valorReferencia: number;
  valorHistorico: number;
  descontoInformado: number;
  descontoInformadoCombo: number;
  precoSemST: number;
  precoLiquido: number;
  precoComST: number;
  precoCusto: number;
  precoCustoCombo: number;
  /** The best cost price of the product outside the combo (the difference column compares with it). */
  comparaValor: number;
  /** The best discount of the product outside the combo. */
  comparaDesconto: number;
}

/** Combo filter (spec 03 §3.3). */
export interface ComboFilter {
  idFornecedor: number | null;
  idCliente: number | null;
  buscaProduto: string;
  prazoTitulo: string;
}

/** POST alterarQuantidadeCombo. */
export interface AlterarQuantidadeComboBody {
  idRespostaClienteItem: number;
  quantidade: number;
  quantidadeMaxima: number;
  quantidadeMinima: number;
}

/** An item of the combo already in another order of the branch (criarPedidoCombo's refusal). */
export interface ItemEmOutroPedidoDto {
  idPedidoItem: number;
  idPedido: number;
  codBarras: string;
  produtoDescricao: string;
  nomeFantasiaFornecedor: string;
  qtdePedida: number;
}

/**
 * POST criarPedidoCombo: created (idPedido), or not yet because some of the combo's products sit
 * in the branch's other orders (itensEmOutrosPedidos): the client asks the buyer what to do.
 */
export interface CriarPedidoComboDto {
  sucesso: boolean;
  mensagem: string;
  idPedido: number | null;
  itensEmOutrosPedidos: ItemEmOutroPedidoDto[];
}

/** Generic answer of the combo commands. */
export interface ResultadoComboDto {
  sucesso: boolean;
  mensagem: string;
}
