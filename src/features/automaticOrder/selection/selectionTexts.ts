import { formatCount } from '../../../shared/lib/format';
/** Texts of the automatic order's selection, deletion, excluded products and answers (spec 03 §2.3, §8), verbatim where the spec gives them. */
export const SELECT_ALL = 'Selecionar todos os produtos';
export const DELETE_PRODUCTS = 'Excluir Produtos';
export const SEE_EXCLUDED = 'Ver Produtos Excluídos';
export const SEE_ANSWERS = 'Ver Respostas por Produto';
export const NOTHING_SELECTED = 'ATENÇÃO! Nenhum produto foi selecionado.';
export const NO_EXCLUDED = 'Não há produtos excluídos. Para excluir um produto, selecione o produto e clique em "Excluir".';
export const EXCLUDED_FAILED = 'Ocorreu um erro ao ver produtos excluidos. Contate o Administrador';
export const DELETE_FAILED = 'Não foi possível excluir os produtos. Tente novamente.';
export const REINSERT_FAILED = 'Não foi possível reinserir os produtos. Tente novamente.';
export const EXPIRED = 'Vencida';
export const IGNORED = 'Ignorada';
/** The answer bought for the product in its branch (its checkbox is on and cannot be unchecked: choose another). */
export const CHOSEN = 'Escolhida';
export const ANSWERS_FAILED = 'Não foi possível carregar as respostas.';
export const ANSWER_FAILED = 'Não foi possível alterar a resposta.';
export const DISCOUNTS_FAILED = 'Não foi possível carregar os descontos.';
/** When the server read only the first products of a large selection. */
export const answersLimitedText = (limit: number): string => `Mostrando as respostas dos primeiros ${limit} produtos selecionados. Selecione menos produtos para ver os demais.`;
export const NO_ANSWERS = 'Nenhuma resposta encontrada para os produtos selecionados.';
export const BACK_TO_ORDERS = 'Voltar aos pedidos';
export const REINSERT = 'Reinserir';
export const REINSERT_ALL = 'Reinserir todos';

const plural = formatCount;
export const deletedText = (n: number) => `${plural(n, 'produto excluído', 'produtos excluídos')}. Veja-os em 'Ver Produtos Excluídos'.`;
export const reinsertedText = (n: number) => `${plural(n, 'produto reinserido', 'produtos reinseridos')} no pedido.`;
export const DELETE_CONFIRM_TITLE = 'Excluir produtos';
/** The confirmation names what will go (spec 03 §4.2 selection modes). */
export const deleteQuestion = (mode: 'all' | 'partial' | 'chosen', filtered: boolean): string => {
  if (mode === 'all') return filtered ? 'Excluir todos os produtos que atendem ao filtro?' : 'Excluir todos os produtos de todos os pedidos?';
  if (mode === 'partial') return filtered ? 'Excluir os produtos que atendem ao filtro, exceto os desmarcados?' : 'Excluir todos os produtos, exceto os desmarcados?';
  return 'Excluir os pedidos e produtos selecionados?';
};
/** What the confirmation adds to its question, from the server's count: '900.000 itens de 4.500 pedidos' (an item: a product in one branch order). */
export const deleteScope = (items: number, orders: number): string =>
  items === 0 ? 'Nenhum item pode ser excluído: os pedidos escolhidos já foram enviados ou são combos.' : `Serão excluídos ${formatCount(items, 'item', 'itens')} de ${formatCount(orders, 'pedido', 'pedidos')}.`;
export const COUNTING = 'Contando os itens…';
/** A branch order's delete icon: under a filter only its products that pass it go. */
export const deleteOrderQuestion = (branch: string, filtered: boolean): string =>
  filtered ? `Excluir os produtos do pedido de ${branch} que atendem ao filtro?` : `Excluir o pedido de ${branch}?`;
export const deleteOrderLabel = (branch: string) => `Excluir o pedido de ${branch}`;
export const DELETE_NOTE = 'Os produtos excluídos podem ser reinseridos em "Ver Produtos Excluídos".';

/** Another representative's answer offers at most what it answered (the server says the same: docs/decisions.md "An answer's quantity"). */
export const aboveOffered = (representante: string, offered: number, typed: number): string =>
  `${representante} respondeu ${offered} un deste produto: não é possível pedir ${typed} un desta resposta.`;

