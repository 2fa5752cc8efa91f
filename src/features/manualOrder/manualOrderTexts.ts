import { SEE_UNANSWERED } from '../../domain/unansweredProducts';
import { formatCount, formatInteger } from '../../shared/lib/format';
/** Texts of the manual order page (spec 02 §2.2, §4.1, §4.6, §8), verbatim where the spec gives them; the rest ours (docs/decisions.md). */
export const PAGE_TITLE = 'Pedido manual';
export const FILTER_TITLE = 'FILTRAR PRODUTOS';
export const BRANCHES_PER_PAGE = 'Filiais por página';
export const SELECT_ALL_BRANCH = 'Selecionar todos os produtos da filial';
export const GROUPED_VIEW = 'Visualizar Agrupado';
export const CLEAR_FILTER = 'Limpar filtro';
export const BACK_TO_SUMMARY = 'Voltar ao resumo';

export const BUTTONS = {
  unanswered: SEE_UNANSWERED,
  orders: 'Ver Pedidos',
  restart: 'Reiniciar',
  insert: 'Inserir no Pedido',
} as const;

export const LOADING = {
  branches: 'Carregando filiais…',
  products: 'Carregando produtos…',
  answers: 'Carregando respostas…',
  grouped: 'Carregando produtos…',
  totals: 'Atualizando totais…',
  discount: 'Carregando desconto…',
} as const;

export const LOAD_FAILED = {
  branches: 'Não foi possível carregar as filiais do pedido manual.',
  products: 'Não foi possível carregar os produtos da filial.',
  answers: 'Não foi possível carregar as respostas do produto.',
  grouped: 'Não foi possível carregar os produtos do pedido manual.',
  totals: 'Não foi possível atualizar os totais.',
  discount: 'Não foi possível carregar o detalhe do desconto.',
  massBranches: 'Não foi possível carregar as filiais do produto.',
} as const;

export const MARK_FAILED = {
  answer: 'Não foi possível marcar a resposta. A marcação foi desfeita.',
  product: 'Não foi possível marcar o produto. A marcação foi desfeita.',
  branch: 'Não foi possível selecionar os produtos da filial. A seleção foi desfeita.',
} as const;

/** Why the buy marks and 'Inserir no Pedido' are off once an order was sent (DECISIONS 13). */
export const SENT_READ_ONLY = 'Os pedidos desta cotação já foram enviados e não podem mais ser alterados.';
/** The visible notice that says why the page is read-only; every control it disables points at it (aria-describedby). */
export const SENT_NOTICE_ID = 'pedido-manual-enviado';
export const SAVE_FAILED = 'Não foi possível salvar a quantidade.';
export const MASS_FAILED = 'Não foi possível alterar o produto nas filiais.';
export const UNSAVED_BEFORE_INSERT = 'Há quantidades não salvas. Salve-as com "Tentar novamente" antes de inserir no pedido.';

/** Spec 02 §2.2, verbatim. */
export const SUBSTITUTE_EAN_HINT = 'Fique atento! Para que não haja problema no recebimento das mercadorias, atualize o EAN cadastrado pelo seu substituto.';
export const NO_PAYMENT_CONDITION_HINT = 'Há filial(ais) sem condição de pagamento disponível. Para mais detalhes, favor entrar em contato com nosso suporte técnico.';

export const LEGEND = {
  title: 'Legenda',
  best: 'Melhor preço',
  second: 'Segundo melhor preço',
  agreement: 'Acordo de compra',
  negotiated: 'Desconto negociado',
  substitute: 'EAN substituto',
} as const;

export const RESTART_QUESTION = {
  title: 'Reiniciar',
  message: 'As alterações feitas no pedido manual serão desfeitas e você voltará ao Resumo. Deseja reiniciar?',
  confirm: 'Reiniciar',
  cancel: 'Cancelar',
} as const;

export const MASS = {
  open: 'Alterar em todas as filiais',
  title: (produto: string): string => `Alterar em massa — ${produto}`,
  searchBranch: 'Buscar filial',
  selectAll: 'Selecionar todas as filiais',
  cheapest: 'Menor preço na filial',
  rank: 'Resposta a comprar',
  changeAnswer: 'Alterar resposta',
  quantity: 'Quantidade',
  changeQuantity: 'Alterar quantidade',
  noBranchSelected: 'Selecione ao menos uma filial.',
  notChanged: 'Filiais não alteradas',
  /** A branch mark's products left as they were because they changed in another session. */
  productsNotChanged: 'Produtos não alterados (alterados em outra sessão; a lista mostra o valor atual)',
  close: 'Fechar',
  buyFromAnswer: 'Comprar desta resposta',
  noAnswer: 'Sem resposta disponível',
} as const;

export const rankLabel = (rank: number): string => (rank === 1 ? 'Menor preço' : `${rank}º menor preço`);

export const DISCOUNT = {
  title: 'Detalhe do desconto',
  type: 'Tipo de negociação',
  value: 'Valor do desconto',
  percent: 'Percentual do desconto',
  none: 'Nenhum dado encontrado.',
} as const;

export const TOTALS = {
  order: 'Total do pedido',
  withST: 'c/ ST',
  /** An item is a product at one branch; the orders are those an insertion would make (issue 28: '900.000 de 900.000 produtos' counted items). */
  selected: (selected: number, total: number, orders: number): string =>
    `${formatInteger(selected)} de ${formatCount(total, 'item selecionado', 'itens selecionados')} (${formatCount(orders, 'pedido', 'pedidos')})`,
  byRepresentative: 'Totais por representante',
  branch: 'Total da filial',
  shortfall: 'Faltam',
} as const;

/** The manual order's deleted products (issue 29 point 3; docs/decisions.md "Manual order: deleted products"). */
export const EXCLUDED_TEXTS = {
  open: 'Ver Produtos Excluídos',
  title: 'Produtos Excluídos',
  delete: 'Excluir',
  deleteLabel: (produto: string): string => `Excluir ${produto} do pedido desta filial`,
  deleted: (produto: string): string => `${produto} foi excluído do pedido. Para reinseri-lo, use 'Ver Produtos Excluídos'.`,
  deleteFailed: 'Não foi possível excluir o produto.',
  empty: 'Não há produtos excluídos.',
  loading: 'Carregando produtos excluídos...',
  loadFailed: 'Não foi possível carregar os produtos excluídos.',
  restore: 'Reinserir',
  restoreLabel: (produto: string, filial: string): string => `Reinserir ${produto} na filial ${filial}`,
  restoreAll: 'Reinserir todos',
  restoredOne: 'Produto reinserido no pedido.',
  restoredAll: 'Produtos reinseridos no pedido.',
  restoreFailed: 'Não foi possível reinserir.',
  close: 'Fechar',
  // Deleting the selected or all filtered products (the automatic order's wording, spec 03 §2.3).
  selectAll: 'Selecionar todos os produtos filtrados',
  selectLabel: (produto: string, filial: string): string => `Selecionar ${produto} de ${filial} para excluir`,
  selectColumn: 'Selecionar para excluir',
  /** Beside the box (not the buy count 'x de y produtos selecionados' of the totals). */
  selected: (n: number): string => (n === 0 ? 'Nenhum produto selecionado para excluir' : `${formatCount(n, 'produto selecionado', 'produtos selecionados')} para excluir`),
  counting: 'Contando os produtos...',
  deleteSelected: 'Excluir Produtos',
  nothingSelected: 'ATENÇÃO! Nenhum produto foi selecionado.',
  confirmTitle: 'Excluir produtos',
  confirmQuestion: (produtos: number, filiais: number): string => `Excluir ${formatCount(produtos, 'produto', 'produtos')} em ${formatCount(filiais, 'filial', 'filiais')} do pedido manual?`,
  confirmNote: "Os produtos excluídos saem dos totais das filiais e podem ser reinseridos em 'Ver Produtos Excluídos'.",
  nothingToDelete: 'Os produtos selecionados já foram excluídos.',
  countFailed: 'Não foi possível contar os produtos selecionados.',
  back: 'Voltar',
  deletedMany: (produtos: number, filiais: number): string =>
    `${formatCount(produtos, 'produto excluído', 'produtos excluídos')} de ${formatCount(filiais, 'filial', 'filiais')}. Para reinseri-los, use 'Ver Produtos Excluídos'.`,
  deleteManyFailed: 'Não foi possível excluir os produtos.',
} as const;

/** An answer not chosen shows the quantity it proposes, which is not bought (spec 02 §4.1; issue 29 point 4). */
export const NOT_BOUGHT_QUANTITY = {
  short: 'Não será comprada',
  explained: "Esta resposta não está marcada em 'Comprar': a quantidade não entra no pedido. Marque 'Comprar' ou digite outra quantidade para comprar dela.",
} as const;
